/// Why `HolidayCalendar` cannot list the holidays asked for.
public enum HolidayError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No rules for this country code; `supported` lists the codes there are.
  case unknownCountry(String, supported: [String])
  /// No rules for this subdivision of `country`; `supported` lists the codes there are (maybe none).
  case unknownSubdivision(String, country: String, supported: [String])
  /// The year is outside the years the rules are written for.
  case yearOutOfRange(Int, supported: ClosedRange<Int>)

  /// A one-line message that names what is supported.
  public var description: String {
    switch self {
    case .unknownCountry(let code, let supported):
      return "no holidays known for country '\(code)'; supported: \(supported.joined(separator: ", "))"
    case .unknownSubdivision(let code, let country, let supported):
      if supported.isEmpty {
        return "no holidays known for subdivision '\(code)' of \(country); \(country) has national holidays only"
      }
      let codes = supported.joined(separator: ", ")
      return "no holidays known for subdivision '\(code)' of \(country); supported: \(codes)"
    case .yearOutOfRange(let year, let supported):
      return "year \(year) is outside \(supported.lowerBound)-\(supported.upperBound), the years holidays are known for"
    }
  }
}
