/// A parsed note: its front matter and the block tree of its body, every node located in file lines.
public struct MarkdownDocument: Sendable {
  /// The front matter, when the note has a closed block at the top.
  public var frontMatter: FrontMatter?
  /// Set when the note opens a front matter block that never closes.
  public var frontMatterProblem: FrontMatterProblem?
  /// Block nodes in document order; `blocks[0]` is the document.
  public var blocks: [MarkdownBlock]

  public init(frontMatter: FrontMatter?, frontMatterProblem: FrontMatterProblem?, blocks: [MarkdownBlock]) {
    self.frontMatter = frontMatter
    self.frontMatterProblem = frontMatterProblem
    self.blocks = blocks
  }

  /// Parses a whole note: splits the front matter off, parses the body with cmark-gfm and
  /// shifts every line by the front matter's length.
  public static func parse(_ text: String) -> MarkdownDocument {
    let (frontMatter, body, problem) = FrontMatterSplitter.split(text)
    let blocks = CmarkConverter.blocks(of: body, lineOffset: frontMatter?.lineCount ?? 0)
    return MarkdownDocument(frontMatter: frontMatter, frontMatterProblem: problem, blocks: blocks)
  }

  /// File line numbers covered by code blocks and HTML blocks (where a checkbox is not a task).
  public var literalLines: Set<Int> {
    var lines = Set<Int>()
    for block in blocks where block.kind == .codeBlock || block.kind == .htmlBlock {
      let end = max(block.range.start.line, block.range.end.line)
      lines.formUnion(block.range.start.line...end)
    }
    return lines
  }

  /// Whether block `index` lies inside a block quote.
  public func isQuoted(_ index: Int) -> Bool {
    var p = blocks[index].parent
    while p >= 0 {
      if blocks[p].kind == .blockQuote { return true }
      p = blocks[p].parent
    }
    return false
  }
}
