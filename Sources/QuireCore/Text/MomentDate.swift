/// Dates in file names as the Obsidian Tasks plugin reads them for "use filename as scheduled
/// date": a strict moment.js format (`YYYY-MM-DD`, `MMM DD, YYYY`, `[Week of] YYYY-MM-DD`), else
/// the first `YYYY-MM-DD` or `YYYYMMDD` in the name (obsidian-tasks `DateFallback`).
///
/// The tokens read are `YYYY`, `YY`, `MMMM`, `MMM`, `MM`, `M`, `DD`, `D`, `Do` (English month
/// names and ordinals); text in `[...]` and every other character stand for themselves.
public enum MomentDate {
  /// `text` read whole with `format`, strictly (moment's strict mode); `nil` when it does not fit.
  public static func parse(_ text: String, format: String) -> LocalDate? {
    var input = Substring(text)
    var rest = Substring(format)
    var year: Int?
    var month: Int?
    var day: Int?
    func number(_ digits: ClosedRange<Int>) -> Int? {
      let taken = input.prefix { $0.isASCII && $0.isNumber }
      guard digits.contains(taken.count) else { return nil }
      let value = Int(taken.prefix(digits.upperBound))
      input = input.dropFirst(min(taken.count, digits.upperBound))
      return value
    }
    func monthName(short: Bool) -> Int? {
      for (index, name) in monthNames.enumerated() {
        let written = short ? String(name.prefix(3)) : name
        if input.lowercased().hasPrefix(written.lowercased()) {
          input = input.dropFirst(written.count)
          return index + 1
        }
      }
      return nil
    }
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let literal = rest[rest.index(after: rest.startIndex)..<close]
        guard input.hasPrefix(literal) else { return nil }
        input = input.dropFirst(literal.count)
        rest = rest[rest.index(after: close)...]
        continue
      }
      let tokens: [(String, () -> Bool)] = [
        (
          "YYYY",
          {
            year = number(4...4); return year != nil
          }
        ),
        (
          "YY",
          {
            year = number(2...2).map { 2000 + $0 }; return year != nil
          }
        ),
        (
          "MMMM",
          {
            month = monthName(short: false); return month != nil
          }
        ),
        (
          "MMM",
          {
            month = monthName(short: true); return month != nil
          }
        ),
        (
          "MM",
          {
            month = number(2...2); return month != nil
          }
        ),
        (
          "M",
          {
            month = number(1...2); return month != nil
          }
        ),
        (
          "Do",
          {
            day = number(1...2)
            for suffix in ["st", "nd", "rd", "th"] where input.hasPrefix(suffix) {
              input = input.dropFirst(2)
              return day != nil
            }
            return false
          }
        ),
        (
          "DD",
          {
            day = number(2...2); return day != nil
          }
        ),
        (
          "D",
          {
            day = number(1...2); return day != nil
          }
        ),
      ]
      if let (token, read) = tokens.first(where: { rest.hasPrefix($0.0) }) {
        guard read() else { return nil }
        rest = rest.dropFirst(token.count)
        continue
      }
      guard input.first == rest.first else { return nil }
      input = input.dropFirst()
      rest = rest.dropFirst()
    }
    guard input.isEmpty, let year, let month, let day else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// The first `YYYY-MM-DD` in `text`, else the first `YYYYMMDD`, when it is a real date.
  public static func find(in text: String) -> LocalDate? {
    let u = Array(text.utf8)
    func digits(_ at: Int, _ count: Int) -> Int? {
      guard at + count <= u.count else { return nil }
      var value = 0
      for i in at..<(at + count) {
        guard u[i] >= 0x30, u[i] <= 0x39 else { return nil }
        value = value * 10 + Int(u[i] - 0x30)
      }
      return value
    }
    for dashed in [true, false] {
      let width = dashed ? 10 : 8
      var i = 0
      while i + width <= u.count {
        if dashed, let y = digits(i, 4), u[i + 4] == 0x2D, let m = digits(i + 5, 2), u[i + 7] == 0x2D,
          let d = digits(i + 8, 2)
        {
          return LocalDate(year: y, month: m, day: d)
        }
        if !dashed, let y = digits(i, 4), let m = digits(i + 4, 2), let d = digits(i + 6, 2) {
          return LocalDate(year: y, month: m, day: d)
        }
        i += 1
      }
    }
    return nil
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
}

extension MomentDate {
  static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// `date` at `minutes` past midnight written with a moment.js `format` in English: `YYYY`,
  /// `YY`, `Q`, `MMMM`, `MMM`, `MM`, `M`, `Mo`, `DDDD`, `DDD`, `DD`, `D`, `Do`, `dddd`, `ddd`,
  /// `dd`, `d`, `E`, `WW`, `W`, `ww`, `w`, `GGGG`, `gggg`, `HH`, `H`, `hh`, `h`, `mm`, `m`, `ss`,
  /// `s`, `A`, `a`; text in `[...]` and every other character stand for themselves.
  public static func format(_ date: LocalDate, minutes: Int = 0, _ pattern: String) -> String {
    let weekday = date.isoWeekday % 7  // 0 = Sunday
    let dayOfYear = date.dayNumber - LocalDate(year: date.year, month: 1, day: 1)!.dayNumber + 1
    let (isoYear, isoWeek) = Self.isoWeek(of: date)
    // The English locale's week: it starts on Sunday, and the week holding January 1st is week 1.
    let saturday = date.adding(days: 6 - weekday)
    let localeYear = saturday.year
    let localeWeek = (saturday.dayNumber - LocalDate(year: localeYear, month: 1, day: 1)!.dayNumber) / 7 + 1
    let hour = minutes / 60
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let tokens: [(String, () -> String)] = [
      ("YYYY", { String(date.year) }), ("GGGG", { String(isoYear) }), ("gggg", { String(localeYear) }),
      ("YY", { two(date.year % 100) }), ("MMMM", { monthNames[date.month - 1] }),
      ("MMM", { String(monthNames[date.month - 1].prefix(3)) }), ("Mo", { ordinal(date.month) }),
      ("MM", { two(date.month) }), ("M", { String(date.month) }),
      ("DDDD", { String(repeating: "0", count: 3 - String(dayOfYear).count) + String(dayOfYear) }),
      ("DDD", { String(dayOfYear) }), ("Do", { ordinal(date.day) }), ("DD", { two(date.day) }),
      ("D", { String(date.day) }), ("dddd", { weekdayNames[weekday] }),
      ("ddd", { String(weekdayNames[weekday].prefix(3)) }), ("dd", { String(weekdayNames[weekday].prefix(2)) }),
      ("d", { String(weekday) }), ("E", { String(date.isoWeekday) }), ("WW", { two(isoWeek) }),
      ("W", { String(isoWeek) }), ("ww", { two(localeWeek) }), ("w", { String(localeWeek) }),
      ("Q", { String((date.month - 1) / 3 + 1) }), ("HH", { two(hour) }), ("H", { String(hour) }),
      ("hh", { two(hour12) }), ("h", { String(hour12) }), ("mm", { two(minutes % 60) }),
      ("m", { String(minutes % 60) }), ("ss", { "00" }), ("s", { "0" }), ("A", { hour < 12 ? "AM" : "PM" }),
      ("a", { hour < 12 ? "am" : "pm" }),
    ]
    var out = ""
    var rest = Substring(pattern)
    outer: while let first = rest.first {
      if first == "[", let close = rest.firstIndex(of: "]") {
        out += rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        continue
      }
      for (token, value) in tokens where rest.hasPrefix(token) {
        out += value()
        rest = rest.dropFirst(token.count)
        continue outer
      }
      out.append(first)
      rest = rest.dropFirst()
    }
    return out
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
  static func ordinal(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }

  /// The ISO 8601 week-numbering year and week of `date`.
  static func isoWeek(of date: LocalDate) -> (year: Int, week: Int) {
    let thursday = date.adding(days: 4 - date.isoWeekday)
    let first = LocalDate(year: thursday.year, month: 1, day: 1)!
    return (thursday.year, (thursday.dayNumber - first.dayNumber) / 7 + 1)
  }
}
