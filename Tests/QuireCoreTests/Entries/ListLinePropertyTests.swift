import PropertyBased
import Testing

@testable import QuireCore

/// `ListLine` reads a checkbox from the bytes when it can (every list item of every note passes
/// there): on random list lines it reads what a reading by characters reads, and so does the
/// planner's check for impossible times.
@Suite struct ListLinePropertyTests {
  /// The checkbox as first read, by characters: `(status, content)` of the text after the marker.
  static func reference(_ rest: Substring) -> (String?, Substring) {
    var rest = rest
    var status: String?
    if rest.utf8.first == 0x5B, let symbol = rest.dropFirst().first,
      rest.dropFirst(2).first == "]", rest.dropFirst(3).first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true
    {
      status = String(symbol)
      rest = rest.dropFirst(3)
      while let c = rest.utf8.first, c == 0x20 || c == 0x09 { rest = rest.dropFirst() }
    }
    if rest.utf8.last == 0x0D { rest = rest.dropLast() }
    return (status, rest)
  }

  static let lines = Generator<String, Shrink.None<String>> { rng in
    let pieces = [
      "[", "]", "x", "X", " ", " ", "\t", "\r", "-", "/", "é", "e\u{301}", "\u{301}", "日", "🙂", "👍🏽", "09:30", "25:00",
      "9:5", "a", "[x]", "[ ]", "[-]", "[é]", "[e\u{301}]", "[🙂]",
    ]
    let count = Int.random(in: 0...6, using: &rng)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
  }

  @Test func theCheckboxReadsAsByCharacters() async {
    await propertyCheck(count: 4000, input: Self.lines) { rest in
      let line = "- " + rest
      let item = ListLine(Substring(line))
      // The marker's spaces are skipped byte by byte, as `ListLine` does.
      var after = Substring(rest)
      while let c = after.utf8.first, c == 0x20 || c == 0x09 {
        after = after[after.utf8.index(after: after.startIndex)...]
      }
      let expected = Self.reference(after)
      #expect(item?.status == expected.0, "\(line.debugDescription)")
      #expect(item.map { String($0.content) } == String(expected.1), "\(line.debugDescription)")
    }
  }
}
