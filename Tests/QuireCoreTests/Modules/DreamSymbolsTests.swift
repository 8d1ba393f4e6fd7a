import QuireCore
import Testing

@Suite struct DreamSymbolsTests {
  @Test func keysAreStemmedSoEveryFormMatches() {
    var sink: [Diagnostic] = []
    let symbols = DreamSymbols.parse("flying: Freedom.\nteeth: \"Worry: a lot.\"\n", file: "d.yaml", into: &sink)
    #expect(sink.isEmpty)
    #expect(symbols?.meaning(of: "fly") == "Freedom.")
    #expect(symbols?.meaning(of: "tooth") == "Worry: a lot.")
  }

  @Test func brokenFileIsADiagnosticWithItsLineAndNoDictionary() {
    var sink: [Diagnostic] = []
    let symbols = DreamSymbols.parse("water: fine\nfire: [unclosed\n", file: ".quire/dream-symbols.yaml", into: &sink)
    #expect(symbols == nil)
    #expect(sink.count == 1)
    #expect(sink.first?.file == ".quire/dream-symbols.yaml")
    #expect(sink.first?.line != nil)
  }

  @Test func entryWithoutTextIsSkippedWithItsLine() {
    var sink: [Diagnostic] = []
    let symbols = DreamSymbols.parse("water: fine\nfire:\n  - a\n  - b\n", file: "d.yaml", into: &sink)
    #expect(symbols?.count == 1)
    #expect(sink.map(\.line) == [3])
  }

  @Test func overrideReplacesAndExtends() {
    let base = DreamSymbols(meanings: ["water": "Feelings.", "fire": "Passion."])
    let merged = base.merging(DreamSymbols(meanings: ["water": "Mine.", "cat": "Independence."]))
    #expect(merged.meaning(of: "water") == "Mine.")
    #expect(merged.meaning(of: "fire") == "Passion.")
    #expect(merged.meaning(of: "cat") == "Independence.")
  }
}
