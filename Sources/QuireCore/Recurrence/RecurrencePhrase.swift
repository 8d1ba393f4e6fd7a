/// The English recurrence phrases of Obsidian Tasks (`every 2 weeks on Monday, Friday`,
/// `every month on the 2nd last Friday`, `every January on the 15th`), compiled to a
/// ``RecurrenceRule``.
///
/// The grammar is the one Obsidian Tasks gets from rrule.js `RRule.parseText` (its `ENGLISH`
/// tokens and `parsetext.ts`), read word by word:
///
/// ```
/// phrase  = "every" [N] unit
/// unit    = "day(s)"                        DAILY
///         | "weekday(s)"                    WEEKLY on MO-FR
///         | "week(s)" [on]                  WEEKLY
///         | "month(s)" [on]                 MONTHLY
///         | "year(s)" [on]                  YEARLY
///         | weekday {"," weekday} [on the nth {"," nth}]     WEEKLY on those days
///         | month {"," month} [on]          YEARLY in those months
/// on      = ("on" | "in" | "the") item {("," | "and" | "or" | "the" | "on" | "in") item}
/// item    = nth weekday | nth ["day"] | weekday | "weekday(s)" | "week" N {"," N} | month
/// nth     = "first" | "second" ["last"] | "third" ["last"] | "last" | 1st 2nd 3rd 4th ... ["last"]
/// ```
///
/// Words are case-insensitive; weekdays may be abbreviated as rrule.js allows (`mo`, `mon`, `tue`,
/// `tues`, `wed`, `thu`, `thur`, `fri`, `sat`, `sun`) or plural (`every 2 Mondays`), months as
/// `jan` ... `dec` (`sept` too). Unlike rrule.js, which stops reading at the first word it does not
/// know and keeps what it has (`every day blah` is `every day`), the whole phrase must be read, so a
/// typo is reported. Times (`at 10`) and ends (`until ...`, `for 3 times`) are not part of a phrase:
/// use a due time, or an RRULE with `UNTIL`/`COUNT`.
enum RecurrencePhrase {
  /// The rule a phrase describes, and whether it clamps to the month's end: `every month`,
  /// `every N months`, `every year` and `every N years` without anything after them move to the
  /// last day of a month that lacks the start's day, as Obsidian Tasks does (compat README,
  /// "Month ends").
  static func compile(_ text: Substring) throws(RecurrenceError) -> (rule: RecurrenceRule, clamps: Bool) {
    var reader = Reader(tokens: try tokens(text))
    return try reader.phrase()
  }

  // MARK: - Words

  enum Token: Equatable {
    case every, number(Int), nth(Int), day, weekday, week, month, year, on, the, comma, last, at, until, forWord
    case dayName(Weekday), monthName(Int)
    /// A word that is not in the grammar.
    case unknown(String)
  }

  /// The words of `text`, lower-cased and classified.
  static func tokens(_ text: Substring) throws(RecurrenceError) -> [(token: Token, word: String)] {
    var out: [(Token, String)] = []
    let chars = Array(text.lowercased().unicodeScalars)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\t" {
        i += 1
      } else if c == "," {
        out.append((.comma, ","))
        i += 1
      } else if isDigit(c) {
        var n = 0
        let start = i
        while i < chars.count, isDigit(chars[i]), i - start < 6 {
          n = n * 10 + Int(chars[i].value - 48)
          i += 1
        }
        var j = i
        while j < chars.count, chars[j].value >= 97, chars[j].value <= 122 { j += 1 }
        let suffix = String(String.UnicodeScalarView(chars[i..<j]))
        if ["st", "nd", "rd", "th"].contains(suffix) {
          out.append((.nth(n), String(String.UnicodeScalarView(chars[start..<j]))))
          i = j
        } else if i < chars.count, chars[i] == "." {
          out.append((.nth(n), String(String.UnicodeScalarView(chars[start...i]))))
          i += 1
        } else {
          out.append((.number(n), String(String.UnicodeScalarView(chars[start..<i]))))
        }
      } else {
        let start = i
        while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != ",", !isDigit(chars[i]) {
          i += 1
        }
        let word = String(String.UnicodeScalarView(chars[start..<i]))
        out.append((classify(word), word))
      }
    }
    return out
  }

  static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

  static func classify(_ word: String) -> Token {
    switch word {
    case "every": return .every
    case "day", "days": return .day
    case "weekday", "weekdays": return .weekday
    case "week", "weeks": return .week
    case "month", "months": return .month
    case "year", "years": return .year
    case "on", "in": return .on
    case "the": return .the
    case "and", "or": return .comma
    case "first": return .nth(1)
    case "second": return .nth(2)
    case "third": return .nth(3)
    case "last": return .last
    case "at": return .at
    case "until", "till", "til": return .until
    case "for": return .forWord
    default: break
    }
    if let day = weekdayNames[word] { return .dayName(day) }
    if let month = monthNames[word] { return .monthName(month) }
    return .unknown(word)
  }

  static let weekdayNames: [String: Weekday] = {
    var names: [String: Weekday] = [:]
    let forms: [(Weekday, [String])] = [
      (.monday, ["mo", "mon", "monday"]),
      (.tuesday, ["tu", "tue", "tues", "tuesday"]),
      (.wednesday, ["we", "wed", "wedn", "wednesday"]),
      (.thursday, ["th", "thu", "thur", "thurs", "thursday"]),
      (.friday, ["fr", "fri", "friday"]),
      (.saturday, ["sa", "sat", "saturday"]),
      (.sunday, ["su", "sun", "sunday"]),
    ]
    for (day, words) in forms {
      for w in words { names[w] = day }
      names[words.last! + "s"] = day  // every 2 Mondays
    }
    return names
  }()

  static let monthNames: [String: Int] = {
    let forms = [
      ["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"], ["may"], ["jun", "june"],
      ["jul", "july"], ["aug", "august"], ["sep", "sept", "september"], ["oct", "october"], ["nov", "november"],
      ["dec", "december"],
    ]
    var names: [String: Int] = [:]
    for (index, words) in forms.enumerated() { for w in words { names[w] = index + 1 } }
    return names
  }()

  // MARK: - Grammar

  /// Reads the tokens in the order of rrule.js `parseText`.
  struct Reader {
    let tokens: [(token: Token, word: String)]
    var i = 0
    var rule = RecurrenceRule(frequency: .daily)

    init(tokens: [(token: Token, word: String)]) { self.tokens = tokens }

    var current: Token? { i < tokens.count ? tokens[i].token : nil }
    var word: String { i < tokens.count ? tokens[i].word : "" }

    mutating func accept(_ token: Token) -> Bool {
      guard current == token else { return false }
      i += 1
      return true
    }

    mutating func phrase() throws(RecurrenceError) -> (rule: RecurrenceRule, clamps: Bool) {
      guard accept(.every) else {
        throw RecurrenceError(
          i < tokens.count ? word : nil,
          "a recurrence starts with 'every' (every day, every 2 weeks on Monday) or is an RRULE")
      }
      if case .number(let n) = current {
        guard n >= 1 else { throw RecurrenceError(word, "the interval is 1 or more") }
        rule.interval = n
        i += 1
      }
      guard let unit = current else {
        throw RecurrenceError(nil, "say what repeats: every day, week, month, year, weekday, or a day or month name")
      }
      var onlyUnit = false
      switch unit {
      case .day:
        i += 1
        rule.frequency = .daily
        onlyUnit = true
      case .weekday:
        i += 1
        rule.frequency = .weekly
        rule.byDay = Self.workdays
      case .week:
        i += 1
        rule.frequency = .weekly
        try on()
      case .month:
        i += 1
        rule.frequency = .monthly
        onlyUnit = try !on()
      case .year:
        i += 1
        rule.frequency = .yearly
        onlyUnit = try !on()
      case .dayName(let day):
        i += 1
        rule.frequency = .weekly
        rule.byDay = [.init(day)]
        while accept(.comma) {
          guard case .dayName(let next) = current else {
            throw RecurrenceError(word.isEmpty ? nil : word, "expected a weekday after the comma")
          }
          rule.byDay.append(.init(next))
          i += 1
        }
        try monthDays()
      case .monthName(let month):
        i += 1
        rule.frequency = .yearly
        rule.byMonth = [month]
        while accept(.comma) {
          guard case .monthName(let next) = current else {
            throw RecurrenceError(word.isEmpty ? nil : word, "expected a month after the comma")
          }
          rule.byMonth.append(next)
          i += 1
        }
        try on()
      default:
        throw RecurrenceError(word, "expected day, weekday, week, month, year, or a day or month name after 'every'")
      }
      try end()
      try check()
      // A day of the month in a weekly phrase (`every Monday on the 13th`): rrule.js keeps FREQ=WEEKLY, which RFC 5545
      // forbids with BYMONTHDAY, so the RRULE Quire writes for it (ics export) would not read back. Week by week or
      // month by month, the same days pass the same filters; every few weeks has no such rule.
      if rule.frequency == .weekly, !rule.byMonthDay.isEmpty {
        guard rule.interval == 1 else {
          throw RecurrenceError(
            nil, "a day of the month cannot follow 'every \(rule.interval) weeks'; write every month on the ... instead"
          )
        }
        rule.frequency = .monthly
      }
      let clamps = onlyUnit && (rule.frequency == .monthly || rule.frequency == .yearly)
      return (rule, clamps)
    }

    static let workdays: [RecurrenceRule.WeekdayEntry] = [
      .init(.monday), .init(.tuesday), .init(.wednesday),
      .init(.thursday), .init(.friday),
    ]

    /// rrule.js `ON()`; `true` when something followed.
    @discardableResult
    mutating func on() throws(RecurrenceError) -> Bool {
      let sawOn = accept(.on)
      let sawThe = accept(.the)
      guard sawOn || sawThe else { return false }
      repeat {
        if let n = try nth() {
          if case .dayName(let day) = current {
            i += 1
            rule.byDay.append(.init(day, ordinal: n))
          } else {
            guard abs(n) <= 31 else { throw RecurrenceError(tokens[i - 1].word, "a month has at most 31 days") }
            rule.byMonthDay.append(n)
            _ = accept(.day)
          }
        } else if case .dayName(let day) = current {
          i += 1
          rule.byDay.append(.init(day))
        } else if current == .weekday {
          i += 1
          if rule.byDay.isEmpty { rule.byDay = Self.workdays }
        } else if current == .week {
          i += 1
          guard case .number(let n) = current else {
            throw RecurrenceError(word.isEmpty ? nil : word, "expected a week number after 'week'")
          }
          i += 1
          rule.byWeekNo = [n]
          while accept(.comma) {
            guard case .number(let m) = current else {
              throw RecurrenceError(word.isEmpty ? nil : word, "expected a week number after the comma")
            }
            i += 1
            rule.byWeekNo.append(m)
          }
        } else if case .monthName(let month) = current {
          i += 1
          rule.byMonth.append(month)
        } else {
          if current == nil {
            throw RecurrenceError(nil, "the phrase ends after '\(tokens[i - 1].word)'; say on which day")
          }
          return true
        }
      } while accept(.comma) || accept(.the) || accept(.on)
      return true
    }

    /// rrule.js `decodeNTH`: `first`, `second [last]`, `third [last]`, `last`, `2nd [last]`.
    mutating func nth() throws(RecurrenceError) -> Int? {
      switch current {
      case .last:
        i += 1
        return -1
      case .nth(let n):
        guard n >= 1, n <= 366 else { throw RecurrenceError(word, "a position is 1st to 366th") }
        i += 1
        if n == 1, tokens[i - 1].word == "first" { return 1 }
        return accept(.last) ? -n : n
      default:
        return nil
      }
    }

    /// rrule.js `MDAYs()` after weekday names: `every Monday on the 1st, 15th`.
    mutating func monthDays() throws(RecurrenceError) {
      let sawOn = accept(.on)
      let sawThe = accept(.the)
      guard let n = try nth() else {
        if sawOn || sawThe {
          throw RecurrenceError(word.isEmpty ? nil : word, "expected a day of the month such as 1st")
        }
        return
      }
      // As in on(): RFC 5545 has no 32nd day (`BYMONTHDAY=35` would not read back).
      guard abs(n) <= 31 else { throw RecurrenceError(tokens[i - 1].word, "a month has at most 31 days") }
      rule.byMonthDay = [n]
      while accept(.comma) {
        guard let m = try nth() else {
          throw RecurrenceError(word.isEmpty ? nil : word, "expected a day of the month after the comma")
        }
        guard abs(m) <= 31 else { throw RecurrenceError(tokens[i - 1].word, "a month has at most 31 days") }
        rule.byMonthDay.append(m)
      }
    }

    /// The phrase must be read whole.
    mutating func end() throws(RecurrenceError) {
      guard let token = current else { return }
      switch token {
      case .at:
        throw RecurrenceError(
          word, "a time of day is not part of a recurrence; write it after the due date (📅 2026-11-25 17:00)")
      case .until, .forWord:
        throw RecurrenceError(
          word, "recurrence phrases have no end; use an RRULE with UNTIL= or COUNT= (RRULE:FREQ=WEEKLY;COUNT=5)")
      case .unknown(let w):
        throw RecurrenceError(w, "unknown word in the recurrence; see the phrases in docs/recurrence.md")
      default:
        throw RecurrenceError(word, "unexpected '\(word)' here")
      }
    }

    /// Numbers that can never match.
    func check() throws(RecurrenceError) {
      for entry in rule.byDay {
        guard let n = entry.ordinal else { continue }
        let name = Self.ordinalWord(n) + " " + entry.weekday.name
        if rule.frequency == .weekly || rule.frequency == .daily {
          throw RecurrenceError(name, "a numbered weekday needs 'every month' or 'every year'")
        }
        if (rule.frequency == .monthly || !rule.byMonth.isEmpty), abs(n) > 5 {
          throw RecurrenceError(name, "a month has at most 5 of each weekday")
        }
        if abs(n) > 53 { throw RecurrenceError(name, "a year has at most 53 of each weekday") }
        if rule.byDay.contains(where: { $0.ordinal == nil }) {
          throw RecurrenceError(name, "mixes numbered and plain weekdays; write two recurring tasks")
        }
      }
      for n in rule.byWeekNo where n < 1 || n > 53 {
        throw RecurrenceError("week \(n)", "a week number is 1 to 53")
      }
      if !rule.byWeekNo.isEmpty, rule.frequency != .yearly {
        throw RecurrenceError("week \(rule.byWeekNo[0])", "a week number needs 'every year'")
      }
    }

    static func ordinalWord(_ n: Int) -> String {
      if n == -1 { return "last" }
      let a = abs(n)
      let suffix: String
      switch (a % 10, a % 100) {
      case (1, let h) where h != 11: suffix = "st"
      case (2, let h) where h != 12: suffix = "nd"
      case (3, let h) where h != 13: suffix = "rd"
      default: suffix = "th"
      }
      return "\(a)\(suffix)" + (n < 0 ? " last" : "")
    }
  }
}
