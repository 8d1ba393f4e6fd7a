import Foundation
import QuireTestSupport
import Testing

/// A conflict copy made by real Syncthing (Debian's `syncthing`, two devices on this machine,
/// Tests/Fixtures/sync/syncthing_pair.py), not a file named by hand: its name is what Quire
/// recognises (docs/sync.md), its tasks are listed, exported and reminded once, `quire check`
/// warns once and names the note, and `quire conflicts merge` brings the copy's new task into
/// the note. `.ci/install-deps` installs Syncthing; a missing one fails the test.
@Suite(.serialized) struct SyncthingConflictTests {
  static let pair = RepositoryPaths.fixtures.appendingPathComponent("sync/syncthing_pair.py").path

  @Test func aRealSyncthingConflictCopyIsReadOnceAndMerged() throws {
    let work = try TemporaryVault()
    let seed = try TemporaryVault()
    try seed.write(".quire/config.yaml", "timezone: UTC\n")
    try seed.write(
      "inbox.md", "# Inbox\n\n- [ ] Buy milk 📅 2026-11-28\n- [ ] Pay rent ⏰ 2026-12-01 09:00 📅 2026-12-01\n")
    let folder = work.url.appendingPathComponent("devices")
    let ran = try VdirPhoneTests.run(["python3", Self.pair, folder.path, seed.url.path], home: work.url)
    guard ran.status != 2 else {
      Issue.record("missing: syncthing; run .ci/install-deps (apt-get install syncthing)")
      return
    }
    #expect(ran.status == 0, "\(ran.output)")
    let copies = ran.output.split(separator: "\n").filter { $0.contains(".sync-conflict-") }.map(String.init)
    // Syncthing's own name: the note's name, the date and time, seven characters of the device.
    #expect(copies.count == 1, "\(ran.output)")
    let copy = try #require(copies.first)
    #expect(copy.wholeMatch(of: /inbox\.sync-conflict-\d{8}-\d{6}-[A-Z2-7]{7}\.md/) != nil, "\(copy)")

    let a = folder.appendingPathComponent("a")
    func quire(_ arguments: [String]) throws -> QuireResult {
      try QuireProcess.run(["--now", "2026-11-30T08:00"] + arguments, in: a)
    }
    func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }
    // Listed, exported and reminded once; the copy's own task not at all before the merge.
    let tasks = try quire(["tasks"])
    #expect(count(tasks.stdout, "Pay rent") == 1 && count(tasks.stdout, "Added on the laptop") == 0, "\(tasks.stdout)")
    let export = try quire(["export", "--json"])
    #expect(count(export.stdout, "\"Pay rent\"") == 1, "\(export.stdout)")
    let remind = try quire(["remind", "--from", "2026-12-01T00:00", "--to", "2026-12-02T00:00"])
    #expect(count(remind.stdout, "Pay rent") == 1, "\(remind.stdout)")
    let check = try quire(["check"])
    #expect(count(check.stdout + check.stderr, "Syncthing conflict copy of 'inbox.md'") == 1, "\(check.stdout)")

    // The merge: the laptop's task comes in, once; the tick made here stays.
    let merge = try quire(["conflicts", "merge", copy])
    #expect(merge.status == 0, "\(merge.stderr)")
    let inbox = String(decoding: try Data(contentsOf: a.appendingPathComponent("inbox.md")), as: UTF8.self)
    #expect(
      inbox
        == "# Inbox\n\n- [x] Buy milk 📅 2026-11-28\n- [ ] Pay rent ⏰ 2026-12-01 09:00 📅 2026-12-01\n"
        + "- [ ] Added on the laptop 📅 2026-11-30\n", "\(inbox)")
    let after = try quire(["tasks"])
    #expect(count(after.stdout, "Added on the laptop") == 1, "\(after.stdout)")
  }
}
