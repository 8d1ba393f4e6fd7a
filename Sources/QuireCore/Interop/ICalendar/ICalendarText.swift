/// The value syntax of RFC 5545: TEXT escaping, dates, date-times, durations and UTC offsets.
public enum ICalendarText {
  /// A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
  /// break (LF, CRLF or a lone CR) written as `\n`, other control characters but tab dropped.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var lastWasCR = false
    for scalar in text.unicodeScalars {
      defer { lastWasCR = scalar == "\r" }
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\r": out += "\\n"
      case "\n": if !lastWasCR { out += "\\n" }
      case "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A parameter value: quoted when it holds `;`, `:` or `,`; double quotes and control
  /// characters, which a parameter cannot hold, are dropped.
  public static func parameter(_ value: String) -> String {
    let clean = String(
      String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\"" && $0.value >= 0x20 && $0.value != 0x7F }))
    return clean.contains(where: { $0 == ";" || $0 == ":" || $0 == "," }) ? "\"" + clean + "\"" : clean
  }

  /// `YYYYMMDD`.
  public static func date(_ date: LocalDate) -> String { RecurrenceRule.basic(date) }

  /// `YYYYMMDDTHHMMSS` (local or floating: no `Z`).
  public static func dateTime(_ dt: LocalDateTime, seconds: Int = 0) -> String {
    RecurrenceRule.basic(dt.date) + "T" + LocalDate.pad(dt.time.hour, 2) + LocalDate.pad(dt.time.minute, 2)
      + LocalDate.pad(seconds, 2)
  }

  /// `YYYYMMDDTHHMMSSZ` for an instant (seconds since 1970-01-01T00:00Z).
  public static func utc(_ instant: Int64) -> String {
    let minutes = instant >= 0 ? instant / 60 : (instant - 59) / 60
    let seconds = Int(instant - minutes * 60)
    return dateTime(LocalDateTime(minuteNumber: Int(minutes)), seconds: seconds) + "Z"
  }

  /// A signed duration in minutes: `-PT1H`, `-PT10M`, `-P1D`, `-P2W`, `PT9H`, `-P1DT2H30M`, `PT0S`.
  public static func duration(minutes: Int) -> String {
    let sign = minutes < 0 ? "-" : ""
    let m = abs(minutes)
    if m == 0 { return "PT0S" }
    if m % 10080 == 0 { return sign + "P\(m / 10080)W" }
    let days = m / 1440
    let hours = m % 1440 / 60
    let mins = m % 60
    var out = sign + "P"
    if days > 0 { out += "\(days)D" }
    if hours > 0 || mins > 0 { out += "T" }
    if hours > 0 { out += "\(hours)H" }
    if mins > 0 { out += "\(mins)M" }
    return out
  }

  /// A UTC offset: `+0100`, `-0430`, `+053730` when it has seconds.
  public static func offset(seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let s = abs(seconds)
    let base = sign + LocalDate.pad(s / 3600, 2) + LocalDate.pad(s % 3600 / 60, 2)
    return s % 60 == 0 ? base : base + LocalDate.pad(s % 60, 2)
  }
}
