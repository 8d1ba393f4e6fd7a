import Testing

@testable import QuireKit

@Suite struct NoteParagraphsTests {
  @Test func paragraphsStartOnTheirFileLine() {
    let text = "\u{FEFF}a\r\nb\r\n  \r\nc\rd\n\n\ne\n"
    let paragraphs = NoteParagraphs.split(text)
    #expect(paragraphs.map(\.line) == [1, 4, 8])
    #expect(paragraphs.map(\.text) == ["a\nb", "c\nd", "e"])
    #expect(NoteParagraphs.split("").isEmpty)
    #expect(NoteParagraphs.split("x").map(\.line) == [1])
  }

  @Test func queriesQuoteEveryWord() {
    #expect(VaultIndex.ftsQuery("a-b \"c  lab* * --") == "\"a-b\" \"\"\"c\" \"lab\"*")
  }
}
