extension RecurrenceRule {
  /// Reads an RFC 5545 rule: `RRULE:FREQ=MONTHLY;BYDAY=1FR` or `FREQ=MONTHLY;BYDAY=1FR`.
  ///
  /// Names and values are case-insensitive (RFC 5545 §2); a trailing `;` is allowed. `UNTIL` takes
  /// `YYYYMMDD`, `YYYYMMDDTHHMMSS` (a trailing `Z` is accepted and read as the same wall-clock
  /// time, since Core has no time zone) or the ISO forms `YYYY-MM-DD` / `YYYY-MM-DDTHH:MM`.
  ///
  /// Rules RFC 5545 forbids are refused with the reason rather than guessed at: `COUNT` with
  /// `UNTIL`, a numbered `BYDAY` outside `MONTHLY`/`YEARLY`, `BYMONTHDAY` in a weekly rule,
  /// `BYYEARDAY` outside `YEARLY`, `BYWEEKNO` outside `YEARLY`, `BYSETPOS` alone. Also refused:
  /// a `BYDAY` that mixes numbered and plain weekdays in a monthly or yearly rule (python-dateutil,
  /// the reference, finds no day at all for `BYDAY=MO,1FR`), and the sub-daily parts Quire does not
  /// model (`FREQ=HOURLY`, `BYHOUR`, ...).
  ///
  /// - Throws: A ``RecurrenceError`` naming the first bad part.
  public init(parsing text: some StringProtocol) throws(RecurrenceError) {
    var body = Substring(text.trimmingSpaces())
    if body.count >= 6, body.prefix(6).uppercased() == "RRULE:" { body = body.dropFirst(6) }
    guard !body.isEmpty else { throw RecurrenceError(nil, "the rule is empty; write for example FREQ=WEEKLY;BYDAY=MO") }
    if body.contains(where: { $0 == "\n" || $0 == "\r" }) {
      throw RecurrenceError(nil, "a rule is one line; write only the RRULE, without DTSTART")
    }
    var pieces = body.split(separator: ";", omittingEmptySubsequences: false)
    if pieces.count > 1, pieces.last!.isEmpty { pieces.removeLast() }

    var seen: Set<String> = []
    var frequency: Frequency?
    var rule = RecurrenceRule(frequency: .daily)
    for piece in pieces {
      let part = String(piece)
      guard let equals = piece.firstIndex(of: "=") else {
        if piece.isEmpty { throw RecurrenceError(nil, "empty rule part between two ';'") }
        throw RecurrenceError(part, "a rule part is NAME=VALUE, as FREQ=WEEKLY")
      }
      let name = piece[..<equals].uppercased()
      let value = piece[piece.index(after: equals)...]
      guard !value.isEmpty else { throw RecurrenceError(part, "\(name) has no value") }
      guard seen.insert(name).inserted else { throw RecurrenceError(part, "\(name) is given twice") }
      switch name {
      case "FREQ":
        let upper = value.uppercased()
        guard let f = Frequency(rawValue: upper) else {
          if ["HOURLY", "MINUTELY", "SECONDLY"].contains(upper) {
            throw RecurrenceError(part, "rules repeat on days; use DAILY, WEEKLY, MONTHLY or YEARLY")
          }
          throw RecurrenceError(part, "'\(value)' is not a frequency; write DAILY, WEEKLY, MONTHLY or YEARLY")
        }
        frequency = f
      case "INTERVAL":
        rule.interval = try Self.integer(
          value, part: part, in: 1...Int(Int32.max), what: "INTERVAL is a whole number of 1 or more")
      case "COUNT":
        rule.count = try Self.integer(
          value, part: part, in: 1...Int(Int32.max), what: "COUNT is a whole number of 1 or more")
      case "UNTIL":
        guard let until = Self.until(value) else {
          throw RecurrenceError(part, "'\(value)' is not a date; write YYYYMMDD or YYYYMMDDTHHMMSS (or YYYY-MM-DD)")
        }
        rule.until = until
      case "BYDAY":
        rule.byDay = try Self.list(value, part: part) { item throws(RecurrenceError) in
          try Self.weekdayEntry(item, part: part)
        }
      case "BYMONTHDAY":
        rule.byMonthDay = try Self.numbers(
          value, part: part, limit: 31, what: "a day of the month, 1 to 31 or -31 to -1")
      case "BYMONTH":
        rule.byMonth = try Self.list(value, part: part) { item throws(RecurrenceError) in
          try Self.integer(item, part: part, in: 1...12, what: "'\(item)' is not a month; write 1 to 12")
        }
      case "BYYEARDAY":
        rule.byYearDay = try Self.numbers(
          value, part: part, limit: 366, what: "a day of the year, 1 to 366 or -366 to -1")
      case "BYWEEKNO":
        rule.byWeekNo = try Self.numbers(value, part: part, limit: 53, what: "a week number, 1 to 53 or -53 to -1")
      case "BYSETPOS":
        rule.bySetPos = try Self.numbers(value, part: part, limit: 366, what: "a position, 1 to 366 or -366 to -1")
      case "WKST":
        guard let day = Weekday(code: value) else {
          throw RecurrenceError(part, "'\(value)' is not a weekday; write MO, TU, WE, TH, FR, SA or SU")
        }
        rule.weekStart = day
      case "BYHOUR", "BYMINUTE", "BYSECOND":
        throw RecurrenceError(part, "rules repeat on days and take the time of their start; \(name) is not supported")
      case "DTSTART", "RDATE", "EXDATE":
        throw RecurrenceError(part, "\(name) is not a rule part; give the start separately (quire recur --start)")
      default:
        throw RecurrenceError(
          part,
          "unknown rule part \(name); known are FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, "
            + "BYYEARDAY, BYWEEKNO, BYSETPOS and WKST")
      }
    }
    guard let frequency else {
      throw RecurrenceError(nil, "FREQ is missing; a rule starts with FREQ=DAILY, WEEKLY, MONTHLY or YEARLY")
    }
    rule.frequency = frequency
    try rule.checkCombination(pieces.map(String.init))
    self = rule
  }

  // MARK: - RFC 5545 combinations

  /// Refuses the combinations RFC 5545 forbids (§3.3.10) and the one dateutil cannot expand.
  func checkCombination(_ pieces: [String]) throws(RecurrenceError) {
    func piece(_ name: String) -> String? {
      pieces.first { $0.uppercased().hasPrefix(name + "=") }
    }
    if count != nil, until != nil {
      throw RecurrenceError(piece("UNTIL"), "a rule ends either by COUNT or by UNTIL, not both (RFC 5545)")
    }
    let numbered = byDay.filter { $0.ordinal != nil }
    if let first = numbered.first {
      if frequency != .monthly, frequency != .yearly {
        throw RecurrenceError(
          piece("BYDAY"),
          "a numbered weekday (\(first)) needs FREQ=MONTHLY or YEARLY; write \(first.weekday.code) for every one")
      }
      if !byWeekNo.isEmpty {
        throw RecurrenceError(
          piece("BYDAY"), "a numbered weekday (\(first)) cannot be combined with BYWEEKNO (RFC 5545)")
      }
      if numbered.count != byDay.count {
        throw RecurrenceError(
          piece("BYDAY"),
          "mixes numbered and plain weekdays; python-dateutil finds no day for that, so split it into two rules")
      }
      // Within a month a weekday occurs at most five times.
      if frequency == .monthly || !byMonth.isEmpty, let wide = numbered.first(where: { abs($0.ordinal!) > 5 }) {
        throw RecurrenceError(piece("BYDAY"), "\(wide): a month has at most 5 of each weekday; use 1 to 5 or -5 to -1")
      }
    }
    if !byMonthDay.isEmpty, frequency == .weekly {
      throw RecurrenceError(piece("BYMONTHDAY"), "BYMONTHDAY cannot be used with FREQ=WEEKLY (RFC 5545)")
    }
    if !byYearDay.isEmpty, frequency != .yearly {
      throw RecurrenceError(piece("BYYEARDAY"), "BYYEARDAY needs FREQ=YEARLY (RFC 5545)")
    }
    if !byWeekNo.isEmpty, frequency != .yearly {
      throw RecurrenceError(piece("BYWEEKNO"), "BYWEEKNO needs FREQ=YEARLY (RFC 5545)")
    }
    if !bySetPos.isEmpty, !hasByParts {
      throw RecurrenceError(
        piece("BYSETPOS"), "BYSETPOS picks among the days of another BY part, such as BYDAY (RFC 5545)")
    }
  }

  // MARK: - Values

  static func list<T>(
    _ value: Substring, part: String, _ item: (Substring) throws(RecurrenceError) -> T
  ) throws(RecurrenceError) -> [T] {
    var out: [T] = []
    for piece in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard !piece.isEmpty else {
        throw RecurrenceError(part, "empty item in the list; separate values by single commas")
      }
      out.append(try item(piece))
    }
    return out
  }

  /// A list of non-zero integers within ±`limit`.
  static func numbers(_ value: Substring, part: String, limit: Int, what: String) throws(RecurrenceError) -> [Int] {
    try list(value, part: part) { item throws(RecurrenceError) in
      guard let n = integer(item), n != 0, abs(n) <= limit else {
        throw RecurrenceError(part, "'\(item)' is not \(what)")
      }
      return n
    }
  }

  static func integer(_ text: Substring, part: String, in range: ClosedRange<Int>, what: String) throws(RecurrenceError)
    -> Int
  {
    guard let n = integer(text), range.contains(n) else { throw RecurrenceError(part, what) }
    return n
  }

  /// An optionally signed run of at most 9 ASCII digits.
  static func integer(_ text: Substring) -> Int? {
    var digits = text
    var sign = 1
    if let first = digits.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return sign * Int(digits)!
  }

  /// `FR`, `1FR`, `+1FR`, `-1SU`.
  static func weekdayEntry(_ item: Substring, part: String) throws(RecurrenceError) -> WeekdayEntry {
    guard item.count >= 2, let day = Weekday(code: item.suffix(2)) else {
      throw RecurrenceError(
        part, "'\(item)' is not a weekday; write MO, TU, WE, TH, FR, SA or SU, optionally numbered as 1FR or -1SU")
    }
    let number = item.dropLast(2)
    if number.isEmpty { return WeekdayEntry(day) }
    guard let n = integer(number), n != 0, abs(n) <= 53 else {
      throw RecurrenceError(part, "'\(item)': the number before a weekday is 1 to 53 or -53 to -1")
    }
    return WeekdayEntry(day, ordinal: n)
  }

  /// `YYYYMMDD`, `YYYYMMDDTHHMMSS[Z]`, `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS][Z]`.
  static func until(_ value: Substring) -> Until? {
    var text = value.uppercased()
    if text.hasSuffix("Z") { text.removeLast() }
    let u = Array(text.utf8)
    func digits(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= u.count else { return nil }
      return LocalDate.digits(u, from, count)
    }
    let dateLength: Int
    let date: LocalDate?
    if u.count >= 10, u[4] == UInt8(ascii: "-") {
      dateLength = 10
      date = LocalDate(iso: text.prefix(10))
    } else {
      dateLength = 8
      guard let y = digits(0, 4), let m = digits(4, 2), let d = digits(6, 2) else { return nil }
      date = LocalDate(year: y, month: m, day: d)
    }
    guard let date else { return nil }
    if u.count == dateLength { return .date(date) }
    guard u[dateLength] == UInt8(ascii: "T") else { return nil }
    let t = dateLength + 1
    let hour: Int?
    let minute: Int?
    let second: Int?
    switch u.count - t {
    case 6:  // HHMMSS
      (hour, minute, second) = (digits(t, 2), digits(t + 2, 2), digits(t + 4, 2))
    case 4:  // HHMM
      (hour, minute, second) = (digits(t, 2), digits(t + 2, 2), 0)
    case 5 where u[t + 2] == UInt8(ascii: ":"):  // HH:MM
      (hour, minute, second) = (digits(t, 2), digits(t + 3, 2), 0)
    case 8 where u[t + 2] == UInt8(ascii: ":") && u[t + 5] == UInt8(ascii: ":"):  // HH:MM:SS
      (hour, minute, second) = (digits(t, 2), digits(t + 3, 2), digits(t + 6, 2))
    default:
      return nil
    }
    // Seconds are dropped: occurrences fall on whole minutes, so `<=` against the minute is the same.
    guard let hour, let minute, let second, second < 60, let time = LocalTime(hour: hour, minute: minute) else {
      return nil
    }
    return .dateTime(LocalDateTime(date: date, time: time))
  }
}
