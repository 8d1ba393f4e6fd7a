import QuireMarkdown
import Testing

@Suite struct MarkdownDocumentTests {
  @Test func frontMatterShiftsLines() {
    let doc = MarkdownDocument.parse("---\ntitle: x\n---\n# Head\n\n- [ ] a\n")
    #expect(doc.frontMatter?.yaml == "title: x\n")
    #expect(doc.frontMatter?.lineCount == 3)
    let heading = doc.blocks.first { $0.kind == .heading }
    #expect(heading?.range.start.line == 4)
    #expect(heading?.text == "Head")
    let item = doc.blocks.first { $0.kind == .item }
    #expect(item?.range.start == SourcePosition(line: 6, column: 1))
  }

  @Test func noFrontMatterWhenNotOnFirstLine() {
    let doc = MarkdownDocument.parse("\n---\na: b\n---\n")
    #expect(doc.frontMatter == nil)
    #expect(doc.frontMatterProblem == nil)
  }

  @Test func unclosedFrontMatterIsReported() {
    let doc = MarkdownDocument.parse("---\ntitle: x\n- [ ] a\n")
    #expect(doc.frontMatter == nil)
    #expect(doc.frontMatterProblem == .unclosed)
    #expect(doc.blocks.contains { $0.kind == .item && $0.range.start.line == 3 })
  }

  @Test func onlyDashesIsUnclosed() {
    let doc = MarkdownDocument.parse("---")
    #expect(doc.frontMatterProblem == .unclosed)
  }

  @Test func frontMatterWithBOMAndCRLF() {
    let doc = MarkdownDocument.parse("\u{FEFF}---\r\ntype: dream\r\n...\r\nbody\r\n- [ ] a\r\n")
    #expect(doc.frontMatter?.yaml == "type: dream\r\n")
    #expect(doc.blocks.first { $0.kind == .item }?.range.start.line == 5)
  }

  @Test func codeAndHTMLBlocksAreLiteral() {
    let text = "a\n\n```\n- [ ] not a task\n```\n\n<!--\n- [ ] hidden\n-->\n\n- [ ] real\n"
    let doc = MarkdownDocument.parse(text)
    #expect(doc.literalLines == [3, 4, 5, 7, 8, 9])
    #expect(doc.blocks.filter { $0.kind == .item }.map(\.range.start.line) == [11])
  }

  /// cmark-gfm 0.29 ends a fence left open in a list item or quote on the line that closed its
  /// container: that line is the next item's, not code (Obsidian reads its task too).
  @Test func aFenceLeftOpenInAnItemEndsWithTheItem() {
    let text = "- [ ] a\n  ```\n  code\n- [ ] b\n> - [ ] c\n>   ~~~\n> - [ ] d\n- [ ] e\n\n  ```\n\n- [ ] f\n"
    let doc = MarkdownDocument.parse(text)
    #expect(doc.literalLines == [2, 3, 6, 10, 11])
    #expect(doc.blocks.filter { $0.kind == .item }.map(\.range.start.line) == [1, 4, 5, 7, 8, 12])
  }

  @Test func blockQuotedItemsAreFound() {
    let doc = MarkdownDocument.parse("> - [ ] quoted\n")
    let index = doc.blocks.firstIndex { $0.kind == .item }
    #expect(index != nil)
    #expect(doc.blocks[index!].range.start == SourcePosition(line: 1, column: 3))
    #expect(doc.isQuoted(index!))
  }

  @Test func deepNestingDoesNotRecurse() {
    let text = String(repeating: ">", count: 500) + " deep\n" + String(repeating: "  ", count: 300) + "- x\n"
    let doc = MarkdownDocument.parse(text)
    #expect(doc.blocks.count > 500)
  }

  @Test func tablesAreRecognised() {
    let doc = MarkdownDocument.parse("| a | b |\n| - | - |\n| 1 | 2 |\n")
    #expect(doc.blocks.contains { $0.kind == .table })
    #expect(doc.blocks.filter { $0.kind == .tableRow }.count == 2)
  }
}
