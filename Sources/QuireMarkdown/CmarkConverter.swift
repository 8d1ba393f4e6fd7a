import CCmarkGFM
import CParseArena
import Foundation

/// The only place that touches the cmark-gfm C API: Markdown text in, located block nodes out.
///
/// Quire reads from cmark the block tree, heading text and fence info strings. Of the four GFM
/// extensions, table and tasklist act on blocks; strikethrough and autolink act on inlines, and
/// the only inlines Quire reads are a heading's. cmark-gfm 0.29 writes a process-wide table of
/// special characters at the start and end of the inline pass of every parse that has an
/// inline extension attached, so concurrent parses with them attached give wrong inline
/// results (docs/architecture.md, "Facts about the libraries"). So a note is parsed with table
/// and tasklist only, which writes no global state, on every core at once; only when a heading
/// holds a byte where strikethrough or autolink could act (`~`, `://`, `www.`) is it parsed
/// again the old way, with all four extensions, alone (`referenceBlocks`).
enum CmarkConverter {
  private static let lock = ParseLock()

  /// The cmark extension objects, found once. Registration is not locked inside cmark; a
  /// static's initializer runs exactly once, whichever thread comes first.
  private struct Extensions: @unchecked Sendable {
    let table, strikethrough, autolink, tasklist: OpaquePointer?

    init() {
      cmark_gfm_core_extensions_ensure_registered()
      table = cmark_find_syntax_extension("table")
      strikethrough = cmark_find_syntax_extension("strikethrough")
      autolink = cmark_find_syntax_extension("autolink")
      tasklist = cmark_find_syntax_extension("tasklist")
    }
  }
  private static let extensions = Extensions()

  /// Above this size a note is parsed without the table extension. cmark-gfm builds a node
  /// per table cell, and a table whose rows lack pipes gets every header column in every row
  /// (docs/measurements.md gives what that costs). No Quire
  /// entry lives in a table cell, and a list item starts a new block after a table as after a
  /// paragraph, so without the extension the same tasks, events and headings are read; the
  /// table's lines become a paragraph (docs/index.md, "Hostile input").
  static let tableLimit = 1 << 20

  /// The allocator of the parses: the calling thread's arena (Sources/CParseArena), given
  /// back at once before the thread's next parse instead of node by node. A fifth of a heavy
  /// note's parse was malloc and free (docs/architecture.md, "cmark-gfm, the parse arena").
  nonisolated(unsafe) private static let arena: UnsafeMutablePointer<cmark_mem> = {
    let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
    mem.initialize(to: cmark_mem(calloc: quire_arena_calloc, realloc: quire_arena_realloc, free: quire_arena_free))
    return mem
  }()

  /// Above this size a note is parsed with malloc and free: the arena never reuses a block
  /// within a parse, so a hostile note's copies (buffers grown again and again) would add up.
  static let arenaLimit = 256 * 1024

  /// Parses `body` and returns its block nodes in document order; `lineOffset` is added to every line.
  ///
  /// The result equals `referenceBlocks` (Tests/QuireMarkdownTests/ParallelParseTests.swift).
  static func blocks(of body: Substring, lineOffset: Int) -> [MarkdownBlock] {
    let blocks = lock.withShared { parse(body, inlineExtensions: false) }.map { walk($0, lineOffset: lineOffset) }
    guard let blocks else { return [] }
    if headingsNeedInlineExtensions(body, blocks, lineOffset: lineOffset) {
      return referenceBlocks(of: body, lineOffset: lineOffset)
    }
    return blocks
  }

  /// The blocks of `body` parsed with all four extensions (table, strikethrough, autolink,
  /// tasklist), alone: every parse was this one before block-only parses ran in parallel.
  ///
  /// - Parameter inArena: `false` parses with malloc and free whatever the size (the arena's
  ///   reference in Tests/QuireMarkdownTests/ParseArenaTests.swift).
  static func referenceBlocks(of body: Substring, lineOffset: Int, inArena: Bool = true) -> [MarkdownBlock] {
    guard let tree = lock.withExclusive({ parse(body, inlineExtensions: true, inArena: inArena) }) else { return [] }
    return walk(tree, lineOffset: lineOffset)
  }

  /// Feeds and finishes one parser and returns the root; the caller walks the tree (which
  /// frees it) outside the lock, on this thread. The inline extensions write the shared table only in
  /// `cmark_parser_finish` (its inline pass); the lock spans feed and finish, as it always did.
  private static func parse(_ body: Substring, inlineExtensions: Bool, inArena: Bool = true) -> Tree? {
    let inArena = inArena && body.utf8.count <= arenaLimit
    // The thread's previous tree was walked: its memory comes back here.
    if inArena { quire_arena_reset() }
    guard
      let parser = inArena ? cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, arena) : cmark_parser_new(CMARK_OPT_DEFAULT)
    else { return nil }
    defer { if !inArena { cmark_parser_free(parser) } }
    // In the order the single old parse attached them, so the reference parse is that parse.
    let attached =
      inlineExtensions
      ? [extensions.table, extensions.strikethrough, extensions.autolink, extensions.tasklist]
      : [extensions.table, extensions.tasklist]
    for ext in attached {
      guard let ext, ext != extensions.table || body.utf8.count <= tableLimit else { continue }
      cmark_parser_attach_syntax_extension(parser, ext)
    }
    var body = body
    body.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    return cmark_parser_finish(parser).map { Tree(root: $0, inArena: inArena) }
  }

  /// A parsed document: its root, and whether its memory is the thread's arena (given back by
  /// the next parse) or malloc's (freed node by node after the walk).
  private struct Tree {
    var root: OpaquePointer
    var inArena: Bool
  }

  /// Whether a heading's lines hold a byte where strikethrough or autolink could change the
  /// heading's text: `~` (strikethrough's delimiter; it also changes how `*` and `_` next to it
  /// flank), `://` (autolink's URL match, the only one at `:`) or `www.` (its match at `w`).
  /// In cmark-gfm 0.29.0.gfm.6 the two extensions act only there; at any other `:` or `w` a
  /// text run is only cut, and autolink's e-mail pass splits a text node into text, link and
  /// text: the concatenated text stays the same. Lines are counted as cmark counts them: `\n`, `\r\n`
  /// and a lone `\r` each end one.
  static func headingsNeedInlineExtensions(_ body: Substring, _ blocks: [MarkdownBlock], lineOffset: Int) -> Bool {
    var headings: [ClosedRange<Int>] = []
    for block in blocks where block.kind == .heading {
      let start = block.range.start.line - lineOffset
      headings.append(start...max(start, block.range.end.line - lineOffset))
    }
    guard !headings.isEmpty else { return false }
    var body = body
    return body.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      let count = bytes.count
      // Without a CR anywhere, only LF ends a line, and memchr finds it fastest.
      let onlyLF = memchr(base, 0x0D, count) == nil
      var line = 1
      var next = 0
      var i = 0
      while i <= count {
        while next < headings.count && headings[next].upperBound < line { next += 1 }
        guard next < headings.count else { return false }
        var end = i
        if onlyLF {
          end = memchr(base + i, 0x0A, count - i).map { UnsafeRawPointer(base).distance(to: $0) } ?? count
        } else {
          while end < count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        }
        if line >= headings[next].lowerBound {
          var j = i
          while j < end {
            switch bytes[j] {
            case UInt8(ascii: "~"): return true
            case UInt8(ascii: ":"):
              if j + 2 < end && bytes[j + 1] == UInt8(ascii: "/") && bytes[j + 2] == UInt8(ascii: "/") { return true }
            case UInt8(ascii: "w"):
              if j + 3 < end && bytes[j + 1] == UInt8(ascii: "w") && bytes[j + 2] == UInt8(ascii: "w")
                && bytes[j + 3] == UInt8(ascii: ".")
              {
                return true
              }
            default: break
            }
            j += 1
          }
        }
        if end < count && bytes[end] == 0x0D && end + 1 < count && bytes[end + 1] == 0x0A { end += 1 }
        i = end + 1
        line += 1
      }
      return false
    }
  }

  /// Walks `tree` into blocks and frees it (an arena's tree is given back by the next parse).
  private static func walk(_ tree: Tree, lineOffset: Int) -> [MarkdownBlock] {
    let root = tree.root
    defer { if !tree.inArena { cmark_node_free(root) } }
    var blocks: [MarkdownBlock] = []
    var stack: [Int] = []  // indices of the open blocks
    var headingText: String? = nil
    guard let iter = cmark_iter_new(root) else { return [] }
    defer { if !tree.inArena { cmark_iter_free(iter) } }
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
        // cmark-gfm 0.29 ends a fence that its container closed (left open in a list item or a
        // quote) on the line that closed the container, which is not the block's: it ends with
        // its container (whose own end is right).
        if let parent = stack.last, blocks[parent].range.end.line < block.range.end.line {
          block.range.end = SourcePosition(
            line: max(block.range.start.line, blocks[parent].range.end.line), column: blocks[parent].range.end.column)
        }
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
