/// Where a holiday's substitute day falls, by the weekday of the holiday: a shift in days for
/// each weekday (0 = no substitute). Mirrors the python `holidays` package's `ObservedRule`.
struct ObservedRule: Sendable {
  /// Days to shift, indexed by ISO weekday - 1.
  private var shifts = [0, 0, 0, 0, 0, 0, 0]

  private init(_ pairs: [(Weekday, Int)]) {
    for (weekday, shift) in pairs { shifts[weekday.rawValue - 1] = shift }
  }

  /// The shift in days for a holiday on `weekday`.
  func shift(for weekday: Weekday) -> Int { shifts[weekday.rawValue - 1] }

  /// Both rules; where both shift a weekday, `b` wins.
  static func + (a: ObservedRule, b: ObservedRule) -> ObservedRule {
    var out = a
    for i in 0..<7 where b.shifts[i] != 0 { out.shifts[i] = b.shifts[i] }
    return out
  }

  // MARK: - The rules the countries use

  static let monToNextTue = ObservedRule([(.monday, 1)])
  static let satToPrevFri = ObservedRule([(.saturday, -1)])
  static let satToNextMon = ObservedRule([(.saturday, 2)])
  static let sunToNextMon = ObservedRule([(.sunday, 1)])
  static let sunToNextTue = ObservedRule([(.sunday, 2)])
  static let satSunToNextMon = ObservedRule([(.saturday, 2), (.sunday, 1)])
  /// Saturday to Monday, Sunday to Tuesday (the second of two days in a row).
  static let satSunToNextMonTue = ObservedRule([(.saturday, 2), (.sunday, 2)])
  static let allToNearestMon = ObservedRule([
    (.tuesday, -1), (.wednesday, -2), (.thursday, -3), (.friday, 3), (.saturday, 2), (.sunday, 1),
  ])
  static let allToNextMon = ObservedRule([
    (.tuesday, 6), (.wednesday, 5), (.thursday, 4), (.friday, 3), (.saturday, 2), (.sunday, 1),
  ])
}
