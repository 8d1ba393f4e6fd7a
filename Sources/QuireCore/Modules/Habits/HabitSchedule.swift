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

  /// Whether which days are due depends on where the history begins: a repeat phrase
  /// (`every 3 days`) without a `start` counts its days from the habit's first check-in.
  public var isAnchoredByHistory: Bool { rule != nil && habit.start == nil }

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
  /// Whether a day (its day number) is in `scheduledDays(from:to:)` (also day numbers),
  /// answered with integer arithmetic when the schedule is a list of weekdays (a recurrence
  /// rule's days are expanded once).
  public func scheduledTest(from: Int, to: Int) -> @Sendable (Int) -> Bool {
    if rule != nil {
      let days = Set(scheduledDays(from: LocalDate(dayNumber: from), to: LocalDate(dayNumber: to)).map(\.dayNumber))
      return { days.contains($0) }
    }
    let first = max(from, habit.start?.dayNumber ?? from)
    // ISO weekdays as bits; 1970-01-01 (day 0) was a Thursday.
    let mask = weekdays.reduce(0) { $0 | 1 << $1 }
    let every = weekdays.isEmpty
    return { n in
      guard n >= first, n <= to else { return false }
      if every { return true }
      let w = (n + 3) % 7
      return mask & (1 << ((w < 0 ? w + 7 : w) + 1)) != 0
    }
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
