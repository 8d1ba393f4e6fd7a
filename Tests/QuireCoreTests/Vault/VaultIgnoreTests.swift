import QuireCore
import Testing

/// Both sources of excluded notes, and Obsidian's entries as Obsidian matches them.
@Suite struct VaultIgnoreTests {
  @Test func anObsidianEntryIsACaseInsensitivePrefixOfThePath() throws {
    let filter = try #require(try ObsidianIgnoreFilter("Templates/"))
    #expect(filter.matches("Templates/daily.md") && filter.matches("templates/a/b.md"))
    #expect(!filter.matches("notes/Templates/daily.md"))
    #expect(filter.excludesEverything(in: "Templates"))
    #expect(!filter.excludesEverything(in: "Temp"))
    let partial = try #require(try ObsidianIgnoreFilter("Archive/old"))
    #expect(partial.matches("Archive/old.md") && partial.matches("Archive/older/x.md"))
    #expect(!partial.matches("Archive/new.md"))
  }

  @Test func anObsidianEntryInSlashesIsARegularExpressionFoundAnywhere() throws {
    let filter = try #require(try ObsidianIgnoreFilter("/\\.excalidraw\\.md$/"))
    #expect(filter.isRegex)
    #expect(filter.matches("drawings/Plan.Excalidraw.md"))
    #expect(!filter.matches("drawings/plan.md"))
    #expect(!filter.excludesEverything(in: "drawings"))
    #expect(throws: (any Error).self) { _ = try ObsidianIgnoreFilter("/([/") }
    #expect(try ObsidianIgnoreFilter("") == nil)
  }

  @Test func eachSourceIsNamedForWhatItSkips() throws {
    let ignore = VaultIgnore(
      rules: IgnoreRules([try #require(try IgnorePattern("templates/"))]),
      obsidian: [try #require(try ObsidianIgnoreFilter("Private/"))])
    #expect(ignore.skipsFolder("templates") == .config)
    #expect(ignore.skipsFolder("Private") == .obsidian)
    #expect(ignore.skips("a/templates/x.md") == .config)
    #expect(ignore.skips("Private/x.md") == .obsidian)
    #expect(ignore.skips("notes/x.md") == nil)
    #expect(
      ignore.skippedLines(counts: [.config: 12, .obsidian: 1]) == [
        "skipped: templates/ (config ignore) — 12 notes",
        "skipped: Private/ (Obsidian userIgnoreFilters) — 1 note",
      ])
    #expect(VaultIgnore.none.skippedLines(counts: [:]).isEmpty)
  }
}
