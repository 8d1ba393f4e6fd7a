import Foundation
import QuireCore

/// Core's zone directory backed by Foundation's time zone database (IANA names).
public struct FoundationZoneDirectory: ZoneDirectory {
  public init() {}

  public func zone(named name: String) -> (any ZoneRules)? {
    // Only IANA names: TimeZone(identifier:) also takes abbreviations such as "EST", which an
    // iCalendar TZID does not mean.
    guard name.contains("/") || name == "UTC" || name == "GMT", let zone = TimeZone(identifier: name) else {
      return nil
    }
    return FoundationZoneRules(zone)
  }

  /// The IANA names of the zone database, sorted.
  public func knownNames() -> [String] { Self.names }

  private static let names = TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted()
}
