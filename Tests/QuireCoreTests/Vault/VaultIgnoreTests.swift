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

  // MARK: - Obsidian's template folders

  @Test(arguments: [
    ("Templates", "Templates"), ("/Meta/Templates/", "Meta/Templates"), ("Meta\\Templates", "Meta/Templates"),
    ("Meta//Templates", "Meta/Templates"), ("Meta\u{00A0}Templates", "Meta Templates"),
  ])
  func aTemplateFolderSettingIsReadAsObsidianNormalizesIt(_ written: String, _ folder: String) {
    #expect(VaultPath.obsidianFolder(written) == folder)
  }

  @Test(arguments: ["", "/", " ", "//", "../Templates", "a/../../b"])
  func aSettingThatNamesTheVaultOrLeavesItSkipsNothing(_ written: String) {
    #expect(VaultPath.obsidianFolder(written) == nil)
  }

  @Test func aTemplateFolderIsSkippedWithEverythingInItAndNothingBeside() {
    let ignore = VaultIgnore(templates: ["Meta/Templates", "tpl"])
    #expect(ignore.skipsFolder("Meta/Templates") == .templates)
    #expect(ignore.skipsFolder("tpl") == .templates && ignore.skipsFolder("tpl/daily") == .templates)
    #expect(ignore.skipsFolder("Meta") == nil && ignore.skipsFolder("tpl2") == nil)
    // Matched as written: Obsidian finds the folder by its exact path.
    #expect(ignore.skipsFolder("meta/templates") == nil && ignore.skipsFolder("notes/tpl") == nil)
    #expect(ignore.skips("Meta/Templates/daily.md") == .templates && ignore.skipsNote("tpl/a/b.md") == .templates)
    #expect(ignore.skips("Meta/Templates.md") == nil && ignore.skips("tpl.md") == nil)
    #expect(
      ignore.skippedLines(counts: [.templates: 3]) == [
        "skipped: Meta/Templates/, tpl/ (Obsidian template folders) — 3 notes"
      ])
  }

  @Test(arguments: [("", false, 0), ("skip", false, 0), ("read", true, 0), ("Read", true, 0), ("yes", false, 1)])
  func obsidianTemplatesInTheConfigIsSkipOrRead(_ written: String, _ reads: Bool, _ problems: Int) {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse("timezone: UTC\nobsidian_templates: \(written)\n", file: "c.yaml", into: &sink)
    #expect(config.readsObsidianTemplates == reads)
    #expect(
      sink.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.code)" }
        == (problems == 0 ? [] : ["2:21 warning bad-config"]))
    #expect(!VaultConfig().readsObsidianTemplates)
  }
}
