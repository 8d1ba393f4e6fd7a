import QuireCore
import Testing

@Suite struct DreamAnalyzerTests {
  let symbols = DreamSymbols(meanings: [
    "flying": "Freedom.", "water": "Feelings.", "tooth": "Worry.", "house": "The self.",
  ])

  @Test func tokensAreCaseFoldedLettersWithoutPossessives() {
    #expect(
      DreamAnalyzer.tokens("Grandma's HOUSE, the hall-way; 42 doors… I'm here") == [
        "grandma", "house", "the", "hall", "way", "doors", "i", "here",
      ])
    #expect(DreamAnalyzer.tokens("Über Straße’s café") == ["über", "straße", "café"])
  }

  @Test func inflectedFormsCountTogetherAndStopWordsAreDropped() {
    let ranked = DreamAnalyzer.rank("I was flying. Then I flew! The birds fly; I fly over the water and the Water.")
    #expect(ranked.first == DreamAnalyzer.WordCount(word: "fly", count: 4))
    #expect(ranked.contains(DreamAnalyzer.WordCount(word: "water", count: 2)))
    #expect(!ranked.contains { ["i", "was", "then", "the", "over", "and"].contains($0.word) })
  }

  @Test func tiesAreBrokenAlphabetically() {
    let a = DreamAnalyzer.analyze("zebra apple mango apple zebra mango kiwi", symbols: symbols)
    #expect(
      a.topWords == [.init(word: "apple", count: 2), .init(word: "mango", count: 2), .init(word: "zebra", count: 2)])
    // The same words in another order rank the same.
    let b = DreamAnalyzer.analyze("kiwi mango zebra mango apple zebra apple", symbols: symbols)
    #expect(a == b)
  }

  @Test func meaningsComeFromStemmedDictionaryKeysInRankOrder() {
    let a = DreamAnalyzer.analyze(
      "My teeth fell out in the house. The house flooded with water while I was flying.", symbols: symbols)
    #expect(a.topWords.first == .init(word: "house", count: 2))
    #expect(a.meanings.map(\.word) == ["house", "fly", "tooth", "water"])
    #expect(a.meanings.first?.meaning == "The self.")
  }

  @Test func emptyDreamHasNoWords() {
    let a = DreamAnalyzer.analyze("I was there and it was so.", symbols: symbols)
    #expect(a.topWords.isEmpty)
    #expect(a.meanings.isEmpty)
  }

  @Test func frontMatterBlockIsQuotedYAML() {
    let a = DreamAnalyzer.Analysis(
      topWords: [.init(word: "water", count: 3)], meanings: [.init(word: "water", meaning: "Say \"hi\"; a: b")])
    #expect(
      a.frontMatterLines == [
        "analysis:", "  top_words: {water: 3}", "  meanings:", "    water: \"Say \\\"hi\\\"; a: b\"",
      ])
  }
}
