import QuireCore
import Testing

/// The pure half of `quire snooze` (docs/watch.md, "Snoozing").
@Suite struct SnoozeTests {
  static let today = LocalDate(year: 2026, month: 11, day: 24)!

  static func at(_ text: String) -> LocalDateTime { LocalDateTime(text: text)! }

  @Test(
    arguments: [
      (nil, Snooze.Amount.minutes(60)), ("30m", .minutes(30)), ("+2h", .minutes(120)), ("90 min", .minutes(90)),
      ("1d", .minutes(1440)), ("1w", .minutes(10080)), ("18:00", .at(at("2026-11-24 18:00"))),
      ("tomorrow 9am", .at(at("2026-11-25 09:00"))),
    ] as [(String?, Snooze.Amount)])
  func readsADurationOrADateTime(text: String?, amount: Snooze.Amount) throws {
    #expect(try Snooze.amount(text, today: Self.today, weekStart: 1).get() == amount)
  }

  @Test(arguments: ["soon", "tomorrow", "0m", "1x"])
  func refusesTheRest(text: String) {
    #expect((try? Snooze.amount(text, today: Self.today, weekStart: 1).get()) == nil)
  }

  @Test func aDurationCountsFromTheFiredReminderWhileThatIsAheadElseFromNow() throws {
    let now = Self.at("2026-11-24 08:40")
    #expect(
      try Snooze.target(.minutes(60), fired: Self.at("2026-11-24 08:30"), now: now).get() == Self.at("2026-11-24 09:30")
    )
    #expect(
      try Snooze.target(.minutes(60), fired: Self.at("2026-11-23 08:30"), now: now).get() == Self.at("2026-11-24 09:40")
    )
    #expect(try Snooze.target(.minutes(60), fired: nil, now: now).get() == Self.at("2026-11-24 09:40"))
    #expect(
      try Snooze.target(.minutes(1440), fired: nil, now: Self.at("2026-11-24 23:30")).get()
        == Self.at("2026-11-25 23:30"))
    #expect((try? Snooze.target(.at(Self.at("2026-11-24 08:40")), fired: nil, now: now).get()) == nil)
  }

  @Test func theLastFiredReminderOfATaskComesFromTheLedger() {
    let ledger = ReminderLedger(delivered: [
      "task|abc|2026-11-24T08:30": 1_764_000_000, "task|abc|2026-11-23T08:30": 1_763_900_000,
      "task|abcd|2026-11-24T10:00": 1_764_100_000, "event|planner/x.md|X|2026-11-24T11:00": 1_764_200_000,
    ])
    #expect(Snooze.lastFired(taskID: "abc", in: ledger) == Self.at("2026-11-24 08:30"))
    #expect(Snooze.lastFired(taskID: "zzz", in: ledger) == nil)
  }

  @Test func theFiredReminderMovesElseOneIsAdded() {
    var fields = TaskFields(description: "Pay")
    fields.reminders = [.beforeDue(minutes: 60), .absolute(Self.at("2026-11-24 08:30"))]
    let moved = Snooze.fields(fields, fired: Self.at("2026-11-24 08:30"), target: Self.at("2026-11-24 09:30"))
    #expect(moved.reminders == [.beforeDue(minutes: 60), .absolute(Self.at("2026-11-24 09:30"))])
    let added = Snooze.fields(fields, fired: nil, target: Self.at("2026-11-24 09:30"))
    #expect(added.reminders == fields.reminders + [.absolute(Self.at("2026-11-24 09:30"))])
    #expect(Snooze.fields(added, fired: nil, target: Self.at("2026-11-24 09:30")) == added)
  }
}
