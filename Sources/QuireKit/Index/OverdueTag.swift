import GRDB

/// What the kept overdue count was counted for (`IndexStore.overdueCount`): the open tasks due
/// before `day` that are not expired on `today`. Stored in `meta` as `<day> <today> <count>`.
struct OverdueTag: Equatable {
  var day: Int
  var today: Int

  /// Whether `row` is one of the tasks counted (`TaskConditions.isOverdue`, the Swift twin of
  /// the SQL that counted them), for the rows a refresh adds.
  func counts(_ row: TaskRow) -> Bool { TaskConditions.isOverdue(row.taskKey, day: day, today: today) }

  /// The kept tag and count, when there is one.
  static func read(_ db: Database) throws -> (tag: OverdueTag, count: Int)? {
    guard let text = try MetaEntry.text(.overdue, db) else { return nil }
    let parts = text.split(separator: " ").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return (OverdueTag(day: parts[0], today: parts[1]), parts[2])
  }

  static func write(_ tag: OverdueTag, count: Int, _ db: Database) throws {
    try MetaEntry.set(.overdue, to: "\(tag.day) \(tag.today) \(count)", db)
  }
}
