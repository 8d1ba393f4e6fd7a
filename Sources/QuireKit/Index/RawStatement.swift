import GRDB
import GRDBSQLite

/// A prepared statement run through SQLite's own calls, for the inserts a refresh makes once per
/// task: GRDB's `StatementArguments` boxes every value, and on a first index of a vault that cost
/// more than SQLite's insert itself (docs/index.md, "Performance"). Values are bound in column order
/// with `bind`, then `run` steps the statement once and resets it.
struct RawStatement {
  private let statement: Statement
  private let db: Database
  private var index: Int32 = 0

  /// SQLite copies a bound text or blob before the call returns.
  private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

  init(_ statement: Statement, _ db: Database) {
    self.statement = statement
    self.db = db
  }

  private var handle: OpaquePointer? { statement.sqliteStatement }

  private mutating func next() -> Int32 {
    index += 1
    return index
  }

  mutating func bind(_ value: Int64) {
    sqlite3_bind_int64(handle, next(), value)
  }

  mutating func bind(_ value: Int) { bind(Int64(value)) }

  mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

  mutating func bind(_ value: Int?) {
    if let value { bind(value) } else { sqlite3_bind_null(handle, next()) }
  }

  mutating func bind(_ value: String?) {
    guard var value else {
      sqlite3_bind_null(handle, next())
      return
    }
    let column = next()
    if value.isEmpty {
      sqlite3_bind_text(handle, column, "", 0, Self.transient)
      return
    }
    value.withUTF8 { bytes in
      _ = sqlite3_bind_text(
        handle, column, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
        Self.transient)
    }
  }

  /// A blob; an empty one is a blob of no bytes, not NULL (as GRDB binds an empty `Data`).
  mutating func bind(blob value: [UInt8]?) {
    guard let value else {
      sqlite3_bind_null(handle, next())
      return
    }
    let column = next()
    if value.isEmpty {
      sqlite3_bind_zeroblob(handle, column, 0)
      return
    }
    value.withUnsafeBytes { bytes in
      _ = sqlite3_bind_blob(handle, column, bytes.baseAddress, Int32(bytes.count), Self.transient)
    }
  }

  /// The text in column `column` of the row `handle` stands on (empty for NULL).
  static func text(_ handle: OpaquePointer?, _ column: Int32) -> String {
    // The pointer first, then the size (SQLite's advice for sqlite3_column_bytes).
    guard let start = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Steps the statement with the values bound, then resets it for the next row.
  mutating func run() throws {
    defer {
      sqlite3_reset(handle)
      index = 0
    }
    assert(index == Int32(sqlite3_bind_parameter_count(handle)), "every parameter is bound")
    _ = try IndexStore.step(handle, db)
  }
}
