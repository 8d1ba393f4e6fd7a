/// Values of iCalendar properties read back (RFC 5545 §3.3): TEXT, lists, DATE, DATE-TIME
/// (floating, UTC `Z`, or with a `TZID`), and DURATION.
public enum ICalendarValue {
  /// A time as written: a date, or a date-time that is floating, UTC, or in a named zone.
  public enum Time: Sendable, Equatable {
    case date(LocalDate)
    case floating(LocalDateTime)
    case utc(LocalDateTime)
    case zoned(LocalDateTime, tzid: String)

    /// Whether this is a whole day.
    public var isDate: Bool { if case .date = self { return true } else { return false } }
  }

  /// TEXT unescaped: `\\` `\;` `\,` `\n` `\N`; a backslash before anything else is kept.
  public static func text(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    var out = ""
    var escaped = false
    for c in raw {
      if escaped {
        switch c {
        case "n", "N": out += "\n"
        case "\\", ";", ",": out.append(c)
        default: out += "\\" + String(c)
        }
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        out.append(c)
      }
    }
    if escaped { out += "\\" }
    return out
  }

  /// A comma-separated list, split at unescaped commas (each item still escaped).
  public static func list(_ raw: String) -> [String] {
    var items: [String] = []
    var current = ""
    var escaped = false
    for c in raw {
      if escaped {
        current.append(c)
        escaped = false
      } else if c == "\\" {
        current.append(c)
        escaped = true
      } else if c == "," {
        items.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    items.append(current)
    return items
  }

  /// `YYYYMMDD`.
  public static func date(_ s: some StringProtocol) -> LocalDate? {
    let u = Array(s.utf8)
    guard u.count == 8, u.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return LocalDate(
      year: LocalDate.digits(u, 0, 4)!, month: LocalDate.digits(u, 4, 2)!, day: LocalDate.digits(u, 6, 2)!)
  }

  /// The time of a DTSTART-like property: `VALUE=DATE` or an 8-digit value is a date; a
  /// date-time with `Z` is UTC, with `TZID=` zoned, else floating. Seconds are dropped.
  public static func time(_ property: ICalendarProperty) -> Time? {
    time(
      property.value.trimmingSpaces(), tzid: property.parameter("TZID"),
      isDate: property.parameter("VALUE")?.uppercased() == "DATE")
  }

  /// See ``time(_:)``.
  public static func time(_ value: String, tzid: String?, isDate: Bool = false) -> Time? {
    if isDate || value.utf8.count == 8 {
      if let d = date(value) { return .date(d) }
      // `VALUE=DATE` on a date-time (seen in feeds): read as the date-time it is.
      guard isDate, value.utf8.count >= 15 else { return nil }
    }
    let u = Array(value.uppercased().utf8)
    guard u.count == 15 || u.count == 16, u[8] == UInt8(ascii: "T"), let d = date(value.prefix(8)) else { return nil }
    let digits = u[9..<15]
    guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let all = Array(digits)
    guard let time = LocalTime(hour: LocalDate.digits(all, 0, 2)!, minute: LocalDate.digits(all, 2, 2)!),
      LocalDate.digits(all, 4, 2)! <= 60
    else { return nil }
    let dt = LocalDateTime(date: d, time: time)
    if u.count == 16 {
      guard u[15] == UInt8(ascii: "Z") else { return nil }
      return .utc(dt)
    }
    if let tzid, !tzid.isEmpty { return .zoned(dt, tzid: tzid) }
    return .floating(dt)
  }

  /// A DURATION in minutes (`-PT15M` → -15, `P1D` → 1440, `P1W` → 10080, `PT1H30M` → 90);
  /// seconds are rounded down to the minute. `nil` when it is not a duration.
  public static func duration(_ raw: String) -> Int? {
    var s = Substring(raw.trimmingSpaces().uppercased())
    var sign = 1
    if s.first == "-" {
      sign = -1
      s = s.dropFirst()
    } else if s.first == "+" {
      s = s.dropFirst()
    }
    guard s.first == "P" else { return nil }
    s = s.dropFirst()
    var seconds = 0
    var number = ""
    var inTime = false
    var any = false
    for c in s {
      if c.isASCII, c.isNumber {
        number.append(c)
        continue
      }
      if c == "T" {
        guard number.isEmpty, !inTime else { return nil }
        inTime = true
        continue
      }
      guard let n = Int(number), number.count <= 9 else { return nil }
      number = ""
      any = true
      switch (c, inTime) {
      case ("W", false): seconds += n * 604_800
      case ("D", false): seconds += n * 86_400
      case ("H", true): seconds += n * 3600
      case ("M", true): seconds += n * 60
      case ("S", true): seconds += n
      default: return nil
      }
    }
    guard any, number.isEmpty else { return nil }
    return sign * (seconds / 60)
  }
}
