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
}
