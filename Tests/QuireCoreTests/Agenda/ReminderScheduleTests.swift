import QuireCore
import Testing

@Suite struct ReminderScheduleTests {
  /// A stand-in for the recurrence engine that knows one rule, for testing the schedule alone.
  static let everyDay: @Sendable (String, LocalDate, LocalDate, LocalDate) -> [LocalDate]? = { rule, start, from, to in
    guard rule == "every day" else { return nil }
    var days: [LocalDate] = []
    var day = max(start, from)
    while day <= to {
      days.append(day)
      day = day.adding(days: 1)
    }
    return days
  }

  let schedule = ReminderSchedule(
    clock: WallClock(zone: FixedZone(offsetSeconds: 3600)), defaultTime: LocalTime(hour: 9, minute: 0)!,
    occurrences: everyDay)

  func dt(_ text: String) -> LocalDateTime { LocalDateTime(text: text)! }

  struct OneZone: ZoneDirectory {
    func zone(named name: String) -> (any ZoneRules)? {
      name == "America/New_York" ? FixedZone(offsetSeconds: -5 * 3600) : nil
    }
  }

  @Test func aSeriesInItsOwnZoneRemindsOnTheVaultsClock() {
    var schedule = self.schedule
    schedule.zones = EventZones(vault: FixedZone(offsetSeconds: 3600), vaultName: "Europe/Berlin", directory: OneZone())
    var contents = VaultContents()
    // 10:00 in New York is 16:00 here; the reminder fires at 15:45.
    contents.events = [
      EventItem(
        title: "Sync", date: LocalDate(iso: "2026-11-02")!, start: LocalTime(text: "10:00"), recurrence: "every day",
        reminders: ["15m before"], file: "s.md", line: 1, timeZone: "America/New_York")
    ]
    let reminders = schedule.reminders(contents, from: dt("2026-11-24T00:00"), to: dt("2026-11-24T23:59"))
    #expect(reminders.map(\.fires) == [dt("2026-11-24T15:45")])
  }

  @Test func tasksEventsAndHabits() {
    var contents = VaultContents()
    var fields = TaskFields(description: "Send report")
    fields.due = LocalDate(iso: "2026-11-25")
    fields.dueTime = LocalTime(text: "17:00")
    fields.reminders = [.beforeDue(minutes: 60), .beforeDue(minutes: 10), .absolute(dt("2026-11-24T08:00"))]
    contents.tasks = [
      TaskItem(id: "t1", file: "w.md", line: 3, status: .todo, fields: fields, format: .emoji),
      TaskItem(id: "t2", file: "w.md", line: 4, status: .done, fields: fields, format: .emoji),
    ]
    contents.events = [
      EventItem(
        title: "Exam", date: LocalDate(iso: "2026-11-26")!, start: LocalTime(text: "10:00"),
        reminders: ["1d before", "1h before"], file: "p.md", line: 1),
      EventItem(
        title: "Trip", date: LocalDate(iso: "2026-11-27")!, allDay: true, reminders: ["1d before"], file: "t.md",
        line: 1),
      EventItem(
        title: "Standup", date: LocalDate(iso: "2026-11-01")!, start: LocalTime(text: "09:30"), recurrence: "every day",
        until: LocalDate(iso: "2026-11-25"), reminders: ["10m before"], file: "s.md", line: 1),
    ]
    contents.habits = [
      Habit(
        slug: "cat", name: "Feed the cat", times: [LocalTime(text: "08:30")!, LocalTime(text: "17:00")!], days: [],
        start: nil, file: "h.md", line: 1),
      Habit(
        slug: "run", name: "Run", times: [LocalTime(text: "07:00")!], days: ["tue", "thu"], start: nil, file: "r.md",
        line: 1),
    ]
    let reminders = schedule.reminders(contents, from: dt("2026-11-24T00:00"), to: dt("2026-11-26T23:59"))
    let lines = reminders.map { "\($0.fires) \($0.source.rawValue) \($0.title)" }
    #expect(
      lines == [
        "2026-11-24T07:00 habit Run",
        "2026-11-24T08:00 task Send report",
        "2026-11-24T08:30 habit Feed the cat",
        "2026-11-24T09:20 event Standup",
        "2026-11-24T17:00 habit Feed the cat",
        "2026-11-25T08:30 habit Feed the cat",
        "2026-11-25T09:20 event Standup",
        "2026-11-25T10:00 event Exam",
        "2026-11-25T16:00 task Send report",
        "2026-11-25T16:50 task Send report",
        "2026-11-25T17:00 habit Feed the cat",
        "2026-11-26T07:00 habit Run",
        "2026-11-26T08:30 habit Feed the cat",
        "2026-11-26T09:00 event Exam",
        "2026-11-26T09:00 event Trip",
        "2026-11-26T17:00 habit Feed the cat",
      ])
  }

  @Test func weekdayNames() {
    #expect(HabitDays.weekday("mon") == 1)
    #expect(HabitDays.weekday("Sunday") == 7)
    #expect(HabitDays.weekday("th") == 4)
    #expect(HabitDays.weekday("x") == nil)
  }
}
