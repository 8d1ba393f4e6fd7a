import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// `quire ics export` streams the notes batch by batch; its document is the one the whole
/// vault's contents give (`quire watch` writes that one), byte for byte.
@Suite struct StreamedCalendarExportTests {
  let now = LocalDateTime(text: "2026-11-20T09:00")!

  @Test(arguments: [false, true])
  func theStreamedDocumentEqualsTheLoadedOne(usesIndex: Bool) throws {
    let copy = try TemporaryVault(copying: RepositoryPaths.samples)
    // Two notes with one imported UID: the first in path order keeps it, in every batch size.
    let note = "---\ntype: event\ndate: 2026-12-0%d\nstart: \"10:00\"\nuid: same@example.org\n---\n# Sync %d\n"
    try copy.write("planner/a-sync.md", String(format: note, 1, 1))
    try copy.write("planner/z-sync.md", String(format: note, 2, 2))
    // A task whose course comes from a tag naming a course note elsewhere.
    try copy.write("inbox-2.md", "- [ ] Read chapter 3 📅 2026-12-03 #phys201\n")
    var vault = Vault(root: copy.url.path)
    vault.usesIndex = usesIndex
    let export = VaultCalendarExport(holidays: [])
    // The whole vault's contents, as one document (`ICalendarExport.document`).
    var calendar = ICalendarExport(
      calendarName: copy.url.lastPathComponent, tzid: vault.config.timeZone,
      zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)), now: now, holidays: [],
      defaultReminderTime: vault.config.defaultReminderTime)
    calendar.archiveFolder = vault.config.folders.archive
    calendar.zones = FoundationZoneDirectory()
    let loaded = Array(calendar.document(ParsedVaultReader(vault: vault).everything()).utf8)
    for batchSize in [1, 3, 512] {
      let streamed = try export.document(
        vault, reader: BatchedReader(VaultLoader(vault: vault).reader(), batchSize), now: now)
      #expect(streamed == loaded, "batch size \(batchSize)")
    }
    if usesIndex {
      // `quire watch` makes its calendar file from the index it keeps, the same way.
      let (opened, _) = VaultIndex.open(vault)
      let index = try #require(opened)
      let reader = index.reader(after: try index.update(), warn: { Issue.record("warning: \($0)") })
      #expect(try export.document(vault, reader: reader, now: now) == loaded)
    }
    let text = String(decoding: loaded, as: UTF8.self)
    #expect(text.components(separatedBy: "UID:same@example.org\r\n").count == 2)
    #expect(text.contains("CATEGORIES:phys201"))
  }
}
