import Foundation
import GRDB
import GRDBSQLite
import QuireCore

/// The reads of the `tasks` table: the rows a view asks about, each task decoded from its
/// span of its note's record, nothing else of the note read (docs/index.md, "Queries").
extension IndexQueries {
  /// The tasks of the rows `condition` (SQL over `t`, the tasks table, and `f`, the files
  /// table) selects, in `order` (their notes' paths and their order in them when `nil`), at
  /// most `limit`.
  ///
  /// An open task's bytes are in its row (`tasks.record`); a closed one's are sliced from its
  /// note's record, each record read once. A span that no longer decodes (a damaged record) is
  /// read from its file afresh, and the record marked so that the next refresh stores it again.
  func tasks(
    where condition: String, _ arguments: StatementArguments = [], order: String? = nil, limit: Int? = nil
  ) throws(IndexError) -> [TaskItem] {
    try taskRows(where: condition, arguments, order: order, limit: limit).decodeAll { $0 }
  }

  /// The rows of ``tasks(where:_:order:limit:)`` read, not yet decoded: all that can fail is
  /// done, so a caller whose tasks are decoded (`TaskRows.decodeAll`) never meets an error
  /// halfway.
  func taskRows(
    where condition: String, _ arguments: StatementArguments = [], order: String? = nil, limit: Int? = nil
  ) throws(IndexError) -> TaskRows {
    var rows: TaskRows?
    try store.read { db in rows = try taskRows(where: condition, arguments, order: order, limit: limit, db) }
    // Set: `read` runs its body or throws.
    return rows!
  }

  /// ``taskRows(where:_:order:limit:)`` in the read transaction of `db` (`VaultIndex` reads a
  /// query's rows in the one that reads the stored listing, while the walk runs).
  func taskRows(
    where condition: String, _ arguments: StatementArguments = [], order: String? = nil, limit: Int? = nil,
    _ db: Database
  ) throws -> TaskRows {
    // `files_paths` answers the path by id without reading the note's row, whose record is most
    // of a page. The rows are put in path order here rather than by SQLite, whose sorter would
    // carry every row's record (docs/index.md, "Queries").
    let sql = """
      SELECT t.file, f.path, t.ord, t.span_start, t.span_length, t.record
      FROM tasks t JOIN files f INDEXED BY files_paths ON f.id = t.file
      WHERE \(condition)\(order.map { " ORDER BY \($0)" } ?? "")\(limit.map { " LIMIT \($0)" } ?? "")
      """
    var spans: [Span] = []
    // Every row's bytes one after another, from its row or sliced from its note's record, and
    // where each row's are (`nil`: damaged). One buffer, not an array per row: the rows' small
    // arrays lay among the notes' paths, so that freed they still held their pages to the end.
    var packed: [UInt8] = []
    var extents: [Range<Int>?] = []
    // The rows of each file whose record is needed, by index into `spans`.
    var rowsOfFile: [Int64: [Int]] = [:]
    // SQLite's own calls, as in `checkins`: a large query reads tens of thousands of rows, and
    // GRDB's `Row` cost more per row than SQLite's step. A note's rows share one path string.
    var paths: [Int64: String] = [:]
    let statement = try db.makeStatement(sql: sql)
    try statement.setArguments(arguments)
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    while try IndexStore.step(handle, db) {
      let file = sqlite3_column_int64(handle, 0)
      let known = paths[file]
      let path = known ?? RawStatement.text(handle, 1)
      if known == nil { paths[file] = path }
      spans.append(
        Span(
          file: file, path: path, ord: Int(sqlite3_column_int64(handle, 2)),
          start: Int(sqlite3_column_int64(handle, 3)), length: Int(sqlite3_column_int64(handle, 4))))
      if sqlite3_column_type(handle, 5) == SQLITE_NULL {
        rowsOfFile[file, default: []].append(extents.count)
        extents.append(nil)
      } else {
        let start = packed.count
        // The pointer first, then the size (SQLite's advice for sqlite3_column_bytes).
        if let blob = sqlite3_column_blob(handle, 5) {
          packed.append(contentsOf: UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(handle, 5))))
        }
        extents.append(start..<packed.count)
      }
    }
    if !rowsOfFile.isEmpty {
      // One statement whatever the count, prepared once per connection: the ids as a JSON array.
      let records = try db.cachedStatement(
        sql: "SELECT f.id, f.items FROM json_each(?) j JOIN files f ON f.id = j.value")
      try records.setArguments(["[" + rowsOfFile.keys.map(String.init).joined(separator: ",") + "]"])
      let recordHandle = records.sqliteStatement
      defer { sqlite3_reset(recordHandle) }
      while try IndexStore.step(recordHandle, db) {
        let file = sqlite3_column_int64(recordHandle, 0)
        let blob = sqlite3_column_blob(recordHandle, 1)
        let count = Int(sqlite3_column_bytes(recordHandle, 1))
        guard let items = blob?.assumingMemoryBound(to: UInt8.self) else { continue }
        for index in rowsOfFile[file] ?? [] {
          let span = spans[index]
          guard span.start >= 0, span.length >= 0, span.start + span.length <= count else { continue }
          let start = packed.count
          packed.append(contentsOf: UnsafeBufferPointer(start: items + span.start, count: span.length))
          extents[index] = start..<packed.count
        }
      }
    }
    return TaskRows(
      spans: spans, packed: packed, extents: extents,
      order: order == nil ? Self.pathOrder(spans) : Array(spans.indices), source: source,
      store: store)
  }

  /// Task rows read from the index, to be decoded in the order shown. A class: decoding frees
  /// the rows' bytes, where a copy of the rows held by the caller would keep them.
  final class TaskRows {
    fileprivate let spans: [Span]
    /// Every row's bytes, one after another.
    fileprivate var packed: [UInt8]
    /// Where each row's bytes are in `packed` (`nil`: damaged, read from the file afresh).
    fileprivate let extents: [Range<Int>?]
    fileprivate let order: [Int]
    fileprivate let source: IndexNoteSource
    fileprivate let store: IndexStore

    fileprivate init(
      spans: [Span], packed: [UInt8], extents: [Range<Int>?], order: [Int], source: IndexNoteSource, store: IndexStore
    ) {
      self.spans = spans
      self.packed = packed
      self.extents = extents
      self.order = order
      self.source = source
      self.store = store
    }

    /// Each task, in the order shown, made into `transform`'s value (`nil`: left out). The rows
    /// are shared out in runs between the cores (up to four): decoding tens of thousands of
    /// tasks was a large query's longest step on one (docs/queries.md, "Speed"). The rows'
    /// bytes go once all are decoded; a damaged row is read from its file afterwards, on this
    /// thread.
    func decodeAll<T: Sendable>(_ transform: @escaping @Sendable (consuming TaskItem) -> T?) -> [T] {
      let count = order.count
      let (spans, order, extents) = (spans, order, extents)
      // What each place gave: a value, nothing (left out), or unset (damaged).
      let outcomes = Slots<T?>(count: count)
      let runs = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4, count / 4096))
      do {
        // The only reference to the bytes, gone at the end of this block.
        let packed = packed
        self.packed = []
        DispatchQueue.concurrentPerform(iterations: runs) { run in
          for place in (count * run / runs)..<(count * (run + 1) / runs) {
            guard let extent = extents[order[place]],
              let task = try? ParsedNoteCodec.decodeTask(Array(packed[extent]), file: spans[order[place]].path)
            else { continue }
            outcomes.set(place, transform(task))
          }
        }
      }
      var out: [T] = []
      out.reserveCapacity(count)
      var fresh: [String: [TaskItem]] = [:]
      let parser = source.parser()
      for place in 0..<count {
        if let outcome = outcomes.take(place) {
          if let value = outcome { out.append(value) }
          continue
        }
        // A damaged row or record: the task from its file, afresh.
        let span = spans[order[place]]
        if fresh[span.path] == nil { fresh[span.path] = source.parseAfresh(span.path, parser: parser).tasks }
        if let parsed = fresh[span.path], span.ord < parsed.count, let value = transform(parsed[span.ord]) {
          out.append(value)
        }
      }
      if !fresh.isEmpty { store.markStale(Array(fresh.keys)) }
      return out
    }
  }

  /// Where a task row's bytes are: its note, its place among the note's tasks, and its span of
  /// the note's record.
  fileprivate struct Span {
    var file: Int64
    var path: String
    var ord: Int
    var start: Int
    var length: Int
  }

  /// The indices of `spans` in path order, then in the order of their notes. Paths compare by
  /// their UTF-8 bytes, as SQLite's `BINARY` collation compares them; each note's path is
  /// compared once, and the rows then by two numbers: the note's rank and the row's order in it.
  // Over the rows' storage: a copy of a span retains and releases its path, which was half the
  // cost of this function at 57,000 rows.
  private static func pathOrder(_ spans: [Span]) -> [Int] {
    spans.withUnsafeBufferPointer { rows in
      // Each row's note, numbered as met, and each note's first row.
      var noteOf = [Int](repeating: 0, count: rows.count)
      var numberOf: [Int64: Int] = [:]
      var firstRow: [Int] = []
      for i in rows.indices {
        let file = rows[i].file
        if let number = numberOf[file] {
          noteOf[i] = number
        } else {
          numberOf[file] = firstRow.count
          noteOf[i] = firstRow.count
          firstRow.append(i)
        }
      }
      // By id first: notes get their ids as the index stores them, in path order, so the paths
      // are then in long sorted runs, and the standard sort (which merges runs it finds) compares
      // few of them.
      var notes = firstRow
      notes.sort { rows[$0].file < rows[$1].file }
      notes.sort { ListingDiff.precedes(rows[$0].path, rows[$1].path) }
      var rankOf = [Int](repeating: 0, count: firstRow.count)
      for (rank, row) in notes.enumerated() { rankOf[noteOf[row]] = rank }
      // Sorted as plain numbers, the span itself (and its path) never touched by the comparisons.
      var keys = rows.indices.map { (rank: rankOf[noteOf[$0]], ord: rows[$0].ord, index: $0) }
      keys.sort { ($0.rank, $0.ord) < ($1.rank, $1.ord) }
      return keys.map(\.index)
    }
  }

  /// The longest reminder span of any stored task, in days (`MetaEntry.Key.reminderSpan`).
  func reminderSpan() throws(IndexError) -> Int {
    var span = 0
    try store.read { db in span = try MetaEntry.integer(.reminderSpan, db) ?? 0 }
    return span
  }
}
