import Foundation
import GRDB
import GRDBSQLite
import QuireCore

/// The stored listing as one run of bytes, read while the walk runs (`VaultIndex`), to tell
/// after it whether anything changed: each note's path, size and mtime in path order, and what
/// the refresh compares besides (the last walk's diagnostics, when the last refresh began).
///
/// No string, no entry is made per note: at 100,000 notes the listing as `StoredListing` cost
/// the main thread 60 ms and 13 MB while the walk's own threads needed the cores. It answers only
/// whether nothing changed; a refresh that goes on reads the `StoredListing` afresh.
struct PackedListing {
  /// Each entry: the path's length (4 bytes), its UTF-8 bytes, the size and the mtime (8 bytes
  /// each), native byte order.
  private var bytes: [UInt8] = []
  private var count = 0
  /// The encoded diagnostics of the last full walk, if stored.
  private var walk: [UInt8]?
  /// The wall clock (ns) when the last refresh that wrote began; `Int.min` when none did.
  private(set) var indexedAt = Int.min

  /// The listing stored in `db`, read in its transaction.
  init(_ db: Database) throws {
    let statement = try db.makeStatement(sql: "SELECT path, size, mtime FROM files ORDER BY path")
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    while try IndexStore.step(handle, db) {
      let path = sqlite3_column_text(handle, 0)
      let length = Int(sqlite3_column_bytes(handle, 0))
      append(UInt32(length))
      if let path { bytes.append(contentsOf: UnsafeBufferPointer(start: path, count: length)) }
      append(sqlite3_column_int64(handle, 1))
      append(sqlite3_column_int64(handle, 2))
      count += 1
    }
    walk = try MetaEntry.bytes(.walk, db)
    indexedAt = try MetaEntry.integer(.indexedAt, db) ?? Int.min
  }

  private mutating func append<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
  }

  /// Whether the walk's `listing` (in path order, as the walk gives it) and its encoded
  /// diagnostics `walkBytes` are what is stored, entry by entry. A listing in another order
  /// counts as changed (the refresh then finds that nothing did).
  func matches(_ listing: [ListingEntry], walkBytes: [UInt8]) -> Bool {
    guard listing.count == count, walk == walkBytes else { return false }
    return bytes.withUnsafeBytes { stored in
      var at = 0
      func next<T: FixedWidthInteger>(_: T.Type) -> T {
        defer { at += MemoryLayout<T>.size }
        return stored.loadUnaligned(fromByteOffset: at, as: T.self)
      }
      for entry in listing {
        let length = Int(next(UInt32.self))
        var path = entry.path
        let same = path.withUTF8 { walked in
          walked.count == length && (length == 0 || memcmp(walked.baseAddress!, stored.baseAddress! + at, length) == 0)
        }
        at += length
        guard same, Int(next(Int64.self)) == entry.size, Int(next(Int64.self)) == entry.mtime else { return false }
      }
      return true
    }
  }
}
