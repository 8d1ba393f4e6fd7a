/// A date and a wall-clock time in the vault's time zone (`YYYY-MM-DDTHH:MM`).
public struct LocalDateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public let date: LocalDate
  public let time: LocalTime

  public init(date: LocalDate, time: LocalTime) {
    self.date = date
    self.time = time
  }

  /// Parses `YYYY-MM-DDTHH:MM` or `YYYY-MM-DD HH:MM`.
  public init?(text: some StringProtocol) {
    let s = String(text)
    guard s.utf8.count >= 15 else { return nil }
    let datePart = s.prefix(10)
    let sep = s.dropFirst(10).prefix(1)
    guard sep == "T" || sep == " ", let d = LocalDate(iso: datePart),
      let t = LocalTime(text: s.dropFirst(11))
    else { return nil }
    self.init(date: d, time: t)
  }

  /// Minutes since 1970-01-01T00:00 on the wall clock (no zone).
  public var minuteNumber: Int { date.dayNumber * 1440 + time.minutesOfDay }

  /// Creates the date-time of a wall-clock minute number.
  public init(minuteNumber: Int) {
    let days = minuteNumber >= 0 ? minuteNumber / 1440 : (minuteNumber - 1439) / 1440
    let rest = minuteNumber - days * 1440
    self.init(date: LocalDate(dayNumber: days), time: LocalTime(hour: rest / 60, minute: rest % 60)!)
  }

  /// The wall-clock time `minutes` later.
  public func adding(minutes: Int) -> LocalDateTime { LocalDateTime(minuteNumber: minuteNumber + minutes) }

  /// `YYYY-MM-DDTHH:MM`.
  public var description: String { date.description + "T" + time.description }

  public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool { a.minuteNumber < b.minuteNumber }

  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = LocalDateTime(text: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date-time"))
    }
    self = value
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}
