/// The tasks whose due time the free time before it cannot meet, for `quire check`
/// (docs/plan.md, "Due times the free time cannot meet"): the open tasks with an estimate, due
/// from now to the planning horizon, taken in the order of their due times — the order that
/// meets every due time whenever any order does (earliest deadline first). A task whose
/// estimate, with those of the tasks due before it, is more than the free time from now to its
/// due time cannot be met, however the days are planned.
public enum DueFeasibility {
  /// A due time the free time cannot meet.
  public struct Shortfall: Sendable {
    public var task: TaskItem
    /// The minutes of work due by the task's due time: its estimate and those due before it.
    public var needed: Int
    /// The free minutes from now to its due time.
    public var free: Int
  }

  /// The shortfalls among `tasks`. `free(date)` gives the free gaps of a day as `quire plan`
  /// finds them (from `now` on, for today). A task without `[estimate:: ...]` is left out, of
  /// the work and of the warnings: its time is not known. A task due at no time of day is due
  /// by the end of its day.
  public static func shortfalls(
    _ tasks: [TaskItem], now: LocalDateTime, settings: PlanSettings, free: (LocalDate) -> [MinuteSpan]
  ) -> [Shortfall] {
    let today = now.date
    let last = today.adding(days: settings.horizon)
    let nowMinute = now.time.minutesOfDay
    var due: [(task: TaskItem, date: LocalDate, minute: Int, estimate: Int)] = []
    for task in tasks {
      let fields = task.fields
      guard task.status.kind == .todo || task.status.kind == .inProgress, !task.isExpired(today: today),
        let estimate = fields.estimate, estimate > 0, let date = fields.due, date >= today, date <= last
      else { continue }
      let minute = fields.dueTime?.minutesOfDay ?? 24 * 60
      // Due already: overdue, which `quire plan` places first and the agenda lists.
      if date == today && minute <= nowMinute { continue }
      due.append((task, date, minute, estimate))
    }
    due.sort { a, b in
      if (a.date, a.minute) != (b.date, b.minute) { return (a.date, a.minute) < (b.date, b.minute) }
      return a.task.file != b.task.file ? ListingDiff.precedes(a.task.file, b.task.file) : a.task.line < b.task.line
    }
    guard !due.isEmpty else { return [] }
    var out: [Shortfall] = []
    var needed = 0
    // The free minutes of the whole days before `day`, and `day`'s gaps (the tasks come in date order).
    var day = today
    var wholeDays = 0
    var gaps = free(day)
    for item in due {
      while day < item.date {
        wholeDays += gaps.reduce(0) { $0 + $1.minutes }
        day = day.adding(days: 1)
        gaps = free(day)
      }
      needed += item.estimate
      let supply = wholeDays + gaps.reduce(0) { $0 + max(0, min($1.end, item.minute) - $1.start) }
      if needed > supply { out.append(Shortfall(task: item.task, needed: needed, free: supply)) }
    }
    return out
  }
}
