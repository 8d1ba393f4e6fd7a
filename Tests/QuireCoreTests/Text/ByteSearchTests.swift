import PropertyBased
import QuireCore
import Testing

/// The skipping search answers as a plain search does: needles and texts over a small alphabet,
/// so that near misses, overlaps and a match at either end all come up.
@Suite struct ByteSearchTests {
  static let words = Gen.element(of: ["a", "b", "ab", "ba", "é", "#", "aab"]).array(of: 0...12)

  @Test func findsWhatAPlainSearchFinds() async {
    await propertyCheck(input: Self.words, Self.words) { needleParts, textParts in
      let needle = needleParts.map { $0 ?? "" }.joined()
      let text = textParts.map { $0 ?? "" }.joined()
      let expected = needle.isEmpty || text.utf8.contains(needle.utf8)
      #expect(ByteSearch(needle).occurs(in: text) == expected, "\(needle.debugDescription) in \(text.debugDescription)")
    }
  }

  @Test func findsTheDeckTagAtEitherEnd() {
    let search = ByteSearch("#flashcards")
    #expect(
      search.occurs(in: "#flashcards") && search.occurs(in: "x #flashcards") && search.occurs(in: "#flashcards/a"))
    #expect(!search.occurs(in: "#flashcard") && !search.occurs(in: "flashcards") && !search.occurs(in: ""))
  }
}
