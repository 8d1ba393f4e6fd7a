/// Calendar-month arithmetic on dates (docs/dates.md, "Months and years").
extension LocalDate {
  /// The date `months` months later (earlier when negative), its day clamped to the last day of
  /// the month it lands in: 2026-01-31 plus one month is 2026-02-28. Years beyond 1...9999 clamp
  /// to the first or last day Quire can write.
  public func adding(months: Int) -> LocalDate {
    let index = year * 12 + (month - 1) + months
    let (newYear, newMonth) = (index >= 0 ? index / 12 : (index - 11) / 12, ((index % 12) + 12) % 12 + 1)
    if newYear < 1 { return LocalDate(year: 1, month: 1, day: 1)! }
    if newYear > 9999 { return LocalDate(year: 9999, month: 12, day: 31)! }
    return LocalDate(year: newYear, month: newMonth, day: min(day, LocalDate.daysIn(month: newMonth, year: newYear)))!
  }

  /// The date `years` years later (earlier when negative); 29 February becomes 28 February in a
  /// year without it.
  public func adding(years: Int) -> LocalDate { adding(months: years * 12) }
}
