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
