/// Streak arithmetic for habits. Pure: the caller passes today.
///
/// Rules:
/// - a day counts when all its slots are done (`times:` gives the slots; no times is one slot);
/// - days the habit is not scheduled (`days:`), and days before its `start`, neither count nor
///   break a streak;
/// - today, until it is complete, does not break the streak; once complete it counts;
/// - a check-in fills the slot of its time when the time is one of the habit's times; a check-in
///   without a time, or with a time that is not a slot (`Feed cat 08:45` for an 08:30 slot),
///   fills the earliest slot still open; two check-ins of one slot count once; check-ins on a
///   day the habit is not scheduled do not count.
public enum HabitStreaks {
  /// The stats of `habit` over `from...to`, with streaks computed over its whole history up to `today`.
  public static func stats(
    _ habit: Habit, checkins: [CheckIn], from: LocalDate, to: LocalDate, today: LocalDate
  ) -> HabitStats {
    let slug = habit.slug.lowercased()
    // By day number: the walk below looks up every day of the history.
    var byDay: [Int: [CheckIn]] = [:]
    for checkin in checkins where Self.names(checkin.habit, slug) {
      byDay[checkin.date.dayNumber, default: []].append(checkin)
    }
    // The streaks look at the whole history: from the start (or the first check-in) to today,
    // a day number at a time (years of journal make that tens of thousands of days: each is a
    // few integer operations, no allocation, unless it has check-ins).
    let todayNumber = today.dayNumber
    let first = habit.start?.dayNumber ?? byDay.keys.min() ?? todayNumber
    let scheduled = HabitSchedule(habit).scheduledTest(
      from: min(first, from.dayNumber), to: max(todayNumber, to.dayNumber))
    let slots = max(1, habit.times.count)
    func status(_ n: Int) -> (status: HabitDay.Status, done: Int, slots: Int) {
      guard scheduled(n) else { return (n > todayNumber ? .future : .notScheduled, 0, 0) }
      let done = byDay[n].map { filledSlots(habit, $0) } ?? 0
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

  /// Whether a check-in's habit name is `slug` (lowercased), ignoring case: without building a
  /// lowercased string when the name is ASCII, which a vault's check-ins nearly always are.
  static func names(_ name: String, _ slug: String) -> Bool {
    var name = name
    var slug = slug
    let ascii: Bool? = name.withUTF8 { a in
      slug.withUTF8 { b in
        guard a.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard a.count == b.count else { return false }
        for i in 0..<a.count {
          let c = a[i] >= 0x41 && a[i] <= 0x5A ? a[i] | 0x20 : a[i]
          if c != b[i] { return false }
        }
        return true
      }
    }
    return ascii ?? (name.lowercased() == slug)
  }

  /// The number of slots the check-ins of one day fill (at most the number of slots).
  static func filledSlots(_ habit: Habit, _ checkins: [CheckIn]) -> Int {
    filledSlotMask(habit, checkins).filter { $0 }.count
  }

  /// Which slots the check-ins of one day fill, in the order of `habit.times` (one slot for a
  /// habit without times).
  public static func filledSlotMask(_ habit: Habit, _ checkins: [CheckIn]) -> [Bool] {
    guard !habit.times.isEmpty else { return [!checkins.isEmpty] }
    var filled = Array(repeating: false, count: habit.times.count)
    var loose = 0
    // Timed check-ins first, so that the order of lines in the note does not matter.
    for checkin in checkins {
      if let time = checkin.time, let slot = habit.times.firstIndex(of: time) {
        filled[slot] = true
      } else {
        loose += 1
      }
    }
    for slot in filled.indices where loose > 0 && !filled[slot] {
      filled[slot] = true
      loose -= 1
    }
    return filled
  }
}
