/// Public holidays computed by rule, with no data downloaded: US, GB, CA, DE, FR and AU, for
/// every year 1970-2100 (docs/holidays.md lists the subdivisions and rules).
///
/// The rules follow the python `holidays` package (its public category); the fixtures in
/// `Tests/Fixtures/holidays/` hold Quire to it for 2000-2040.
public enum HolidayCalendar {
  /// The years the rules are written for.
  public static let years: ClosedRange<Int> = 1970...2100

  static let countries: [any CountryHolidayRules.Type] = [
    AustraliaHolidays.self, CanadaHolidays.self, GermanyHolidays.self, FranceHolidays.self,
    UnitedKingdomHolidays.self, UnitedStatesHolidays.self,
  ]

  /// Other names accepted for a country code (`UK` is reserved for the United Kingdom).
  static let aliases = ["UK": "GB"]

  /// The country codes there are rules for, sorted.
  public static var supportedCountries: [String] { countries.map { $0.code }.sorted() }

  /// The subdivision codes of `country` there are rules for (empty: national holidays only),
  /// or `nil` for an unknown country.
  public static func subdivisions(of country: String) -> [String]? { rules(for: country)?.subdivisions }

  /// The public holidays of `country` (and `subdivision`, whose list includes the national
  /// holidays) in `year`, sorted by date.
  ///
  /// Codes are matched without regard to case. Substitute days are separate entries with
  /// `observed == true`.
  /// - Throws: `HolidayError` for an unknown country or subdivision (the message lists the
  ///   supported codes) or a year outside `years`.
  /// The holidays of every year from `first` to `last`, clamped to ``years`` (empty when none is left).
  public static func holidays(country: String, subdivision: String? = nil, years first: Int, through last: Int)
    throws(HolidayError) -> [Holiday]
  {
    let from = max(first, years.lowerBound)
    let to = min(last, years.upperBound)
    guard from <= to else { return [] }
    var list: [Holiday] = []
    for year in from...to { list += try holidays(country: country, subdivision: subdivision, year: year) }
    return list
  }

  public static func holidays(country: String, subdivision: String? = nil, year: Int) throws(HolidayError) -> [Holiday]
  {
    guard let rules = rules(for: country) else {
      throw .unknownCountry(country, supported: supportedCountries)
    }
    var division: String? = nil
    if let subdivision, !subdivision.isEmpty {
      guard let match = rules.subdivisions.first(where: { $0 == subdivision.uppercased() }) else {
        throw .unknownSubdivision(subdivision, country: rules.code, supported: rules.subdivisions)
      }
      division = match
    }
    guard years.contains(year) else { throw .yearOutOfRange(year, supported: years) }
    var days = HolidayYear(year: year, rule: rules.observedRule(year: year))
    rules.populate(&days, subdivision: division)
    return days.holidays(country: rules.code, subdivision: division)
  }

  private static func rules(for country: String) -> (any CountryHolidayRules.Type)? {
    let code = country.uppercased()
    let canonical = aliases[code] ?? code
    return countries.first { $0.code == canonical }
  }
}
