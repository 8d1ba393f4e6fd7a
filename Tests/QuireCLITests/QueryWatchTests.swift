import Foundation
import QuireTestSupport
import Testing

/// `quire query` answered by a running `quire watch` (docs/queries.md, "With quire watch
/// running"): the watcher holds the answers of the queries asked, drops them at every change,
/// and a command prints exactly what it would print by itself. `QUIRE_DEBUG_INDEX=1` makes the
/// command say who answered.
@Suite struct QueryWatchTests {
  static let debug = ["QUIRE_DEBUG_INDEX": "1"]
  static let query = "not done\nsort by priority"

  static func ask(_ v: WatchTests.WatchVault, _ extra: [String] = [], environment: [String: String] = debug) throws
    -> QuireResult
  {
    let result = try QuireProcess.run(
      ["query", query, "--vault", v.root, "--today", "2026-11-24"] + extra, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  #if os(Linux)
    @Test func aQueryAskedAgainIsAnsweredByTheWatcherAsTheCommandAnswersIt() throws {
      let (v, w) = try WatchSyncTests.watching()
      try v.vault.write("notes/work.md", "- [ ] Write the report ⏫ 📅 2026-11-25\n- [x] Sent ✅ 2026-11-20\n")
      for extra in [[], ["--json"]] {
        let alone = try Self.ask(v, extra, environment: ["QUIRE_WATCH_SYNC": "0"])
        // Worked out by the watcher the first time, held the second.
        for _ in 0..<2 {
          let asked = try Self.ask(v, extra)
          #expect(asked.stderr.contains("query answered by quire watch"), "\(asked.stderr)")
          #expect(asked.stdout == alone.stdout, "\(extra)")
        }
        #expect(alone.stdout.contains("Write the report") && !alone.stdout.contains("Sent"))
      }
      #expect(w.stop() == 0)
      let answers = try FileManager.default.contentsOfDirectory(atPath: v.root + "/.quire/cache/answers")
      #expect(answers.isEmpty)
      let cookies = try FileManager.default.contentsOfDirectory(atPath: v.root + "/.quire/cache/cookies")
      #expect(cookies.isEmpty)
    }

    @Test func aNoteWrittenJustBeforeTheQueryIsInItsAnswer() throws {
      let (v, w) = try WatchSyncTests.watching()
      _ = try Self.ask(v)
      for round in 0..<8 {
        // No pause: the request is a cookie, read after every change made before it.
        try v.vault.write("notes/n\(round).md", "- [ ] Round \(round) task\n")
        let result = try Self.ask(v)
        #expect(result.stdout.contains("Round \(round) task"), "round \(round): \(result.stdout) \(result.stderr)")
        if round > 0 { #expect(result.stdout.contains("Round \(round - 1) task")) }
        usleep(50_000)
      }
      // Ticked: gone from the answer, whoever answers.
      try v.vault.write("notes/n0.md", "- [x] Round 0 task ✅ 2026-11-24\n")
      let result = try Self.ask(v)
      #expect(!result.stdout.contains("Round 0 task"))
      #expect(w.stop() == 0)
    }

    /// `quire plan --week` goes through the same exchange: the same bytes as the command's own,
    /// and a note written just before is in it.
    @Test func theWeeksLoadIsAnsweredByTheWatcherAsTheCommandAnswersIt() throws {
      let (v, w) = try WatchSyncTests.watching()
      try v.vault.write("notes/work.md", "- [ ] Write the report [estimate:: 2h] 📅 2026-11-25\n")
      func week(_ extra: [String], environment: [String: String] = Self.debug) throws -> QuireResult {
        let result = try QuireProcess.run(
          ["plan", "--week", "--vault", v.root, "--today", "2026-11-24"] + extra, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return result
      }
      for extra in [[], ["--json"]] {
        let alone = try week(extra, environment: ["QUIRE_WATCH_SYNC": "0"])
        for _ in 0..<2 {
          let asked = try week(extra)
          #expect(asked.stderr.contains("week answered by quire watch"), "\(asked.stderr)")
          #expect(asked.stdout == alone.stdout, "\(extra)")
        }
        #expect(alone.stdout.contains(extra.isEmpty ? "2 h" : "\"tasks\":120"), "\(alone.stdout)")
      }
      try v.vault.write("notes/more.md", "- [ ] Call the bank [estimate:: 3h] 📅 2026-11-26\n")
      let after = try week([])
      #expect(after.stdout.contains("3 h"), "\(after.stdout)")
      #expect(after.stdout == (try week([], environment: ["QUIRE_WATCH_SYNC": "0"])).stdout)
      #expect(w.stop() == 0)
    }

    @Test func aKilledWatcherLeavesTheQueryToTheCommand() throws {
      let (v, w) = try WatchSyncTests.watching()
      _ = try Self.ask(v)
      #expect(w.stop(signal: SIGKILL) != 0)
      try v.vault.write("late.md", "- [ ] Written after the kill\n")
      let result = try Self.ask(v)
      #expect(result.stdout.contains("Written after the kill"))
      #expect(result.stderr.contains("query answered here (the watcher is not running)"), "\(result.stderr)")
    }

    @Test func aRefusedQueryIsRefusedByTheCommandWithAWatcherRunning() throws {
      let (v, w) = try WatchSyncTests.watching()
      for _ in 0..<2 {
        let result = try QuireProcess.run(
          ["query", "not done\nsort by nonsense", "--vault", v.root], environment: Self.debug)
        #expect(result.status == 1)
        #expect(result.stderr.contains("query:2: "), "\(result.stderr)")
        usleep(100_000)
      }
      #expect(w.stop() == 0)
    }
  #endif
}
