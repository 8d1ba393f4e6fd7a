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
}
