import Foundation
import GRDB
import QuireCore

/// The reads of the `tasks` table: the rows a view asks about, each task decoded from its
/// span of its note's record, nothing else of the note read (docs/index.md, "Queries").
extension IndexQueries {
  /// The tasks of the rows `condition` (SQL over `t`, the tasks table, and `f`, the files
  /// table) selects, in `order`, at most `limit`.
  ///
  /// A span that no longer decodes (a damaged record) is read from its file afresh, and the
  /// record marked so that the next refresh stores it again.
  func tasks(
    where condition: String, _ arguments: StatementArguments = [], order: String = "f.path, t.ord", limit: Int? = nil
  ) throws(IndexError) -> [TaskItem] {
    // The rows first, then each of their notes' records once, sliced here: SQLite reads a blob
    // column whole, so `substr(f.items, ...)` in the row query read a note's whole record for
    // every task of it, and a page of n tasks from one note read n records (docs/index.md, "Queries").
    let sql = """
      SELECT t.file, f.path, t.ord, t.span_start, t.span_length
      FROM tasks t JOIN files f ON f.id = t.file
      WHERE \(condition) ORDER BY \(order)\(limit.map { " LIMIT \($0)" } ?? "")
      """
    var spans: [(path: String, ord: Int, start: Int, length: Int)] = []
    // The rows of each file, by index into `spans`, in the order the files first come.
    var rowsOfFile: [Int64: [Int]] = [:]
    var files: [Int64] = []
    // A task, or where one that did not decode stands; `nil` until its record is read.
    var found: [Result<TaskItem, Damaged>?] = []
    try store.read { db in
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        let file: Int64 = row[0]
        if rowsOfFile[file] == nil { files.append(file) }
        rowsOfFile[file, default: []].append(spans.count)
        spans.append((row[1], row[2], row[3], row[4]))
      }
      found = Array(repeating: nil, count: spans.count)
      guard !files.isEmpty else { return }
      // One statement whatever the count, prepared once per connection: the ids as a JSON array.
      let records = try Row.fetchCursor(
        db.cachedStatement(sql: "SELECT f.id, f.items FROM json_each(?) j JOIN files f ON f.id = j.value"),
        arguments: ["[" + files.map(String.init).joined(separator: ",") + "]"])
      while let record = try records.next() {
        let file: Int64 = record[0]
        try record.withUnsafeData(atIndex: 1) { data in
          let items = data ?? Data()
          for index in rowsOfFile[file] ?? [] {
            let span = spans[index]
            let start = items.startIndex + span.start
            guard span.start >= 0, span.length >= 0, span.start + span.length <= items.count,
              let task = try? ParsedNoteCodec.decodeTask(
                [UInt8](items[start..<(start + span.length)]), file: span.path)
            else {
              found[index] = .failure(Damaged(path: span.path, ord: span.ord))
              continue
            }
            found[index] = .success(task)
          }
        }
      }
    }
    var fresh: [String: [TaskItem]] = [:]
    let parser = source.parser()
    let tasks = found.enumerated().compactMap { index, result -> TaskItem? in
      switch result ?? .failure(Damaged(path: spans[index].path, ord: spans[index].ord)) {
      case .success(let task): return task
      case .failure(let damaged):
        if fresh[damaged.path] == nil { fresh[damaged.path] = source.parseAfresh(damaged.path, parser: parser).tasks }
        let tasks = fresh[damaged.path] ?? []
        return damaged.ord < tasks.count ? tasks[damaged.ord] : nil
      }
    }
    if !fresh.isEmpty { store.markStale(Array(fresh.keys)) }
    return tasks
  }

  /// A task row whose span did not decode.
  private struct Damaged: Error {
    var path: String
    var ord: Int
  }

  /// The longest reminder span of any stored task, in days (`MetaEntry.Key.reminderSpan`).
  func reminderSpan() throws(IndexError) -> Int {
    var span = 0
    try store.read { db in span = try MetaEntry.integer(.reminderSpan, db) ?? 0 }
    return span
  }
}
