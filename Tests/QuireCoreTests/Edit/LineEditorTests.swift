import PropertyBased
import QuireCore
import Testing

@Suite struct LineEditorTests {
  func apply(_ text: String, _ edits: [LineEdit]) -> String? {
    guard case .success(let out) = LineEditor.apply(edits, to: Array(text.utf8)) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  @Test func replacesOneLineKeepingEveryOtherByte() {
    let text = "\u{FEFF}# T  \r\n- [ ] a\r\n- [ ] b\r\nend"
    let out = apply(text, [LineEdit(line: 2, expected: "- [ ] a", replacement: ["- [x] a ✅ 2026-11-24"])])
    #expect(out == "\u{FEFF}# T  \r\n- [x] a ✅ 2026-11-24\r\n- [ ] b\r\nend")
  }

  @Test func insertsAboveWithTheSameLineBreak() {
    let out = apply("x\n- [ ] a\r\ny", [LineEdit(line: 2, expected: "- [ ] a", replacement: ["new", "- [x] a"])])
    #expect(out == "x\nnew\r\n- [x] a\r\ny")
  }

  @Test func lastLineWithoutBreakGetsTheFilesBreakBetweenNewLines() {
    let out = apply("x\r\n- [ ] a", [LineEdit(line: 2, expected: "- [ ] a", replacement: ["new", "- [x] a"])])
    #expect(out == "x\r\nnew\r\n- [x] a")
  }

  @Test func removesALine() {
    #expect(apply("a\nb\nc\n", [LineEdit(line: 2, expected: "b", replacement: [])]) == "a\nc\n")
  }

  @Test func refusesAChangedLine() {
    let result = LineEditor.apply([LineEdit(line: 1, expected: "old", replacement: ["x"])], to: Array("new\n".utf8))
    #expect(result == .failure(.lineChanged(line: 1, expected: "old", found: "new")))
    #expect(
      LineEditor.apply([LineEdit(line: 9, expected: "", replacement: [])], to: Array("a".utf8))
        == .failure(.noSuchLine(9)))
    #expect(LineEditor.apply([], to: [0x61, 0xE9]) == .failure(.notUTF8))
  }

  @Test func appendsWithTheFilesLineBreak() {
    func append(_ text: String) -> String {
      guard case .success(let out) = LineEditor.append(["- [ ] new"], to: Array(text.utf8)) else { return "" }
      return String(decoding: out, as: UTF8.self)
    }
    #expect(append("") == "- [ ] new\n")
    #expect(append("# Inbox\r\n\r\n") == "# Inbox\r\n\r\n- [ ] new\r\n")
    #expect(append("# Inbox") == "# Inbox\n- [ ] new\n")
  }

  static let fragments = ["a", "- [ ] t", "", " ", "\u{FEFF}", "é", "\t", "x  "]
  static let file = Generator<[String], Shrink.None<[String]>> { rng in
    (0..<Int.random(in: 1...8, using: &rng)).map { _ in
      fragments[Int.random(in: 0..<fragments.count, using: &rng)]
        + ["\n", "\r\n", "\r", ""][Int.random(in: 0..<4, using: &rng)]
    }
  }

  @Test func untouchedLinesStayByteForByte() async {
    await propertyCheck(count: 1000, input: Self.file) { pieces in
      let bytes = Array(pieces.joined().utf8)
      let lines = SourceLines(pieces.joined())
      for n in 1...lines.count {
        let edit = LineEdit(line: n, expected: String(lines[n]), replacement: [String(lines[n])])
        #expect(LineEditor.apply([edit], to: bytes) == .success(bytes))
      }
    }
  }
}
