import Foundation
import GRDB
import GRDBSQLite
import QuireCore

/// The reads of the `files` table: the stored listing, the records of the notes (all, of some
/// kinds, below a folder) and the courses; and the mark that makes a refresh read a damaged
/// record's file again.
extension IndexStore {
  /// The stored listing in path order (of `only` those paths, when given), each entry's row
  /// id and hash, the last walk's diagnostics and when the last refresh that wrote began.
  func storedListing(only: Set<String>?) throws(IndexError) -> StoredListing {
    var listing = StoredListing()
    try read { db in
      // SQLite's own calls: GRDB's Row costs ten times as much per row, and this loop is most
      // of a no-change refresh after the walk.
      // A few paths (a watcher's batch) are looked up one by one, in path order; more, or all,
      // are read in one pass.
      let lookups = only.flatMap { $0.count <= 256 ? $0.sorted(by: ListingDiff.precedes) : nil }
      let statement = try db.makeStatement(
        sql: "SELECT id, path, size, mtime, hash FROM files " + (lookups == nil ? "ORDER BY path" : "WHERE path = ?"))
      let handle = statement.sqliteStatement
      defer { sqlite3_reset(handle) }
      func rows() throws {
        while try Self.step(handle, db) {
          let path = RawStatement.text(handle, 1)
          if let only, !only.contains(path) { continue }
          listing.entries.append(
            ListingEntry(
              path: path, size: Int(sqlite3_column_int64(handle, 2)), mtime: Int(sqlite3_column_int64(handle, 3))))
          listing.rows.append(
            StoredListing.Row(id: sqlite3_column_int64(handle, 0), hash: sqlite3_column_int64(handle, 4)))
        }
      }
      if let lookups {
        for path in lookups {
          sqlite3_reset(handle)
          try statement.setArguments([path])
          try rows()
        }
      } else {
        try rows()
      }
      listing.walk = try MetaEntry.bytes(.walk, db)
      listing.indexedAt = try MetaEntry.integer(.indexedAt, db) ?? Int.min
      listing.fullText = try MetaEntry.integer(.fullText, db) == 1
    }
    return listing
  }

  /// How many notes are stored.
  func noteCount() throws(IndexError) -> Int {
    var count = 0
    try read { db in count = try Int.fetchOne(db, sql: "SELECT count(*) FROM files") ?? 0 }
    return count
  }

  /// The stored diagnostics of the last full walk, encoded; empty when there are none.
  func walkBytes() throws(IndexError) -> [UInt8] {
    var walk: [UInt8] = []
    try read { db in walk = try MetaEntry.bytes(.walk, db) ?? [] }
    return walk
  }

  /// The records of the notes that define a course, in path order.
  func courseRecords() throws(IndexError) -> [[UInt8]] {
    var records: [[UInt8]] = []
    try read { db in
      let rows = try IndexedFile.select(IndexedFile.Columns.items).filter(IndexedFile.Columns.course == 1)
        .order(IndexedFile.Columns.path).fetchCursor(db)
      while let row = try rows.next() {
        records.append(try row.blob(at: 0))
      }
    }
    return records
  }

  /// Hands every stored record to `body` in path order, in one read transaction.
  func forEachRecord(_ body: (_ path: String, _ items: [UInt8]) throws -> Void) throws(IndexError) {
    // Plain SQL on the path every warm command takes (`quire check`, `quire export`).
    try forEachRecord(sql: "SELECT path, items FROM files ORDER BY path", arguments: [], body)
  }

  /// Hands the stored record of every note whose `kinds` has any of `kinds` to `body`, in path
  /// order, in one read transaction; with `days`, only the notes that are `.undated` or whose
  /// dated items (`first_day...last_day`) meet them.
  func forEachRecord(
    kinds: Int, days: ClosedRange<Int>? = nil, _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    // Through the index on (kinds, first_day, last_day), which SQLite would pass over for the
    // path order: the notes asked for are few, sorted by a sort of their own.
    var sql = "SELECT path, items FROM files INDEXED BY files_kinds WHERE kinds != 0 AND kinds & ? != 0"
    var arguments: StatementArguments = [kinds]
    Self.meeting(days, &sql, &arguments)
    try forEachRecord(sql: sql + " ORDER BY path", arguments: arguments, body)
  }

  /// Adds to `sql` the condition that a note is `.undated` or its dated items meet `days`.
  private static func meeting(_ days: ClosedRange<Int>?, _ sql: inout String, _ arguments: inout StatementArguments) {
    guard let days else { return }
    sql += " AND (kinds & ? != 0 OR first_day IS NULL OR (last_day >= ? AND first_day <= ?))"
    arguments += [NoteKinds.undated.rawValue, days.lowerBound, days.upperBound]
  }

  /// Hands the stored record of every note below `folder` whose `kinds` has any of `kinds` to
  /// `body`, in path order: a range of the paths (`folder/` up to `folder0`, the next byte);
  /// `days` as in `forEachRecord(kinds:days:_:)`.
  func forEachRecord(
    below folder: String, kinds: Int, days: ClosedRange<Int>? = nil,
    _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    let (low, high) = Self.paths(below: folder)
    var sql = "SELECT path, items FROM files WHERE path >= ? AND path < ? AND kinds & ? != 0"
    var arguments: StatementArguments = [low, high, kinds]
    Self.meeting(days, &sql, &arguments)
    try forEachRecord(sql: sql + " ORDER BY path", arguments: arguments, body)
  }

  /// The paths below `folder` as a range of `files.path` (SQLite compares text by its bytes):
  /// from `folder/` up to, not including, `folder0` (`0` is the byte after `/`).
  static func paths(below folder: String) -> (low: String, high: String) { (folder + "/", folder + "0") }

  /// Hands each `(path, items)` row of `sql` to `body`, in one read transaction.
  private func forEachRecord(
    sql: String, arguments: StatementArguments, _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    try read { db in
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() { try body(row[0], try row.blob(at: 1)) }
    }
  }

  /// Marks the records of `paths` as stale, so that the next refresh reads their files again:
  /// a size of -1 never matches the listing, and hash 0 never matches the bytes. Best effort.
  func markStale(_ paths: [String]) {
    try? write { db in
      for path in paths {
        try IndexedFile.filter(IndexedFile.Columns.path == path).updateAll(
          db, IndexedFile.Columns.size.set(to: -1), IndexedFile.Columns.hash.set(to: 0))
      }
    }
  }
}

/// The listing as stored, read in one transaction (`IndexStore.storedListing(only:)`).
struct StoredListing {
  /// A row of `files`: what a refresh needs besides the listing entry.
  struct Row {
    var id: Int64
    var hash: Int64
  }

  /// The listing entries, in path order.
  var entries: [ListingEntry] = []
  /// Each entry's row, at the same place.
  var rows: [Row] = []
  /// The encoded diagnostics of the last full walk, if stored.
  var walk: [UInt8]?
  /// The wall clock (ns) when the last refresh that wrote began; `Int.min` when none did.
  var indexedAt = Int.min
  /// Whether the full-text table is built (`MetaEntry.Key.fullText`).
  var fullText = false
}
