/// United Kingdom: bank holidays of England (`ENG`), Wales (`WLS`), Scotland (`SCT`) and
/// Northern Ireland (`NIR`); the national list holds the days all four share.
///
/// A holiday on a weekend is observed the next Monday; when Christmas and Boxing Day both need
/// a substitute, they take Monday and Tuesday. One-off bank holidays (jubilees, royal weddings,
/// the Queen's funeral, the coronation) are listed by year.
enum UnitedKingdomHolidays: CountryHolidayRules {
  static let code = "GB"
  static let subdivisions = ["ENG", "NIR", "SCT", "WLS"]

  /// One-off bank holidays across the UK.
  static let special: [Int: [(Int, Int, String)]] = [
    1977: [(6, 7, "Silver Jubilee of Elizabeth II")],
    1981: [(7, 29, "Wedding of Charles and Diana")],
    1999: [(12, 31, "Millennium Celebrations")],
    2002: [(6, 3, "Golden Jubilee of Elizabeth II")],
    2011: [(4, 29, "Wedding of William and Catherine")],
    2012: [(6, 5, "Diamond Jubilee of Elizabeth II")],
    2022: [(6, 3, "Platinum Jubilee of Elizabeth II"), (9, 19, "State Funeral of Queen Elizabeth II")],
    2023: [(5, 8, "Coronation of Charles III")],
  ]

  /// One-off bank holidays in Scotland only.
  static let specialScotland: [Int: [(Int, Int, String)]] = [
    2026: [(6, 15, "Scotland's participation in the FIFA World Cup final")]
  ]

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    let year = y.year
    y.add("Good Friday", y.easter(-2))
    if year >= 1978 {
      // Moved to 8 May for VE Day anniversaries.
      y.add("May Day", year == 1995 || year == 2020 ? y.date(5, 8) : y.nth(1, .monday, of: 5))
    }
    // Moved for the jubilees of 2002, 2012 and 2022.
    let springBank = [2002: (6, 4), 2012: (6, 4), 2022: (6, 2)]
    if let (m, d) = springBank[year] {
      y.add("Spring Bank Holiday", m, d)
    } else if year >= 1971 {
      y.add("Spring Bank Holiday", y.nth(-1, .monday, of: 5))
    }
    for (m, d, name) in special[year] ?? [] { y.add(name, m, d) }

    if subdivision != "SCT" {
      if year >= 1975 { y.observe(y.add("New Year's Day", 1, 1)) }
      y.observe(y.add("Christmas Day", 12, 25), rule: .satSunToNextMonTue)
      y.observe(y.add("Boxing Day", 12, 26), rule: .satSunToNextMonTue)
    }
    switch subdivision {
    case "ENG", "WLS":
      common(&y)
    case "NIR":
      common(&y)
      y.observe(y.add("Saint Patrick's Day", 3, 17))
      y.observe(y.add("Battle of the Boyne", 7, 12))
    case "SCT":
      scotland(&y)
    default:
      break
    }
  }

  /// Easter Monday and the August bank holiday of England, Wales and Northern Ireland (Whit
  /// Monday before the Banking and Financial Dealings Act 1971).
  private static func common(_ y: inout HolidayYear) {
    y.add("Easter Monday", y.easter(1))
    if y.year >= 1971 {
      y.add("Late Summer Bank Holiday", y.nth(-1, .monday, of: 8))
    } else {
      y.add("Whit Monday", y.easter(50))
    }
  }

  private static func scotland(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    y.observe(y.add("New Year Holiday", 1, 2), rule: .satSunToNextMonTue + .monToNextTue)
    y.observe(newYear)
    y.add("Summer Bank Holiday", y.nth(1, .monday, of: 8))
    if year >= 2006 { y.observe(y.add("Saint Andrew's Day", 11, 30)) }
    y.observe(y.add("Christmas Day", 12, 25), rule: year >= 1974 ? .satSunToNextMonTue : .satSunToNextMon)
    if year >= 1974 { y.observe(y.add("Boxing Day", 12, 26), rule: .satSunToNextMonTue) }
    for (m, d, name) in specialScotland[year] ?? [] { y.add(name, m, d) }
  }
}
