import PropertyBased
import Testing

@testable import QuireCore

/// A reader may hold only the recent check-ins of a habit (`HabitHistory.settlesStreak`): when the
/// history from a day on settles the current streak, that streak is the one of the whole history.
@Suite struct HabitHistoryPropertyTests {
  struct Case: Sendable, CustomStringConvertible {
    var habit: Habit
    var checkins: [CheckIn]
    var today: LocalDate
    var cut: LocalDate
    var description: String {
      "times \(habit.times) days \(habit.days) start \(String(describing: habit.start)) today \(today) cut \(cut) "
        + checkins.map { "\($0.date)\($0.time.map { " \($0)" } ?? "")" }.joined(separator: ", ")
    }
  }

  static let today = LocalDate(iso: "2026-11-25")!

  /// A habit with up to two slots, some schedule and maybe a start, and a history of runs of
  /// done days broken by misses and partial days, over up to a year before today.
  static let history = Generator<Case, Shrink.None<Case>> { rng in
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    let times = pick([[], ["08:30"], ["08:30", "17:00"]]).map { LocalTime(text: $0)! }
    let days = pick([[], ["mon", "wed", "fri"], ["every 3 days"], ["sat", "sun"]])
    let span = Int.random(in: 1...360, using: &rng)
    let start: LocalDate? = pick([nil, today.adding(days: -Int.random(in: 0...400, using: &rng))])
    let habit = Habit(slug: "h", name: "H", times: times, days: days, start: start, file: "habits/h.md", line: 1)
    var checkins: [CheckIn] = []
    let missRate = pick([0, 2, 10, 40])
    for back in stride(from: span, through: 0, by: -1) {
      let day = today.adding(days: -back)
      if Int.random(in: 0..<100, using: &rng) < missRate { continue }
      let slots = times.isEmpty ? [nil] : times.map { Optional($0) }
      for (i, time) in slots.enumerated() {
        // Now and then a slot is left open (a partial day) or written without its time.
        if i > 0, Int.random(in: 0..<100, using: &rng) < missRate { continue }
        let written = Int.random(in: 0..<10, using: &rng) == 0 ? nil : time
        checkins.append(
          CheckIn(habit: pick(["h", "H"]), date: day, time: written, file: "journal/\(day).md", line: 3 + i))
      }
    }
    let cut = today.adding(days: -Int.random(in: 1...400, using: &rng))
    return Case(habit: habit, checkins: checkins.shuffled(using: &rng), today: today, cut: cut)
  }

  @Test func aSettledRecentHistoryGivesTheWholeHistorysStreak() async {
    await propertyCheck(count: 1500, input: Self.history) { c in
      let whole = HabitHistory(c.habit, checkins: c.checkins)
      let recent = HabitHistory(c.habit, checkins: c.checkins.filter { $0.date >= c.cut })
      guard recent.settlesStreak(from: c.cut, today: c.today) else {
        // Unsettled: the run reaches back to the cut (or the schedule counts from the first
        // check-in), so the recent history must not be trusted.
        if HabitSchedule(c.habit).isAnchoredByHistory { return }
        let streak = whole.stats(from: c.today, to: c.today, today: c.today).streak
        let first = c.habit.start.map { max($0, c.cut) } ?? c.cut
        #expect(streak >= HabitSchedule(c.habit).scheduledDays(from: first, to: c.today.adding(days: -1)).count, "\(c)")
        return
      }
      let full = whole.stats(from: c.today, to: c.today, today: c.today)
      let part = recent.stats(from: c.today, to: c.today, today: c.today)
      #expect(part.streak == full.streak, "\(c)")
      #expect(part.days == full.days, "\(c)")
    }
  }

  /// A day's check-ins come back in vault order whatever order the history was given in by day.
  @Test func aDaysCheckInsKeepTheirVaultOrder() {
    let habit = Habit(slug: "h", name: "H", times: [], days: [], start: nil, file: "habits/h.md", line: 1)
    let d1 = LocalDate(iso: "2026-11-02")!
    let d0 = LocalDate(iso: "2026-11-01")!
    let checkins = [
      CheckIn(habit: "h", date: d1, time: nil, file: "b.md", line: 1),
      CheckIn(habit: "h", date: d0, time: nil, file: "a.md", line: 1),
      CheckIn(habit: "h", date: d1, time: nil, file: "a.md", line: 9),
      CheckIn(habit: "other", date: d1, time: nil, file: "a.md", line: 10),
    ]
    let history = HabitHistory(habit, checkins: checkins)
    #expect(history.checkins(on: d1).map { "\($0.file):\($0.line)" } == ["b.md:1", "a.md:9"])
    #expect(history.checkins(on: d0).map { "\($0.file):\($0.line)" } == ["a.md:1"])
    #expect(history.checkins(on: LocalDate(iso: "2026-11-03")!).isEmpty)
  }
}

/// The streak rules as first written: one walk from the start (or first check-in) to today.
/// The runs `HabitHistory` walks once for a page set must give the same streaks.
@Suite struct HabitRunsPropertyTests {
  static func reference(_ habit: Habit, _ checkins: [CheckIn], today: LocalDate) -> (streak: Int, longest: Int) {
    let own = checkins.filter { $0.habit.lowercased() == habit.slug.lowercased() }
    let first = habit.start ?? own.map(\.date).min() ?? today
    guard first <= today else { return (0, 0) }
    let schedule = HabitSchedule(habit).scheduledDays(from: first, to: today)
    let slots = max(1, habit.times.count)
    var (run, longest) = (0, 0)
    var day = first
    while day <= today {
      if schedule.contains(day) {
        let filled = HabitStreaks.filledSlots(habit, own.filter { $0.date == day })
        if filled >= slots {
          run += 1
          longest = max(longest, run)
        } else if day != today {
          run = 0
        }
      }
      day = day.adding(days: 1)
    }
    return (run, longest)
  }

  @Test func theRunsOfAPageSetGiveTheStreaksOfOneWalk() async {
    await propertyCheck(count: 300, input: HabitHistoryPropertyTests.history) { c in
      let history = HabitHistory(c.habit, checkins: c.checkins, through: c.today)
      let plain = HabitHistory(c.habit, checkins: c.checkins)
      for back in [0, 1, 2, 5, 30] {
        let today = c.today.adding(days: -back)
        let expected = Self.reference(c.habit, c.checkins, today: today)
        for h in [history, plain] {
          let stats = h.stats(from: today, to: today, today: today)
          #expect(stats.streak == expected.streak && stats.longestStreak == expected.longest, "\(back) \(c)")
        }
      }
    }
  }
}

/// Split in one pass among several habits, each history is the one made for its habit alone.
@Suite struct HabitHistoriesSplitTests {
  @Test func historiesOfSeveralHabitsEqualOneByOne() async {
    await propertyCheck(count: 200, input: HabitHistoryPropertyTests.history) { c in
      var other = c.habit
      other.slug = "other"
      other.file = "habits/other.md"
      // The other habit's check-ins among the first one's, in runs and one by one.
      var mixed = c.checkins
      for (i, day) in stride(from: 0, to: mixed.count, by: 3).map({ ($0, mixed[$0].date) }) {
        mixed.insert(CheckIn(habit: i % 2 == 0 ? "Other" : "other", date: day, time: nil, file: "x.md", line: i), at: i)
      }
      let split = HabitHistory.histories(of: [c.habit, other], checkins: mixed, through: c.today)
      for (habit, history) in zip([c.habit, other], split) {
        let alone = HabitHistory(habit, checkins: mixed)
        let a = history.stats(from: c.today.adding(days: -10), to: c.today, today: c.today)
        let b = alone.stats(from: c.today.adding(days: -10), to: c.today, today: c.today)
        #expect(a.streak == b.streak && a.longestStreak == b.longestStreak && a.days == b.days, "\(habit.slug) \(c)")
        for back in 0..<10 {
          let day = c.today.adding(days: -back)
          #expect(history.checkins(on: day) == alone.checkins(on: day))
        }
      }
    }
  }
}

/// The streaks kept through a past day (`StreakSeed`) and the check-ins after it give the streaks
/// of the whole history: what `quire habit list` reads through the index.
@Suite struct StreakSeedPropertyTests {
  @Test func aSeedAndTheLaterCheckInsGiveTheWholeHistorysStreaks() async {
    await propertyCheck(count: 600, input: HabitHistoryPropertyTests.history) { c in
      let key = StreakSeed.key(of: c.habit)
      // The seed as a run on the cut's next day stores it: through the day before.
      let sower = HabitHistory.histories(of: [c.habit], checkins: c.checkins, through: c.cut)[0]
      guard let seed = sower.seed(through: c.cut.adding(days: -1)) else {
        Issue.record("no seed through the day before \(c.cut): \(c)")
        return
      }
      let later = c.checkins.filter { $0.date >= c.cut }
      for back in [0, 1, 7] {
        let today = c.today.adding(days: -back)
        guard today >= c.cut else { continue }
        let seeded = HabitHistory.histories(of: [c.habit], checkins: later, through: today, seeds: [key: seed])[0]
        let expected = HabitRunsPropertyTests.reference(c.habit, c.checkins, today: today)
        let stats = seeded.stats(from: today, to: today, today: today)
        #expect(stats.streak == expected.streak && stats.longestStreak == expected.longest, "\(back) \(seed) \(c)")
        #expect(
          stats.days == HabitHistory(c.habit, checkins: c.checkins).stats(from: today, to: today, today: today).days)
        // Seeding on from a seed gives the same seed as one walk.
        let next = today.adding(days: -1)
        #expect(
          seeded.seed(through: next) == sower.seed(through: next)
            ?? HabitHistory.histories(
              of: [c.habit], checkins: c.checkins, through: today)[0].seed(through: next), "\(c)")
      }
    }
  }

  /// A seed under another key (the habit's times, days or start changed) is not used.
  @Test func aSeedOfAnotherDefinitionIsNotUsed() {
    let habit = Habit(slug: "h", name: "H", times: [], days: [], start: nil, file: "habits/h.md", line: 1)
    var changed = habit
    changed.days = ["mon"]
    #expect(StreakSeed.key(of: habit) != StreakSeed.key(of: changed))
    let today = LocalDate(iso: "2026-11-25")!
    let bogus = StreakSeed(
      first: today.adding(days: -100).dayNumber, through: today.adding(days: -1).dayNumber, run: 99, best: 99)
    let history = HabitHistory.histories(
      of: [habit], checkins: [], through: today, seeds: [StreakSeed.key(of: changed): bogus])[0]
    #expect(history.stats(from: today, to: today, today: today).longestStreak == 0)
    let seeded = HabitHistory.histories(
      of: [habit], checkins: [], through: today, seeds: [StreakSeed.key(of: habit): bogus])[0]
    #expect(seeded.stats(from: today, to: today, today: today).longestStreak == 99)
  }
}
