import PropertyBased
import Testing

@testable import QuireCore

/// The date grammar of docs/dates.md: each phrase resolved against several todays (a Wednesday, a
/// Sunday with weeks from Monday and from Sunday, a month end, 29 February of a leap year, 31
/// December, and the day Europe's clocks go forward: dates and times carry no zone, so nothing moves).
@Suite struct DatePhraseTests {
  struct Row: Sendable, CustomStringConvertible {
    let phrase: String
    let today: String
    let weekStart: Int
    let expected: String
    init(_ phrase: String, _ today: String, _ weekStart: Int, _ expected: String) {
      (self.phrase, self.today, self.weekStart, self.expected) = (phrase, today, weekStart, expected)
    }
    var description: String { "'\(phrase)' on \(today) (week from \(weekStart))" }
  }

  static let rows: [Row] = [
    Row("today", "2026-11-25", 1, "2026-11-25"),
    Row("tomorrow", "2026-11-25", 1, "2026-11-26"),
    Row("yesterday", "2026-11-25", 1, "2026-11-24"),
    Row("mon", "2026-11-25", 1, "2026-11-30"),
    Row("tue", "2026-11-25", 1, "2026-12-01"),
    Row("wed", "2026-11-25", 1, "2026-12-02"),
    Row("thu", "2026-11-25", 1, "2026-11-26"),
    Row("fri", "2026-11-25", 1, "2026-11-27"),
    Row("sat", "2026-11-25", 1, "2026-11-28"),
    Row("sun", "2026-11-25", 1, "2026-11-29"),
    Row("monday", "2026-11-25", 1, "2026-11-30"),
    Row("friday", "2026-11-25", 1, "2026-11-27"),
    Row("sunday", "2026-11-25", 1, "2026-11-29"),
    Row("next week", "2026-11-25", 1, "2026-11-30"),
    Row("next month", "2026-11-25", 1, "2026-12-01"),
    Row("next year", "2026-11-25", 1, "2027-01-01"),
    Row("in 3 days", "2026-11-25", 1, "2026-11-28"),
    Row("in 1 day", "2026-11-25", 1, "2026-11-26"),
    Row("in 2 weeks", "2026-11-25", 1, "2026-12-09"),
    Row("in 1 month", "2026-11-25", 1, "2026-12-25"),
    Row("in 13 months", "2026-11-25", 1, "2027-12-25"),
    Row("in 1 year", "2026-11-25", 1, "2027-11-25"),
    Row("+3d", "2026-11-25", 1, "2026-11-28"),
    Row("+0d", "2026-11-25", 1, "2026-11-25"),
    Row("-1d", "2026-11-25", 1, "2026-11-24"),
    Row("-1w", "2026-11-25", 1, "2026-11-18"),
    Row("+2m", "2026-11-25", 1, "2027-01-25"),
    Row("-1m", "2026-11-25", 1, "2026-10-25"),
    Row("+1y", "2026-11-25", 1, "2027-11-25"),
    Row("-1y", "2026-11-25", 1, "2025-11-25"),
    Row("+12m", "2026-11-25", 1, "2027-11-25"),
    Row("+10d", "2026-11-25", 1, "2026-12-05"),
    Row("eow", "2026-11-25", 1, "2026-11-29"),
    Row("eom", "2026-11-25", 1, "2026-11-30"),
    Row("eoy", "2026-11-25", 1, "2026-12-31"),
    Row("sow", "2026-11-25", 1, "2026-11-30"),
    Row("som", "2026-11-25", 1, "2026-12-01"),
    Row("soy", "2026-11-25", 1, "2027-01-01"),
    Row("socw", "2026-11-25", 1, "2026-11-23"),
    Row("socm", "2026-11-25", 1, "2026-11-01"),
    Row("socy", "2026-11-25", 1, "2026-01-01"),
    Row("dec 24", "2026-11-25", 1, "2026-12-24"),
    Row("24 dec", "2026-11-25", 1, "2026-12-24"),
    Row("december 24", "2026-11-25", 1, "2026-12-24"),
    Row("jan 1", "2026-11-25", 1, "2027-01-01"),
    Row("feb 29", "2026-11-25", 1, "2028-02-29"),
    Row("feb 28", "2026-11-25", 1, "2027-02-28"),
    Row("mar 1", "2026-11-25", 1, "2027-03-01"),
    Row("nov 25", "2026-11-25", 1, "2026-11-25"),
    Row("nov 24", "2026-11-25", 1, "2027-11-24"),
    Row("dec 31", "2026-11-25", 1, "2026-12-31"),
    Row("2026-12-24", "2026-11-25", 1, "2026-12-24"),
    Row("2027-01-01", "2026-11-25", 1, "2027-01-01"),
    Row("today", "2026-11-29", 1, "2026-11-29"),
    Row("tomorrow", "2026-11-29", 1, "2026-11-30"),
    Row("yesterday", "2026-11-29", 1, "2026-11-28"),
    Row("mon", "2026-11-29", 1, "2026-11-30"),
    Row("tue", "2026-11-29", 1, "2026-12-01"),
    Row("wed", "2026-11-29", 1, "2026-12-02"),
    Row("thu", "2026-11-29", 1, "2026-12-03"),
    Row("fri", "2026-11-29", 1, "2026-12-04"),
    Row("sat", "2026-11-29", 1, "2026-12-05"),
    Row("sun", "2026-11-29", 1, "2026-12-06"),
    Row("monday", "2026-11-29", 1, "2026-11-30"),
    Row("friday", "2026-11-29", 1, "2026-12-04"),
    Row("sunday", "2026-11-29", 1, "2026-12-06"),
    Row("next week", "2026-11-29", 1, "2026-11-30"),
    Row("next month", "2026-11-29", 1, "2026-12-01"),
    Row("next year", "2026-11-29", 1, "2027-01-01"),
    Row("in 3 days", "2026-11-29", 1, "2026-12-02"),
    Row("in 1 day", "2026-11-29", 1, "2026-11-30"),
    Row("in 2 weeks", "2026-11-29", 1, "2026-12-13"),
    Row("in 1 month", "2026-11-29", 1, "2026-12-29"),
    Row("in 13 months", "2026-11-29", 1, "2027-12-29"),
    Row("in 1 year", "2026-11-29", 1, "2027-11-29"),
    Row("+3d", "2026-11-29", 1, "2026-12-02"),
    Row("+0d", "2026-11-29", 1, "2026-11-29"),
    Row("-1d", "2026-11-29", 1, "2026-11-28"),
    Row("-1w", "2026-11-29", 1, "2026-11-22"),
    Row("+2m", "2026-11-29", 1, "2027-01-29"),
    Row("-1m", "2026-11-29", 1, "2026-10-29"),
    Row("+1y", "2026-11-29", 1, "2027-11-29"),
    Row("-1y", "2026-11-29", 1, "2025-11-29"),
    Row("+12m", "2026-11-29", 1, "2027-11-29"),
    Row("+10d", "2026-11-29", 1, "2026-12-09"),
    Row("eow", "2026-11-29", 1, "2026-11-29"),
    Row("eom", "2026-11-29", 1, "2026-11-30"),
    Row("eoy", "2026-11-29", 1, "2026-12-31"),
    Row("sow", "2026-11-29", 1, "2026-11-30"),
    Row("som", "2026-11-29", 1, "2026-12-01"),
    Row("soy", "2026-11-29", 1, "2027-01-01"),
    Row("socw", "2026-11-29", 1, "2026-11-23"),
    Row("socm", "2026-11-29", 1, "2026-11-01"),
    Row("socy", "2026-11-29", 1, "2026-01-01"),
    Row("dec 24", "2026-11-29", 1, "2026-12-24"),
    Row("24 dec", "2026-11-29", 1, "2026-12-24"),
    Row("december 24", "2026-11-29", 1, "2026-12-24"),
    Row("jan 1", "2026-11-29", 1, "2027-01-01"),
    Row("feb 29", "2026-11-29", 1, "2028-02-29"),
    Row("feb 28", "2026-11-29", 1, "2027-02-28"),
    Row("mar 1", "2026-11-29", 1, "2027-03-01"),
    Row("nov 25", "2026-11-29", 1, "2027-11-25"),
    Row("nov 24", "2026-11-29", 1, "2027-11-24"),
    Row("dec 31", "2026-11-29", 1, "2026-12-31"),
    Row("2026-12-24", "2026-11-29", 1, "2026-12-24"),
    Row("2027-01-01", "2026-11-29", 1, "2027-01-01"),
    Row("today", "2026-11-29", 7, "2026-11-29"),
    Row("tomorrow", "2026-11-29", 7, "2026-11-30"),
    Row("yesterday", "2026-11-29", 7, "2026-11-28"),
    Row("mon", "2026-11-29", 7, "2026-11-30"),
    Row("tue", "2026-11-29", 7, "2026-12-01"),
    Row("wed", "2026-11-29", 7, "2026-12-02"),
    Row("thu", "2026-11-29", 7, "2026-12-03"),
    Row("fri", "2026-11-29", 7, "2026-12-04"),
    Row("sat", "2026-11-29", 7, "2026-12-05"),
    Row("sun", "2026-11-29", 7, "2026-12-06"),
    Row("monday", "2026-11-29", 7, "2026-11-30"),
    Row("friday", "2026-11-29", 7, "2026-12-04"),
    Row("sunday", "2026-11-29", 7, "2026-12-06"),
    Row("next week", "2026-11-29", 7, "2026-12-06"),
    Row("next month", "2026-11-29", 7, "2026-12-01"),
    Row("next year", "2026-11-29", 7, "2027-01-01"),
    Row("in 3 days", "2026-11-29", 7, "2026-12-02"),
    Row("in 1 day", "2026-11-29", 7, "2026-11-30"),
    Row("in 2 weeks", "2026-11-29", 7, "2026-12-13"),
    Row("in 1 month", "2026-11-29", 7, "2026-12-29"),
    Row("in 13 months", "2026-11-29", 7, "2027-12-29"),
    Row("in 1 year", "2026-11-29", 7, "2027-11-29"),
    Row("+3d", "2026-11-29", 7, "2026-12-02"),
    Row("+0d", "2026-11-29", 7, "2026-11-29"),
    Row("-1d", "2026-11-29", 7, "2026-11-28"),
    Row("-1w", "2026-11-29", 7, "2026-11-22"),
    Row("+2m", "2026-11-29", 7, "2027-01-29"),
    Row("-1m", "2026-11-29", 7, "2026-10-29"),
    Row("+1y", "2026-11-29", 7, "2027-11-29"),
    Row("-1y", "2026-11-29", 7, "2025-11-29"),
    Row("+12m", "2026-11-29", 7, "2027-11-29"),
    Row("+10d", "2026-11-29", 7, "2026-12-09"),
    Row("eow", "2026-11-29", 7, "2026-12-05"),
    Row("eom", "2026-11-29", 7, "2026-11-30"),
    Row("eoy", "2026-11-29", 7, "2026-12-31"),
    Row("sow", "2026-11-29", 7, "2026-12-06"),
    Row("som", "2026-11-29", 7, "2026-12-01"),
    Row("soy", "2026-11-29", 7, "2027-01-01"),
    Row("socw", "2026-11-29", 7, "2026-11-29"),
    Row("socm", "2026-11-29", 7, "2026-11-01"),
    Row("socy", "2026-11-29", 7, "2026-01-01"),
    Row("dec 24", "2026-11-29", 7, "2026-12-24"),
    Row("24 dec", "2026-11-29", 7, "2026-12-24"),
    Row("december 24", "2026-11-29", 7, "2026-12-24"),
    Row("jan 1", "2026-11-29", 7, "2027-01-01"),
    Row("feb 29", "2026-11-29", 7, "2028-02-29"),
    Row("feb 28", "2026-11-29", 7, "2027-02-28"),
    Row("mar 1", "2026-11-29", 7, "2027-03-01"),
    Row("nov 25", "2026-11-29", 7, "2027-11-25"),
    Row("nov 24", "2026-11-29", 7, "2027-11-24"),
    Row("dec 31", "2026-11-29", 7, "2026-12-31"),
    Row("2026-12-24", "2026-11-29", 7, "2026-12-24"),
    Row("2027-01-01", "2026-11-29", 7, "2027-01-01"),
    Row("today", "2026-01-31", 1, "2026-01-31"),
    Row("tomorrow", "2026-01-31", 1, "2026-02-01"),
    Row("yesterday", "2026-01-31", 1, "2026-01-30"),
    Row("mon", "2026-01-31", 1, "2026-02-02"),
    Row("tue", "2026-01-31", 1, "2026-02-03"),
    Row("wed", "2026-01-31", 1, "2026-02-04"),
    Row("thu", "2026-01-31", 1, "2026-02-05"),
    Row("fri", "2026-01-31", 1, "2026-02-06"),
    Row("sat", "2026-01-31", 1, "2026-02-07"),
    Row("sun", "2026-01-31", 1, "2026-02-01"),
    Row("monday", "2026-01-31", 1, "2026-02-02"),
    Row("friday", "2026-01-31", 1, "2026-02-06"),
    Row("sunday", "2026-01-31", 1, "2026-02-01"),
    Row("next week", "2026-01-31", 1, "2026-02-02"),
    Row("next month", "2026-01-31", 1, "2026-02-01"),
    Row("next year", "2026-01-31", 1, "2027-01-01"),
    Row("in 3 days", "2026-01-31", 1, "2026-02-03"),
    Row("in 1 day", "2026-01-31", 1, "2026-02-01"),
    Row("in 2 weeks", "2026-01-31", 1, "2026-02-14"),
    Row("in 1 month", "2026-01-31", 1, "2026-02-28"),
    Row("in 13 months", "2026-01-31", 1, "2027-02-28"),
    Row("in 1 year", "2026-01-31", 1, "2027-01-31"),
    Row("+3d", "2026-01-31", 1, "2026-02-03"),
    Row("+0d", "2026-01-31", 1, "2026-01-31"),
    Row("-1d", "2026-01-31", 1, "2026-01-30"),
    Row("-1w", "2026-01-31", 1, "2026-01-24"),
    Row("+2m", "2026-01-31", 1, "2026-03-31"),
    Row("-1m", "2026-01-31", 1, "2025-12-31"),
    Row("+1y", "2026-01-31", 1, "2027-01-31"),
    Row("-1y", "2026-01-31", 1, "2025-01-31"),
    Row("+12m", "2026-01-31", 1, "2027-01-31"),
    Row("+10d", "2026-01-31", 1, "2026-02-10"),
    Row("eow", "2026-01-31", 1, "2026-02-01"),
    Row("eom", "2026-01-31", 1, "2026-01-31"),
    Row("eoy", "2026-01-31", 1, "2026-12-31"),
    Row("sow", "2026-01-31", 1, "2026-02-02"),
    Row("som", "2026-01-31", 1, "2026-02-01"),
    Row("soy", "2026-01-31", 1, "2027-01-01"),
    Row("socw", "2026-01-31", 1, "2026-01-26"),
    Row("socm", "2026-01-31", 1, "2026-01-01"),
    Row("socy", "2026-01-31", 1, "2026-01-01"),
    Row("dec 24", "2026-01-31", 1, "2026-12-24"),
    Row("24 dec", "2026-01-31", 1, "2026-12-24"),
    Row("december 24", "2026-01-31", 1, "2026-12-24"),
    Row("jan 1", "2026-01-31", 1, "2027-01-01"),
    Row("feb 29", "2026-01-31", 1, "2028-02-29"),
    Row("feb 28", "2026-01-31", 1, "2026-02-28"),
    Row("mar 1", "2026-01-31", 1, "2026-03-01"),
    Row("nov 25", "2026-01-31", 1, "2026-11-25"),
    Row("nov 24", "2026-01-31", 1, "2026-11-24"),
    Row("dec 31", "2026-01-31", 1, "2026-12-31"),
    Row("2026-12-24", "2026-01-31", 1, "2026-12-24"),
    Row("2027-01-01", "2026-01-31", 1, "2027-01-01"),
    Row("today", "2028-02-29", 1, "2028-02-29"),
    Row("tomorrow", "2028-02-29", 1, "2028-03-01"),
    Row("yesterday", "2028-02-29", 1, "2028-02-28"),
    Row("mon", "2028-02-29", 1, "2028-03-06"),
    Row("tue", "2028-02-29", 1, "2028-03-07"),
    Row("wed", "2028-02-29", 1, "2028-03-01"),
    Row("thu", "2028-02-29", 1, "2028-03-02"),
    Row("fri", "2028-02-29", 1, "2028-03-03"),
    Row("sat", "2028-02-29", 1, "2028-03-04"),
    Row("sun", "2028-02-29", 1, "2028-03-05"),
    Row("monday", "2028-02-29", 1, "2028-03-06"),
    Row("friday", "2028-02-29", 1, "2028-03-03"),
    Row("sunday", "2028-02-29", 1, "2028-03-05"),
    Row("next week", "2028-02-29", 1, "2028-03-06"),
    Row("next month", "2028-02-29", 1, "2028-03-01"),
    Row("next year", "2028-02-29", 1, "2029-01-01"),
    Row("in 3 days", "2028-02-29", 1, "2028-03-03"),
    Row("in 1 day", "2028-02-29", 1, "2028-03-01"),
    Row("in 2 weeks", "2028-02-29", 1, "2028-03-14"),
    Row("in 1 month", "2028-02-29", 1, "2028-03-29"),
    Row("in 13 months", "2028-02-29", 1, "2029-03-29"),
    Row("in 1 year", "2028-02-29", 1, "2029-02-28"),
    Row("+3d", "2028-02-29", 1, "2028-03-03"),
    Row("+0d", "2028-02-29", 1, "2028-02-29"),
    Row("-1d", "2028-02-29", 1, "2028-02-28"),
    Row("-1w", "2028-02-29", 1, "2028-02-22"),
    Row("+2m", "2028-02-29", 1, "2028-04-29"),
    Row("-1m", "2028-02-29", 1, "2028-01-29"),
    Row("+1y", "2028-02-29", 1, "2029-02-28"),
    Row("-1y", "2028-02-29", 1, "2027-02-28"),
    Row("+12m", "2028-02-29", 1, "2029-02-28"),
    Row("+10d", "2028-02-29", 1, "2028-03-10"),
    Row("eow", "2028-02-29", 1, "2028-03-05"),
    Row("eom", "2028-02-29", 1, "2028-02-29"),
    Row("eoy", "2028-02-29", 1, "2028-12-31"),
    Row("sow", "2028-02-29", 1, "2028-03-06"),
    Row("som", "2028-02-29", 1, "2028-03-01"),
    Row("soy", "2028-02-29", 1, "2029-01-01"),
    Row("socw", "2028-02-29", 1, "2028-02-28"),
    Row("socm", "2028-02-29", 1, "2028-02-01"),
    Row("socy", "2028-02-29", 1, "2028-01-01"),
    Row("dec 24", "2028-02-29", 1, "2028-12-24"),
    Row("24 dec", "2028-02-29", 1, "2028-12-24"),
    Row("december 24", "2028-02-29", 1, "2028-12-24"),
    Row("jan 1", "2028-02-29", 1, "2029-01-01"),
    Row("feb 29", "2028-02-29", 1, "2028-02-29"),
    Row("feb 28", "2028-02-29", 1, "2029-02-28"),
    Row("mar 1", "2028-02-29", 1, "2028-03-01"),
    Row("nov 25", "2028-02-29", 1, "2028-11-25"),
    Row("nov 24", "2028-02-29", 1, "2028-11-24"),
    Row("dec 31", "2028-02-29", 1, "2028-12-31"),
    Row("2026-12-24", "2028-02-29", 1, "2026-12-24"),
    Row("2027-01-01", "2028-02-29", 1, "2027-01-01"),
    Row("today", "2026-12-31", 1, "2026-12-31"),
    Row("tomorrow", "2026-12-31", 1, "2027-01-01"),
    Row("yesterday", "2026-12-31", 1, "2026-12-30"),
    Row("mon", "2026-12-31", 1, "2027-01-04"),
    Row("tue", "2026-12-31", 1, "2027-01-05"),
    Row("wed", "2026-12-31", 1, "2027-01-06"),
    Row("thu", "2026-12-31", 1, "2027-01-07"),
    Row("fri", "2026-12-31", 1, "2027-01-01"),
    Row("sat", "2026-12-31", 1, "2027-01-02"),
    Row("sun", "2026-12-31", 1, "2027-01-03"),
    Row("monday", "2026-12-31", 1, "2027-01-04"),
    Row("friday", "2026-12-31", 1, "2027-01-01"),
    Row("sunday", "2026-12-31", 1, "2027-01-03"),
    Row("next week", "2026-12-31", 1, "2027-01-04"),
    Row("next month", "2026-12-31", 1, "2027-01-01"),
    Row("next year", "2026-12-31", 1, "2027-01-01"),
    Row("in 3 days", "2026-12-31", 1, "2027-01-03"),
    Row("in 1 day", "2026-12-31", 1, "2027-01-01"),
    Row("in 2 weeks", "2026-12-31", 1, "2027-01-14"),
    Row("in 1 month", "2026-12-31", 1, "2027-01-31"),
    Row("in 13 months", "2026-12-31", 1, "2028-01-31"),
    Row("in 1 year", "2026-12-31", 1, "2027-12-31"),
    Row("+3d", "2026-12-31", 1, "2027-01-03"),
    Row("+0d", "2026-12-31", 1, "2026-12-31"),
    Row("-1d", "2026-12-31", 1, "2026-12-30"),
    Row("-1w", "2026-12-31", 1, "2026-12-24"),
    Row("+2m", "2026-12-31", 1, "2027-02-28"),
    Row("-1m", "2026-12-31", 1, "2026-11-30"),
    Row("+1y", "2026-12-31", 1, "2027-12-31"),
    Row("-1y", "2026-12-31", 1, "2025-12-31"),
    Row("+12m", "2026-12-31", 1, "2027-12-31"),
    Row("+10d", "2026-12-31", 1, "2027-01-10"),
    Row("eow", "2026-12-31", 1, "2027-01-03"),
    Row("eom", "2026-12-31", 1, "2026-12-31"),
    Row("eoy", "2026-12-31", 1, "2026-12-31"),
    Row("sow", "2026-12-31", 1, "2027-01-04"),
    Row("som", "2026-12-31", 1, "2027-01-01"),
    Row("soy", "2026-12-31", 1, "2027-01-01"),
    Row("socw", "2026-12-31", 1, "2026-12-28"),
    Row("socm", "2026-12-31", 1, "2026-12-01"),
    Row("socy", "2026-12-31", 1, "2026-01-01"),
    Row("dec 24", "2026-12-31", 1, "2027-12-24"),
    Row("24 dec", "2026-12-31", 1, "2027-12-24"),
    Row("december 24", "2026-12-31", 1, "2027-12-24"),
    Row("jan 1", "2026-12-31", 1, "2027-01-01"),
    Row("feb 29", "2026-12-31", 1, "2028-02-29"),
    Row("feb 28", "2026-12-31", 1, "2027-02-28"),
    Row("mar 1", "2026-12-31", 1, "2027-03-01"),
    Row("nov 25", "2026-12-31", 1, "2027-11-25"),
    Row("nov 24", "2026-12-31", 1, "2027-11-24"),
    Row("dec 31", "2026-12-31", 1, "2026-12-31"),
    Row("2026-12-24", "2026-12-31", 1, "2026-12-24"),
    Row("2027-01-01", "2026-12-31", 1, "2027-01-01"),
    Row("today", "2026-03-29", 1, "2026-03-29"),
    Row("tomorrow", "2026-03-29", 1, "2026-03-30"),
    Row("yesterday", "2026-03-29", 1, "2026-03-28"),
    Row("mon", "2026-03-29", 1, "2026-03-30"),
    Row("tue", "2026-03-29", 1, "2026-03-31"),
    Row("wed", "2026-03-29", 1, "2026-04-01"),
    Row("thu", "2026-03-29", 1, "2026-04-02"),
    Row("fri", "2026-03-29", 1, "2026-04-03"),
    Row("sat", "2026-03-29", 1, "2026-04-04"),
    Row("sun", "2026-03-29", 1, "2026-04-05"),
    Row("monday", "2026-03-29", 1, "2026-03-30"),
    Row("friday", "2026-03-29", 1, "2026-04-03"),
    Row("sunday", "2026-03-29", 1, "2026-04-05"),
    Row("next week", "2026-03-29", 1, "2026-03-30"),
    Row("next month", "2026-03-29", 1, "2026-04-01"),
    Row("next year", "2026-03-29", 1, "2027-01-01"),
    Row("in 3 days", "2026-03-29", 1, "2026-04-01"),
    Row("in 1 day", "2026-03-29", 1, "2026-03-30"),
    Row("in 2 weeks", "2026-03-29", 1, "2026-04-12"),
    Row("in 1 month", "2026-03-29", 1, "2026-04-29"),
    Row("in 13 months", "2026-03-29", 1, "2027-04-29"),
    Row("in 1 year", "2026-03-29", 1, "2027-03-29"),
    Row("+3d", "2026-03-29", 1, "2026-04-01"),
    Row("+0d", "2026-03-29", 1, "2026-03-29"),
    Row("-1d", "2026-03-29", 1, "2026-03-28"),
    Row("-1w", "2026-03-29", 1, "2026-03-22"),
    Row("+2m", "2026-03-29", 1, "2026-05-29"),
    Row("-1m", "2026-03-29", 1, "2026-02-28"),
    Row("+1y", "2026-03-29", 1, "2027-03-29"),
    Row("-1y", "2026-03-29", 1, "2025-03-29"),
    Row("+12m", "2026-03-29", 1, "2027-03-29"),
    Row("+10d", "2026-03-29", 1, "2026-04-08"),
    Row("eow", "2026-03-29", 1, "2026-03-29"),
    Row("eom", "2026-03-29", 1, "2026-03-31"),
    Row("eoy", "2026-03-29", 1, "2026-12-31"),
    Row("sow", "2026-03-29", 1, "2026-03-30"),
    Row("som", "2026-03-29", 1, "2026-04-01"),
    Row("soy", "2026-03-29", 1, "2027-01-01"),
    Row("socw", "2026-03-29", 1, "2026-03-23"),
    Row("socm", "2026-03-29", 1, "2026-03-01"),
    Row("socy", "2026-03-29", 1, "2026-01-01"),
    Row("dec 24", "2026-03-29", 1, "2026-12-24"),
    Row("24 dec", "2026-03-29", 1, "2026-12-24"),
    Row("december 24", "2026-03-29", 1, "2026-12-24"),
    Row("jan 1", "2026-03-29", 1, "2027-01-01"),
    Row("feb 29", "2026-03-29", 1, "2028-02-29"),
    Row("feb 28", "2026-03-29", 1, "2027-02-28"),
    Row("mar 1", "2026-03-29", 1, "2027-03-01"),
    Row("nov 25", "2026-03-29", 1, "2026-11-25"),
    Row("nov 24", "2026-03-29", 1, "2026-11-24"),
    Row("dec 31", "2026-03-29", 1, "2026-12-31"),
    Row("2026-12-24", "2026-03-29", 1, "2026-12-24"),
    Row("2027-01-01", "2026-03-29", 1, "2027-01-01"),
  ]

  @Test(arguments: rows) func resolvesAgainstToday(_ row: Row) throws {
    let phrase = try DatePhrase.parse(row.phrase).get()
    let today = try #require(LocalDate(iso: row.today))
    #expect(phrase.date(today: today, weekStart: row.weekStart).description == row.expected)
    #expect(phrase.time == nil)
    // Case and spaces do not matter.
    let loud = try DatePhrase.parse("  " + row.phrase.uppercased().replacingOccurrences(of: " ", with: "   ") + " ")
      .get()
    #expect(loud == phrase)
  }

  /// A time after any day, or alone (today at that time).
  @Test(arguments: [
    ("tomorrow 9am", "2026-11-26", "09:00"), ("fri 14:30", "2026-11-27", "14:30"), ("9:30pm", "2026-11-25", "21:30"),
    ("18:00", "2026-11-25", "18:00"), ("12am", "2026-11-25", "00:00"), ("12pm", "2026-11-25", "12:00"),
    ("12:15am", "2026-11-25", "00:15"), ("9 am", "2026-11-25", "09:00"), ("next week 8:05", "2026-11-30", "08:05"),
    ("in 3 days 7pm", "2026-11-28", "19:00"), ("+1w 0:00", "2026-12-02", "00:00"), ("eom 23:59", "2026-11-30", "23:59"),
    ("dec 24 18:00", "2026-12-24", "18:00"), ("24 dec 6pm", "2026-12-24", "18:00"),
    ("2026-12-24 18:00", "2026-12-24", "18:00"), ("2026-12-24T18:00", "2026-12-24", "18:00"),
    ("2026-12-24 6:30am", "2026-12-24", "06:30"), ("today 9:05", "2026-11-25", "09:05"),
    ("yesterday 11pm", "2026-11-24", "23:00"), ("Friday 9AM", "2026-11-27", "09:00"),
  ])
  func aTimeFollowsTheDay(_ text: String, _ date: String, _ time: String) throws {
    let phrase = try DatePhrase.parse(text).get()
    #expect(phrase.date(today: LocalDate(iso: "2026-11-25")!, weekStart: 1).description == date)
    #expect(phrase.time?.description == time)
  }

  /// 02:30 on the day Berlin skips it is still 02:30: phrases know no zone (the clock is the
  /// caller's business).
  @Test func aDSTDayShiftsNothing() throws {
    let phrase = try DatePhrase.parse("tomorrow 2:30").get()
    let dateTime = phrase.dateTime(
      today: LocalDate(iso: "2026-03-28")!, weekStart: 1, defaultTime: LocalTime(hour: 0, minute: 0)!)
    #expect(dateTime.description == "2026-03-29T02:30")
  }

  @Test func monthArithmeticClampsToTheMonthsEnd() {
    let jan31 = LocalDate(iso: "2026-01-31")!
    #expect(jan31.adding(months: 1).description == "2026-02-28")
    #expect(LocalDate(iso: "2028-01-31")!.adding(months: 1).description == "2028-02-29")
    #expect(jan31.adding(months: -2).description == "2025-11-30")
    #expect(LocalDate(iso: "2028-02-29")!.adding(years: 4).description == "2032-02-29")
    #expect(LocalDate(iso: "9999-12-01")!.adding(months: 1).description == "9999-12-31")
  }

  @Test(arguments: [
    "tomrow", "", "   ", "next", "next day", "in 3", "in three days", "in 3 fortnights", "+3", "3d", "+d", "+3x",
    "++3d", "feb 30", "dec 32", "dec", "24", "25:00", "9:60", "13pm", "0am", "tomorrow tomorrow", "2026-02-30",
    "2026-13-01", "fri 25:00", "+99999d", "in 101 years", "last fri", "dec 24 2027", "9:5", "1:2:3",
  ])
  func anythingElseIsOneLineNamingTheForms(_ text: String) {
    guard case .failure(let error) = DatePhrase.parse(text) else {
      Issue.record("'\(text)' parsed")
      return
    }
    let message = error.message(option: "--due")
    #expect(message.hasPrefix("--due '\(text)' is not a date"))
    #expect(message.hasSuffix(": write \(DatePhraseError.forms) (docs/dates.md)"))
    #expect(!message.contains("\n"))
  }

  @Test(arguments: [
    ("tomrow", "tomorrow"), ("tommorow", "tomorrow"), ("yesterdy", "yesterday"), ("frday", "friday"),
    ("nxt week", "next week"), ("next wek", "next week"), ("in 3 dys", "in 3 days"), ("decmber 24", "december 24"),
    ("tomorow 9am", "tomorrow 9am"),
  ])
  func aNearMissSuggestsTheWord(_ text: String, _ suggestion: String) {
    guard case .failure(let error) = DatePhrase.parse(text) else {
      Issue.record("'\(text)' parsed")
      return
    }
    #expect(error.suggestion == suggestion)
    #expect(error.description.contains("(did you mean '\(suggestion)'?)"))
  }

  @Test func aWeekdayIsNeverToday() {
    let wednesday = LocalDate(iso: "2026-11-25")!
    for (word, ahead) in [("wed", 7), ("thu", 1), ("tue", 6)] {
      let phrase = try? DatePhrase.parse(word).get()
      #expect(phrase?.date(today: wednesday, weekStart: 1) == wednesday.adding(days: ahead), "\(word)")
    }
  }

  // MARK: - Properties

  /// Any date written as ISO reads back as itself, whatever today is.
  @Test func anISODateWrittenBackParsesToItself() async {
    await propertyCheck(input: Gen.int(in: -700_000...2_900_000), Gen.int(in: 0...40_000)) { n, t in
      let date = LocalDate(dayNumber: n)
      let phrase = try? DatePhrase.parse(date.description).get()
      #expect(phrase?.date(today: LocalDate(dayNumber: t), weekStart: 1) == date)
      #expect(phrase?.time == nil)
    }
  }

  /// `+Nd` is `adding(days: N)` and `-Nd` its inverse; `+Nw` is seven times as many days.
  @Test func plusNDaysIsAddingDays() async {
    await propertyCheck(input: Gen.int(in: 0...40_000), Gen.int(in: 0...36_525)) { t, n in
      let today = LocalDate(dayNumber: t)
      #expect((try? DatePhrase.parse("+\(n)d").get())?.date(today: today, weekStart: 1) == today.adding(days: n))
      #expect((try? DatePhrase.parse("-\(n)d").get())?.date(today: today, weekStart: 1) == today.adding(days: -n))
      #expect(
        (try? DatePhrase.parse("in \(n / 7) weeks").get())?.date(today: today, weekStart: 7)
          == today.adding(days: 7 * (n / 7)))
    }
  }

  /// A weekday is 1 to 7 days ahead and falls on its day; `eow` is the last day of the week
  /// `socw` starts, and `sow` the day after it, for every week start.
  @Test func weekdaysAndWeekBoundariesAgree() async {
    await propertyCheck(input: Gen.int(in: 0...40_000), Gen.int(in: 1...7)) { t, weekStart in
      let today = LocalDate(dayNumber: t)
      func date(_ text: String) -> LocalDate {
        try! DatePhrase.parse(text).get().date(today: today, weekStart: weekStart)
      }
      for (word, weekday) in [("mon", 1), ("tue", 2), ("wed", 3), ("thu", 4), ("fri", 5), ("sat", 6), ("sun", 7)] {
        let day = date(word)
        #expect((1...7).contains(today.days(to: day)) && day.isoWeekday == weekday)
      }
      #expect(date("socw").isoWeekday == weekStart && date("socw") <= today && today <= date("eow"))
      #expect(date("socw").days(to: date("eow")) == 6 && date("sow") == date("eow").adding(days: 1))
      #expect(date("next week") == date("sow") && date("som") == date("eom").adding(days: 1))
    }
  }
}
