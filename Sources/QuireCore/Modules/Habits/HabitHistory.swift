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
  /// The runs of done days through each day up to the `through` given at init, when given.
  private var runs: Runs?
  /// The schedule's day test from the first day of the runs to a year after `through`, made
  /// once with them (a repeat phrase is expanded once, not once per page and day).
  private var scheduledFromFirst: (last: Int, test: @Sendable (Int) -> Bool)?

  /// The runs of done days from the day `first` on, each day taken as past: `run[i]` is the
  /// streak through day `first + i`, `best[i]` the longest run through it. The streaks on any
  /// day they cover are then two lookups (`streaks(on:)`), not a walk over the history.
  private struct Runs: Sendable {
    /// The habit's first day: where its runs count from.
    let first: Int
    /// The day `run[0]` is for: `first`, or the day after a seed's `through`.
    let start: Int
    /// The run and the longest run through the day before `start` (a seed's, else none).
    var before: (run: Int32, best: Int32) = (0, 0)
    var run: [Int32] = []
    var best: [Int32] = []

    init(first: Int, seed: StreakSeed? = nil) {
      self.first = first
      guard let seed else {
        start = first
        return
      }
      start = seed.through + 1
      before = (Int32(clamping: seed.run), Int32(clamping: seed.best))
    }

    /// Whether the streaks on day number `day` can be read here.
    func covers(_ day: Int) -> Bool { day >= start && day - start < run.count }

    /// The run and the longest run through day number `day` (`start - 1` ... the last covered).
    func through(_ day: Int) -> (run: Int32, best: Int32) {
      day < start ? before : (run[day - start], best[day - start])
    }
  }
  /// The seed the history was made from, if any: the check-ins of its days and before are not
  /// in it.
  private let seed: StreakSeed?

  /// - Parameters:
  ///   - checkins: check-ins of any habits; those of `habit` (by name, without regard to case)
  ///     are kept.
  ///   - through: the last "today" the streaks will be asked for (a page set's today): the runs
  ///     up to it are walked once, here, and every page's streaks are read from them.
  public init(_ habit: Habit, checkins: [CheckIn], through: LocalDate? = nil) {
    let slug = habit.slug.lowercased()
    // Indices rather than copies: years of a journal make tens of thousands of check-ins.
    let own = checkins.indices.filter { HabitStreaks.names(checkins[$0].habit, slug) }
    self.init(habit, all: checkins, own: own, through: through, seed: nil)
  }

  /// One history per habit of `habits`, in their order, the check-ins split among them in one
  /// pass: a run of check-ins under one name (as the index returns them) is matched once, not
  /// once per habit and check-in.
  ///
  /// With `seeds` (by `StreakSeed.key(of:)`), a habit whose seed is there is taken to hold the
  /// streaks its seed says through the seed's day, and `checkins` need hold only the later
  /// ones: its runs go on from the seed (`through` must then be after the seed's day, else
  /// the seed is not used).
  public static func histories(
    of habits: [Habit], checkins: [CheckIn], through: LocalDate? = nil, seeds: [String: StreakSeed] = [:]
  ) -> [HabitHistory] {
    let slugs = habits.map { $0.slug.lowercased() }
    var own = Array(repeating: [Int](), count: habits.count)
    var name: String?
    var matches: [Int] = []
    for i in checkins.indices {
      if checkins[i].habit != name {
        name = checkins[i].habit
        matches = slugs.indices.filter { HabitStreaks.names(checkins[i].habit, slugs[$0]) }
      }
      for h in matches { own[h].append(i) }
    }
    return habits.indices.map { h in
      let seed = through.flatMap { today in
        seeds[StreakSeed.key(of: habits[h])].flatMap { $0.through < today.dayNumber ? $0 : nil }
      }
      return HabitHistory(habits[h], all: checkins, own: own[h], through: through, seed: seed)
    }
  }

  /// The history of `habit` from `all`, of which `own` are the habit's (indices, in vault order).
  private init(_ habit: Habit, all checkins: [CheckIn], own: [Int], through: LocalDate?, seed: StreakSeed?) {
    self.habit = habit
    self.seed = seed
    all = checkins
    // A seeded history holds the check-ins after the seed's day only.
    var order = seed.map { seed in own.filter { checkins[$0].date.dayNumber > seed.through } } ?? own
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
    if let through {
      let first = firstDay ?? through.dayNumber
      let last = max(first, through.dayNumber) + 400
      let scheduled = HabitSchedule(habit).scheduledTest(from: first, to: last)
      scheduledFromFirst = (last, scheduled)
      runs = makeRuns(first: first, through: through.dayNumber, scheduled: scheduled, seed: seed)
    }
  }

  /// The habit's first day: its start, else its first check-in (a seed's when seeded); `nil`
  /// without either.
  private var firstDay: Int? { habit.start?.dayNumber ?? seed?.first ?? days.first }

  /// The runs from `first` (or the day after `seed`'s) through `last`, by the schedule test
  /// `scheduled`.
  private func makeRuns(first: Int, through last: Int, scheduled: (Int) -> Bool, seed: StreakSeed? = nil) -> Runs {
    var runs = Runs(first: first, seed: seed)
    guard runs.start <= last else { return runs }
    let slots = max(1, habit.times.count)
    runs.run.reserveCapacity(last - runs.start + 1)
    runs.best.reserveCapacity(last - runs.start + 1)
    var (run, best) = runs.before
    for n in runs.start...last {
      if scheduled(n) {
        if filled(n) >= slots {
          run += 1
          best = max(best, run)
        } else {
          run = 0
        }
      }
      runs.run.append(run)
      runs.best.append(best)
    }
    return runs
  }

  /// The current and the longest streak on day number `today`, from `runs` (which cover it): a
  /// today not done yet neither counts nor breaks the run.
  private func streaks(on today: Int, _ runs: Runs, scheduled: (Int) -> Bool) -> (streak: Int, longest: Int) {
    guard today >= runs.first else { return (0, 0) }
    let stored = runs.through(today - 1)
    let before = (run: Int(stored.run), best: Int(stored.best))
    let streak = scheduled(today) && filled(today) >= max(1, habit.times.count) ? before.run + 1 : before.run
    return (streak, max(before.best, streak))
  }

  /// The streaks through `day` as a seed for a later history (`histories(of:checkins:through:seeds:)`),
  /// when the runs walked at init reach it: `day` is a past day, after the seed this history was
  /// made from, if any.
  public func seed(through day: LocalDate) -> StreakSeed? {
    let n = day.dayNumber
    guard let runs else { return nil }
    // Before the habit's first day nothing counts yet (and its first day is not known then).
    if n < runs.first { return StreakSeed(first: nil, through: n, run: 0, best: 0) }
    guard n >= runs.start - 1, n < runs.start + runs.run.count else { return nil }
    let (run, best) = runs.through(n)
    return StreakSeed(first: firstDay, through: n, run: Int(run), best: Int(best))
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
    // few integer operations and a lookup), or at the runs walked once at init.
    let todayNumber = today.dayNumber
    let first = firstDay ?? todayNumber
    let schedule = HabitSchedule(habit)
    // A repeat phrase without a start counts its days from the earlier of the first check-in
    // and `from`: runs walked from the first check-in hold only when `from` is not earlier.
    let anchor = min(first, from.dayNumber)
    let last = max(todayNumber, to.dayNumber)
    let scheduled =
      if let stored = scheduledFromFirst, anchor == first, last <= stored.last {
        stored.test
      } else {
        schedule.scheduledTest(from: anchor, to: last)
      }
    let (slots, stored) = (max(1, habit.times.count), runs)
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
    let (streak, longest) =
      if let stored, stored.first == first, stored.covers(todayNumber),
        anchor == first || !schedule.isAnchoredByHistory
      {
        streaks(on: todayNumber, stored, scheduled: scheduled)
      } else {
        streaks(
          on: todayNumber,
          makeRuns(
            first: first, through: todayNumber, scheduled: scheduled,
            seed: seed.flatMap { $0.through < todayNumber ? $0 : nil }),
          scheduled: scheduled)
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
