import Testing

@testable import QuireCore

@Suite struct HabitStreaksTests {
  static func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }
  static func t(_ s: String) -> LocalTime { LocalTime(text: s)! }

  /// A habit: every day unless `days` says otherwise, from 2026-11-01 unless `start` says otherwise.
  static func habit(times: [String] = [], days: [String] = [], start: String? = "2026-11-01") -> Habit {
    Habit(slug: "h", name: "H", times: times.map(t), days: days, start: start.map(d), file: "habits/h.md", line: 1)
  }

  static func checkin(_ date: String, _ time: String? = nil, habit: String = "h", line: Int = 1) -> CheckIn {
    CheckIn(habit: habit, date: d(date), time: time.map(t), file: "journal/\(date).md", line: line)
  }

  /// Check-ins on each day from `from` to `to`.
  static func daily(_ from: String, _ to: String, times: [String?] = [nil]) -> [CheckIn] {
    var out: [CheckIn] = []
    var day = d(from)
    while day <= d(to) {
      for time in times { out.append(checkin(day.description, time)) }
      day = day.adding(days: 1)
    }
    return out
  }

  func stats(_ habit: Habit, _ checkins: [CheckIn], today: String, from: String? = nil, to: String? = nil) -> HabitStats
  {
    HabitStreaks.stats(
      habit, checkins: checkins, from: Self.d(from ?? today), to: Self.d(to ?? today), today: Self.d(today))
  }

  /// The allocation-free name comparison agrees with `lowercased() ==` on ASCII and other names.
  @Test func checkInNamesMatchIgnoringCaseAsLowercasingDoes() {
    let names = [
      "feed-cat", "Feed-Cat", "FEED-CAT", "feed-cats", "feed_cat", "", "Ölen", "ölen", "ÖLEN", "straße", "STRASSE", "İ",
    ]
    for name in names {
      for slug in names.map({ $0.lowercased() }) {
        #expect(HabitStreaks.names(name, slug) == (name.lowercased() == slug), "\(name) / \(slug)")
      }
    }
  }

  /// The day test of a weekday schedule is membership in the set of its scheduled days.
  @Test(arguments: [("2026-10-20", "2026-12-10"), ("1969-11-20", "1970-01-20"), ("1756-02-20", "1756-03-10")])
  func aScheduleDayTestIsMembershipInItsDays(_ range: (String, String)) {
    let from = Self.d(range.0)
    let to = Self.d(range.1)
    for days in [["mon", "wed"], [], ["every 3 days"], ["sun"], ["sat", "tue", "thu"]] {
      for start in [nil, "2026-11-03", range.0] {
        let schedule = HabitSchedule(Self.habit(days: days, start: start))
        let set = schedule.scheduledDays(from: from, to: to)
        let test = schedule.scheduledTest(from: from.dayNumber, to: to.dayNumber)
        var day = from.adding(days: -5)
        while day <= to.adding(days: 5) {
          #expect(test(day.dayNumber) == set.contains(day), "\(days) \(String(describing: start)) \(day)")
          day = day.adding(days: 1)
        }
      }
    }
  }

  @Test func consecutiveDoneDaysMakeAStreak() {
    let s = stats(Self.habit(), Self.daily("2026-11-10", "2026-11-14"), today: "2026-11-14")
    #expect(s.streak == 5)
    #expect(s.longestStreak == 5)
    #expect(s.doneToday == 1 && s.slotsToday == 1)
    #expect(s.showsBadge && s.badge == "🔥 5")
  }

  @Test func aMissedDayBreaksTheStreakButNotTheLongest() {
    let checkins = Self.daily("2026-11-02", "2026-11-07") + Self.daily("2026-11-09", "2026-11-10")
    let s = stats(Self.habit(), checkins, today: "2026-11-10")
    #expect(s.streak == 2)
    #expect(s.longestStreak == 6)
    #expect(!s.showsBadge && s.badge == nil)
  }

  @Test func badgeFromThreeDaysOn() {
    #expect(!stats(Self.habit(), Self.daily("2026-11-09", "2026-11-10"), today: "2026-11-10").showsBadge)
    #expect(stats(Self.habit(), Self.daily("2026-11-08", "2026-11-10"), today: "2026-11-10").showsBadge)
  }

  @Test func unscheduledDaysNeitherCountNorBreak() {
    // Mon/Wed/Fri: done Mon 16, Wed 18, Fri 20, Mon 23; the days between are not scheduled.
    let h = Self.habit(days: ["mon", "wed", "fri"])
    let checkins = ["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23"].map { Self.checkin($0) }
    let s = stats(h, checkins, today: "2026-11-23", from: "2026-11-16", to: "2026-11-23")
    #expect(s.streak == 4)
    #expect(
      s.days.map(\.status) == [.done, .notScheduled, .done, .notScheduled, .done, .notScheduled, .notScheduled, .done])
  }

  @Test func aCheckInOnAnUnscheduledDayDoesNotCount() {
    let h = Self.habit(days: ["mon"])
    let s = stats(h, [Self.checkin("2026-11-17")], today: "2026-11-17", from: "2026-11-16", to: "2026-11-17")
    #expect(s.days.map(\.status) == [.missed, .notScheduled])
    #expect(s.streak == 0 && s.slotsToday == 0)
  }

  @Test func anIncompleteTodayDoesNotBreakTheStreak() {
    let s = stats(Self.habit(), Self.daily("2026-11-10", "2026-11-13"), today: "2026-11-14")
    #expect(s.streak == 4)
    #expect(s.days.first?.status == .pending)
    // Once complete, today counts.
    let done = stats(Self.habit(), Self.daily("2026-11-10", "2026-11-14"), today: "2026-11-14")
    #expect(done.streak == 5)
  }

  @Test func aPartialTodayDoesNotBreakButAPartialYesterdayDoes() {
    let h = Self.habit(times: ["08:30", "17:00"])
    var checkins = Self.daily("2026-11-10", "2026-11-13", times: ["08:30", "17:00"])
    checkins.append(Self.checkin("2026-11-14", "08:30"))
    let today = stats(h, checkins, today: "2026-11-14")
    #expect(today.streak == 4)
    #expect(today.days.first?.status == .partial)
    #expect(today.doneToday == 1 && today.slotsToday == 2)
    let tomorrow = stats(h, checkins, today: "2026-11-15", from: "2026-11-14", to: "2026-11-15")
    #expect(tomorrow.streak == 0)
    #expect(tomorrow.days.map(\.status) == [.partial, .pending])
    #expect(tomorrow.longestStreak == 4)
  }

  @Test func severalSlotsADayAllNeeded() {
    let h = Self.habit(times: ["08:30", "12:00", "17:00"])
    let checkins = [Self.checkin("2026-11-10", "08:30"), Self.checkin("2026-11-10", "17:00")]
    let s = stats(h, checkins, today: "2026-11-11", from: "2026-11-10", to: "2026-11-10")
    #expect(s.days[0] == HabitDay(date: Self.d("2026-11-10"), status: .partial, done: 2, slots: 3))
  }

  @Test func checkInsOutOfOrderCountTheSame() {
    let h = Self.habit(times: ["08:30", "17:00"])
    // The untimed check-in comes first in the note, then the 08:30 one: it fills 17:00.
    let a = [Self.checkin("2026-11-10", nil, line: 3), Self.checkin("2026-11-10", "08:30", line: 4)]
    let s = stats(h, a, today: "2026-11-10")
    #expect(s.doneToday == 2)
    #expect(stats(h, a.reversed(), today: "2026-11-10").doneToday == 2)
  }

  @Test func duplicateCheckInsOfOneSlotCountOnce() {
    let h = Self.habit(times: ["08:30", "17:00"])
    let s = stats(h, [Self.checkin("2026-11-10", "08:30"), Self.checkin("2026-11-10", "08:30")], today: "2026-11-10")
    #expect(s.doneToday == 1)
    // An untimed habit: two check-ins are still one day.
    let u = stats(Self.habit(), [Self.checkin("2026-11-10"), Self.checkin("2026-11-10")], today: "2026-11-10")
    #expect(u.doneToday == 1 && u.slotsToday == 1)
  }

  @Test func aCheckInAtAnUnknownTimeFillsTheEarliestOpenSlot() {
    let h = Self.habit(times: ["08:30", "17:00"])
    let s = stats(h, [Self.checkin("2026-11-10", "17:00"), Self.checkin("2026-11-10", "09:12")], today: "2026-11-10")
    #expect(s.doneToday == 2)
    // More check-ins than slots never make more than all slots done.
    let many = (0..<5).map { _ in Self.checkin("2026-11-10", "10:00") }
    #expect(stats(h, many, today: "2026-11-10").doneToday == 2)
  }

  @Test func daysBeforeStartDoNotCount() {
    let h = Self.habit(start: "2026-11-12")
    let checkins = Self.daily("2026-11-08", "2026-11-14")
    let s = stats(h, checkins, today: "2026-11-14", from: "2026-11-10", to: "2026-11-14")
    #expect(s.streak == 3)
    #expect(s.longestStreak == 3)
    #expect(s.days.map(\.status) == [.notScheduled, .notScheduled, .done, .done, .done])
  }

  @Test func futureDaysAndOtherHabitsCheckIns() {
    let s = stats(
      Self.habit(), [Self.checkin("2026-11-10"), Self.checkin("2026-11-11", habit: "other")], today: "2026-11-11",
      from: "2026-11-10", to: "2026-11-12")
    #expect(s.days.map(\.status) == [.done, .pending, .future])
    #expect(s.streak == 1)
  }

  @Test func aRepeatPhraseSchedulesTheDays() {
    let h = Self.habit(days: ["every 2 days"], start: "2026-11-10")
    let s = stats(
      h, [Self.checkin("2026-11-10"), Self.checkin("2026-11-12")], today: "2026-11-13", from: "2026-11-10",
      to: "2026-11-13")
    #expect(s.days.map(\.status) == [.done, .notScheduled, .done, .notScheduled])
    #expect(s.streak == 2)
  }

  @Test func heatmapGridStartsOnTheWeekStart() {
    let h = Self.habit()
    let map = HabitHeatmap(
      habit: h, checkins: Self.daily("2026-11-01", "2026-11-03"), year: 2026, month: 11, today: Self.d("2026-11-04"))
    // November 2026 starts on a Sunday: six empty cells first with Monday weeks.
    #expect(map.weeks[0].prefix(6).allSatisfy { $0 == nil })
    #expect(map.weeks[0][6]?.date == Self.d("2026-11-01"))
    #expect(map.weeks.count == 6)
    #expect(map.weekdayHeaders.first == "Mo")
    let sunday = HabitHeatmap(habit: h, checkins: [], year: 2026, month: 11, today: Self.d("2026-11-04"), weekStart: 7)
    #expect(sunday.weeks[0][0]?.date == Self.d("2026-11-01"))
    #expect(sunday.weekdayHeaders.first == "Su")
    #expect(map.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(map.svg.contains("<title>2026-11-02 done 1/1</title>"))
    #expect(map.svg.contains("<title>2026-11-05 future 0/1</title>"))
    let named = HabitHeatmap(
      habit: Habit(slug: "x", name: "Tom & <Jerry>", times: [], days: [], start: nil, file: "x.md", line: 1),
      checkins: [], year: 2026, month: 2, today: Self.d("2026-03-01"))
    #expect(named.svg.contains("Tom &amp; &lt;Jerry&gt;"))
    #expect(named.weeks.flatMap { $0 }.compactMap { $0 }.count == 28)
  }

  @Test(arguments: [
    [], ["mon", "fri"], ["every 3 days"], ["every week on Tuesday"], ["every month on the 31st"], ["bogus"],
  ])
  func scheduledDaysAgreeWithIsScheduled(_ days: [String]) {
    let schedule = HabitSchedule(Self.habit(days: days, start: "2026-01-05"))
    let from = Self.d("2025-12-20")
    let to = Self.d("2026-12-31")
    let set = schedule.scheduledDays(from: from, to: to)
    var day = from
    while day <= to {
      #expect(set.contains(day) == schedule.isScheduled(day), "\(day) \(days)")
      day = day.adding(days: 1)
    }
    #expect(!set.isEmpty)
  }
}
