import Foundation
import QuireTestSupport
import Testing

/// Conflict copies while `quire watch` runs (docs/sync.md): a copy that appears is left out and
/// warned about, and a copy whose note is deleted or renamed is read as an ordinary note (and a
/// copy again when its note comes back) without waiting for a full walk. Each answer of a
/// command that trusts the watcher's index is held to the answer of a command that walks.
@Suite struct ConflictCopyWatchTests {
  static let copy = "notes/plan.sync-conflict-20261127-101010-ABCDEF7.md"

  /// `quire tasks` and `quire check` through the watcher, then by a walk of their own (which
  /// also brings the index up to date, so the watcher's answer is asked first).
  static func answers(_ v: WatchTests.WatchVault) throws -> (watched: String, walked: String) {
    func both(_ environment: [String: String]) throws -> String {
      let tasks = try QuireProcess.run(["tasks", "--vault", v.root], environment: environment)
      let check = try QuireProcess.run(["check", "--vault", v.root], environment: environment)
      return tasks.stdout + "--\n" + check.stdout + check.stderr + "exit \(check.status)\n"
    }
    let watched = try both(WatchSyncTests.debug)
    let walked = try both(["QUIRE_WATCH_SYNC": "0"])
    return (
      watched.split(separator: "\n").filter { !$0.contains("quire: debug:") }.joined(separator: "\n") + "\n", walked
    )
  }

  #if os(Linux)
    @Test func aCopyTurnsIntoANoteWhenItsNoteGoesAndBackWhenItReturns() throws {
      let (v, w) = try WatchSyncTests.watching()
      try v.vault.write("notes/plan.md", "- [ ] Draft the plan\n")
      try v.vault.write(Self.copy, "- [ ] Draft the plan\n- [ ] Only in the copy\n")
      var (watched, walked) = try Self.answers(v)
      #expect(watched == walked)
      #expect(
        !watched.contains("Only in the copy") && watched.contains("conflict copy of 'notes/plan.md'"), "\(watched)")

      // The note deleted: the copy is all that is left of it, read as a note.
      try FileManager.default.removeItem(atPath: v.root + "/notes/plan.md")
      (watched, walked) = try Self.answers(v)
      #expect(watched == walked)
      #expect(watched.contains("Only in the copy") && !watched.contains("conflict copy"), "\(watched)")

      // The note back (a rename onto its name): the copy is a copy again.
      try v.vault.write("notes/elsewhere.md", "- [ ] Draft the plan\n")
      try FileManager.default.moveItem(atPath: v.root + "/notes/elsewhere.md", toPath: v.root + "/notes/plan.md")
      (watched, walked) = try Self.answers(v)
      #expect(watched == walked)
      #expect(
        !watched.contains("Only in the copy") && watched.contains("conflict copy of 'notes/plan.md'"), "\(watched)")

      // The copy deleted: its warning goes.
      try FileManager.default.removeItem(atPath: v.root + "/" + Self.copy)
      (watched, walked) = try Self.answers(v)
      #expect(watched == walked)
      #expect(!watched.contains("conflict copy"), "\(watched)")
      #expect(w.stop() == 0)
    }
  #endif
}
