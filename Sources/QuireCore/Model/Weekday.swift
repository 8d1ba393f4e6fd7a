/// A day of the week, numbered as ISO 8601 does (Monday = 1 ... Sunday = 7, ``LocalDate/isoWeekday``).
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday of a date.
  public init(of date: LocalDate) { self = Weekday(rawValue: date.isoWeekday)! }

  /// The weekday of a date (the holiday rules' spelling).
  init(_ date: LocalDate) { self.init(of: date) }

  /// Saturday or Sunday (the weekend in every country Quire has holidays for).
  public var isWeekend: Bool { self == .saturday || self == .sunday }

  /// The RFC 5545 code: `MO`, `TU`, `WE`, `TH`, `FR`, `SA`, `SU`.
  public var code: String {
    switch self {
    case .monday: return "MO"
    case .tuesday: return "TU"
    case .wednesday: return "WE"
    case .thursday: return "TH"
    case .friday: return "FR"
    case .saturday: return "SA"
    case .sunday: return "SU"
    }
  }

  /// The English name, capitalised (`Monday`).
  public var name: String {
    switch self {
    case .monday: return "Monday"
    case .tuesday: return "Tuesday"
    case .wednesday: return "Wednesday"
    case .thursday: return "Thursday"
    case .friday: return "Friday"
    case .saturday: return "Saturday"
    case .sunday: return "Sunday"
    }
  }

  /// The weekday of an RFC 5545 code (`MO` ... `SU`, any case), else `nil`.
  public init?(code: some StringProtocol) {
    guard let found = Weekday.allCases.first(where: { $0.code == code.uppercased() }) else { return nil }
    self = found
  }

  /// Days from Monday: 0 for Monday ... 6 for Sunday (python-dateutil's numbering).
  var index: Int { rawValue - 1 }

  /// `MO` ... `SU`.
  public var description: String { code }

  /// Monday first, Sunday last.
  public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}
