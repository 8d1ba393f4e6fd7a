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
    let sql = """
      SELECT f.path, t.ord, substr(f.items, t.span_start + 1, t.span_length)
      FROM tasks t JOIN files f ON f.id = t.file
      WHERE \(condition) ORDER BY \(order)\(limit.map { " LIMIT \($0)" } ?? "")
      """
    // A task, or where one that did not decode stands.
    var found: [Result<TaskItem, Damaged>] = []
    try store.read { db in
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        let path: String = row[0]
        let bytes = try row.blob(at: 2)
        do {
          found.append(.success(try ParsedNoteCodec.decodeTask(bytes, file: path)))
        } catch {
          found.append(.failure(Damaged(path: path, ord: row[1])))
        }
      }
    }
    var fresh: [String: [TaskItem]] = [:]
    let parser = source.parser()
    let tasks = found.compactMap { result -> TaskItem? in
      switch result {
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
