import PropertyBased
import QuireMarkdown
import Testing

@testable import QuireCore

/// The fast front matter reader must agree with Yams on everything it accepts.
@Suite struct SimpleFrontMatterTests {
  static let keys = ["type", "title", "date", "times", "days", "came_true", "x-y", "a b", "list"]
  static let scalars = [
    "journal", "2026-11-22", "08:30", "8:30", "yes", "~", "null", "0123", "\"17:00\"", "'quoted'", "a: b", "a #c",
    "#c", "trailing:", "- x", "[mon, wed]", "[\"08:30\", 17:00]", "[]", "[a, , b]", "[a, b,]", "\"a\\\"b\"",
    "'it''s'", "*alias", "&anchor x", "!tag x", "|", ">", "%x", "@x", "`x`", "{a: b}", "Hello, world", "x y z",
    "über", "📅 2026-11-25", "\"a, b\"", "[\"a, b\"]", "",
  ]
  static let yamlGen = Generator<[String], Shrink.None<[String]>> { rng in
    func pick(_ items: [String]) -> String { items[Int.random(in: 0..<items.count, using: &rng)] }
    return (0..<Int.random(in: 0...6, using: &rng)).map { _ in
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...4: return "\(pick(keys)): \(pick(scalars))"
      case 5: return "- \(pick(scalars))"
      case 6: return "  - \(pick(scalars))"
      case 7: return pick(["# a comment", "", "  nested: x", "\tx: y"])
      default: return "key:"
      }
    }
  }

  final class Counter: @unchecked Sendable { var accepted = 0 }

  @Test func agreesWithYams() async {
    let counter = Counter()
    await propertyCheck(count: 2000, input: Self.yamlGen) { lines in
      let yaml = lines.map { $0 + "\n" }.joined()
      let fm = FrontMatter(yaml: yaml, firstLine: 2, lineCount: lines.count + 2)
      guard let fast = SimpleFrontMatter.parse(yaml, firstLine: 2) else { return }
      counter.accepted += 1
      var sink: [Diagnostic] = []
      let slow = FrontMatterReader.read(fm, file: "x.md", into: &sink, fastPath: false)
      #expect(sink.isEmpty, "fast path accepted YAML that Yams rejects: \(yaml.debugDescription)")
      #expect(fast == slow.values, "\(yaml.debugDescription)")
    }
    // The comparison means something only if the fast path took a fair share of the inputs.
    #expect(counter.accepted >= 200, "accepted \(counter.accepted) of 2000")
  }

  @Test func acceptsTheCommonShapes() {
    let yaml =
      "type: habit\nname: Feed the cat\ntimes: [\"08:30\", 17:00]\ndays:\n  - mon\n  - wed\nstart: 2026-11-01\nnote:\n"
    let values = SimpleFrontMatter.parse(yaml, firstLine: 2)
    #expect(
      values?["times"]
        == .list([.scalar("08:30", plain: false, line: 4), .scalar("17:00", plain: true, line: 4)], line: 4))
    #expect(
      values?["days"] == .list([.scalar("mon", plain: true, line: 6), .scalar("wed", plain: true, line: 7)], line: 6))
    #expect(values?["note"]?.text == nil)
  }

  @Test func leavesTheRestToYams() {
    #expect(SimpleFrontMatter.parse("folders:\n  journal: diary\n", firstLine: 2) == nil)
    #expect(SimpleFrontMatter.parse("a: 1\na: 2\n", firstLine: 2) == nil)
    #expect(SimpleFrontMatter.parse("body: |\n  text\n", firstLine: 2) == nil)
    // Found by Tests/Fuzz/FuzzFrontMatter (docs/fuzzing.md): Yams refuses `:?` in a flow list ("found unexpected ':'").
    #expect(SimpleFrontMatter.parse("days: [mon, a:?b]\n", firstLine: 2) == nil)
  }

  // Found by Tests/Fuzz/FuzzFrontMatter (docs/fuzzing.md): the fast path read `type: jour\u{4}nal` as a value where
  // Yams reports "control characters are not allowed", and a lone CR, NEL, LS or PS is a line break to YAML, not a
  // character.
  @Test(arguments: [
    "type: jour\u{4}nal\n", "title: a\u{0}b\n", "title: a\u{7F}b\n", "title: a\u{9B}b\n", "title: a\u{FFFE}\n",
    "title: a\u{85}b\n", "title: a\u{2028}b\n", "days:\n- mon\u{2029}- wed\n", "title: a\rb\n", "#\r\u{FFFD}",
  ])
  func leavesControlCharactersAndUnicodeLineBreaksToYams(yaml: String) {
    #expect(SimpleFrontMatter.parse(yaml, firstLine: 2) == nil)
  }

  // Found by Tests/Fuzz/FuzzFrontMatter (docs/fuzzing.md): the lines were split at the Character "\n", which "\r\n"
  // is not, so CRLF front matter was one line, and one that opened with a comment was read as no values at all.
  @Test func crlfLinesAreLines() {
    let yaml = "# written on Windows\r\ntype: journal\r\ndays:\r\n  - mon\r\n"
    #expect(
      SimpleFrontMatter.parse(yaml, firstLine: 2) == [
        "type": .scalar("journal", plain: true, line: 3),
        "days": .list([.scalar("mon", plain: true, line: 5)], line: 5),
      ])
  }

  // Found by Tests/Fuzz/FuzzFrontMatter (docs/fuzzing.md): a space before a combining mark is one Character with it,
  // so `t:  \u{653}` kept a leading space that YAML trims; a `:` before one was no `:` at all.
  @Test(arguments: ["t:  \u{653}\n", "t: a:\u{301} b\n", "t: [a,\u{301}b]\n", "t: x \u{301}\n"])
  func leavesASCIIJoinedWithAMarkToYams(yaml: String) {
    #expect(SimpleFrontMatter.parse(yaml, firstLine: 2) == nil)
  }
}
