import GRDB
import GRDBSQLite

/// `quire_highlight(lines, column, open, close)`: FTS5's `highlight()`, the same bytes in linear
/// time.
///
/// SQLite 3.40's `highlight()` grows its result with `sqlite3_mprintf("%z%.*s", out, ...)` for
/// every piece, which copies (and measures) everything written so far on each match: quadratic in
/// the matches of one row. A search for a word on every line of a 200,000-line paragraph took
/// 26 s there (docs/index.md, "Search"). This is a port of its `fts5HighlightCb` and
/// `fts5CInstIterNext` (overlapping phrase matches merge into one marked run; a colocated token
/// does not count) that appends to one growing buffer. Two details of the original are kept on
/// purpose, for byte-identical results: each piece stops at a NUL byte (`%.*s` does), and a NULL
/// column gives NULL. `FullTextHighlightTests` compares it with `highlight()` on many texts.
enum FullTextHighlight {
  /// The SQL name.
  static let name = "quire_highlight"

  /// Registers the function on the connection `db` (FTS5 auxiliary functions are per connection).
  static func register(_ db: Database) throws {
    let api = UnsafeMutablePointer(mutating: FTS5.api(db))
    guard let create = api.pointee.xCreateFunction else { throw DatabaseError(message: "FTS5 has no xCreateFunction") }
    let code = create(api, name, nil, highlight, nil)
    guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
  }

  /// What one call keeps while the tokenizer walks the text.
  private final class State {
    let api: UnsafePointer<Fts5ExtensionApi>
    let fts: OpaquePointer?
    let column: Int32
    let text: UnsafePointer<CChar>
    let open: [UInt8]
    let close: [UInt8]
    var out: [UInt8] = []
    /// Byte offset in `text` up to which `out` holds the text.
    var offset: Int32 = 0
    /// Token position (colocated tokens not counted).
    var position: Int32 = 0
    // The coalesced instance iterator (`CInstIter`).
    var instanceCount: Int32 = 0
    var instance: Int32 = 0
    var start: Int32 = -1
    var end: Int32 = -1

    init(
      api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer?, column: Int32, text: UnsafePointer<CChar>,
      open: [UInt8], close: [UInt8]
    ) {
      self.api = api
      self.fts = fts
      self.column = column
      self.text = text
      self.open = open
      self.close = close
    }

    /// Appends `count` bytes of `text` from `from`, up to a NUL byte as `%.*s` does.
    func appendText(from: Int32, count: Int32) {
      guard count > 0 else { return }
      let piece = UnsafeRawBufferPointer(start: text + Int(from), count: Int(count))
      if let nul = piece.firstIndex(of: 0) {
        out.append(contentsOf: piece[..<nul])
      } else {
        out.append(contentsOf: piece)
      }
    }

    /// `fts5CInstIterNext`: the next run of overlapping phrase matches in the column.
    func nextRun() -> Int32 {
      start = -1
      end = -1
      while instance < instanceCount {
        var phrase: Int32 = 0
        var col: Int32 = 0
        var offset: Int32 = 0
        let rc = api.pointee.xInst!(fts, instance, &phrase, &col, &offset)
        guard rc == SQLITE_OK else { return rc }
        if col == column {
          let last = offset - 1 + api.pointee.xPhraseSize!(fts, phrase)
          if start < 0 {
            start = offset
            end = last
          } else if offset <= end {
            if last > end { end = last }
          } else {
            break
          }
        }
        instance += 1
      }
      return SQLITE_OK
    }
  }

  /// `fts5HighlightCb` without the snippet range (highlight() never sets one).
  private static let token:
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32 = {
      context, flags, _, _, tokenStart, tokenEnd in
      let state = Unmanaged<State>.fromOpaque(context!).takeUnretainedValue()
      if flags & FTS5_TOKEN_COLOCATED != 0 { return SQLITE_OK }
      let position = state.position
      state.position += 1
      if position == state.start {
        state.appendText(from: state.offset, count: tokenStart - state.offset)
        state.out.append(contentsOf: state.open)
        state.offset = tokenStart
      }
      if position == state.end {
        state.appendText(from: state.offset, count: tokenEnd - state.offset)
        state.out.append(contentsOf: state.close)
        state.offset = tokenEnd
        return state.nextRun()
      }
      return SQLITE_OK
    }

  /// `fts5HighlightFunction`.
  private static let highlight: fts5_extension_function = { api, fts, context, count, values in
    guard let api, let values, count == 3 else {
      sqlite3_result_error(context, "wrong number of arguments to function \(name)()", -1)
      return
    }
    let column = sqlite3_value_int(values[0])
    // sqlite3_value_text may be NULL (a NULL argument); `%s` of NULL writes nothing.
    func bytes(_ value: OpaquePointer?) -> [UInt8] {
      guard let text = sqlite3_value_text(value) else { return [] }
      return Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value))))
    }
    var text: UnsafePointer<CChar>?
    var length: Int32 = 0
    var rc = api.pointee.xColumnText!(fts, column, &text, &length)
    guard let text else {
      if rc != SQLITE_OK { sqlite3_result_error_code(context, rc) }
      return
    }
    let state = State(api: api, fts: fts, column: column, text: text, open: bytes(values[1]), close: bytes(values[2]))
    state.out.reserveCapacity(Int(length) + 64)
    if rc == SQLITE_OK { rc = api.pointee.xInstCount!(fts, &state.instanceCount) }
    if rc == SQLITE_OK { rc = state.nextRun() }
    if rc == SQLITE_OK {
      rc = withExtendedLifetime(state) {
        api.pointee.xTokenize!(fts, text, length, Unmanaged.passUnretained(state).toOpaque(), token)
      }
    }
    state.appendText(from: state.offset, count: length - state.offset)
    guard rc == SQLITE_OK else {
      sqlite3_result_error_code(context, rc)
      return
    }
    let written = Int32(state.out.count)
    state.out.append(0)  // never empty, so the buffer has an address
    state.out.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        // SQLITE_TRANSIENT: SQLite copies the bytes before this returns.
        sqlite3_result_text(context, chars.baseAddress, written, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      }
    }
  }
}
