import Foundation
import QuireTestSupport
import Testing

/// `quire watch` as the file-system monitor of the other commands (docs/index.md, "With quire
/// watch running"): a command skips its walk once the watcher answered its cookie, never gives
/// a stale answer, and walks when the watcher's token cannot be trusted. `QUIRE_DEBUG_INDEX=1`
/// makes a command say on standard error whether it walked.
@Suite struct WatchSyncTests {
  static let debug = ["QUIRE_DEBUG_INDEX": "1"]

  /// A vault with an index and a running watcher (inotify; macOS polls, so these run on Linux).
  static func watching() throws -> (WatchTests.WatchVault, QuireBackgroundProcess) {
    let v = try WatchTests.WatchVault(inbox: "- [ ] Pay rent\n")
    #expect(try QuireProcess.run(["index", "--vault", v.root]).status == 0)
    let w = try v.watch("2026-11-24T10:00:00", ["--no-pages"])
    #expect(w.waitFor("watching"))
    return (v, w)
  }

  #if os(Linux)
    @Test func aCommandSeesANoteWrittenJustBeforeItWithoutWalking() throws {
      let (v, w) = try Self.watching()
      for round in 0..<10 {
        // No pause between the write and the command: the cookie must order them.
        try v.vault.write("notes/n\(round).md", "- [ ] Round \(round) task\n")
        let result = try QuireProcess.run(["tasks", "--vault", v.root], environment: Self.debug)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Round \(round) task"), "round \(round): \(result.stdout)")
        #expect(result.stderr.contains("quire: debug: walk skipped"), "round \(round): \(result.stderr)")
      }
      // An edit in place and a removal too.
      try v.vault.write("notes/n3.md", "- [ ] Round 3 edited\n")
      try FileManager.default.removeItem(atPath: v.root + "/notes/n4.md")
      let result = try QuireProcess.run(["tasks", "--vault", v.root], environment: Self.debug)
      #expect(result.stdout.contains("Round 3 edited") && !result.stdout.contains("Round 4 task"))
      #expect(result.stderr.contains("walk skipped"))
      // The index as the watcher kept it is the one a walk finds: nothing to do for `quire index`.
      let check = try QuireProcess.run(["index", "--vault", v.root], environment: ["QUIRE_WATCH_SYNC": "0"])
      #expect(check.stdout.hasPrefix("10 notes indexed: 0 added, 0 changed, 0 touched, 0 removed, 10 unchanged"))
      #expect(w.stop() == 0)
      // Cookies are neither notes nor changes to pages, and none is left behind.
      #expect(!w.stdout.contains("changed: rescan"))
      let cookies = try FileManager.default.contentsOfDirectory(atPath: v.root + "/.quire/cache/cookies")
      #expect(cookies.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: v.root + "/.quire/cache/watch.token"))
    }

    @Test func aTokenLeftByAKilledWatcherIsIgnored() throws {
      let (v, w) = try Self.watching()
      #expect(w.stop(signal: SIGKILL) != 0)
      #expect(FileManager.default.fileExists(atPath: v.root + "/.quire/cache/watch.token"))
      try v.vault.write("late.md", "- [ ] Written after the kill\n")
      let result = try QuireProcess.run(["tasks", "--vault", v.root], environment: Self.debug)
      #expect(result.stdout.contains("Written after the kill"))
      #expect(result.stderr.contains("quire: debug: walk (the watcher is not running)"), "\(result.stderr)")
    }

    @Test func aPollingWatcherIsNotTrusted() throws {
      let v = try WatchTests.WatchVault(inbox: "- [ ] Pay rent\n")
      let w = try v.watch("2026-11-24T10:00:00", ["--no-pages", "--poll"])
      #expect(w.waitFor("watching"))
      try v.vault.write("late.md", "- [ ] Written while polling\n")
      let result = try QuireProcess.run(["tasks", "--vault", v.root], environment: Self.debug)
      #expect(result.stdout.contains("Written while polling"))
      #expect(result.stderr.contains("quire: debug: walk (the watcher polls)"), "\(result.stderr)")
      #expect(w.stop() == 0)
    }
  #endif
}
