import QuireCore
import Testing

@Suite struct PageCheckboxesTests {
  let written = """
    ---
    generated: quire
    ---
    ## Due today

    - [ ] Pay rent ⏫ · due 2027-03-01 · [todo.md:2](../../todo.md#L2) · id 1a2b3c4d
    - [x] Buy stamps · [todo.md:5](../../todo.md#L5) · id 9f9f9f9f
    - [ ] Call · id in the text · [a.md:1](../../a.md#L1) · id 77777777

    """

  @Test func untouchedPageHasNoChanges() {
    let result = PageCheckboxes.compare(written: written, onDisk: written)
    #expect(result.changes.isEmpty)
    #expect(!result.otherEdits)
  }

  @Test func tickAndUntickAreChanges() {
    let disk = written.replacingFirst("- [ ] Pay rent", "- [x] Pay rent").replacingFirst("- [x] Buy", "- [ ] Buy")
    let result = PageCheckboxes.compare(written: written, onDisk: disk)
    #expect(
      result.changes == [
        .init(id: "1a2b3c4d", status: .done, line: 6), .init(id: "9f9f9f9f", status: .todo, line: 7),
      ])
    #expect(!result.otherEdits)
  }

  @Test func theIdIsTheLastMarker() {
    let disk = written.replacingFirst("- [ ] Call", "- [-] Call")
    #expect(PageCheckboxes.compare(written: written, onDisk: disk).changes.map(\.id) == ["77777777"])
  }

  @Test func otherEditsAreNoticed() {
    let disk = written.replacingFirst("- [ ] Pay rent", "- [x] Pay rent") + "my own note\n"
    let result = PageCheckboxes.compare(written: written, onDisk: disk)
    #expect(result.changes.map(\.id) == ["1a2b3c4d"])
    #expect(result.otherEdits)
  }

  @Test func crlfOnDiskIsOnlyLineEndings() {
    let disk = written.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    #expect(!PageCheckboxes.compare(written: written, onDisk: disk).otherEdits)
  }

  @Test func aTaskListedTwiceIsPairedInOrder() {
    let twice = "- [ ] A · [t.md:1](t.md#L1) · id aaaa1111\n- [ ] A · [t.md:1](t.md#L1) · id aaaa1111\n"
    let disk = "- [ ] A · [t.md:1](t.md#L1) · id aaaa1111\n- [x] A · [t.md:1](t.md#L1) · id aaaa1111\n"
    let result = PageCheckboxes.compare(written: twice, onDisk: disk)
    #expect(result.changes == [.init(id: "aaaa1111", status: .done, line: 2)])
    #expect(!result.otherEdits)
  }

  @Test func aDeletedLineIsAnEditNotATick() {
    let disk = written.replacingFirst("- [x] Buy stamps · [todo.md:5](../../todo.md#L5) · id 9f9f9f9f\n", "")
    let result = PageCheckboxes.compare(written: written, onDisk: disk)
    #expect(result.changes.isEmpty)
    #expect(result.otherEdits)
  }

  @Test(
    arguments: [
      ("- [x] Pay · [a.md:1](a.md#L1) · id 1a2b", "x", "1a2b"),
      ("  - [/] Nested · id q3data", "/", "q3data"),
      ("- [ ] No id here", nil, nil),
      ("- [xx] Two symbols · id 1a2b", nil, nil),
      ("* [x] Other bullet · id 1a2b", nil, nil),
    ] as [(String, String?, String?)])
  func boxOfALine(line: String, symbol: String?, id: String?) {
    let box = PageCheckboxes.box(in: Substring(line))
    #expect(box?.symbol == symbol)
    #expect(box?.id == id)
  }
}

extension String {
  /// The string with the first `target` replaced (tests only; Core has no Foundation).
  func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = range(ofText: target) else { return self }
    return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }

  private func range(ofText target: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
      index = self.index(after: index)
    }
    return nil
  }
}
