/// The dates a query's date filters read (`due before tomorrow`, `done in last week`,
/// `scheduled 2024-01-01 2024-01-31`), as the plugin's `DateParser` reads them with chrono
/// 2.3.9 and moment, resolved against the query's today (docs/queries.md, "Dates").
///
/// A range first: `last|this|next week|month|quarter|year` (ISO weeks, Monday first), then a
/// numbered one (`2024`, `2024-Q1`, `2024-03`, `2024-W10`), then one or two dates. The dates chrono
/// reads that Quire reads too: ISO dates, `today`, `tomorrow`, `yesterday`, `now`, `in N
/// days|weeks|months|years`, `N days ... ago`, weekdays with `this`, `next`, `last` or none (the
/// closest), and month names with a day and a year (`dec 24 2027`, `24 December 2027`, the year
/// closest to today when none is given).
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

  private static let units: [String: Int] = [
    "day": 1, "days": 1, "d": 1, "week": 7, "weeks": 7, "w": 7, "wk": 7, "wks": 7,
    "month": -1, "months": -1, "mo": -1, "year": -12, "years": -12, "yr": -12, "yrs": -12, "y": -12,
  ]

  private static let numberWords: [String: Int] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
  ]

  private static let weekdays: [String: Int] = [
    "sunday": 0, "sun": 0, "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3,
    "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
  ]

  private static let months: [String: Int] = {
    var out: [String: Int] = ["sept": 9]
    for (index, name) in LocalDate.monthNames.enumerated() {
      out[name.lowercased()] = index + 1
      out[String(name.lowercased().prefix(3))] = index + 1
    }
    return out
  }()

  /// Every date `text` mentions, in order, each read at the first word it can start at.
  static func dates(in text: String, today: LocalDate) -> [LocalDate] {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
    var found: [LocalDate] = []
    var i = 0
    while i < words.count {
      if let (date, used) = date(at: i, in: words, today: today) {
        found.append(date)
        i += used
      } else {
        i += 1
      }
    }
    return found
  }

  private static func count(_ word: String) -> Int? { Int(word) ?? numberWords[word] }

  /// The date the words from `i` on start with, and how many words it takes.
  private static func date(at i: Int, in words: [String], today: LocalDate) -> (LocalDate, Int)? {
    let word = words[i]
    let next = i + 1 < words.count ? words[i + 1] : nil
    if let iso = LocalDate(iso: word) { return (iso, 1) }
    if let slashed = slashedDate(word) { return (slashed, 1) }
    switch word {
    case "today", "now", "tonight": return (today, 1)
    case "tomorrow", "tmr": return (today.adding(days: 1), 1)
    case "yesterday": return (today.adding(days: -1), 1)
    default: break
    }
    // `in 3 days`, `in two weeks`
    if word == "in", let next, let n = count(next), i + 2 < words.count, let unit = units[words[i + 2]] {
      return (moved(today, n, unit), 3)
    }
    // `3 days ago`, `3 days later`, `3 days from now`
    if let n = count(word), let next, let unit = units[next], i + 2 < words.count {
      if words[i + 2] == "ago" { return (moved(today, -n, unit), 3) }
      if words[i + 2] == "later" || words[i + 2] == "after" { return (moved(today, n, unit), 3) }
      if words[i + 2] == "from", i + 3 < words.count, words[i + 3] == "now" { return (moved(today, n, unit), 4) }
    }
    // `next friday`, `last friday`, `this friday`, `friday`, `on friday`
    if ["this", "next", "last", "past"].contains(word), let next, let day = weekdays[next] {
      return (weekday(day, modifier: word == "past" ? "last" : word, today: today), 2)
    }
    if let day = weekdays[word] { return (weekday(day, modifier: nil, today: today), 1) }
    // `dec 24`, `dec 24 2027`, `december 24th`
    if let month = months[word], let next, let day = dayNumber(next) {
      if i + 2 < words.count, let year = Int(words[i + 2]), words[i + 2].count == 4 {
        if let date = LocalDate(year: year, month: month, day: day) { return (date, 3) }
      } else if let date = closestYear(month: month, day: day, today: today) {
        return (date, 2)
      }
    }
    // `May`, `May 2027`: the first of that month
    if let month = months[word], word.count > 3 || next == nil || Int(next!) != nil {
      if let next, next.count == 4, let year = Int(next) {
        if let date = LocalDate(year: year, month: month, day: 1) { return (date, 2) }
      } else if let date = closestYear(month: month, day: 1, today: today) {
        return (date, 1)
      }
    }
    // `24 dec`, `24 december 2027`, `24th of december`
    if let day = dayNumber(word), let next {
      var j = i + 1
      if next == "of", j + 1 < words.count { j += 1 }
      if let month = months[words[j]] {
        if j + 1 < words.count, let year = Int(words[j + 1]), words[j + 1].count == 4 {
          if let date = LocalDate(year: year, month: month, day: day) { return (date, j + 2 - i) }
        } else if let date = closestYear(month: month, day: day, today: today) {
          return (date, j + 1 - i)
        }
      }
    }
    return nil
  }

  /// `2024/03/05` and `3/5/2024` (month first, as chrono's English reads it).
  private static func slashedDate(_ word: String) -> LocalDate? {
    let parts = word.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 3, word.split(separator: "/").count == 3 else { return nil }
    if parts[0] > 31 { return LocalDate(year: parts[0], month: parts[1], day: parts[2]) }
    guard parts[2] >= 1000 else { return nil }
    return LocalDate(year: parts[2], month: parts[0], day: parts[1])
  }

  private static func dayNumber(_ word: String) -> Int? {
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(2)
      break
    }
    guard let n = Int(digits), (1...31).contains(n) else { return nil }
    return n
  }

  /// `unit` is days per step, or minus the months per step.
  private static func moved(_ day: LocalDate, _ n: Int, _ unit: Int) -> LocalDate {
    unit > 0 ? day.adding(days: n * unit) : day.adding(months: n * -unit)
  }

  /// A month and day without a year: the one closest to today, as chrono's `findYearClosestToRef`.
  private static func closestYear(month: Int, day: Int, today: LocalDate) -> LocalDate? {
    let candidates = [today.year - 1, today.year, today.year + 1].compactMap {
      LocalDate(year: $0, month: month, day: day)
    }
    return candidates.min { abs($0.days(to: today)) < abs($1.days(to: today)) }
  }

  /// A weekday as chrono 2.3.9 reads it, in weeks from Sunday: `this` the one of this week, `last`
  /// of the week before, `next` of the week after, none the closest (before or after).
  private static func weekday(_ weekday: Int, modifier: String?, today: LocalDate) -> LocalDate {
    let offset = weekday - today.isoWeekday % 7  // Sunday 0
    let days: Int
    switch modifier {
    case "this": days = offset
    case "last": days = offset - 7
    case "next": days = offset + 7
    default: days = [offset, offset - 7, offset + 7].min { abs($0) < abs($1) }!
    }
    return today.adding(days: days)
  }
}
