/// A wall-clock time of day (`HH:MM`), without a date or a time zone.
public struct LocalTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  // Two bytes (see `LocalDate`).
  private let h: UInt8
  private let m: UInt8
  public var hour: Int { Int(h) }
  public var minute: Int { Int(m) }

  /// Creates a time when `hour` is 0–23 and `minute` 0–59, else `nil`.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    h = UInt8(hour)
    m = UInt8(minute)
  }

  /// Parses `H:MM` or `HH:MM` (24-hour clock).
  public init?(text: some StringProtocol) {
    let u = Array(text.utf8)
    guard u.count == 4 || u.count == 5 else { return nil }
    let colon = u.count - 3
    guard u[colon] == UInt8(ascii: ":"), let h = LocalDate.digits(u, 0, colon),
      let m = LocalDate.digits(u, colon + 1, 2)
    else { return nil }
    self.init(hour: h, minute: m)
  }

  /// Minutes since midnight.
  public var minutesOfDay: Int { hour * 60 + minute }

  /// `HH:MM`.
  public var description: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

  public static func < (a: LocalTime, b: LocalTime) -> Bool { a.minutesOfDay < b.minutesOfDay }

  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let time = LocalTime(text: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a time: \(text)"))
    }
    self = time
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}
