import Testing

@testable import QuireCore

/// Obsidian Tasks phrases and RRULEs through ``Recurrence``: what they compile to, the errors,
/// and the next date of a task.
@Suite struct RecurrenceTests {
  // MARK: - Phrases compile to rules

  @Test(arguments: [
    ("every day", "FREQ=DAILY", false),
    ("every 3 days", "FREQ=DAILY;INTERVAL=3", false),
    ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", false),
    ("every week", "FREQ=WEEKLY", false),
    ("every 2 weeks", "FREQ=WEEKLY;INTERVAL=2", false),
    ("every week on Tuesday, Friday", "FREQ=WEEKLY;BYDAY=TU,FR", false),
    ("every week on Monday, Wednesday, Friday", "FREQ=WEEKLY;BYDAY=MO,WE,FR", false),
    ("every week on Tuesday and Friday", "FREQ=WEEKLY;BYDAY=TU,FR", false),
    ("every 4 weeks on Sunday", "FREQ=WEEKLY;INTERVAL=4;BYDAY=SU", false),
    ("every Sunday", "FREQ=WEEKLY;BYDAY=SU", false),
    ("every Monday, Thursday", "FREQ=WEEKLY;BYDAY=MO,TH", false),
    ("every 2 Tuesdays", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", false),
    ("every month", "FREQ=MONTHLY", true),
    ("every 6 months", "FREQ=MONTHLY;INTERVAL=6", true),
    ("every month on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1", false),
    ("every month on the 31st", "FREQ=MONTHLY;BYMONTHDAY=31", false),
    ("every month on the 1st and 15th", "FREQ=MONTHLY;BYMONTHDAY=1,15", false),
    ("every month on the last", "FREQ=MONTHLY;BYMONTHDAY=-1", false),
    ("every month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1", false),
    ("every month on the 1st Friday", "FREQ=MONTHLY;BYDAY=1FR", false),
    ("every month on the first Friday", "FREQ=MONTHLY;BYDAY=1FR", false),
    ("every month on the last Friday", "FREQ=MONTHLY;BYDAY=-1FR", false),
    ("every month on the 2nd last Friday", "FREQ=MONTHLY;BYDAY=-2FR", false),
    ("every month on the second last Friday", "FREQ=MONTHLY;BYDAY=-2FR", false),
    ("every month on the 2nd Wednesday", "FREQ=MONTHLY;BYDAY=2WE", false),
    ("every 3 months on the 3rd Thursday", "FREQ=MONTHLY;INTERVAL=3;BYDAY=3TH", false),
    ("every 6 months on the 2nd Wednesday", "FREQ=MONTHLY;INTERVAL=6;BYDAY=2WE", false),
    ("every January on the 15th", "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=15", false),
    ("every January, July on the 1st", "FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1", false),
    ("every year on February the 29th", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", false),
    ("every year in March", "FREQ=YEARLY;BYMONTH=3", false),
    ("every year", "FREQ=YEARLY", true),
    ("every 2 years", "FREQ=YEARLY;INTERVAL=2", true),
    ("every year on the 2nd Wednesday", "FREQ=YEARLY;BYDAY=2WE", false),
    ("every year on week 1, 27", "FREQ=YEARLY;BYWEEKNO=1,27", false),
    ("Every Week On monday", "FREQ=WEEKLY;BYDAY=MO", false),
    ("every week on Mon, Thurs", "FREQ=WEEKLY;BYDAY=MO,TH", false),
  ])
  func phrase(_ text: String, _ rrule: String, _ clamps: Bool) throws {
    let r = try Recurrence(parsing: text)
    #expect(r.rule.description == rrule)
    #expect(r.clampsToMonthEnd == clamps)
    #expect(!r.whenDone)
    #expect(r.text == text)
  }

  // Found by Tests/Fuzz/FuzzRecurrence (docs/fuzzing.md): `every Monday on the 13th` compiled to FREQ=WEEKLY with
  // BYMONTHDAY, which RFC 5545 forbids, so the RRULE `quire ics export` writes for it did not read back.
  @Test(arguments: [
    ("every Monday on the 13th", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=MO"),
    ("every week on the 13th", "FREQ=MONTHLY;BYMONTHDAY=13"),
    ("every week on Friday the 13th", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR"),
  ])
  func aDayOfTheMonthInAWeeklyPhraseIsMonthly(_ text: String, _ rrule: String) throws {
    let r = try Recurrence(parsing: text)
    #expect(r.rule.description == rrule)
    #expect(try RecurrenceRule(parsing: "RRULE:" + r.rule.description) == r.rule)
  }

  @Test func mondaysOnThe13th() throws {
    let r = try Recurrence(parsing: "every Monday on the 13th")
    let dates = Array(r.occurrences(from: LocalDate(iso: "2026-01-01")!).prefix(3)).map(\.description)
    #expect(dates == ["2026-04-13", "2026-07-13", "2027-09-13"])
  }

  @Test func aDayOfTheMonthEveryFewWeeksIsRefused() {
    #expect(throws: RecurrenceError.self) { try Recurrence(parsing: "every 2 weeks on the 13th") }
    #expect(throws: RecurrenceError.self) { try Recurrence(parsing: "every 2 Mondays on the 13th") }
  }

  // Found by Tests/Fuzz/FuzzRecurrence (docs/fuzzing.md): `every mo35st` was read, as `BYMONTHDAY=35`, which no
  // RRULE parser (Quire's included) reads back; `every month on the 35th` was already refused.
  @Test(arguments: ["every Monday on the 35th", "every mo35st", "every Friday on the 1st, 32nd"])
  func aDayOfTheMonthAfterWeekdaysIsAtMost31st(_ text: String) {
    #expect(throws: RecurrenceError.self) { try Recurrence(parsing: text) }
  }

  @Test func whenDone() throws {
    let r = try Recurrence(parsing: "every 2 weeks when done")
    #expect(r.whenDone)
    #expect(r.rule.description == "FREQ=WEEKLY;INTERVAL=2")
    #expect(r.text == "every 2 weeks when done")
    #expect(try Recurrence(parsing: "every month on the 1st Friday When Done").whenDone)
    #expect(try Recurrence(parsing: "RRULE:FREQ=MONTHLY;BYDAY=1FR when done").whenDone)
  }

  @Test(arguments: [
    "RRULE:FREQ=MONTHLY;BYDAY=1FR", "FREQ=MONTHLY;BYDAY=1FR", "rrule:freq=monthly;byday=1fr",
    "  FREQ=MONTHLY;BYDAY=1FR;",
  ])
  func rrule(_ text: String) throws {
    let r = try Recurrence(parsing: text)
    #expect(r.rule == RecurrenceRule(frequency: .monthly, byDay: [.init(.friday, ordinal: 1)]))
    #expect(!r.clampsToMonthEnd)
  }

  // MARK: - Errors name the bad word

  @Test(arguments: [
    ("every fortnight", "fortnight"),
    ("each day", "each"),
    ("every day blah", "blah"),
    ("every day at 10", "at"),
    ("every week until January", "until"),
    ("every day for 3 times", "for"),
    ("every 0 days", "0"),
    ("every week on the 2nd Tuesday", "2nd Tuesday"),
    ("every month on the 6th Friday", "6th Friday"),
    ("every month on the 32nd", "32nd"),
    ("every Monday, soon", "soon"),
  ])
  func badPhrase(_ text: String, _ part: String) {
    #expect(throws: RecurrenceError.self) { try Recurrence(parsing: text) }
    do {
      _ = try Recurrence(parsing: text)
    } catch {
      #expect(error.part == part, "\(error)")
      #expect(!error.message.isEmpty)
    }
    #expect(Recurrence(text: text) == nil)
  }

  @Test func emptyAndUnfinishedPhrases() {
    #expect(Recurrence(text: "") == nil)
    #expect(Recurrence(text: "every") == nil)
    #expect(Recurrence(text: "every month on the") == nil)
    #expect(Recurrence(text: "invalid rule") == nil)
  }

  // MARK: - Next date (Obsidian Tasks semantics)

  static func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }

  @Test(
    arguments: [
      // Month ends clamp for plain phrases (compat README "Month ends").
      ("every month", "2021-10-31", nil, "2021-11-30"),
      ("every month", "2021-11-30", nil, "2021-12-30"),
      ("every month", "2022-01-31", nil, "2022-02-28"),
      ("every 3 months", "2022-01-31", nil, "2022-04-30"),
      ("every 2 months", "2023-12-31", nil, "2024-02-29"),
      ("every 11 months", "2020-03-31", nil, "2021-02-28"),
      ("every 13 months", "2020-01-31", nil, "2021-02-28"),
      ("every year", "2020-02-29", nil, "2021-02-28"),
      ("every 2 years", "2024-02-29", nil, "2026-02-28"),
      // A phrase with " on " skips, as RFC 5545 does.
      ("every month on the 31st", "2021-01-31", nil, "2021-03-31"),
      ("every year on February the 29th", "2021-01-01", nil, "2024-02-29"),
      // RRULEs skip too.
      ("RRULE:FREQ=MONTHLY", "2022-01-31", nil, "2022-03-31"),
      ("every month on the last", "2022-01-31", nil, "2022-02-28"),
      ("every month on the 2nd last Friday", "2026-11-20", nil, "2026-12-18"),
      ("every weekday", "2026-11-27", nil, "2026-11-30"),
      ("every week on Tuesday, Friday", "2026-11-24", nil, "2026-11-27"),
      ("every Sunday", "2026-11-24", nil, "2026-11-29"),
      ("every January on the 15th", "2026-11-24", nil, "2027-01-15"),
      // when done counts from the completion day, even long before the due date.
      ("every 3 weeks when done", "2022-01-10", "2021-01-14", "2021-02-04"),
      ("every month on the 2nd Wednesday when done", "2021-09-08", "2021-10-12", "2021-10-13"),
      ("every month when done", "1999-01-23", "2021-08-31", "2021-09-30"),
      ("every 2 years when done", "1999-01-23", "2020-02-29", "2022-02-28"),
      // Without when done, the completion day does not matter.
      ("every 7 days", "2021-02-21", "2021-02-18", "2021-02-28"),
      // A raw rule that has ended.
      ("RRULE:FREQ=WEEKLY;UNTIL=20261201", "2026-11-28", nil, nil),
      ("RRULE:FREQ=DAILY;COUNT=1", "2026-11-28", nil, nil),
    ] as [(String, String, String?, String?)])
  func next(_ text: String, _ reference: String, _ completion: String?, _ expected: String?) throws {
    let r = try Recurrence(parsing: text)
    #expect(r.next(after: Self.d(reference), completion: completion.map(Self.d))?.description == expected)
  }

  // MARK: - Series

  @Test func clampingSeriesDrifts() throws {
    let dates = try Recurrence(parsing: "every month").occurrences(from: Self.d("2026-10-31")).prefix(5)
    #expect(dates.map(\.description) == ["2026-10-31", "2026-11-30", "2026-12-30", "2027-01-30", "2027-02-28"])
  }

  @Test func seriesFollowsTheRule() throws {
    let dates = try Recurrence(parsing: "every month on the 1st Friday").occurrences(from: Self.d("2026-11-06")).prefix(
      3)
    #expect(dates.map(\.description) == ["2026-11-06", "2026-12-04", "2027-01-01"])
    let skipping = try Recurrence(parsing: "RRULE:FREQ=MONTHLY").occurrences(from: Self.d("2026-10-31")).prefix(3)
    #expect(skipping.map(\.description) == ["2026-10-31", "2026-12-31", "2027-01-31"])
  }

  @Test func timedSeries() throws {
    let start = LocalDateTime(text: "2026-10-31T09:30")!
    let clamped = try Recurrence(parsing: "every month").occurrences(from: start).prefix(2)
    #expect(clamped.map(\.description) == ["2026-10-31T09:30", "2026-11-30T09:30"])
    let until = try Recurrence(parsing: "RRULE:FREQ=DAILY;UNTIL=20261102").occurrences(from: start)
    // A date UNTIL means midnight (python-dateutil): 2 November 09:30 is after it.
    #expect(until.map(\.description) == ["2026-10-31T09:30", "2026-11-01T09:30"])
  }
}
