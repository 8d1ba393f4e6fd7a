/// A habit's check-ins grouped by day and each day's filled slots counted, once: what the
/// streak rules (`HabitStreaks`) walk. A page set makes one per habit (`AgendaContext`) and asks
/// it for any range and "today" without grouping the vault's check-ins again.
public struct HabitHistory: Sendable {
  public let habit: Habit
  /// The check-ins the history was made from (any habits'), shared, not copied.
  private let all: [CheckIn]
  /// The indices in `all` of the habit's check-ins, sorted by day and in vault order within a
  /// day, and their day numbers.
  private let order: [Int]
  private let days: [Int]
  /// The slots each day's check-ins fill, from the day `base` on (days without check-ins 0): a
  /// dense array, as the streaks ask day after day.
  private let filledFromBase: [UInt8]
  private let base: Int

  /// - Parameter checkins: check-ins of any habits; those of `habit` (by name, without regard
  ///   to case) are kept.
  public init(_ habit: Habit, checkins: [CheckIn]) {
    self.habit = habit
    all = checkins
    let slug = habit.slug.lowercased()
    // Indices rather than copies: years of a journal make tens of thousands of check-ins.
    var order = checkins.indices.filter { HabitStreaks.names(checkins[$0].habit, slug) }
    var days = order.map { checkins[$0].date.dayNumber }
    if zip(days, days.dropFirst()).contains(where: { $0 > $1 }) {
      // A stable sort: a day keeps its vault order.
      let sorted = days.indices.sorted { (days[$0], $0) < (days[$1], $1) }
      order = sorted.map { order[$0] }
      days = sorted.map { days[$0] }
    }
    base = days.first ?? 0
    var filled = [UInt8](repeating: 0, count: (days.last ?? base) - base + 1)
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, days[end] == days[start] { end += 1 }
      let ofDay = order[start..<end].lazy.map { checkins[$0] }
      filled[days[start] - base] = UInt8(clamping: HabitStreaks.filledSlots(habit, ofDay))
      start = end
    }
    self.order = order
    self.days = days
    filledFromBase = filled
  }

  /// The slots the check-ins of day number `n` fill.
  private func filled(_ n: Int) -> Int {
    let i = n - base
    return days.isEmpty || i < 0 || i >= filledFromBase.count ? 0 : Int(filledFromBase[i])
  }

  /// The habit's check-ins on `day`, in vault order.
  public func checkins(on day: LocalDate) -> [CheckIn] {
    let n = day.dayNumber
    // Any check-in fills a slot: a day without filled slots has none.
    guard filled(n) > 0 else { return [] }
    let start = firstIndex { $0 >= n }
    let end = firstIndex { $0 > n }
    return order[start..<end].map { all[$0] }
  }

  /// The first index of `days` that satisfies `test` (monotonic), or the count.
  private func firstIndex(where test: (Int) -> Bool) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let mid = (low + high) / 2
      if test(days[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// Whether the current streak on `today` is known from the check-ins of the days from `day` on
  /// alone, whatever came before: the habit starts on or after `day`, or a past day from `day`
  /// on broke the run; never when the schedule counts from the first check-in
  /// (`HabitSchedule.isAnchoredByHistory`). A reader that holds only recent check-ins
  /// (`VaultLoader.loadForAgenda`) reads further back until this holds.
  public func settlesStreak(from day: LocalDate, today: LocalDate) -> Bool {
    if let start = habit.start, start >= day { return true }
    let schedule = HabitSchedule(habit)
    let from = day.dayNumber
    let todayNumber = today.dayNumber
    guard from < todayNumber, !schedule.isAnchoredByHistory else { return false }
    let scheduled = schedule.scheduledTest(from: from, to: todayNumber)
    let slots = max(1, habit.times.count)
    for n in from..<todayNumber where scheduled(n) && filled(n) < slots { return true }
    return false
  }

  /// The stats over `from...to`, with streaks computed over the whole history up to `today`
  /// (`HabitStreaks` has the rules).
  public func stats(from: LocalDate, to: LocalDate, today: LocalDate) -> HabitStats {
    // The streaks look at the whole history: from the start (or the first check-in) to today,
    // a day number at a time (years of journal make that tens of thousands of days: each is a
    // few integer operations and a lookup).
    let todayNumber = today.dayNumber
    let first = habit.start?.dayNumber ?? days.first ?? todayNumber
    let scheduled = HabitSchedule(habit).scheduledTest(
      from: min(first, from.dayNumber), to: max(todayNumber, to.dayNumber))
    let slots = max(1, habit.times.count)
    func status(_ n: Int) -> (status: HabitDay.Status, done: Int, slots: Int) {
      guard scheduled(n) else { return (n > todayNumber ? .future : .notScheduled, 0, 0) }
      let done = filled(n)
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
