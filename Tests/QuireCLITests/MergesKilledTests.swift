import Foundation
import QuireTestSupport
import Testing

/// `quire conflicts merge` and `quire merge-driver` killed (`QUIRE_CRASH_AT`, the process sends
/// itself SIGKILL) between their steps: no note is half-written, and the next run leaves every
/// task once.
@Suite struct MergesKilledTests {
  /// Any temporary file of a Quire write left below `url`.
  static func temporaryFiles(_ url: URL) -> [String] {
    ((FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).filter {
      $0.hasSuffix(".quire-tmp")
    }
  }

  @Test(arguments: ["after-temporary", "before-trash"])
  func aKilledConflictsMergeIsFinishedByTheNextOne(_ point: String) throws {
    let v = try ConflictCopiesCLITests.vault()
    let copy = ConflictCopiesCLITests.copies[0]
    let merge = ["conflicts", "merge", copy, "--prefer-copy"]
    let killed = try QuireProcess.run(merge, in: v.url, environment: ["QUIRE_CRASH_AT": point])
    #expect(killed.status == SIGKILL, "did not stop at \(point): \(killed.status) \(killed.stderr)")
    // The note is the old one or the merged one, never a part of it; the copy is still beside it.
    let note = try v.readText("journal/inbox.md")
    #expect(note == (point == "before-trash" ? ConflictCopiesCLITests.merged : ConflictCopiesCLITests.inbox))
    #expect(try v.readText(copy) == ConflictCopiesCLITests.edited)
    let again = try QuireProcess.run(merge, in: v.url)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try v.readText("journal/inbox.md") == ConflictCopiesCLITests.merged)
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent(copy).path))
    #expect(Self.temporaryFiles(v.url).isEmpty, "\(Self.temporaryFiles(v.url))")
    let tasks = try QuireProcess.run(["--today", "2026-11-27", "tasks"], in: v.url)
    for task in ["Pay rent", "Water plants", "Call Bob"] {
      #expect(tasks.stdout.components(separatedBy: task).count == 2, "\(task): \(tasks.stdout)")
    }
  }

  /// Git counts a driver killed by a signal as a conflict and keeps our version, whole (the
  /// merge was never swapped in); `git checkout -m` runs the driver again.
  @Test func aKilledMergeDriverLeavesOursWholeAndCheckoutMergeFinishesIt() throws {
    let base = "- [ ] a 📅 2026-12-01\n- [ ] b\n"
    let ours = "- [x] a 📅 2026-12-01 ✅ 2026-11-27\n- [ ] b\n"
    let v = try TemporaryVault()
    func git(_ args: [String], environment: [String: String] = [:]) throws -> QuireResult {
      try QuireProcess.runProgram(
        ["env"] + environment.map { "\($0)=\($1)" }
          + ["git", "-C", v.url.path, "-c", "user.email=t@example.org", "-c", "user.name=t"] + args)
    }
    _ = try git(["init", "-q", "-b", "main"])
    #expect(try QuireProcess.run(["git", "setup"], in: v.url).status == 0)
    try v.write("inbox.md", base)
    _ = try git(["add", "-A"])
    _ = try git(["commit", "-qm", "base"])
    _ = try git(["checkout", "-qb", "phone"])
    try v.write("inbox.md", "- [ ] a 📅 2026-12-01\n- [x] b ✅ 2026-11-28\n")
    _ = try git(["commit", "-qam", "phone"])
    _ = try git(["checkout", "-q", "main"])
    try v.write("inbox.md", ours)
    _ = try git(["commit", "-qam", "laptop"])
    let merge = try git(["merge", "-q", "--no-edit", "phone"], environment: ["QUIRE_CRASH_AT": "after-temporary"])
    #expect(merge.status == 1, "\(merge.stderr)")
    #expect(try v.readText("inbox.md") == ours)
    #expect(Self.temporaryFiles(v.url).isEmpty, "\(Self.temporaryFiles(v.url))")
    let again = try git(["checkout", "-m", "inbox.md"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try v.readText("inbox.md") == "- [x] a 📅 2026-12-01 ✅ 2026-11-27\n- [x] b ✅ 2026-11-28\n")
  }
}
