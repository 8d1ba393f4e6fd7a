import QuireCore

/// The conditions on tasks that the index asks in SQL and QuireCore decides in Swift, each
/// written here twice, side by side: the rule in Swift, as a call to the task's `TaskKeys.Key`
/// (what the in-memory agenda, `TaskDays`, and the listings read), and its SQL twin over `t`,
/// the `tasks` table, whose columns `TaskRow` computes from the same key.
///
/// `Tests/QuireKitTests/Index/TaskConditionsTests.swift` indexes generated tasks and checks that
/// each SQL condition selects exactly the tasks its Swift rule accepts. A condition changed on
/// one side only fails it. (`TaskFilter+SQL.swift`, the SQL twin of `TaskFilter.matches`, uses
/// `listed` from here.)
enum TaskConditions {
  // MARK: - Listed

  /// Listed: open (not done or cancelled) and not in the archive folder, what `quire tasks`
  /// and the agenda list (expiry aside). `TaskRow.listed` stores it.
  static func isListed(_ key: TaskKeys.Key) -> Bool { key.isListed }

  /// `isListed(_:)` in SQL.
  static let listed = "t.listed = 1"

  // MARK: - Not expired

  /// Not expired on `today` (`TaskKeys.Key.isExpired`): a task marked to expire is open until
  /// its due day has passed.
  static func isNotExpired(_ key: TaskKeys.Key, today: Int) -> Bool { !key.isExpired(today: today) }

  /// `isNotExpired(_:today:)` in SQL, for the open rows: it reads no `closed`, so it takes a
  /// closed task marked to expire past its due day for expired, which `isExpired` never does; it is only
  /// asked together with `listed`.
  static func notExpired(today: Int) -> String { "(t.expiring = 0 OR t.due IS NULL OR t.due >= \(today))" }

  // MARK: - Overdue

  /// Overdue on the page of `day` seen on `today`: listed, due before `day`, and not expired
  /// on `today` (the agenda's overdue list and count). The kept overdue count follows it
  /// through a refresh (`OverdueTag.counts(_:)`).
  static func isOverdue(_ key: TaskKeys.Key, day: Int, today: Int) -> Bool {
    isListed(key) && key.due != TaskKeys.Key.none && Int(key.due) < day && isNotExpired(key, today: today)
  }

  /// `isOverdue(_:day:today:)` in SQL (`IndexStore.overdueCount`, `IndexedAgendaTasks`).
  static func overdue(day: Int, today: Int) -> String {
    "\(listed) AND t.due < \(day) AND \(notExpired(today: today))"
  }

  // MARK: - May remind

  /// Whether a reminder of the task can be set for `day` (`TaskKeys.Key.mayRemind(within:)`:
  /// open, outside the archive folder, with reminders whose days reach `day`).
  static func mayRemind(_ key: TaskKeys.Key, on day: Int) -> Bool { key.mayRemind(within: day...day) }

  /// `mayRemind(_:on:)` in SQL, with its arguments (`IndexedAgendaTasks.reminders(on:)`).
  /// `remind_from` and `remind_to` are NULL without reminders. The lower bound on `remind_from`
  /// (`day - span`, where `span` is the longest `remind_to - remind_from` stored,
  /// `MetaEntry.Key.reminderSpan`) changes no answer, as `remind_to >= day` implies it, and lets
  /// SQLite seek `tasks_reminders` by day. `+t.listed`: not an index term, so that SQLite seeks
  /// `tasks_reminders` rather than walking every open task through `tasks_listed_due` (its choice
  /// without statistics).
  static func mayRemind(on day: Int, span: Int) -> (condition: String, arguments: [Int]) {
    ("+\(listed) AND t.remind_from BETWEEN ? AND ? AND t.remind_to >= ?", [day - span, day, day])
  }
}
