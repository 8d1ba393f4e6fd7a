/// A habit's check-ins grouped by day and each day's filled slots counted, once: what the
/// streak rules (`HabitStreaks`) walk. A page set makes one per habit (`AgendaContext`) and asks
/// it for any range and "today" without grouping the vault's check-ins again.
public struct HabitHistory: Sendable {
  public let habit: Habit
  /// The habit's check-ins by day number, in vault order.
  private let byDay: [Int: [CheckIn]]
  /// The slots each day's check-ins fill, by day number.
  private let filled: [Int: Int]

  /// - Parameter checkins: check-ins of any habits; those of `habit` (by name, without regard
  ///   to case) are kept.
  public init(_ habit: Habit, checkins: [CheckIn]) {
    self.habit = habit
    let slug = habit.slug.lowercased()
    var byDay: [Int: [CheckIn]] = [:]
    for checkin in checkins where HabitStreaks.names(checkin.habit, slug) {
      byDay[checkin.date.dayNumber, default: []].append(checkin)
    }
    self.byDay = byDay
    filled = byDay.mapValues { HabitStreaks.filledSlots(habit, $0) }
  }

  /// The habit's check-ins on `day`, in vault order.
  public func checkins(on day: LocalDate) -> [CheckIn] { byDay[day.dayNumber] ?? [] }

  /// The stats over `from...to`, with streaks computed over the whole history up to `today`
  /// (`HabitStreaks` has the rules).
  public func stats(from: LocalDate, to: LocalDate, today: LocalDate) -> HabitStats {
    // The streaks look at the whole history: from the start (or the first check-in) to today,
    // a day number at a time (years of journal make that tens of thousands of days: each is a
    // few integer operations and a lookup).
    let todayNumber = today.dayNumber
    let first = habit.start?.dayNumber ?? byDay.keys.min() ?? todayNumber
    let scheduled = HabitSchedule(habit).scheduledTest(
      from: min(first, from.dayNumber), to: max(todayNumber, to.dayNumber))
    let slots = max(1, habit.times.count)
    func status(_ n: Int) -> (status: HabitDay.Status, done: Int, slots: Int) {
      guard scheduled(n) else { return (n > todayNumber ? .future : .notScheduled, 0, 0) }
      let done = filled[n] ?? 0
      if n > todayNumber { return (.future, done, slots) }
      if done >= slots { return (.done, done, slots) }
      if n == todayNumber { return (done > 0 ? .partial : .pending, done, slots) }
      return (done > 0 ? .partial : .missed, done, slots)
    }
    func day(_ date: LocalDate) -> HabitDay {
      let (status, done, slots) = status(date.dayNumber)
      return HabitDay(date: date, status: status, done: done, slots: slots)
    }

    var streak = 0
    var longest = 0
    var run = 0
    if first <= todayNumber {
      for n in first...todayNumber {
        switch status(n).status {
        case .done:
          run += 1
          longest = max(longest, run)
        case .partial, .missed:
          // Only a past day can be partial or missed here... except today, which is `pending`
          // or `partial`: an incomplete today does not break the run.
          if n != todayNumber { run = 0 }
        case .pending, .notScheduled, .future:
          break
        }
      }
      streak = run
    }
    let todayDay = day(today)
    var days: [HabitDay] = []
    if from <= to {
      for n in from.dayNumber...to.dayNumber { days.append(day(LocalDate(dayNumber: n))) }
    }
    return HabitStats(
      habit: habit, days: days, streak: streak, longestStreak: longest, doneToday: todayDay.done,
      slotsToday: todayDay.slots)
  }
}
