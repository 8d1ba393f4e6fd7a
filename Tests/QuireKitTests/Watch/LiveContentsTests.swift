import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `quire watch`'s in-memory contents equal a fresh parse after every kind of change.
@Suite struct LiveContentsTests {
  @Test func equalsAFreshParseAfterEditsAddsDeletesAndCourseChanges() throws {
    let v = try IndexTestSupport.generatedVault(notes: 60)
    let vault = IndexTestSupport.vault(v)
    let live = LiveContents(vault: vault)
    IndexTestSupport.expectSame(live.reload(vault), VaultLoader(vault: vault).parseAll(), "start")

    try v.write("journal/2026/2026-01-05.md", "# edited\n- [ ] new task #cs101 📅 2026-11-25\n")
    try v.write("notes/new/deep.md", "- [ ] brand new 📅 2026-11-26\n")
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("journal/2026/2026-01-06.md"))
    let changed: Set<String> = ["journal/2026/2026-01-05.md", "notes/new/deep.md", "journal/2026/2026-01-06.md"]
    IndexTestSupport.expectSame(live.apply(changed), VaultLoader(vault: vault).parseAll(), "edits")

    // A new course changes which tags name a course: every note is resolved again.
    try v.write("courses/garden.md", "---\ntype: course\ncode: garden\ntitle: Gardening\n---\n")
    IndexTestSupport.expectSame(live.apply(["courses/garden.md"]), VaultLoader(vault: vault).parseAll(), "course")
    #expect(live.contents.tasks.contains { $0.course == "garden" } == VaultLoader(vault: vault).parseAll().tasks.contains { $0.course == "garden" })

    // Paths that are not notes, or are generated pages, are not read.
    try v.write("agenda/daily/2026-11-24.md", "- [ ] a page line 📅 2026-11-24\n")
    try v.write("notes/picture.png", "not a note")
    IndexTestSupport.expectSame(
      live.apply(["agenda/daily/2026-11-24.md", "notes/picture.png"]), VaultLoader(vault: vault).parseAll(), "ignored")
  }
}
