/// Canada: the nationwide statutory holidays, and each province's and territory's public
/// holidays (`AB` ... `YT`). Names are English (the python `holidays` package's `en_CA`);
/// Quebec's days are in English too (`Saint Jean Baptiste Day`).
///
/// A holiday on a weekend is observed the next Monday unless a province says otherwise.
/// Days only federally regulated workplaces or some employers get (Victoria Day nationally,
/// Easter Monday, Ontario's Civic Holiday, ...) are not listed: they are not public holidays in
/// the reference's sense.
enum CanadaHolidays: CountryHolidayRules {
  static let code = "CA"
  static let subdivisions = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]

  /// Provinces that held a holiday for the Queen's funeral on 19 September 2022.
  static let queensFuneral: Set<String> = ["BC", "NB", "NL", "NS", "PE", "YT"]

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    let year = y.year
    y.observe(y.add("New Year's Day", 1, 1))
    y.add("Good Friday", y.easter(-2))
    let canadaDay = y.add(year >= 1983 ? "Canada Day" : "Dominion Day", 7, 1)
    y.add("Labour Day", y.nth(1, .monday, of: 9))
    let christmas = y.add("Christmas Day", 12, 25)
    y.observe(christmas)

    let truthAndReconciliation = "National Day for Truth and Reconciliation"
    switch subdivision {
    case "AB":
      if year >= 1990 { y.add("Family Day", y.nth(3, .monday, of: 2)) }
      victoriaDay(&y)
      y.observe(canadaDay, rule: .sunToNextMon)
      thanksgiving(&y)
      y.observe(y.add("Remembrance Day", 11, 11))
    case "BC":
      if year >= 2013 { y.add("Family Day", y.nth(year >= 2019 ? 3 : 2, .monday, of: 2)) }
      victoriaDay(&y)
      y.observe(canadaDay, rule: .sunToNextMon)
      if year >= 1974 { y.add("British Columbia Day", y.nth(1, .monday, of: 8)) }
      if year >= 2023 { y.observe(y.add(truthAndReconciliation, 9, 30)) }
      thanksgiving(&y)
      y.add("Remembrance Day", 11, 11)
    case "MB":
      if year >= 2008 { y.add("Louis Riel Day", y.nth(3, .monday, of: 2)) }
      victoriaDay(&y)
      if year >= 2024 { y.observe(y.add(truthAndReconciliation, 9, 30)) }
      thanksgiving(&y)
    case "NB":
      if year >= 2018 { y.add("Family Day", y.nth(3, .monday, of: 2)) }
      if year >= 1975 { y.add("New Brunswick Day", y.nth(1, .monday, of: 8)) }
      y.add("Remembrance Day", 11, 11)
    case "NL":
      y.add("Memorial Day", 7, 1)
      // Canada Day and Memorial Day share 1 July and its substitute day.
      y.observe(canadaDay)
      y.observe(y.add("Remembrance Day", 11, 11))
    case "NS":
      if year >= 2015 { y.add("Heritage Day", y.nth(3, .monday, of: 2)) }
      if year >= 1981 { y.observe(y.add("Remembrance Day", 11, 11)) }
    case "NT":
      victoriaDay(&y)
      if year >= 2001 { y.add("National Aboriginal Day", 6, 21) }
      y.add("Civic Holiday", y.nth(1, .monday, of: 8))
      if year >= 2022 { y.add(truthAndReconciliation, 9, 30) }
      thanksgiving(&y)
      y.add("Remembrance Day", 11, 11)
    case "NU":
      victoriaDay(&y)
      if year >= 2020 { y.add("Nunavut Day", 7, 9) }
      y.add("Civic Holiday", y.nth(1, .monday, of: 8))
      if year >= 2022 { y.add(truthAndReconciliation, 9, 30) }
      thanksgiving(&y)
      y.add("Remembrance Day", 11, 11)
    case "ON":
      if year >= 2008 { y.add("Family Day", y.nth(3, .monday, of: 2)) }
      victoriaDay(&y)
      thanksgiving(&y)
      y.observe(y.add("Boxing Day", 12, 26), rule: .satSunToNextMonTue)
    case "PE":
      if year >= 2009 { y.add("Islander Day", y.nth(year >= 2010 ? 3 : 2, .monday, of: 2)) }
      y.observe(canadaDay)
      if year >= 2022 { y.add(truthAndReconciliation, 9, 30) }
      y.observe(y.add("Remembrance Day", 11, 11))
    case "QC":
      if year >= 2003 { y.add("National Patriots' Day", y.date(5, 24).nth(-1, .monday)) }
      y.observe(y.add("Saint Jean Baptiste Day", 6, 24), rule: .sunToNextMon)
      y.observe(canadaDay, rule: .sunToNextMon)
      thanksgiving(&y)
    case "SK":
      if year >= 2007 { y.add("Family Day", y.nth(3, .monday, of: 2)) }
      victoriaDay(&y)
      y.observe(canadaDay)
      y.add("Saskatchewan Day", y.nth(1, .monday, of: 8))
      thanksgiving(&y)
      y.observe(y.add("Remembrance Day", 11, 11))
    case "YT":
      victoriaDay(&y)
      if year >= 2017 { y.add("National Aboriginal Day", 6, 21) }
      y.observe(canadaDay)
      y.add("Discovery Day", y.nth(3, .monday, of: 8))
      if year >= 2023 { y.add(truthAndReconciliation, 9, 30) }
      thanksgiving(&y)
      y.observe(y.add("Remembrance Day", 11, 11))
    default:
      break
    }
    if year == 2022, let subdivision, queensFuneral.contains(subdivision) {
      y.add("Funeral of Her Majesty the Queen Elizabeth II", 9, 19)
    }
  }

  /// The Monday on or before 24 May.
  private static func victoriaDay(_ y: inout HolidayYear) {
    y.add("Victoria Day", y.date(5, 24).nth(-1, .monday))
  }

  /// The second Monday of October.
  private static func thanksgiving(_ y: inout HolidayYear) {
    y.add("Thanksgiving Day", y.nth(2, .monday, of: 10))
  }
}
