/// The holiday rules of one country: one type per country, listed in `HolidayCalendar.countries`.
protocol CountryHolidayRules: Sendable {
  /// ISO 3166-1 alpha-2 code.
  static var code: String { get }
  /// The subdivision codes the rules know (ISO 3166-2 without the country prefix), sorted.
  static var subdivisions: [String] { get }
  /// The rule substitute days follow unless a holiday says otherwise.
  static func observedRule(year: Int) -> ObservedRule
  /// Adds the holidays of `year.year` for the whole country (`subdivision == nil`) or for one
  /// subdivision (national holidays included).
  static func populate(_ year: inout HolidayYear, subdivision: String?)
}

extension CountryHolidayRules {
  static func observedRule(year: Int) -> ObservedRule { .satSunToNextMon }
}
