/// Week numbers and calendar names of dates (English, as the rest of Quire's output).
extension LocalDate {
  /// English month names, January first (index `month - 1`).
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// `Monday` ... `Sunday`.
  public var weekdayName: String { Weekday(of: self).name }

  /// `Mon` ... `Sun`.
  public var weekdayShort: String { String(weekdayName.prefix(3)) }

  /// `January` ... `December`.
  public var monthName: String { Self.monthNames[month - 1] }

  /// The ISO 8601 week: the week-numbering year and the week (1...53). Week 1 holds the
  /// year's first Thursday; weeks start on Monday.
  public var isoWeek: (year: Int, week: Int) {
    // The Thursday of this date's week decides the year.
    let thursday = adding(days: 4 - isoWeekday)
    let firstOfYear = LocalDate(year: thursday.year, month: 1, day: 1)!
    return (thursday.year, firstOfYear.days(to: thursday) / 7 + 1)
  }

  /// The first day of the week holding this date, for weeks starting on ISO weekday `weekStart`.
  public func startOfWeek(weekStart: Int) -> LocalDate {
    adding(days: -((isoWeekday - weekStart + 7) % 7))
  }

  /// The first day of this date's month.
  public var startOfMonth: LocalDate { LocalDate(year: year, month: month, day: 1)! }

  /// The last day of this date's month.
  public var endOfMonth: LocalDate {
    LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
  }

  /// `YYYY-MM`.
  public var monthKey: String { LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) }
}
