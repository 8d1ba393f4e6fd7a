/// Which open tasks `quire plan` places on a day, and in what order (docs/plan.md).
public enum PlanOrder {
  /// The tasks among `tasks` worth a block on `date`: open (to do or in progress), not expired by
  /// then (`#expires`), not in the archive, started by then (no `🛫` after it), and either due by `settings.horizon` days
  /// after it (overdue ones too), scheduled on or before it, or in progress. A task that is a
  /// planner line itself (`- [ ] 09:30 Standup`) has its time already and is none.
  public static func candidates(_ tasks: [TaskItem], on date: LocalDate, settings: PlanSettings) -> [TaskItem] {
    let horizon = date.adding(days: settings.horizon)
    return tasks.filter { task in
      guard task.status.kind == .todo || task.status.kind == .inProgress, !task.isExpired(today: date) else {
        return false
      }
      if let first = task.fields.description.utf8.first, first >= 0x30, first <= 0x39,
        DayPlannerLine(line: Substring("- " + task.fields.description)) != nil
      {
        return false
      }
      if let start = task.fields.start, start > date { return false }
      if let due = task.fields.due, due <= horizon { return true }
      if let scheduled = task.fields.scheduled, scheduled <= date { return true }
      return task.status.kind == .inProgress
    }
  }

  /// `tasks` most urgent first: overdue, then by due date and time, higher priority, scheduled
  /// by `date`, started (in progress or past its `🛫`), and then in file order.
  public static func sorted(_ tasks: [TaskItem], on date: LocalDate) -> [TaskItem] {
    let keys = tasks.map { key($0, on: date) }
    return tasks.indices.sorted { keys[$0] < keys[$1] }.map { tasks[$0] }
  }

  /// The order as one number (overdue, due day, due minute, priority, scheduled, started, from
  /// the highest bits down), then the file and line.
  private static func key(_ task: TaskItem, on date: LocalDate) -> (Int, String, Int) {
    let fields = task.fields
    let overdue = (fields.due.map { $0 < date } ?? false) ? 0 : 1
    let due = min(fields.due?.dayNumber ?? Int.max, (1 << 24) - 1)
    let dueMinutes = fields.dueTime?.minutesOfDay ?? 1440
    let scheduled = (fields.scheduled.map { $0 <= date } ?? false) ? 0 : 1
    let started = task.status.kind == .inProgress || (fields.start.map { $0 <= date } ?? false) ? 0 : 1
    let rank =
      overdue << 50 | due << 26 | dueMinutes << 14 | fields.priority.rank << 11 | scheduled << 10 | started << 9
    return (rank, task.file, task.line)
  }

  /// The minute of `date` a block of `task` must end by: its due time when it is due that day,
  /// else the day's end.
  public static func deadline(of task: TaskItem, on date: LocalDate) -> Int {
    guard task.fields.due == date else { return 1440 }
    return task.fields.dueTime?.minutesOfDay ?? 1440
  }

  /// Why `task` is where it is in the order, for `quire plan --explain`: `overdue since
  /// 2026-11-28, priority high`.
  public static func reasons(_ task: TaskItem, on date: LocalDate) -> String {
    let fields = task.fields
    var parts: [String] = []
    if let due = fields.due {
      let time = fields.dueTime.map { " \($0)" } ?? ""
      parts.append(due < date ? "overdue since \(due)" : due == date ? "due today\(time)" : "due \(due)\(time)")
    }
    if fields.priority != .none { parts.append("priority \(fields.priority)") }
    if let scheduled = fields.scheduled, scheduled <= date { parts.append("scheduled \(scheduled)") }
    if task.status.kind == .inProgress { parts.append("in progress") }
    return parts.isEmpty ? "no date" : parts.joined(separator: ", ")
  }
}
