import QuireCore
import Testing

/// The days `EventOccurrences.list` gives an event: multi-day occurrences of a series, and the
/// iCalendar rule whose DTSTART it does not produce.
@Suite struct EventOccurrencesTests {
  func day(_ s: String) -> LocalDate { LocalDate(iso: s)! }

  func days(_ event: EventItem, _ from: String, _ to: String) -> [String] {
    EventOccurrences.list([event], from: day(from), to: day(to)).map(\.date.description)
  }

  @Test func aRecurringMultiDayEventShowsOnEveryDayItCovers() {
    // An all-day week, once a year (1-7 April).
    let event = EventItem(
      title: "Trip", date: day("2024-04-01"), endDate: day("2024-04-07"), allDay: true,
      recurrence: "RRULE:FREQ=YEARLY", file: "planner/trip.md", line: 1)
    #expect(days(event, "2025-03-30", "2025-04-09") == (1...7).map { "2025-04-0\($0)" })
    // A range that starts inside an occurrence still shows its remaining days.
    #expect(days(event, "2025-04-05", "2025-04-06") == ["2025-04-05", "2025-04-06"])
    // An excluded occurrence is left out on all of its days.
    var skipped = event
    skipped.exdates = [day("2025-04-01")]
    #expect(days(skipped, "2025-04-01", "2025-04-09").isEmpty)
  }

  @Test func anOvernightSeriesShowsOnItsFirstDayOnly() {
    let event = EventItem(
      title: "Night shift", date: day("2026-11-02"), start: LocalTime(text: "22:00"), end: LocalTime(text: "06:00"),
      recurrence: "RRULE:FREQ=WEEKLY", file: "planner/n.md", line: 1)
    #expect(days(event, "2026-11-01", "2026-11-10") == ["2026-11-02", "2026-11-09"])
  }

  @Test func anICalendarStartTheRuleDoesNotProduceIsTheFirstOccurrence() {
    // Wednesday DTSTART, RRULE on Mondays: RFC 5545 lists the Wednesday too.
    let rule = EventItem(
      title: "x", date: day("2026-11-04"), start: LocalTime(text: "10:00"), recurrence: "RRULE:FREQ=WEEKLY;BYDAY=MO",
      file: "planner/x.md", line: 1)
    #expect(days(rule, "2026-11-01", "2026-11-17") == ["2026-11-04", "2026-11-09", "2026-11-16"])
    #expect(days(rule, "2026-11-05", "2026-11-17") == ["2026-11-09", "2026-11-16"])
    // A phrase lists only the days it names.
    var phrase = rule
    phrase.recurrence = "every week on Monday"
    #expect(days(phrase, "2026-11-01", "2026-11-17") == ["2026-11-09", "2026-11-16"])
  }

  /// A zone with summer time from `from` (an instant) on: the weeks when one zone has changed
  /// its clocks and the other not yet.
  struct Switching: ZoneRules {
    let before: Int
    let after: Int
    let from: Int64
    func secondsFromUTC(at instant: Int64) -> Int { instant < from ? before : after }
  }

  struct Zones: ZoneDirectory {
    let zones: [String: any ZoneRules]
    func zone(named name: String) -> (any ZoneRules)? { zones[name] }
  }

  @Test func aSeriesInItsOwnZoneIsPlacedOccurrenceByOccurrence() {
    // New York changes on 8 March 2026 (07:00 UTC), Berlin not before the 29th.
    let changes = Int64(LocalDateTime(text: "2026-03-08 07:00")!.minuteNumber) * 60
    let newYork = Switching(before: -5 * 3600, after: -4 * 3600, from: changes)
    let zones = EventZones(
      vault: FixedZone(offsetSeconds: 3600), vaultName: "Europe/Berlin",
      directory: Zones(zones: ["America/New_York": newYork]))
    let meeting = EventItem(
      title: "Sync", date: day("2026-03-02"), start: LocalTime(text: "10:00"), end: LocalTime(text: "11:00"),
      recurrence: "RRULE:FREQ=WEEKLY", file: "planner/s.md", line: 1, timeZone: "America/New_York")
    let shown = EventOccurrences.list([meeting], from: day("2026-03-01"), to: day("2026-03-12"), zones: zones)
    #expect(
      shown.map { "\($0.date) \($0.start!)-\($0.event!.end!)" } == ["2026-03-02 16:00-17:00", "2026-03-09 15:00-16:00"])
    // Late in the evening, an occurrence moves to the next day in the vault's zone.
    var late = meeting
    (late.start, late.end) = (LocalTime(text: "20:30"), LocalTime(text: "23:00"))
    let moved = EventOccurrences.list([late], from: day("2026-03-03"), to: day("2026-03-03"), zones: zones)
    #expect(moved.map { "\($0.date) \($0.start!)-\($0.event!.end!)" } == ["2026-03-03 02:30-05:00"])
    // Without zones (or in the vault's own zone) the times are shown as written.
    #expect(
      EventOccurrences.list([meeting], from: day("2026-03-02"), to: day("2026-03-02")).first?.start
        == LocalTime(text: "10:00"))
  }
}
