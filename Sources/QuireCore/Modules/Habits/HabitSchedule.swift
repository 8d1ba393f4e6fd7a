/// Which days a habit is due: its `days:` (weekday names or one repeat phrase; none means every
/// day), from its `start` on.
public struct HabitSchedule: Sendable {
  public let habit: Habit
  private let weekdays: Set<Int>
  private let rule: Recurrence?

  public init(_ habit: Habit) {
    self.habit = habit
    if habit.days.count == 1, habit.days[0].lowercased().hasPrefix("every") {
      rule = Recurrence(text: habit.days[0])
      weekdays = []
    } else {
      rule = nil
      weekdays = Set(habit.days.compactMap(HabitDays.weekday))
    }
  }

  /// Whether the habit is due on `date`. An unreadable phrase counts as every day (the parser
  /// reported it); weekday names that are all invalid count as every day too.
  public func isScheduled(_ date: LocalDate) -> Bool {
    if let start = habit.start, date < start { return false }
    if let rule { return !rule.dates(from: habit.start ?? date, within: date, date).isEmpty }
    return weekdays.isEmpty || weekdays.contains(date.isoWeekday)
  }

  /// The slots due on `date`: the habit's times (sorted), one untimed slot when it has none,
  /// nothing when it is not scheduled.
  public func slots(on date: LocalDate) -> [LocalTime?] {
    guard isScheduled(date) else { return [] }
    return habit.times.isEmpty ? [nil] : habit.times.sorted().map { $0 }
  }

  /// The days in `from...to` the habit is due, computed in one pass (a repeat phrase is expanded
  /// once, not once per day).
  /// Whether a day is in `scheduledDays(from:to:)`, answered without building the set when
  /// the schedule is a list of weekdays (a recurrence rule's days are expanded once).
  public func scheduledTest(from: LocalDate, to: LocalDate) -> (LocalDate) -> Bool {
    if rule != nil {
      let days = scheduledDays(from: from, to: to)
      return { days.contains($0) }
    }
    let first = max(from, habit.start ?? from)
    let weekdays = self.weekdays
    return { day in day >= first && day <= to && (weekdays.isEmpty || weekdays.contains(day.isoWeekday)) }
  }

  public func scheduledDays(from: LocalDate, to: LocalDate) -> Set<LocalDate> {
    let first = max(from, habit.start ?? from)
    guard first <= to else { return [] }
    if let rule { return Set(rule.dates(from: habit.start ?? first, within: first, to, limit: 100_000)) }
    var days = Set<LocalDate>()
    var day = first
    while day <= to {
      if weekdays.isEmpty || weekdays.contains(day.isoWeekday) { days.insert(day) }
      day = day.adding(days: 1)
    }
    return days
  }
}
