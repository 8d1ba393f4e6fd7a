import Foundation
import QuireTestSupport
import Testing

/// Query blocks where pages are written (docs/queries.md, "In pages"): a page template holding a
/// ```` ```tasks ```` block shows its answer as the page's own task lines, which tick the task
/// back; `build` writes a copy of each note that holds a block, with its answers, under
/// `agenda/rendered/`.
@Suite struct PageQueryTests {
  static let now = "2026-11-25T08:00"

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      "projects/garden.md",
      "# Garden\n\n- [ ] Buy seeds 📅 2026-11-26 ⏫\n- [ ] Fix the fence 📅 2026-11-20\n- [x] Rake leaves ✅ 2026-11-20\n")
    try v.write(
      "projects/review.md",
      "# Review\n\n```tasks\nnot done\nfilter by function task.file.folder === query.file.folder\nsort by due\n```\n\nEnd.\n"
    )
    try v.write(
      ".quire/templates/pages/dashboard.md",
      "{{% CONTENT_TYPE: TEXT }}\n---\ngenerated: quire\n---\n# Board {{date}}\n\n```tasks\nnot done\ngroup by function task.due.category.name\n```\n"
    )
    return v
  }

  static func build(_ v: TemporaryVault) throws -> QuireResult {
    try QuireProcess.run(["--now", now, "build", "--from", "2026-11-25", "--to", "2026-11-25"], in: v.url)
  }

  @Test func aPageTemplateWithABlockShowsItsAnswerAndItsBoxesTickTheTask() throws {
    let v = try Self.vault()
    let first = try Self.build(v)
    #expect(first.status == 0, "\(first.stderr)")
    let page = try v.readText("agenda/dashboard.md")
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    // The block stays; its answer follows: headings, the page's own task lines, the count.
    #expect(page.contains("```tasks\nnot done\ngroup by function task.due.category.name\n```\n\n#### Future\n\n"))
    #expect(
      page.contains("#### Overdue\n\n- [ ] Fix the fence · due 2026-11-20 (5 days overdue) · [projects/garden.md:4]"))
    #expect(page.hasSuffix("\n2 tasks\n"), "\(page)")
    let seeds = try #require(lines.first { $0.hasPrefix("- [ ] Buy seeds") })
    #expect(seeds.contains(" · id "))

    // Ticking the box in the page completes the task; the next build's answer leaves it out.
    try v.write("agenda/dashboard.md", page.replacingOccurrences(of: "- [ ] Buy seeds", with: "- [x] Buy seeds"))
    let second = try Self.build(v)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains("done: "), "\(second.stdout)")
    #expect(try v.readText("projects/garden.md").contains("- [x] Buy seeds 📅 2026-11-26 ⏫ ✅ 2026-11-25"))
    let again = try v.readText("agenda/dashboard.md")
    #expect(!again.contains("Buy seeds"))
    #expect(again.hasSuffix("\n1 task\n"))
  }

  @Test func buildWritesARenderedCopyOfEachNoteWithABlock() throws {
    let v = try Self.vault()
    let result = try Self.build(v)
    #expect(result.stdout.contains("wrote agenda/rendered/projects/review.md"), "\(result.stdout)")
    #expect(!result.stdout.contains("agenda/rendered/projects/garden.md"))
    let copy = try v.readText("agenda/rendered/projects/review.md")
    // The note's own lines, then the answer with links relative to the copy.
    #expect(
      copy
        == "# Review\n\n```tasks\nnot done\nfilter by function task.file.folder === query.file.folder\nsort by due\n```\n\n"
        + "- [ ] Fix the fence 📅 2026-11-20 ([garden](../../../projects/garden.md))\n"
        + "- [ ] Buy seeds 📅 2026-11-26 ⏫ ([garden](../../../projects/garden.md))\n\n2 tasks\n\nEnd.\n")
    // Nothing changed: a second build writes nothing.
    let second = try Self.build(v)
    #expect(second.stdout.hasSuffix("0 written, 5 unchanged\n"), "\(second.stdout)")
  }
}
