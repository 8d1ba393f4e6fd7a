/// One block-level node of a Markdown document, with its place in the tree.
///
/// The tree is kept flat (an array in document order with parent indices) so that a
/// 500-level nesting neither recurses nor allocates a node object per level.
public struct MarkdownBlock: Sendable, Equatable {
  /// The kinds of block Quire needs to tell apart.
  public enum Kind: UInt8, Sendable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
    case table, tableRow, tableCell, footnoteDefinition, other
  }

  public var kind: Kind
  /// The span in file lines (the front matter offset already added).
  public var range: SourceRange
  /// Index of the parent block in `MarkdownDocument.blocks`; `-1` for the document.
  public var parent: Int
  /// Nesting depth: 0 for the document.
  public var depth: Int
  /// Heading level (1–6), else 0.
  public var headingLevel: Int
  /// For headings, the plain text of their inlines; for fenced code, the info string; else empty.
  public var text: String

  public init(kind: Kind, range: SourceRange, parent: Int, depth: Int, headingLevel: Int = 0, text: String = "") {
    self.kind = kind
    self.range = range
    self.parent = parent
    self.depth = depth
    self.headingLevel = headingLevel
    self.text = text
  }
}
