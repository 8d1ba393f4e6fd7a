import PropertyBased
import Testing

@testable import QuireCore

@Suite struct TagScannerTests {
  @Test(arguments: [
    ("#a b #c", ["#a", "#c"]),
    ("count the # of tomatoes #gardening", ["#gardening"]),
    ("https://x.org/#opml #context/pc_clare", ["#context/pc_clare"]),
    ("#a#b #c,d #e.f (#g) #h!", ["#a", "#c", "#e", "#h"]),
    ("tab\t#t1 nbsp\u{00A0}#t2 ideographic\u{3000}#t3", ["#t1", "#t2", "#t3"]),
    ("#日本 #café #e\u{301}x #x-y_z/w", ["#日本", "#café", "#e\u{301}x", "#x-y_z/w"]),
    ("no tags", []),
    ("#", []),
    ("", []),
  ])
  func tags(text: String, tags: [String]) {
    #expect(TagScanner.tags(in: text) == tags)
  }
}

/// `TagScanner.tags` walks bytes: on random texts it finds what a walk over the scalars finds.
@Suite struct TagScannerPropertyTests {
  static func reference(_ text: String) -> [String] {
    var result: [String] = []
    let scalars = text.unicodeScalars
    var afterWhitespace = true
    var i = scalars.startIndex
    while i < scalars.endIndex {
      let scalar = scalars[i]
      i = scalars.index(after: i)
      if scalar == "#", afterWhitespace {
        let start = scalars.index(before: i)
        while i < scalars.endIndex, !TagScanner.endsTag(scalars[i]) { i = scalars.index(after: i) }
        if scalars.index(after: start) < i { result.append(String(text[start..<i])) }
        afterWhitespace = false
        continue
      }
      afterWhitespace = TagScanner.isWhitespace(scalar)
    }
    return result
  }

  static let texts = Generator<String, Shrink.None<String>> { rng in
    let pieces = [
      "#", "#a", "#日本", "#café", "e\u{301}", " ", "\t", "\u{00A0}", "\u{3000}", "\u{2003}", "x", "/", ".", ",", "!",
      "🙂",
      "👍🏽", "#x-y_z/w", "(", ")", "ß", "\u{0085}", "\n", "#Habit/x", "#e", "#T", "h", "E",
    ]
    let count = Int.random(in: 0...14, using: &rng)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
  }

  @Test func theByteWalkFindsTheScalarWalksTags() async {
    await propertyCheck(count: 4000, input: Self.texts) { text in
      #expect(TagScanner.tags(in: text) == Self.reference(text), "\(text.debugDescription)")
    }
  }

  /// The pre-check never says no to a text that holds such a tag.
  @Test func thePreCheckKeepsEveryTagOfItsLetter() async {
    await propertyCheck(count: 2000, input: Self.texts) { text in
      for letter in ["h", "e", "a", "t"] as [Unicode.Scalar] {
        let holds = TagScanner.tags(in: text).contains { $0.dropFirst().lowercased().first == Character(letter) }
        if holds {
          #expect(TagScanner.mayHoldTag(startingWith: letter, in: text), "\(letter) in \(text.debugDescription)")
        }
      }
    }
  }
}
