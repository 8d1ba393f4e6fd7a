import QuireCore
import Testing

@testable import QuireKit

@Suite struct WatchPathFilterTests {
  let filter = WatchPathFilter(agendaFolder: "out/agenda/")

  @Test(arguments: [
    ("journal/2026/2026-11-24.md", WatchPathFilter.Kind.note),
    ("notes/Idea.markdown", .note),
    ("out/agenda/daily/2026-11-24.md", .agendaPage),
    ("out/agendas.md", .note),
    (".quire/config.yaml", .config),
  ])
  func counts(path: String, kind: WatchPathFilter.Kind) {
    #expect(filter.classify(path) == kind)
  }

  @Test(arguments: [
    "4913", "a.md~", ".a.md.swp", ".a.md.swx", ".#a.md", "x.tmp", "x.md.tmp", ".dat.nosync1a2b.md", ".git/a.md",
    ".quire/cache/x.md", "notes/.hidden/a.md", "picture.png", ".a.md.quire-12-34.tmp", "a.MD.TMP",
  ])
  func ignores(path: String) {
    #expect(filter.classify(path) == nil)
  }

  @Test func obsidiansSettingsCountAsTheConfig() {
    #expect(filter.classify(".obsidian/app.json") == .config)
    #expect(filter.classify(".obsidian/templates.json") == .config)
    #expect(filter.classify(".obsidian/plugins/templater-obsidian/data.json") == .config)
    #expect(filter.classify(".obsidian/workspace.json") == nil)
    #expect(filter.classify(".obsidian/plugins/dataview/data.json") == nil)
  }

  /// Notes the vault's rules exclude wake no refresh, and a filter updated with new rules
  /// (a config read again) classifies every copy by them.
  @Test func excludedNotesDoNotCountAndNewRulesTakeEffect() throws {
    let ignore = VaultIgnore(
      rules: IgnoreRules([try #require(try IgnorePattern("templates/"))]),
      obsidian: [try #require(try ObsidianIgnoreFilter("Private/"))])
    let filter = WatchPathFilter(agendaFolder: "agenda", ignore: ignore)
    let copy = filter
    #expect(filter.classify("templates/daily.md") == nil)
    #expect(filter.classify("a/templates/b/daily.md") == nil)
    #expect(filter.classify("Private/diary.md") == nil)
    #expect(filter.classify("notes/daily.md") == .note)
    #expect(filter.isExcluded(folder: "a/templates") && !filter.isExcluded(folder: "notes"))
    filter.update(ignore: .none)
    #expect(copy.classify("templates/daily.md") == .note)
  }
}
