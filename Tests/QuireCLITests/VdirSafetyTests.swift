import Foundation
import QuireTestSupport
import Testing

/// What a vdir sync must never take for deletions or edits: a missing or emptied folder, a
/// file it skips, and a note the person wrote (docs/phone.md, "Safety").
@Suite struct VdirSafetyTests {
  typealias Setup = VdirSyncTests.Setup

  static let event = """
    ---
    type: event
    title: Dentist
    date: 2026-12-03
    start: "10:00"
    end: "11:00"
    people: [Sam]
    ---
    ## Log
    - [ ] ask about whitening

    """

  static func synced() throws -> Setup {
    let s = try Setup(inbox: VdirSyncTests.inbox, files: ["planner/dentist.md": event])
    try s.sync()
    #expect(try s.items().count == 4)
    return s
  }

  @Test func aMissingFolderStopsTheSyncAndChangesNothing() throws {
    let s = try Self.synced()
    let before = try s.snapshot()
    try FileManager.default.moveItem(at: s.dir, to: s.folder.url.appendingPathComponent("moved"))
    let result = try s.sync(expectStatus: 1)
    #expect(result.stderr.contains("the vdir folder is missing"), "\(result.stderr)")
    #expect(try s.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: s.dir.path), "not created again")
  }

  @Test func anEmptiedFolderIsRefusedUnlessForced() throws {
    let s = try Self.synced()
    let before = try s.snapshot()
    for name in try s.items().keys { try s.delete(name) }
    let result = try s.sync(expectStatus: 1)
    #expect(result.stderr.contains("4 of the 4 synced items are gone from the vdir folder"), "\(result.stderr)")
    #expect(try s.snapshot() == before)
    let forced = try QuireProcess.run(
      ["--now", VdirSyncTests.now, "vdir", "sync", "--force-delete", s.dir.path], in: s.vault.url)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(!(try s.vault.readText("inbox.md")).contains("Buy milk"), "deleted on purpose: removed")
  }

  /// A removal killed between its rename and its check leaves the file set aside: the next
  /// sync puts it back before it reads the folder, so the item is not taken for deleted.
  @Test func aRemovalKilledMidwayIsPutBack() throws {
    let s = try Self.synced()
    let before = try s.snapshot()
    let (name, _) = try s.item("Buy milk")
    let file = s.dir.appendingPathComponent(name).path
    try FileManager.default.moveItem(atPath: file, toPath: file + ".quire-removing")
    let result = try s.sync()
    #expect(!result.stderr.contains("quire-removing"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: file))
    #expect(try s.snapshot() == before)
  }

  @Test func aFileItSkipsIsNotTakenForDeleted() throws {
    let s = try Self.synced()
    let before = try s.snapshot()
    let (name, _) = try s.item("Buy milk")
    try s.put(name, "not a calendar at all\r\n")
    let result = try s.sync()
    #expect(result.stderr.contains(name), "one warning names the file: \(result.stderr)")
    #expect(try s.snapshot() == before, "the task stays where it is")
  }

  @Test func aPhoneEditOfANoteThePersonWroteKeepsEveryByteAndAConflictCopy() throws {
    let s = try Self.synced()
    let (name, text) = try s.item("Dentist")
    try s.put(name, text.replacingOccurrences(of: "T100000", with: "T113000"))
    let result = try s.sync()
    #expect(try s.vault.readText("planner/dentist.md") == Self.event, "\(result.stdout)\n\(result.stderr)")
    let conflicts =
      (try? FileManager.default.contentsOfDirectory(
        atPath: s.vault.url.appendingPathComponent("planner/conflicts").path)) ?? []
    #expect(conflicts.count == 1, "the phone's version is kept: \(conflicts)")
    #expect(try s.item("Dentist").text.contains("T100000"), "the vault's version is written back")
  }

  @Test func aDamagedStateStopsTheSync() throws {
    let s = try Self.synced()
    let folder = s.vault.url.appendingPathComponent(".quire/cache/vdir")
    // The state, beside the lock that keeps two syncs of the folder apart.
    let states = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".state") }
    try #require(states.count == 1)
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent(states[0]))
    let (name, _) = try s.item("Buy milk")
    try s.delete(name)
    let before = try s.snapshot()
    let result = try s.sync(expectStatus: 1)
    #expect(result.stderr.contains("cannot be read"), "\(result.stderr)")
    #expect(try s.snapshot() == before)
  }

  /// A phone moved a task's due date and completed it; the sync is killed between its two
  /// writes (fields, then status). The next sync finishes the change instead of seeing a
  /// conflict and undoing the completion on the phone.
  @Test func aSyncKilledBetweenATasksTwoWritesIsFinished() throws {
    let s = try Self.synced()
    let milk = try s.item("Buy milk")
    try s.put(
      milk.name,
      milk.text.replacingOccurrences(of: "DUE;VALUE=DATE:20261127", with: "DUE;VALUE=DATE:20261129")
        .replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED\r\nCOMPLETED:20261126T090000Z"))
    let killed = try QuireProcess.run(
      ["--now", VdirSyncTests.now, "vdir", "sync", s.dir.path], in: s.vault.url,
      environment: ["QUIRE_CRASH_AT": "between-task-writes"])
    #expect(killed.status != 0)
    #expect(try s.vault.readText("inbox.md").contains("- [ ] Buy milk 📅 2026-11-29"), "only the first write")
    let next = try s.sync()
    #expect(!next.stderr.contains("conflict"), "\(next.stderr)")
    #expect(try s.vault.readText("inbox.md").contains("- [x] Buy milk 📅 2026-11-29 #home ✅ 2026-11-26"))
    #expect(!(try s.vault.readText("inbox.md")).contains("#conflict"))
    #expect(try s.item("Buy milk").text.contains("STATUS:COMPLETED"))
  }

  /// A task added on the phone whose title holds `#conflict` is a task like any other, not a
  /// conflict copy: it stays in the inbox and its file stays in the vdir.
  @Test func aPhoneTaskNamedLikeAConflictCopyIsSynced() throws {
    let s = try Self.synced()
    try s.put(
      "phone-1.ics",
      VdirSyncTests.calendar([
        "BEGIN:VTODO", "UID:phone-1", "SUMMARY:Settle #conflict with Bob", "DUE;VALUE=DATE:20261130", "END:VTODO",
      ]))
    try s.sync()
    #expect(try s.vault.readText("inbox.md").contains("Settle #conflict with Bob"))
    #expect(try s.items()["phone-1.ics"] != nil)
    let again = try s.sync()
    #expect(again.stdout.contains("written 0, removed 0, changed in the vault 0,"), "\(again.stdout)")
  }

  /// A note moved away and back between two syncs (a checkout, a sync tool replacing it) keeps
  /// its items' files: the first sync that finds it gone only waits.
  @Test func aNoteGoneForAMomentKeepsItsFiles() throws {
    let s = try Self.synced()
    let before = try s.items()
    let away = s.folder.url.appendingPathComponent("dentist.md")
    try FileManager.default.moveItem(at: s.vault.url.appendingPathComponent("planner/dentist.md"), to: away)
    #expect(try s.sync().stdout.contains("removed 0,"))
    try FileManager.default.moveItem(at: away, to: s.vault.url.appendingPathComponent("planner/dentist.md"))
    #expect(try s.sync(now: "2026-11-26T10:30").stdout.contains("written 0, removed 0,"))
    #expect(try s.items() == before)
  }
}
