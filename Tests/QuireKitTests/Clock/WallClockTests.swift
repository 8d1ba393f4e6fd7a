import Foundation
import QuireCore
import QuireKit
import Testing

/// Reminder times across the daylight-saving changes of Europe/Berlin and America/New_York.
@Suite struct WallClockTests {
  func clock(_ zone: String) -> WallClock { WallClock(zone: FoundationZoneRules(TimeZone(identifier: zone)!)) }

  func iso(_ instant: Int64) -> String {
    let f = ISO8601DateFormatter()
    f.timeZone = TimeZone(identifier: "UTC")
    return f.string(from: Date(timeIntervalSince1970: TimeInterval(instant)))
  }

  @Test(arguments: [
    // zone, wall time, fires at (UTC), shown wall time
    ("Europe/Berlin", "2026-11-25T09:00", "2026-11-25T08:00:00Z", "2026-11-25T09:00"),
    ("Europe/Berlin", "2026-07-01T09:00", "2026-07-01T07:00:00Z", "2026-07-01T09:00"),
    // Spring forward (02:00 → 03:00): a time in the gap fires at the first valid minute, 03:00.
    ("Europe/Berlin", "2026-03-29T02:30", "2026-03-29T01:00:00Z", "2026-03-29T03:00"),
    ("Europe/Berlin", "2026-03-29T02:00", "2026-03-29T01:00:00Z", "2026-03-29T03:00"),
    ("Europe/Berlin", "2026-03-29T03:00", "2026-03-29T01:00:00Z", "2026-03-29T03:00"),
    ("Europe/Berlin", "2026-03-29T01:59", "2026-03-29T00:59:00Z", "2026-03-29T01:59"),
    // Fall back (03:00 → 02:00): a time that happens twice fires once, the first time.
    ("Europe/Berlin", "2026-10-25T02:30", "2026-10-25T00:30:00Z", "2026-10-25T02:30"),
    ("Europe/Berlin", "2026-10-25T03:00", "2026-10-25T02:00:00Z", "2026-10-25T03:00"),
    ("America/New_York", "2026-03-08T02:30", "2026-03-08T07:00:00Z", "2026-03-08T03:00"),
    ("America/New_York", "2026-11-01T01:30", "2026-11-01T05:30:00Z", "2026-11-01T01:30"),
    ("America/New_York", "2026-11-01T00:30", "2026-11-01T04:30:00Z", "2026-11-01T00:30"),
    ("America/New_York", "2026-11-01T02:30", "2026-11-01T07:30:00Z", "2026-11-01T02:30"),
  ])
  func resolves(_ zone: String, _ wall: String, _ utc: String, _ shown: String) {
    let (instant, local) = clock(zone).resolve(LocalDateTime(text: wall)!)
    #expect(iso(instant) == utc)
    #expect(local.description == shown)
  }

  /// Berlin left local mean time (+0:53:28) for +1:00 at midnight of 1893-04-01: 00:00 to 00:06:32
  /// never happened. A time in such a gap, which is not whole minutes long, resolves to the
  /// change (halving by whole minutes never ended there: `ics export` of a vault with a task done
  /// on that day hung).
  @Test func aGapOfSecondsResolvesToTheChange() {
    let (instant, shown) = clock("Europe/Berlin").resolve(LocalDateTime(text: "1893-04-01T00:03")!)
    #expect(iso(instant) == "1893-03-31T23:06:32Z")
    #expect(shown.description == "1893-04-01T00:06")
    for minute in 0..<8 {
      let wall = LocalDateTime(text: "1893-04-01T00:00")!.adding(minutes: minute)
      let (instant, shown) = clock("Europe/Berlin").resolve(wall)
      #expect(shown >= wall)
      #expect(clock("Europe/Berlin").local(at: instant) == shown)
    }
  }

  @Test func everyMinuteOfAYearRoundTripsOrMovesForward() {
    for zone in ["Europe/Berlin", "America/New_York"] {
      let c = clock(zone)
      var t = LocalDateTime(text: "2026-03-01T00:00")!
      let end = LocalDateTime(text: "2026-11-30T00:00")!
      var previous: Int64 = .min
      while t < end {
        let (instant, shown) = c.resolve(t)
        #expect(shown >= t)
        #expect(shown.minuteNumber - t.minuteNumber <= 60)
        #expect(c.local(at: instant) == shown)
        #expect(instant >= previous)  // later wall times never fire earlier
        previous = instant
        t = t.adding(minutes: 15)
      }
    }
  }
}

/// The reminder schedule in real zones: reminders set inside a DST gap or overlap.
@Suite struct ReminderDSTTests {
  func schedule(_ zone: String) -> ReminderSchedule {
    ReminderSchedule(
      clock: WallClock(zone: FoundationZoneRules(TimeZone(identifier: zone)!)),
      defaultTime: LocalTime(hour: 9, minute: 0)!,
      occurrences: { rule, start, from, to in Recurrence(text: rule)?.dates(from: start, within: from, to) })
  }

  func task(due: String, time: String, reminders: [ReminderSpec]) -> VaultContents {
    var fields = TaskFields(description: "t")
    fields.due = LocalDate(iso: due)
    fields.dueTime = LocalTime(text: time)
    fields.reminders = reminders
    var contents = VaultContents()
    contents.tasks = [TaskItem(id: "t", file: "a.md", line: 1, status: .todo, fields: fields, format: .emoji)]
    return contents
  }

  @Test func berlinSpringForwardAndFallBack() {
    // Due 03:30 on the spring-forward night; 1h before is 02:30, which the clock skips: 03:00.
    let spring = schedule("Europe/Berlin").reminders(
      task(due: "2026-03-29", time: "03:30", reminders: [.beforeDue(minutes: 60)]),
      from: LocalDateTime(text: "2026-03-28T00:00")!, to: LocalDateTime(text: "2026-03-30T00:00")!)
    #expect(spring.map(\.fires.description) == ["2026-03-29T03:00"])
    #expect(spring.map(\.at.description) == ["2026-03-29T02:30"])
    // 02:30 on the fall-back night happens twice; the reminder fires once, at the first (00:30Z).
    let fall = schedule("Europe/Berlin").reminders(
      task(due: "2026-10-25", time: "02:40", reminders: [.beforeDue(minutes: 10)]),
      from: LocalDateTime(text: "2026-10-24T00:00")!, to: LocalDateTime(text: "2026-10-26T00:00")!)
    #expect(fall.map(\.instant) == [1_792_888_200])  // 2026-10-25T00:30:00Z
  }

  @Test func newYorkEventAcrossTheChange() {
    var contents = VaultContents()
    contents.events = [
      EventItem(
        title: "Standup", date: LocalDate(iso: "2026-03-06")!, start: LocalTime(text: "02:40"), recurrence: "every day",
        reminders: ["10m before"], file: "s.md", line: 1)
    ]
    let fires = schedule("America/New_York").reminders(
      contents, from: LocalDateTime(text: "2026-03-07T00:00")!, to: LocalDateTime(text: "2026-03-09T23:59")!
    ).map(\.fires.description)
    #expect(fires == ["2026-03-07T02:30", "2026-03-08T03:00", "2026-03-09T02:30"])
  }
}
