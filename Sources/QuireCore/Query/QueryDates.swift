/// The dates a query's date filters read (`due before tomorrow`, `done in last week`,
/// `scheduled 2024-01-01 2024-01-31`), as the plugin's `DateParser` reads them with chrono
/// 2.3.9 and moment, resolved against the query's today (docs/queries.md, "Dates").
///
/// A range first: `last|this|next week|month|quarter|year` (ISO weeks, Monday first), then a
/// numbered one (`2024`, `2024-Q1`, `2024-03`, `2024-W10`), then one or two dates. The dates are
/// read by the one date grammar of docs/dates.md (``DatePhrase``) in the plugin's reading
/// (a weekday or a month and day alone is the closest one, `this friday` counts weeks from
/// Sunday, as chrono does), plus chrono's month-first `3/5/2024`.
public struct QueryDateRange: Sendable, Equatable {
  public var start: LocalDate
  public var end: LocalDate

  init(_ a: LocalDate, _ b: LocalDate) {
    start = min(a, b)
    end = max(a, b)
  }
}

enum QueryDates {
  /// The range `text` names, or `nil`.
  static func range(_ text: String, today: LocalDate) -> QueryDateRange? {
    relativeRange(text, today: today) ?? numberedRange(text) ?? absoluteRange(text, today: today)
  }

  /// The single date `text` names (chrono's first date), or `nil`.
  static func date(_ text: String, today: LocalDate) -> LocalDate? {
    dates(in: text, today: today).first
  }

  private static func relativeRange(_ text: String, today: LocalDate) -> QueryDateRange? {
    guard let match = QueryPattern.match("(last|this|next) (week|month|quarter|year)", text, ignoringCase: false),
      let which = match[1], let unit = match[2]
    else { return nil }
    let step = which == "last" ? -1 : which == "next" ? 1 : 0
    switch unit {
    case "week":
      let monday = today.startOfWeek(weekStart: 1).adding(days: 7 * step)
      return QueryDateRange(monday, monday.adding(days: 6))
    case "month":
      let first = today.startOfMonth.adding(months: step)
      return QueryDateRange(first, first.endOfMonth)
    case "quarter":
      let first = LocalDate(year: today.year, month: (today.month - 1) / 3 * 3 + 1, day: 1)!.adding(months: 3 * step)
      return QueryDateRange(first, first.adding(months: 2).endOfMonth)
    default:
      let first = LocalDate(year: today.year + step, month: 1, day: 1)!
      return QueryDateRange(first, LocalDate(year: first.year, month: 12, day: 31)!)
    }
  }

  private static func numberedRange(_ text: String) -> QueryDateRange? {
    let trimmed = text.trimmedAsJS()
    if let m = QueryPattern.match("^[0-9]{4}$", trimmed, ignoringCase: false), let y = Int(m[0]!) {
      return QueryDateRange(LocalDate(year: y, month: 1, day: 1)!, LocalDate(year: y, month: 12, day: 31)!)
    }
    if let m = QueryPattern.match("^([0-9]{4})-Q([1-4])$", trimmed, ignoringCase: false), let y = Int(m[1]!),
      let q = Int(m[2]!)
    {
      let first = LocalDate(year: y, month: (q - 1) * 3 + 1, day: 1)!
      return QueryDateRange(first, first.adding(months: 2).endOfMonth)
    }
    if let m = QueryPattern.match("^([0-9]{4})-([0-9]{2})$", trimmed, ignoringCase: false), let y = Int(m[1]!),
      let month = Int(m[2]!), let first = LocalDate(year: y, month: month, day: 1)
    {
      return QueryDateRange(first, first.endOfMonth)
    }
    if let m = QueryPattern.match("^([0-9]{4})-W([0-9]{2})$", trimmed, ignoringCase: false), let y = Int(m[1]!),
      let w = Int(m[2]!), (1...53).contains(w)
    {
      // ISO week 1 holds 4 January.
      let fourth = LocalDate(year: y, month: 1, day: 4)!
      let monday = fourth.startOfWeek(weekStart: 1).adding(days: 7 * (w - 1))
      return QueryDateRange(monday, monday.adding(days: 6))
    }
    return nil
  }

  private static func absoluteRange(_ text: String, today: LocalDate) -> QueryDateRange? {
    let found = dates(in: text, today: today)
    guard let first = found.first else { return nil }
    return QueryDateRange(first, found.count > 1 ? found[1] : first)
  }

  // MARK: - Dates in text, as chrono finds them

  /// Every date `text` mentions, in order: at each word the longest run of words (at most four)
  /// that the one date grammar reads (docs/dates.md), resolved in the plugin's reading.
  static func dates(in text: String, today: LocalDate) -> [LocalDate] {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
    var found: [LocalDate] = []
    var i = 0
    next: while i < words.count {
      if let slashed = slashedDate(words[i]) {
        found.append(slashed)
        i += 1
        continue
      }
      for length in stride(from: min(4, words.count - i), through: 1, by: -1) {
        if let day = DatePhrase.day(Array(words[i..<(i + length)]), reading: .tasksPlugin) {
          found.append(DatePhrase(day: day).date(today: today, weekStart: 1, reading: .tasksPlugin))
          i += length
          continue next
        }
      }
      i += 1
    }
    return found
  }

  /// `3/5/2024` (month first, as chrono's English reads it; the grammar reads `2024/03/05`).
  private static func slashedDate(_ word: String) -> LocalDate? {
    let parts = word.split(separator: "/")
    guard parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]), year >= 1000
    else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }
}
