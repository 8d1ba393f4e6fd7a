/// One public holiday: a day off by law in a country (or one of its subdivisions).
///
/// A substitute day ("observed", "in lieu": the weekday a holiday moves to when it falls on a
/// weekend) is a separate `Holiday` with `observed == true` and the holiday's own `name`; the
/// actual day stays in the list too. See docs/holidays.md.
public struct Holiday: Sendable, Hashable, CustomStringConvertible {
  /// The day.
  public let date: LocalDate
  /// The holiday's name in the country's language (German for DE, French for FR, English
  /// otherwise), without any "observed" mark.
  public let name: String
  /// Whether this is a substitute day for a holiday that fell on a non-working day.
  public let observed: Bool
  /// ISO 3166-1 alpha-2 code of the country (`DE`).
  public let country: String
  /// The subdivision code the list was computed for (`BY`), or `nil` for the national list.
  public let subdivision: String?

  /// Creates a holiday.
  public init(date: LocalDate, name: String, observed: Bool = false, country: String, subdivision: String? = nil) {
    self.date = date
    self.name = name
    self.observed = observed
    self.country = country
    self.subdivision = subdivision
  }

  /// The name as a calendar shows it: `"Christmas Day (observed)"` for a substitute day,
  /// else `name` (the same text the python `holidays` package uses).
  ///
  /// Only the English-speaking countries Quire knows have substitute days, so the mark is English.
  public var displayName: String { observed ? name + " (observed)" : name }

  /// `YYYY-MM-DD<TAB>displayName`, the line `quire holidays` prints.
  public var description: String { "\(date)\t\(displayName)" }
}
