// MARK: - Date rules holidays are written in

extension LocalDate {
  /// The `n`th `weekday` of a month (`n` from 1), or the last one when `n` is -1.
  ///
  /// A 5th weekday a month lacks is not a date; callers only ask for 1st-4th and last.
  static func nth(_ n: Int, _ weekday: Weekday, month: Int, year: Int) -> LocalDate {
    if n < 0 {
      let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
      return last.nth(n, weekday)
    }
    return LocalDate(year: year, month: month, day: 1)!.nth(n, weekday)
  }

  /// The `n`th `weekday` counted from this date: on or after it when `n` > 0, on or before it
  /// when `n` < 0 (`1st Monday before May 24` = the Monday on or before 24 May).
  func nth(_ n: Int, _ weekday: Weekday) -> LocalDate {
    let from = isoWeekday
    if n > 0 {
      return adding(days: (n - 1) * 7 + Self.mod(weekday.rawValue - from, 7))
    }
    return adding(days: (n + 1) * 7 - Self.mod(from - weekday.rawValue, 7))
  }

  private static func mod(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }
}
