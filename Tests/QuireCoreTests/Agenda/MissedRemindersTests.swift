import Testing

@testable import QuireCore

/// What a notification says of a task's due date, and how missed reminders are told.
@Suite struct MissedRemindersTests {
  static func reminder(_ title: String, at: String, due: String? = nil, time: String? = nil) -> Reminder {
    let at = LocalDateTime(text: at)!
    var r = Reminder(
      at: at, fires: at, instant: Int64(at.date.dayNumber) * 86_400 + Int64(at.time.minutesOfDay) * 60,
      title: title, source: .task, taskID: "x", file: "inbox.md", line: 3)
    r.due = due.flatMap { LocalDate(iso: $0) }
    r.dueTime = time.flatMap { LocalTime(text: $0) }
    return r
  }

  @Test(arguments: [
    ("2026-11-24", nil, "08:30 · due today · inbox.md:3"),
    ("2026-11-24", "17:00", "08:30 · due today 17:00 · inbox.md:3"),
    ("2026-11-25", nil, "08:30 · due tomorrow · inbox.md:3"),
    ("2026-11-20", nil, "08:30 · was due 2026-11-20 · inbox.md:3"),
    ("2026-12-01", nil, "08:30 · due 2026-12-01 · inbox.md:3"),
  ])
  func aTaskReminderSaysWhenTheTaskIsDue(_ due: String, _ time: String?, _ body: String) {
    let r = Self.reminder("Pay rent", at: "2026-11-24T08:30", due: due, time: time)
    #expect(DueReminder(reminder: r, late: false).notification(today: LocalDate(iso: "2026-11-24")!).body == body)
  }

  @Test func onlyTwoOrMoreRemindersPastTheGraceAreSummed() {
    let items = ["08:00", "09:00", "11:30"].map {
      DueReminder(reminder: Self.reminder("T \($0)", at: "2026-11-24T\($0)"), late: true)
    }
    let now = items[2].reminder.instant + 30 * 60
    #expect(DueReminder.missed(items, now: now, graceMinutes: 60).map(\.reminder.title) == ["T 08:00", "T 09:00"])
    #expect(DueReminder.missed(items, now: now, graceMinutes: 200).isEmpty, "one past the grace is told as itself")
    let many = (0..<8).map { DueReminder(reminder: Self.reminder("T\($0)", at: "2026-11-23T0\($0):00"), late: true) }
    let summary = DueReminder.missedSummary(many, today: LocalDate(iso: "2026-11-24")!)
    #expect(summary.title == "8 reminders missed while Quire was not running")
    #expect(
      summary.body
        == "T0 (2026-11-23 00:00); T1 (2026-11-23 01:00); T2 (2026-11-23 02:00); T3 (2026-11-23 03:00); T4 (2026-11-23 04:00); and 3 more (quire remind --from 2026-11-23T00:00)"
    )
  }

  @Test(arguments: [("30m", 30), ("2h", 120), ("1h30m", 90), ("45", 45)])
  func graceIsADuration(_ text: String, _ minutes: Int) {
    var problems: [Diagnostic] = []
    let config = VaultConfig.parse("notify:\n  grace: \(text)\n", file: ".quire/config.yaml", into: &problems)
    #expect(config.notifyGraceMinutes == minutes && problems.isEmpty)
  }

  @Test func aBadGraceIsReportedAndTheDefaultKept() {
    var problems: [Diagnostic] = []
    let config = VaultConfig.parse("notify:\n  grace: soon\n", file: ".quire/config.yaml", into: &problems)
    #expect(config.notifyGraceMinutes == 60)
    #expect(problems.map(\.code) == ["bad-config"])
  }

  @Test func aRecordGrowsWithinItsDayAndStartsAnewOnAnother() {
    let a = [DueReminder(reminder: Self.reminder("A", at: "2026-11-20T08:30"), late: true)]
    let b = [DueReminder(reminder: Self.reminder("B", at: "2026-11-24T06:00"), late: true)]
    let day = LocalDate(iso: "2026-11-24")!
    let first = MissedReminders.recording(a, today: day, to: nil)
    #expect(first.items.map(\.title) == ["A"] && first.items.first?.due.description == "2026-11-20T08:30")
    #expect(MissedReminders.recording(b, today: day, to: first).items.map(\.title) == ["A", "B"])
    let next = MissedReminders.recording(b, today: day.adding(days: 1), to: first)
    #expect(next.day == day.adding(days: 1) && next.items.map(\.title) == ["B"])
    #expect(first.items(on: day.adding(days: 1)).isEmpty)
  }

  /// Today's daily page lists the reminders told as missed today, with when each was due (the
  /// date when not today) and a link to its line; no other page, and no other day, does.
  @Test func todaysPageListsTheRemindersMissedToday() {
    let missed = MissedReminders(
      day: LocalDate(iso: "2027-03-01")!,
      items: [
        .init(due: LocalDateTime(text: "2027-02-27T08:30")!, title: "Pay rent", file: "todo.md", line: 2),
        .init(due: LocalDateTime(text: "2027-03-01T06:00")!, title: "Stretch", file: "habits/stretch.md", line: 1),
      ])
    func page(_ date: String, now: String, missed: MissedReminders?) -> DailyPage {
      var context = AgendaTestVault.context(now: now)
      context.missed = missed
      return DailyPage(day: LocalDate(iso: date)!, context: context, paths: AgendaTestVault.paths)
    }
    let today = page("2027-03-01", now: "2027-03-01T09:00", missed: missed)
    #expect(today.missedReminders.map(\.time) == ["2027-02-27 08:30", "06:00"])
    #expect(today.missedReminders.map(\.title) == ["Pay rent", "Stretch"])
    #expect(today.missedReminders.first?.place == "todo.md:2")
    #expect(today.missedReminders.first?.href == "../../todo.md#L2")
    #expect(today.missedMore == nil)
    #expect(page("2027-03-02", now: "2027-03-01T09:00", missed: missed).missedReminders.isEmpty)
    #expect(page("2027-03-02", now: "2027-03-02T09:00", missed: missed).missedReminders.isEmpty, "the next day")
    #expect(page("2027-03-01", now: "2027-03-01T09:00", missed: nil).missedReminders.isEmpty)
    let many = MissedReminders(day: missed.day, items: Array(repeating: missed.items[1], count: 53))
    let long = page("2027-03-01", now: "2027-03-01T09:00", missed: many)
    #expect(long.missedReminders.count == DailyPage.overdueLimit && long.missedMore == 3)
  }
}
