/// Australia: the national public holidays and those of the states and territories (`ACT`,
/// `NSW`, `NT`, `QLD`, `SA`, `TAS`, `VIC`, `WA`), in English.
///
/// The national list has no substitute days (each state sets its own). In a state, a holiday on
/// a weekend either gets an extra substitute day (`observed`) or is moved to the Monday under
/// its own name, depending on the state and the year; the rules below follow each state's acts
/// as the python `holidays` package encodes them, year by year.
enum AustraliaHolidays: CountryHolidayRules {
  static let code = "AU"
  static let subdivisions = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    y.add("Good Friday", y.easter(-2))
    y.add("Easter Monday", y.easter(1))
    if y.year == 2022 { y.add("National Day of Mourning for Queen Elizabeth II", 9, 22) }
    switch subdivision {
    case "ACT": capitalTerritory(&y)
    case "NSW": newSouthWales(&y)
    case "NT": northernTerritory(&y)
    case "QLD": queensland(&y)
    case "SA": southAustralia(&y)
    case "TAS": tasmania(&y)
    case "VIC": victoria(&y)
    case "WA": westernAustralia(&y)
    default:
      y.add("New Year's Day", 1, 1)
      y.add("Australia Day", 1, 26)
      y.add("ANZAC Day", 4, 25)
      y.add("Christmas Day", 12, 25)
      y.add("Boxing Day", 12, 26)
    }
    switch (subdivision, y.year) {
    case ("ACT", 2020): y.add("Declared Public Holiday", 4, 27)
    case ("ACT", 2021): y.add("Additional Public Holiday", 4, 25)
    case ("QLD", 2012): y.add("Queen's Diamond Jubilee", 6, 11)
    case ("QLD", 2010): y.add("Christmas Day", y.date(12, 28), observed: true)
    case ("QLD", 2011): y.add("New Year's Day", y.date(1, 3), observed: true)
    // ANZAC Day and Easter Monday were both on Monday 25 April.
    case ("WA", 2011): y.add("Special Public Holiday", 4, 26)
    default: break
    }
  }

  /// "King's Birthday" from 2023, "Queen's Birthday" before.
  private static func sovereignsBirthday(_ year: Int) -> String {
    year >= 2023 ? "King's Birthday" : "Queen's Birthday"
  }

  // MARK: - States and territories

  private static func capitalTerritory(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2015 {
      y.observe(newYear)
    } else if year >= 1959 {
      y.move(newYear, rule: year >= 1993 ? .satSunToNextMon : .sunToNextMon)
    }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 1959 { y.move(australiaDay, rule: year >= 1990 ? .satSunToNextMon : .allToNextMon) }
    if year == 2012 {
      y.add("Canberra Day", 3, 12)
    } else {
      y.add("Canberra Day", y.nth(year <= 2007 ? 3 : 2, .monday, of: 3))
    }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year == 2026 {
      y.observe(anzac)
    } else if year >= 1959 {
      y.move(anzac, rule: .sunToNextMon)
    }
    y.add("Easter Saturday", y.easter(-1))
    if year >= 2016 { y.add("Easter Sunday", y.easter) }
    if year >= 2018 { y.add("Reconciliation Day", y.date(5, 27).nth(1, .monday)) }
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    // The first Monday of the September/October school holidays, 2010-2017.
    let familyAndCommunity = [
      2010: (9, 26), 2011: (10, 10), 2012: (10, 8), 2013: (9, 30), 2014: (9, 29), 2015: (9, 28), 2016: (9, 26),
      2017: (9, 25),
    ]
    if let (m, d) = familyAndCommunity[year] { y.add("Family & Community Day", m, d) }
    y.add("Labour Day", y.nth(1, .monday, of: 10))
    // Boxing Day before Christmas Day, so that Christmas's move sees where Boxing Day went.
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 2014 {
      y.observe(boxing, rule: .satSunToNextMonTue)
    } else if year >= 1958 {
      y.move(boxing, rule: year >= 1992 ? .satSunToNextMonTue + .monToNextTue : .sunToNextMon + .monToNextTue)
    }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2014 {
      y.observe(christmas, rule: .satSunToNextMonTue)
    } else if year >= 1958 {
      y.move(christmas, rule: year >= 1992 ? .satSunToNextMon : .sunToNextMon)
    }
  }

  private static func newSouthWales(_ y: inout HolidayYear) {
    let year = y.year
    y.observe(y.add("New Year's Day", 1, 1), rule: year >= 2011 ? .satSunToNextMon : .sunToNextMon)
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 2011 {
      y.move(australiaDay)
    } else {
      y.observe(australiaDay, rule: .sunToNextMon)
    }
    y.add("Easter Saturday", y.easter(-1))
    if year >= 2011 { y.add("Easter Sunday", y.easter) }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year <= 2010 {
      y.observe(anzac, rule: .sunToNextMon)
    } else if (2026...2027).contains(year) {
      y.observe(anzac)
    }
    y.add("Labour Day", y.nth(1, .monday, of: 10))
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    if year <= 2010 { y.add("Bank Holiday", y.nth(1, .monday, of: 8)) }
    y.observe(y.add("Christmas Day", 12, 25), rule: year >= 2011 ? .satSunToNextMonTue : .sunToNextTue)
    y.observe(y.add("Boxing Day", 12, 26), rule: year >= 2011 ? .satSunToNextMonTue : .sunToNextMon)
  }

  private static func northernTerritory(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2017 {
      y.observe(newYear)
    } else if year >= 1973 {
      y.move(newYear)
    }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 1984 {
      y.move(australiaDay)
    } else if year >= 1973 {
      y.move(australiaDay, rule: .allToNextMon)
    }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year >= 1973 { y.move(anzac, rule: .sunToNextMon) }
    y.add("Easter Saturday", y.easter(-1))
    if year >= 2024 { y.add("Easter Sunday", y.easter) }
    y.add("May Day", y.nth(1, .monday, of: 5))
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    if year >= 1982 { y.add("Picnic Day", y.nth(1, .monday, of: 8)) }
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 2023 {
      y.observe(boxing, rule: .satSunToNextMonTue + .monToNextTue)
    } else if year >= 1973 {
      y.move(boxing, rule: .satSunToNextMonTue + .monToNextTue)
    }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2016 {
      y.observe(christmas)
    } else if year >= 1973 {
      y.move(christmas)
    }
  }

  private static func queensland(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2012 {
      y.observe(newYear)
    } else if year >= 1984 {
      y.move(newYear, rule: .sunToNextMon)
    }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 1984 { y.move(australiaDay, rule: year >= 1996 ? .satSunToNextMon : .allToNextMon) }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year >= 1984 { y.move(anzac, rule: .sunToNextMon) }
    y.add("Easter Saturday", y.easter(-1))
    if year >= 2017 { y.add("Easter Sunday", y.easter) }
    y.add("Labour Day", (2013...2015).contains(year) ? y.nth(1, .monday, of: 10) : y.nth(1, .monday, of: 5))
    let sovereign = year <= 2015 && year != 2012 ? y.nth(2, .monday, of: 6) : y.nth(1, .monday, of: 10)
    y.add(sovereignsBirthday(year), sovereign)
    // The Wednesday of the Royal Queensland Show (Ekka); moved in 2020 and 2021 (COVID-19).
    let ekka = [2020: (8, 14), 2021: (10, 29)]
    if let (m, d) = ekka[year] {
      y.add("The Royal Queensland Show", m, d)
    } else {
      y.add("The Royal Queensland Show", y.date(8, 10).nth(1, .wednesday))
    }
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 2011 {
      y.observe(boxing, rule: .satSunToNextMonTue)
    } else if year >= 1984 {
      y.move(boxing, rule: .sunToNextMon + .monToNextTue)
    }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2011 {
      y.observe(christmas, rule: .satSunToNextMonTue)
    } else if year >= 1984 {
      y.move(christmas, rule: .sunToNextMon)
    }
  }

  private static func southAustralia(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2024 {
      y.observe(newYear)
    } else if year >= 2004 {
      y.observe(newYear, rule: .sunToNextMon)
      y.move(newYear, rule: .satToNextMon)
    } else if year >= 1984 {
      y.move(newYear)
    }
    let australiaDay = y.add("Australia Day", 1, 26)
    if (1994...2003).contains(year) || year >= 2024 {
      y.move(australiaDay)
    } else if year >= 2004 {
      y.observe(australiaDay, rule: .sunToNextMon)
      y.move(australiaDay, rule: .satToNextMon)
    } else if year >= 1984 {
      y.move(australiaDay, rule: .allToNextMon)
    }
    if year >= 2006 {
      y.add("Adelaide Cup Day", y.nth(2, .monday, of: 3))
    } else if year >= 1973 {
      y.add("Adelaide Cup Day", y.nth(3, .monday, of: 5))
    }
    y.add("Easter Saturday", y.easter(-1))
    if year >= 2024 { y.add("Easter Sunday", y.easter) }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year <= 2023 { y.observe(anzac, rule: .sunToNextMon) }
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    y.add("Labour Day", y.nth(year >= 1992 ? 1 : 2, .monday, of: 10))
    // Proclamation Day (26 December) before Christmas Day, as in the other states.
    let proclamation = y.add("Proclamation Day", 12, 26)
    if year >= 2024 {
      y.observe(proclamation, rule: .satSunToNextMonTue + .monToNextTue)
    } else if year >= 2003 {
      y.observe(proclamation, rule: .sunToNextTue + .monToNextTue)
      y.move(proclamation, rule: .satToNextMon)
    } else if year >= 1993 {
      y.move(proclamation, rule: .satSunToNextMonTue + .monToNextTue)
    } else if year >= 1984 {
      y.move(proclamation)
    }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2024 {
      y.observe(christmas)
    } else if year >= 2003 {
      y.observe(christmas, rule: .sunToNextMon)
      y.move(christmas, rule: .satToNextMon)
    } else if year >= 1984 {
      y.move(christmas)
    }
  }

  private static func tasmania(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2001 { y.move(newYear) }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 2001 { y.move(australiaDay) }
    y.add("Eight Hours Day", y.nth(year >= 2001 ? 2 : 1, .monday, of: 3))
    // Statutory Holidays Amendment Act 2026.
    if year >= 2027 { y.add("Easter Sunday", y.easter) }
    if year <= 2010 { y.add("Easter Tuesday", y.easter(2)) }
    y.add("ANZAC Day", 4, 25)
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2010 {
      y.observe(christmas, rule: .satSunToNextMonTue)
    } else if year >= 2000 {
      y.move(christmas, rule: .satSunToNextMonTue)
    }
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 2000 { y.move(boxing, rule: .satSunToNextMonTue) }
  }

  private static func victoria(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 2009 {
      y.observe(newYear)
    } else if year >= 1998 {
      y.move(newYear, rule: .sunToNextMon)
    } else if year >= 1994 {
      y.observe(newYear, rule: .sunToNextMon)
    }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 2009 { y.move(australiaDay) }
    y.add("Labour Day", y.nth(2, .monday, of: 3))
    if year >= 2003 { y.add("Easter Saturday", y.easter(-1)) }
    if year >= 2016 { y.add("Easter Sunday", y.easter) }
    y.add("ANZAC Day", 4, 25)
    y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 6))
    if year >= 2015 {
      let grandFinal = [2015: (10, 2), 2016: (9, 30), 2020: (10, 23)]
      if let (m, d) = grandFinal[year] {
        y.add("Friday before the AFL Grand Final", m, d)
      } else {
        y.add("Friday before the AFL Grand Final", y.nth(-1, .saturday, of: 9).adding(days: -1))
      }
    }
    if year >= 2009 { y.add("Melbourne Cup Day", y.nth(1, .tuesday, of: 11)) }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 2019 {
      y.observe(christmas, rule: .satSunToNextMonTue)
    } else if year >= 2008 {
      y.move(christmas, rule: .satSunToNextMonTue)
    }
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 2008 {
      y.observe(boxing, rule: .satSunToNextMonTue)
    } else if year >= 1994 {
      y.move(boxing, rule: .sunToNextMon)
    }
  }

  private static func westernAustralia(_ y: inout HolidayYear) {
    let year = y.year
    let newYear = y.add("New Year's Day", 1, 1)
    if year >= 1973 { y.observe(newYear) }
    let australiaDay = y.add("Australia Day", 1, 26)
    if year >= 1994 {
      y.move(australiaDay)
    } else if year >= 1973 {
      y.move(australiaDay, rule: .allToNextMon)
    }
    y.add("Labour Day", y.nth(1, .monday, of: 3))
    if year >= 2022 { y.add("Easter Sunday", y.easter) }
    let anzac = y.add("ANZAC Day", 4, 25)
    if year >= 1973 { y.observe(anzac) }
    y.add(year >= 2012 ? "Western Australia Day" : "Foundation Day", y.nth(1, .monday, of: 6))
    // Proclaimed each year in the Government Gazette; usually the last Monday of September.
    let sovereign = [2011: (10, 28), 2012: (10, 1), 2024: (9, 23)]
    if year < 1984 {
      y.add(sovereignsBirthday(year), y.nth(2, .monday, of: 10))
    } else if let (m, d) = sovereign[year] {
      y.add(sovereignsBirthday(year), m, d)
    } else {
      y.add(sovereignsBirthday(year), y.nth(-1, .monday, of: 9))
    }
    let boxing = y.add("Boxing Day", 12, 26)
    if year >= 1972 {
      y.observe(boxing, rule: year >= 1976 ? .satSunToNextMonTue + .monToNextTue : .satSunToNextMonTue)
    }
    let christmas = y.add("Christmas Day", 12, 25)
    if year >= 1972 { y.observe(christmas) }
  }
}
