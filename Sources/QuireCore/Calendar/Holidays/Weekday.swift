/// A day of the week, numbered as `LocalDate.isoWeekday` (1 = Monday ... 7 = Sunday).
enum Weekday: Int, Sendable, CaseIterable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday of `date`.
  init(_ date: LocalDate) { self = Weekday(rawValue: date.isoWeekday)! }

  /// Saturday or Sunday (the weekend in every country Quire has holidays for).
  var isWeekend: Bool { self == .saturday || self == .sunday }
}
