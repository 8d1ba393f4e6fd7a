/// A calendar date without a time or a time zone (`YYYY-MM-DD`).
///
/// Arithmetic works on the proleptic Gregorian calendar through a day number, so no
/// `Calendar` or time zone is involved (docs/architecture.md: Core never reads the time zone).
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  // Stored in 6 bytes, not three `Int`s: a task holds six optional dates, and at 90,000 tasks
  // the smaller task moves and reads faster (`quire watch` shifts the task array on a save).
  private let y: Int32
  private let m: UInt8
  private let d: UInt8
  public var year: Int { Int(y) }
  public var month: Int { Int(m) }
  public var day: Int { Int(d) }

  /// Creates a date when the components name a real day, else `nil`.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= LocalDate.daysIn(month: month, year: year)
    else { return nil }
    y = Int32(year)
    m = UInt8(month)
    d = UInt8(day)
  }

  /// Parses exactly `YYYY-MM-DD`; anything else (or an impossible day) gives `nil`.
  public init?(iso text: some StringProtocol) {
    let u = Array(text.utf8)
    guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-"),
      let y = LocalDate.digits(u, 0, 4), let m = LocalDate.digits(u, 5, 2), let d = LocalDate.digits(u, 8, 2)
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  /// Creates the date of a day number (days since 1970-01-01).
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    y = Int32(clamping: yoe + era * 400 + (m <= 2 ? 1 : 0))
    self.m = UInt8(m)
    self.d = UInt8(d)
  }

  /// Days since 1970-01-01 (negative before).
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// ISO weekday: 1 = Monday ... 7 = Sunday.
  public var isoWeekday: Int {
    let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (3 when Monday is 0)
    return (w < 0 ? w + 7 : w) + 1
  }

  /// The date `days` days later (earlier when negative).
  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  /// Days from `self` to `other` (positive when `other` is later).
  public func days(to other: LocalDate) -> Int { other.dayNumber - dayNumber }

  /// `YYYY-MM-DD`.
  public var description: String {
    // Written byte by byte: exports print millions of dates.
    guard (0...9999).contains(year) else {
      return LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) + "-" + LocalDate.pad(day, 2)
    }
    return String(unsafeUninitializedCapacity: 10) { buffer in
      func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: 48 + value) }
      buffer[0] = digit(year / 1000)
      buffer[1] = digit(year / 100 % 10)
      buffer[2] = digit(year / 10 % 10)
      buffer[3] = digit(year % 10)
      buffer[4] = UInt8(ascii: "-")
      buffer[5] = digit(month / 10)
      buffer[6] = digit(month % 10)
      buffer[7] = UInt8(ascii: "-")
      buffer[8] = digit(day / 10)
      buffer[9] = digit(day % 10)
      return 10
    }
  }

  public static func < (a: LocalDate, b: LocalDate) -> Bool {
    (a.y, a.m, a.d) < (b.y, b.m, b.d)
  }

  /// Whether `year` has a 29 February.
  public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  /// The number of days in a month.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
    }
    self = date
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }

  static func digits(_ u: [UInt8], _ from: Int, _ count: Int) -> Int? {
    var value = 0
    for i in from..<(from + count) {
      let c = u[i]
      guard c >= 48, c <= 57 else { return nil }
      value = value * 10 + Int(c - 48)
    }
    return value
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }
}
