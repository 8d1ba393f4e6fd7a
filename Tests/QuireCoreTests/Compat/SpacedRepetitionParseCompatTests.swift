import Foundation
import QuireCore
import QuireTestSupport
import Testing

/// Holds `FlashcardParser` to the obsidian-spaced-repetition plugin's own parser tests,
/// transcribed as data in `Tests/Fixtures/compat/obsidian-spaced-repetition-parse.json` (its
/// `format` entry says how a case reads). Every case runs; a case Quire reads differently on
/// purpose carries Quire's reading and the reason, and is listed in docs/flashcards.md.
@Suite("obsidian-spaced-repetition parser compat")
struct SpacedRepetitionParseCompatTests {
  struct Fixture: Decodable {
    var commit: String
    var differences: [String: String]
    var cases: [Case]
  }

  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var id: String
    var source: String
    var input: String
    var options: Options
    var expected: [Card]
    var quire: Difference?
    var testDescription: String { "\(id) (\(source))" }
  }

  /// The plugin's `ParserOptions`.
  struct Options: Decodable, Sendable {
    var singleLineCardSeparator: String
    var singleLineReversedCardSeparator: String
    var multilineCardSeparator: String
    var multilineReversedCardSeparator: String
    var multilineCardEndMarker: String
    var clozePatterns: [String]

    /// The plugin's three built-in cloze patterns and the styles Quire knows them as.
    static let builtInPatterns: [String: Cloze.Style] = [
      "==[123;;]answer[;;hint]==": .highlight, "**[123;;]answer[;;hint]**": .bold,
      "{{[123;;]answer[;;hint]}}": .curly,
    ]

    var separators: FlashcardParser.Separators {
      FlashcardParser.Separators(
        singleLine: singleLineCardSeparator, singleLineReversed: singleLineReversedCardSeparator,
        multiLine: multilineCardSeparator, multiLineReversed: multilineReversedCardSeparator,
        multiLineEnd: multilineCardEndMarker, cloze: clozePatterns.compactMap { Self.builtInPatterns[$0] })
    }
  }

  struct Card: Decodable, Sendable, Equatable {
    var type: String
    var text: String
    var firstLine: Int
    var lastLine: Int
  }

  struct Difference: Decodable, Sendable {
    var differs: String
    var cards: [Card]
  }

  static let url = RepositoryPaths.fixtures.appendingPathComponent("compat/obsidian-spaced-repetition-parse.json")
  static let fixture: Fixture? = try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))

  @Test func theFixtureHoldsEveryExpectationOfTheTestFile() throws {
    let fixture = try #require(Self.fixture, "cannot read \(Self.url.path)")
    // The plugin's parser test file has 101 expect() calls; two check debug logging (compat README.md).
    #expect(fixture.cases.count == 99)
    #expect(Set(fixture.cases.map(\.id)).count == fixture.cases.count)
    for testCase in fixture.cases {
      if let difference = testCase.quire {
        #expect(fixture.differences[difference.differs] != nil, "\(testCase.id): no reason '\(difference.differs)'")
        #expect(difference.cards != testCase.expected, "\(testCase.id) is listed as different but is not")
      }
    }
  }

  @Test(arguments: fixture?.cases ?? [])
  func readsAsThePluginReads(_ testCase: Case) {
    let lines = SourceLines(testCase.input)
    var diagnostics: [Diagnostic] = []
    let cards = FlashcardParser.cards(
      in: lines, from: 1, to: lines.count, file: "deck.md", separators: testCase.options.separators,
      into: &diagnostics)
    let expected = testCase.quire?.cards ?? testCase.expected
    #expect(cards.count == expected.count, "\(cards.map(\.front))")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    for (card, want) in zip(cards, expected) {
      let (front, back) = Self.sides(of: want, options: testCase.options)
      #expect(card.kind.rawValue == Self.kinds[want.type], "\(want.type)")
      #expect(card.line == want.firstLine + 1)
      #expect(card.lastLine == want.lastLine + 1)
      #expect(Self.trimmed(card.front) == front)
      #expect(Self.trimmed(card.back) == back)
    }
  }

  static let kinds = [
    "SingleLineBasic": "basic", "SingleLineReversed": "reversed", "MultiLineBasic": "multiline",
    "MultiLineReversed": "multilineReversed", "Cloze": "cloze",
  ]

  /// Front and back of an expected card, read from its text as the fixture's `format` says.
  static func sides(of card: Card, options: Options) -> (String, String) {
    let lines = card.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch card.type {
    case "Cloze":
      let text = side(lines[...])
      return (text, Cloze.back(text, styles: options.separators.cloze))
    case "SingleLineBasic", "SingleLineReversed":
      let separator =
        card.type == "SingleLineBasic" ? options.singleLineCardSeparator : options.singleLineReversedCardSeparator
      let line = withoutComments(lines[0]).text
      guard let range = line.range(of: separator) else { return (line, "") }
      return (trimmed(line[..<range.lowerBound]), trimmed(line[range.upperBound...]))
    default:
      let separator =
        card.type == "MultiLineBasic" ? options.multilineCardSeparator : options.multilineReversedCardSeparator
      let middle = lines.firstIndex { trimmed($0) == separator } ?? lines.count
      return (side(lines[..<middle]), side(lines[min(middle + 1, lines.count)...]))
    }
  }

  static func side(_ lines: ArraySlice<String>) -> String {
    let kept = lines.compactMap { line -> String? in
      let (text, removed) = withoutComments(line)
      return removed && trimmed(text).isEmpty ? nil : String(text.reversed().drop(while: \.isWhitespace).reversed())
    }
    return trimmed(kept.joined(separator: "\n"))
  }

  static func withoutComments(_ line: String) -> (text: String, removed: Bool) {
    var text = line
    var removed = false
    while let open = text.range(of: "<!--SR:"),
      let close = text.range(of: "-->", range: open.upperBound..<text.endIndex)
    {
      text.removeSubrange(open.lowerBound..<close.upperBound)
      removed = true
    }
    return (text, removed)
  }

  static func trimmed<S: StringProtocol>(_ text: S) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}
