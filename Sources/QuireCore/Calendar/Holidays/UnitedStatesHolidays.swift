/// United States: the federal holidays (the python `holidays` package's national list).
///
/// A holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (since
/// 1966; E.O. 11582). New Year's Day of the next year can thus be observed on 31 December.
enum UnitedStatesHolidays: CountryHolidayRules {
  static let code = "US"
  static let subdivisions: [String] = []

  static func observedRule(year: Int) -> ObservedRule {
    year >= 1966 ? .satToPrevFri + .sunToNextMon : .sunToNextMon
  }

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    let year = y.year
    y.observe(y.add("New Year's Day", 1, 1))
    // Public Law 89-554 (1966): next year's 1 January on a Saturday is observed on 31 December.
    if year >= 1967 { y.observe(LocalDate(year: year + 1, month: 1, day: 1), name: "New Year's Day") }
    if year >= 1986 { y.add("Martin Luther King Jr. Day", y.nth(3, .monday, of: 1)) }
    // Uniform Monday Holiday Act, from 1971.
    y.add("Washington's Birthday", year >= 1971 ? y.nth(3, .monday, of: 2) : y.date(2, 22))
    y.add("Memorial Day", year >= 1971 ? y.nth(-1, .monday, of: 5) : y.date(5, 30))
    if year >= 2021 { y.observe(y.add("Juneteenth National Independence Day", 6, 19)) }
    y.observe(y.add("Independence Day", 7, 4))
    y.add("Labor Day", y.nth(1, .monday, of: 9))
    y.add("Columbus Day", year >= 1971 ? y.nth(2, .monday, of: 10) : y.date(10, 12))
    if (1971...1977).contains(year) {
      y.add("Veterans Day", y.nth(4, .monday, of: 10))
    } else {
      y.observe(y.add("Veterans Day", 11, 11))
    }
    y.add("Thanksgiving Day", y.nth(4, .thursday, of: 11))
    y.observe(y.add("Christmas Day", 12, 25))
  }
}
