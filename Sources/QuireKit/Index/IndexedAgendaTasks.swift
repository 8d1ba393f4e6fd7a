import Foundation
import GRDB
import QuireCore

/// The agenda's questions about tasks (`AgendaTasks`) answered by queries of the index's
/// `tasks` table: each one reads the rows of one day (or the first few overdue and a count),
/// so a page costs what it shows, whatever the vault holds (docs/index.md, "Queries").
///
/// Answers equal `TaskDays`' over the same tasks (`AgendaLoadTests`). A query that fails
/// (the database went away under a running command) answers nothing, after one warning.
// Unchecked Sendable: the queries go through one GRDB queue, which serializes them; `overdue` and `due` are guarded by `lock`.
final class IndexedAgendaTasks: AgendaTasks, @unchecked Sendable {
  private let queries: IndexQueries
  private let today: Int
  private let defaultTime: LocalTime
  private let resolver: CourseResolver?
  private let warnOnce: WarnOnce
  private let lock = NSLock()
  /// The longest reminder span of a stored task, in days.
  private var reminderSpan = 0
  /// The answers of `openDue(before:limit:)` so far, by day and limit (guarded by `lock`).
  private var overdue: [String: (tasks: [TaskItem], count: Int)] = [:]
  /// The answers of `openDue(on:)` so far, by day (guarded by `lock`).
  private var due: [Int: [TaskItem]] = [:]

  init(
    queries: IndexQueries, today: LocalDate, defaultTime: LocalTime, courses: [Course],
    warn: @escaping @Sendable (String) -> Void
  ) {
    self.queries = queries
    self.today = today.dayNumber
    self.defaultTime = defaultTime
    resolver = courses.isEmpty ? nil : CourseResolver(courses: courses)
    warnOnce = WarnOnce(warn)
    reminderSpan = ask(0) { () throws(IndexError) in try queries.reminderSpan() }
  }

  /// Not expired: a task marked to expire is open until its due day has passed.
  private var notExpired: String { TaskConditions.notExpired(today: today) }

  /// Listed: open and not in the archive folder.
  private var listed: String { TaskConditions.listed }

  func openDue(on day: Int) -> [TaskItem] {
    // Today's daily page, the week's, the month's and the dashboard each ask for today (and the
    // week's days are asked again by the month's page): each day is read once.
    if let known = lock.withLock({ due[day] }) { return known }
    let found = TaskListing.sorted(tasks(where: "\(listed) AND t.due = ? AND \(notExpired)", [day]))
    lock.withLock { due[day] = found }
    return found
  }

  func openDue(before day: Int, limit: Int) -> (tasks: [TaskItem], count: Int) {
    // A page set asks this once per page that shows today (the daily and weekly pages): the
    // count goes over every overdue row, so it is kept.
    let key = "\(day) \(limit)"
    if let known = lock.withLock({ overdue[key] }) { return known }
    // One range of the index on (listed, due, due time, rank, expiring): counted, and its first
    // `limit` read in that order (ties by file and line sorted on the way).
    let condition = TaskConditions.overdue(day: day, today: today)
    let count = ask(0) { () throws(IndexError) in try queries.store.overdueCount(day: day, today: today) }
    let first = tasks(where: condition, [], order: "t.due, t.due_minutes, t.rank, f.path, t.line", limit: limit)
    lock.withLock { overdue[key] = (first, count) }
    return (first, count)
  }

  func openPlanned(on day: Int) -> [TaskItem] {
    // Two index lookups rather than one OR, which SQLite answers by a scan.
    let scheduled = tasks(where: "\(listed) AND t.scheduled = ? AND \(notExpired)", [day])
    let starting = tasks(
      where: "\(listed) AND t.start = ? AND t.start IS NOT t.scheduled AND \(notExpired)", [day])
    return TaskListing.sorted(scheduled + starting)
  }

  func done(on day: Int) -> [TaskItem] { tasks(where: "t.done = ?", [day]) }

  func reminders(on day: Int) -> [(at: LocalDateTime, task: TaskItem)] {
    let mayRemind = TaskConditions.mayRemind(on: day, span: reminderSpan)
    let candidates = tasks(where: mayRemind.condition, mayRemind.arguments)
    return candidates.flatMap { task in
      task.reminderTimes(defaultTime: defaultTime).filter { $0.date.dayNumber == day }.map { ($0, task) }
    }
  }

  /// The tasks `condition` selects, their courses resolved.
  private func tasks(
    where condition: String, _ arguments: [Int], order: String? = nil, limit: Int? = nil
  ) -> [TaskItem] {
    var found = ask([]) { () throws(IndexError) in
      try queries.tasks(where: condition, StatementArguments(arguments), order: order, limit: limit)
    }
    resolver?.resolve(&found)
    return found
  }

  /// `body`'s answer, or `fallback` after one warning when it fails.
  private func ask<T>(_ fallback: T, _ body: () throws(IndexError) -> T) -> T {
    do {
      return try body()
    } catch {
      warnOnce("\(error); some tasks are not shown (quire index --rebuild)")
      return fallback
    }
  }
}
