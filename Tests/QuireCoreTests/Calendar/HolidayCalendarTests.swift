import Testing

@testable import QuireCore

@Suite struct HolidayCalendarTests {
  // MARK: - Building blocks

  @Test(arguments: [
    (1970, "1970-03-29"), (1981, "1981-04-19"), (2000, "2000-04-23"), (2008, "2008-03-23"),
    (2011, "2011-04-24"), (2019, "2019-04-21"), (2024, "2024-03-31"), (2025, "2025-04-20"),
    (2038, "2038-04-25"), (2100, "2100-03-28"), (1818, "1818-03-22"), (2285, "2285-03-22"),
  ])
  func easter(_ year: Int, _ date: String) {
    #expect(Easter.sunday(in: year).description == date)
  }

  @Test func nthWeekdays() {
    #expect(LocalDate.nth(1, .monday, month: 9, year: 2026).description == "2026-09-07")
    #expect(LocalDate.nth(4, .thursday, month: 11, year: 2026).description == "2026-11-26")
    #expect(LocalDate.nth(-1, .monday, month: 5, year: 2026).description == "2026-05-25")
    #expect(LocalDate.nth(-1, .monday, month: 8, year: 2022).description == "2022-08-29")
    // On or before / on or after a day, the day itself included.
    #expect(LocalDate(iso: "2021-05-24")!.nth(-1, .monday).description == "2021-05-24")
    #expect(LocalDate(iso: "2026-05-24")!.nth(-1, .monday).description == "2026-05-18")
    #expect(LocalDate(iso: "2026-11-22")!.nth(-1, .wednesday).description == "2026-11-18")
    #expect(LocalDate(iso: "2026-08-10")!.nth(1, .wednesday).description == "2026-08-12")
    #expect(LocalDate(iso: "2026-08-12")!.nth(1, .wednesday).description == "2026-08-12")
  }

  // MARK: - Substitute days, checked by hand against the governments' published lists

  @Test(arguments: [
    // gov.uk: Christmas and Boxing Day 2021 on a weekend → Monday 27 and Tuesday 28.
    ("GB", "ENG", "2021-12-27", "Christmas Day (observed)"),
    ("GB", "ENG", "2021-12-28", "Boxing Day (observed)"),
    ("GB", "WLS", "2022-01-03", "New Year's Day (observed)"),
    ("GB", "ENG", "2022-12-27", "Christmas Day (observed)"),
    // Scotland: 1 and 2 January 2022 on a weekend → Monday 3 and Tuesday 4.
    ("GB", "SCT", "2022-01-03", "New Year's Day (observed)"),
    ("GB", "SCT", "2022-01-04", "New Year Holiday (observed)"),
    ("GB", "NIR", "2024-07-12", "Battle of the Boyne"),
    ("GB", "NIR", "2020-07-13", "Battle of the Boyne (observed)"),
    // OPM: a Saturday holiday is observed the Friday before, a Sunday one the Monday after.
    ("US", nil, "2021-06-18", "Juneteenth National Independence Day (observed)"),
    ("US", nil, "2021-07-05", "Independence Day (observed)"),
    ("US", nil, "2023-11-10", "Veterans Day (observed)"),
    ("US", nil, "2023-01-02", "New Year's Day (observed)"),
    // Next year's New Year's Day (Saturday 1 January 2022) observed on Friday 31 December 2021.
    ("US", nil, "2021-12-31", "New Year's Day (observed)"),
    ("CA", "ON", "2021-12-28", "Boxing Day (observed)"),
    ("CA", "NL", "2018-07-02", "Memorial Day (observed)"),
    ("AU", "VIC", "2022-12-27", "Christmas Day (observed)"),
    // Some Australian states move the day itself instead: NSW, Australia Day 2025 (a Sunday).
    ("AU", "NSW", "2025-01-27", "Australia Day"),
  ])
  func substituteDay(_ country: String, _ subdivision: String?, _ date: String, _ name: String) throws {
    let day = LocalDate(iso: date)!
    let list = try HolidayCalendar.holidays(country: country, subdivision: subdivision, year: day.year)
    #expect(list.contains { $0.date == day && $0.displayName == name }, "\(list.map(\.description))")
  }

  @Test func observedDaysAreSeparateEntries() throws {
    let list = try HolidayCalendar.holidays(country: "GB", subdivision: "ENG", year: 2022)
    let christmas = list.filter { $0.name == "Christmas Day" }
    #expect(christmas.map(\.date.description) == ["2022-12-25", "2022-12-27"])
    #expect(christmas.map(\.observed) == [false, true])
    #expect(christmas.allSatisfy { $0.country == "GB" && $0.subdivision == "ENG" })
  }

  @Test func aMovedHolidayIsNotAlsoOnItsDay() throws {
    let list = try HolidayCalendar.holidays(country: "AU", subdivision: "NSW", year: 2025)
    #expect(!list.contains { $0.date == LocalDate(iso: "2025-01-26") })
  }

  @Test func theDaysListedAreTheYearsOwn() throws {
    // 31 December 2021 belongs to 2021's list, not 2022's.
    let list = try HolidayCalendar.holidays(country: "US", year: 2022)
    #expect(list.first?.date.description == "2022-01-01")
    #expect(!list.contains { $0.date.year != 2022 })
  }

  // MARK: - Rules bounded by year

  @Test func yearBoundedRules() throws {
    func names(_ c: String, _ s: String? = nil, year y: Int) throws -> Set<String> {
      Set(try HolidayCalendar.holidays(country: c, subdivision: s, year: y).map(\.name))
    }
    #expect(try !names("US", year: 2020).contains("Juneteenth National Independence Day"))
    #expect(try names("US", year: 2021).contains("Juneteenth National Independence Day"))
    #expect(try names("DE", year: 2017).contains("Reformationstag"))
    #expect(try !names("DE", year: 2016).contains("Reformationstag"))
    #expect(try !names("DE", year: 2018).contains("Reformationstag"))
    #expect(try names("DE", "NI", year: 2018).contains("Reformationstag"))
    #expect(try !names("FR", year: 2006).contains("Lundi de Pentecôte"))
    #expect(try names("FR", year: 2008).contains("Lundi de Pentecôte"))
    #expect(try names("GB", "ENG", year: 2023).contains("Coronation of Charles III"))
    #expect(try names("AU", "VIC", year: 2022).contains("Queen's Birthday"))
    #expect(try names("AU", "VIC", year: 2023).contains("King's Birthday"))
    #expect(try names("DE", "BE", year: 2019).contains("Frauentag"))
    #expect(try !names("DE", "BE", year: 2018).contains("Frauentag"))
  }

  @Test func germanyBefore1991UsesTheWestGermanDays() throws {
    let y1985 = try HolidayCalendar.holidays(country: "DE", year: 1985).map(\.description)
    #expect(y1985.contains("1985-06-17\tTag der deutschen Einheit"))
    #expect(!y1985.contains { $0.hasPrefix("1985-10-03") })
    let y1990 = try HolidayCalendar.holidays(country: "DE", year: 1990).map(\.description)
    #expect(y1990.contains("1990-06-17\tTag der deutschen Einheit"))
    #expect(y1990.contains("1990-10-03\tTag der Deutschen Einheit"))
  }

  // MARK: - Every list, every year

  @Test func everyListIsSortedInItsYearAndHasNoDuplicates() throws {
    var bad: [String] = []
    for country in HolidayCalendar.supportedCountries {
      for subdivision in [nil] + (HolidayCalendar.subdivisions(of: country) ?? []) {
        for year in HolidayCalendar.years {
          let list = try HolidayCalendar.holidays(country: country, subdivision: subdivision, year: year)
          let ok =
            !list.isEmpty && list.allSatisfy { $0.date.year == year }
            && zip(list, list.dropFirst()).allSatisfy { $0.date <= $1.date } && Set(list).count == list.count
          if !ok { bad.append("\(country) \(subdivision ?? "-") \(year)") }
        }
      }
    }
    #expect(bad.isEmpty)
  }

  // MARK: - Codes and errors

  @Test func codesIgnoreCase() throws {
    let a = try HolidayCalendar.holidays(country: "de", subdivision: "by", year: 2026)
    #expect(a.first?.country == "DE")
    #expect(a.first?.subdivision == "BY")
    #expect(try HolidayCalendar.holidays(country: "UK", year: 2026).first?.country == "GB")
  }

  @Test func supportedCodes() {
    #expect(HolidayCalendar.supportedCountries == ["AU", "CA", "DE", "FR", "GB", "US"])
    #expect(HolidayCalendar.subdivisions(of: "GB") == ["ENG", "NIR", "SCT", "WLS"])
    #expect(HolidayCalendar.subdivisions(of: "DE")?.count == 16)
    #expect(HolidayCalendar.subdivisions(of: "US") == [])
    #expect(HolidayCalendar.subdivisions(of: "XX") == nil)
  }

  @Test func unknownCountry() {
    #expect(throws: HolidayError.unknownCountry("XX", supported: ["AU", "CA", "DE", "FR", "GB", "US"])) {
      try HolidayCalendar.holidays(country: "XX", year: 2026)
    }
    let message = HolidayError.unknownCountry("XX", supported: HolidayCalendar.supportedCountries).description
    #expect(message == "no holidays known for country 'XX'; supported: AU, CA, DE, FR, GB, US")
  }

  @Test func unknownSubdivision() {
    do {
      _ = try HolidayCalendar.holidays(country: "GB", subdivision: "XYZ", year: 2026)
      Issue.record("no error")
    } catch {
      #expect(error.description == "no holidays known for subdivision 'XYZ' of GB; supported: ENG, NIR, SCT, WLS")
    }
    do {
      _ = try HolidayCalendar.holidays(country: "US", subdivision: "CA", year: 2026)
      Issue.record("no error")
    } catch {
      #expect(error.description == "no holidays known for subdivision 'CA' of US; US has national holidays only")
    }
  }

  @Test(arguments: [1969, 2101])
  func yearsOutsideTheRange(_ year: Int) {
    #expect(throws: HolidayError.yearOutOfRange(year, supported: 1970...2100)) {
      try HolidayCalendar.holidays(country: "FR", year: year)
    }
  }
}
