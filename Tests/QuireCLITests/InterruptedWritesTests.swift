import Foundation
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// kill -9 at a random moment of a move between files: after the next command every task line
/// is in the vault exactly once and no temporary file is left (docs/data-safety.md). The long
/// run (hundreds of rounds, seven commands) is Benchmarks/stress.py.
@Suite struct InterruptedWritesTests {
  static let note = """
    # Old tasks
    - [x] september one ✅ 2026-09-14
      note of september one
    - [ ] open one 📅 2026-12-01
      note of open one

      note of open one, after a blank
    - [x] october one ✅ 2026-10-03
    - [-] october cancelled ❌ 2026-10-20
    - [x] september two ✅ 2026-09-30

    """

  /// The task lines of the vault's notes (the archive included), by their text, and their notes
  /// lines (`  note of <task>`), each checked to stand under its task.
  static func taskLines(_ root: URL) -> [String] {
    var lines: [String] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    for case let url as URL in enumerator where url.pathExtension == "md" {
      let relative = String(url.path.dropFirst(root.path.count + 1))
      if relative.hasPrefix(".") || relative.hasPrefix("agenda/") { continue }
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let all = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines += all.filter { $0.contains("] ") && $0.hasPrefix("- [") }.map(String.init)
      for (i, line) in all.enumerated() where line.hasPrefix("  note of ") {
        // Its task is the nearest task line above it.
        let task = all[..<i].last { $0.hasPrefix("- [") } ?? ""
        let name = line.dropFirst("  note of ".count).prefix { $0 != "," }
        lines.append(task.contains("] \(name) ") ? String(line) : "misplaced: \(line) under \(task)")
      }
    }
    return lines
  }

  static func temporaryFiles(_ root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)!
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".quire-tmp") }
  }

  @Test func archiveAndRmKilledAtAnyMomentLoseAndDuplicateNothing() throws {
    var killed = 0
    for round in 0..<12 {
      let v = try TemporaryVault(copying: RepositoryPaths.samples)
      try v.write("old.md", Self.note)
      let expected = Self.taskLines(v.url).sorted()
      let arguments = round % 2 == 0 ? ["archive"] : ["rm", "old.md:4"]
      let process = Process()
      process.executableURL = RepositoryPaths.quireBinary
      process.arguments = ["--vault", v.url.path, "--today", "2026-11-25"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // From at once to past the end of a typical run (~0.15 s for a debug build).
      usleep(useconds_t(round * 15_000))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killed += 1
      }
      process.waitUntilExit()
      // Any next command finishes what the killed one left.
      let next = try QuireProcess.run(["--vault", v.url.path, "--today", "2026-11-25", "tasks"])
      #expect(next.status == 0, "\(next.stderr)")
      let after = Self.taskLines(v.url)
      #expect(after.sorted() == expected, "round \(round) \(arguments): \(after)")
      #expect(Self.temporaryFiles(v.url).isEmpty, "round \(round): \(Self.temporaryFiles(v.url))")
    }
    #expect(killed > 0)
  }

  /// The same, killed at the exact moments between the steps of each multi-file write
  /// (`QUIRE_CRASH_AT`): the killed command dies there, the next one finishes its work.
  @Test(arguments: [
    (["archive"], "after-targets"), (["archive"], "after-temporary"), (["rm", "old.md:4"], "after-targets"),
    (["deck", "rename", "Spanish A2", "Spanish words"], "after-link"), (["event", "rm", "game-night"], "after-link"),
    (["done", "old.md:4"], "after-temporary"),
  ])
  func aWriteKilledBetweenItsStepsIsFinishedByTheNextCommand(_ arguments: [String], _ point: String) throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    try v.write("old.md", Self.note)
    let expected = Self.taskLines(v.url).sorted()
    let files = Set((FileManager.default.enumerator(atPath: v.url.path)?.allObjects as? [String]) ?? [])
    let killed = try QuireProcess.run(
      ["--vault", v.url.path, "--today", "2026-11-25"] + arguments, environment: ["QUIRE_CRASH_AT": point])
    #expect(killed.status == SIGKILL, "\(arguments) did not stop at \(point): \(killed.status) \(killed.stderr)")
    let next = try QuireProcess.run(["--vault", v.url.path, "--today", "2026-11-25", "tasks"])
    #expect(next.status == 0, "\(next.stderr)")
    let after = Self.taskLines(v.url).sorted()
    if arguments[0] == "done" {
      #expect(after.count == expected.count)
    } else {
      #expect(after == expected, "\(arguments) at \(point): \(after)")
    }
    #expect(Self.temporaryFiles(v.url).isEmpty, "\(Self.temporaryFiles(v.url))")
    // A moved note is under one name only.
    let now = Set((FileManager.default.enumerator(atPath: v.url.path)?.allObjects as? [String]) ?? [])
    if arguments[0] == "deck" {
      #expect(now.contains("decks/spanish-words.md") && !now.contains("decks/spanish.md"))
      // ... and its name line changed with it.
      #expect(
        String(decoding: try v.read("decks/spanish-words.md"), as: UTF8.self).contains("name: \"Spanish words\"\n"))
    }
    if arguments[0] == "event" {
      #expect(now.contains("archive/planner/game-night.md") && !now.contains("planner/game-night.md"))
      #expect(files.contains("planner/game-night.md"))
    }
  }

  /// A build killed between a page and its record: the page is never read for ticks against
  /// the old record (which would mark a task done or open again behind the user's back).
  @Test func aPageWrittenWithoutItsRecordIsNotReadForTicks() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let run = { (arguments: [String], environment: [String: String]) in
      try QuireProcess.run(["--vault", v.url.path, "--now", "2026-11-24T08:00"] + arguments, environment: environment)
    }
    #expect(try run(["build"], [:]).status == 0)
    let id = "8024974c"  // inbox.md:10, due that day: on the daily page
    #expect(try run(["done", id], [:]).status == 0)
    // The page now shows the box ticked; the build dies before its record follows.
    #expect(try run(["build"], ["QUIRE_CRASH_AT": "after-page"]).status == SIGKILL)
    #expect(try run(["undo", id], [:]).status == 0)
    let build = try run(["build"], [:])
    #expect(build.status == 0, "\(build.stderr)")
    #expect(!build.stdout.contains("done: "), "\(build.stdout)")
    #expect(try run(["tasks", "--due", "today"], [:]).stdout.contains(id))
  }
}
