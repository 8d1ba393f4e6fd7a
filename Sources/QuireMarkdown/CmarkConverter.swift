import CCmarkGFM
import Foundation

/// The only place that touches the cmark-gfm C API: Markdown text in, located block nodes out.
///
/// cmark-gfm 0.29 mutates a process-wide table of special inline characters around every
/// parse when the strikethrough and autolink extensions are attached, so concurrent parses
/// give wrong inline results (docs/architecture.md, "Facts about the libraries"). Every parse and walk therefore runs
/// under one lock; callers parallelise the work around it (reading, YAML, task syntax).
enum CmarkConverter {
  private static let lock = ParseLock()
  nonisolated(unsafe) private static var registered = false

  /// The GFM extensions every parse attaches.
  static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

  /// Above this size a note is parsed without the table extension. cmark-gfm builds a node
  /// per table cell (a 15 MB table took 590 MB in the `cmark-gfm` CLI, and a table whose rows
  /// lack pipes gets every header column in every row: 650 MB per MB of input). No Quire
  /// entry lives in a table cell, and a list item starts a new block after a table as after a
  /// paragraph, so without the extension the same tasks, events and headings are read; the
  /// table's lines become a paragraph (docs/index.md, "Hostile input").
  static let tableLimit = 1 << 20

  /// Parses `body` and returns its block nodes in document order; `lineOffset` is added to every line.
  static func blocks(of body: Substring, lineOffset: Int) -> [MarkdownBlock] {
    // Only feed and finish touch the shared table (the table extension parses its cells'
    // inlines while feeding); walking and freeing the tree happen outside the lock.
    let root: OpaquePointer? = lock.withLock {
      if !registered {
        // Not locked inside cmark: register once, under our lock (docs/architecture.md, "Facts about the libraries").
        cmark_gfm_core_extensions_ensure_registered()
        registered = true
      }
      guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
      defer { cmark_parser_free(parser) }
      for name in extensionNames where name != "table" || body.utf8.count <= tableLimit {
        if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
      }
      var body = body
      body.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
      }
      return cmark_parser_finish(parser)
    }
    guard let root else { return [] }
    defer { cmark_node_free(root) }
    return walk(root, lineOffset: lineOffset)
  }

  private static func walk(_ root: OpaquePointer, lineOffset: Int) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var stack: [Int] = []  // indices of the open blocks
    var headingText: String? = nil
    guard let iter = cmark_iter_new(root) else { return [] }
    defer { cmark_iter_free(iter) }
    while true {
      let event = cmark_iter_next(iter)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iter) else { continue }
      let type = cmark_node_get_type(node)
      let isBlock = (type.rawValue & UInt32(CMARK_NODE_TYPE_MASK)) == UInt32(CMARK_NODE_TYPE_BLOCK)
      if !isBlock {
        if headingText != nil, event == CMARK_EVENT_ENTER {
          switch type {
          case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            if let literal = cmark_node_get_literal(node) { headingText! += String(cString: literal) }
          case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: headingText! += " "
          default: break
          }
        }
        continue
      }
      if event == CMARK_EVENT_EXIT {
        if let open = stack.popLast(), blocks[open].kind == .heading {
          blocks[open].text = headingText ?? ""
          headingText = nil
        }
        continue
      }
      let kind = self.kind(of: type, node: node)
      var endLine = Int(cmark_node_get_end_line(node))
      var endColumn = Int(cmark_node_get_end_column(node))
      let startLine = Int(cmark_node_get_start_line(node))
      if endLine < startLine {
        endLine = startLine
        endColumn = 0
      }
      var block = MarkdownBlock(
        kind: kind,
        range: SourceRange(
          start: SourcePosition(line: startLine + lineOffset, column: Int(cmark_node_get_start_column(node))),
          end: SourcePosition(line: endLine + lineOffset, column: endColumn)
        ),
        parent: stack.last ?? -1,
        depth: stack.count
      )
      switch kind {
      case .heading:
        block.headingLevel = Int(cmark_node_get_heading_level(node))
        headingText = ""
      case .codeBlock:
        if let info = cmark_node_get_fence_info(node) { block.text = String(cString: info) }
      case .htmlBlock:
        // cmark-gfm 0.29 ends an HTML block one line early when its last line closes it
        // (`-->`); the literal holds every line, so count them instead.
        if let literal = cmark_node_get_literal(node) {
          var newlines = 0
          var p = literal
          while p.pointee != 0 {
            if p.pointee == 0x0A { newlines += 1 }
            p += 1
          }
          let lastLine = startLine + lineOffset + max(newlines, 1) - 1
          if lastLine > block.range.end.line { block.range.end = SourcePosition(line: lastLine, column: 0) }
        }
      default: break
      }
      blocks.append(block)
      // Leaf blocks get an EXIT event only when they can have children; code, HTML and
      // thematic breaks are entered once, so they are not pushed.
      switch kind {
      case .codeBlock, .htmlBlock, .thematicBreak: break
      default: stack.append(blocks.count - 1)
      }
    }
    return blocks
  }

  private static func kind(of type: cmark_node_type, node: OpaquePointer) -> MarkdownBlock.Kind {
    switch type {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST: return .list
    case CMARK_NODE_ITEM: return .item
    case CMARK_NODE_CODE_BLOCK: return .codeBlock
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING: return .heading
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
    default:
      // Extension nodes have types assigned at registration; their names are stable.
      guard let name = cmark_node_get_type_string(node) else { return .other }
      switch String(cString: name) {
      case "table": return .table
      case "table_row", "table_header": return .tableRow
      case "table_cell": return .tableCell
      default: return .other
      }
    }
  }
}
