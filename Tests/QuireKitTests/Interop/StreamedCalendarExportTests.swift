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
    let loaded = export.document(vault, contents: VaultLoader(vault: vault).load(), now: now)
    for batchSize in [1, 3, 512] {
      var loader = VaultLoader(vault: vault)
      loader.batchSize = batchSize
      let streamed = try export.document(vault, now: now, loader: loader)
      #expect(streamed == loaded, "batch size \(batchSize)")
    }
    if usesIndex {
      // `quire watch` makes its calendar file from the index it keeps, the same way.
      let (opened, _) = VaultIndex.open(vault)
      let index = try #require(opened)
      #expect(try export.document(vault, index: index, after: try index.update(), now: now) == loaded)
    }
    let text = String(decoding: loaded, as: UTF8.self)
    #expect(text.components(separatedBy: "UID:same@example.org\r\n").count == 2)
    #expect(text.contains("CATEGORIES:phys201"))
  }
}
