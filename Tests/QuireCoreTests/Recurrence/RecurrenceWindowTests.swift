import PropertyBased
import Testing

@testable import QuireCore

/// The dates of one window (`Recurrence.dates(from:within:_:limit:)`, what agenda pages, event
/// lists and habits ask for) cost what the window costs: the walk starts at the window's period
/// and ends after it, and a rule that never matches is known up front.
@Suite struct RecurrenceWindowTests {
  typealias Sample = RecurrencePropertyTests.Sample

  /// The window's dates, taken the slow way: the whole series from the start, filtered.
  static func plain(
    _ recurrence: Recurrence, from start: LocalDate, within from: LocalDate, _ to: LocalDate
  ) -> [LocalDate] {
    var days: [LocalDate] = []
    for day in recurrence.occurrences(from: start) {
      if day > to { break }
      if day >= from { days.append(day) }
    }
    return days
  }

  static let windows = Generator<(Int, Int), Shrink.None<(Int, Int)>> { rng in
    (Int.random(in: -400...30_000, using: &rng), Int.random(in: 0...400, using: &rng))
  }

  @Test func windowedDatesAreTheSeriesInTheWindow() async {
    await propertyCheck(count: 600, input: RecurrencePropertyTests.samples, Self.windows) { sample, window in
      let recurrence = Recurrence(text: sample.rule.description, rule: sample.rule)
      let from = sample.start.adding(days: window.0)
      let to = from.adding(days: window.1)
      let windowed = recurrence.dates(from: sample.start, within: from, to)
      let plain = Self.plain(recurrence, from: sample.start, within: from, to)
      #expect(windowed == plain, "\(sample), window \(from)...\(to)")
    }
  }

  @Test(arguments: [
    "every month", "every 2 months", "every 5 months", "every year", "every 3 years", "every 12 months",
    "every 4 years",
  ])
  func clampingPhrasesSkipToTheWindowToo(_ phrase: String) {
    let recurrence = Recurrence(text: phrase)!
    #expect(recurrence.clampsToMonthEnd)
    for start in ["1903-01-31", "1996-02-29", "2024-02-29", "1999-08-31", "2026-11-24", "0400-03-30"] {
      for window in [("2026-11-01", "2027-03-31"), ("2400-02-01", "2400-03-31"), ("1903-01-01", "1903-12-31")] {
        let s = LocalDate(iso: start)!
        let (from, to) = (LocalDate(iso: window.0)!, LocalDate(iso: window.1)!)
        let windowed = recurrence.dates(from: s, within: from, to)
        #expect(windowed == Self.plain(recurrence, from: s, within: from, to), "\(start) \(window)")
      }
    }
  }

  /// A rule that never matches walked every period to the year 9999 (or 20,000 empty periods) on
  /// every call; a start long before the window walked every period since the start.
  @Test(arguments: [
    ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "2026-01-01", 2),
    ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31", "2026-01-01", 9),
    ("FREQ=DAILY", "1900-01-01", 9),
    ("FREQ=DAILY;INTERVAL=3", "0001-01-01", 4),
    ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "1970-01-01", 2),
    ("FREQ=WEEKLY;WKST=SU;BYDAY=SA", "1800-05-17", 3),
    ("FREQ=MONTHLY;BYDAY=-1FR", "1800-05-17", 2),
    ("FREQ=MONTHLY;INTERVAL=7;BYMONTHDAY=31", "1066-10-14", 2),
    ("FREQ=YEARLY;BYWEEKNO=53;BYDAY=SU", "1950-01-01", 2),
  ])
  func aWindowVisitsOnlyItsOwnPeriods(_ text: String, _ start: String, _ most: Int) {
    let recurrence = Recurrence(text: text)!
    let (from, to) = (LocalDate(iso: "2026-11-24")!, LocalDate(iso: "2026-11-30")!)
    var expander = recurrence.windowExpander(from: LocalDate(iso: start)!, within: from, to)
    var days: [Int] = []
    while let day = expander.nextDay() { days.append(day) }
    #expect(expander.periodsVisited <= most, "\(text) from \(start): \(expander.periodsVisited) periods")
    #expect(
      days.filter { $0 >= from.dayNumber }.map(LocalDate.init(dayNumber:))
        == Self.plain(recurrence, from: LocalDate(iso: start)!, within: from, to))
  }

  /// `COUNT` must count every occurrence from the start, so only the window's end bounds it.
  @Test func countStillCountsFromTheStart() {
    let recurrence = Recurrence(text: "FREQ=DAILY;COUNT=10")!
    let start = LocalDate(iso: "2026-11-20")!
    let days = recurrence.dates(from: start, within: LocalDate(iso: "2026-11-25")!, LocalDate(iso: "2026-12-31")!)
    #expect(days.map(\.description) == ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"])
  }

  // MARK: - Rules that never occur

  @Test(arguments: [
    ("every February on the 30th", true), ("every year on February the 30th", true),
    ("RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", true), ("RRULE:FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31", true),
    ("RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-30", true), ("RRULE:FREQ=YEARLY;BYYEARDAY=366;BYMONTH=1", true),
    ("RRULE:FREQ=MONTHLY;BYMONTHDAY=31;BYSETPOS=2", true), ("RRULE:FREQ=YEARLY;BYMONTH=2;BYDAY=5MO;BYMONTHDAY=1", true),
    ("every year on February the 29th", false), ("every month on the 31st", false),
    ("every February on the 5th Monday", false),
    ("RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=SU", false), ("RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", false),
    ("every month", false), ("every day", false), ("every weekday", false),
    ("RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=1", false),
  ])
  func impossibleRulesAreKnownUpFront(_ text: String, _ never: Bool) {
    #expect(RecurrenceCheck.neverOccurs(text, start: LocalDate(iso: "2026-11-24")) == never, "\(text)")
    // Whatever the start: a rule with its own days does not depend on it.
    #expect(RecurrenceCheck.neverOccurs(text, start: LocalDate(iso: "1999-02-28")) == never, "\(text)")
  }

  @Test func aRuleThatTakesItsDayFromTheStartDependsOnTheStart() {
    // FREQ=YEARLY;BYMONTH=2 repeats on the start's day of the month: the 30th never comes.
    #expect(RecurrenceCheck.neverOccurs("RRULE:FREQ=YEARLY;BYMONTH=2", start: LocalDate(iso: "2026-01-30")))
    #expect(!RecurrenceCheck.neverOccurs("RRULE:FREQ=YEARLY;BYMONTH=2", start: LocalDate(iso: "2026-01-28")))
    #expect(!RecurrenceCheck.neverOccurs("RRULE:FREQ=YEARLY;BYMONTH=2", start: nil))
    #expect(!RecurrenceCheck.neverOccurs("not a rule", start: nil))
  }

  /// Agreement with the engine: a rule the check calls impossible gives no date from its start.
  @Test func impossibleMeansNoDateAtAll() async {
    await propertyCheck(count: 400, input: RecurrencePropertyTests.samples) { sample in
      var open = sample.rule
      open.count = nil
      open.until = nil
      guard open.neverOccurs(from: sample.start) else { return }
      #expect(Array(open.occurrences(from: sample.start).prefix(1)).isEmpty, "\(sample)")
      // A rule with days of its own has none from any other start either.
      if !open.takesDaysFromStart {
        #expect(Array(open.occurrences(from: LocalDate(iso: "1601-01-01")!).prefix(1)).isEmpty, "\(sample)")
      }
    }
  }
}
