import GRDB
import QuireCore

/// The agenda's overdue count, kept in `meta` (`OverdueTag`) between runs.
extension IndexStore {
  /// The number of open tasks due before `day` that are not expired on `today` (the agenda's
  /// overdue count), kept in `meta`: with tens of thousands of overdue tasks counting them is
  /// most of a warm `agenda` (docs/measurements.md). A refresh moves the kept count by the
  /// rows it removes and adds (`Changes`); a count is read and counted in one deferred
  /// transaction, and kept only if no other process wrote since (`deriveAndKeep`).
  func overdueCount(day: Int, today: Int) throws(IndexError) -> Int {
    var count = 0
    let tag = OverdueTag(day: day, today: today)
    try deriveAndKeep { db in
      if let stored = try OverdueTag.read(db), stored.tag == tag {
        count = stored.count
        return nil
      }
      let counted =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM tasks t WHERE \(TaskConditions.overdue(day: day, today: today))") ?? 0
      count = counted
      return { db in try OverdueTag.write(tag, count: counted, db) }
    }
    return count
  }
}
