import Foundation
import QuireCore

/// Core's zone port backed by Foundation's time zone database, through a table of the zone's
/// transitions (`ZoneTransitions`) for the years it covers.
public struct FoundationZoneRules: ZoneRules {
  public let zone: TimeZone
  private let transitions: ZoneTransitions

  public init(_ zone: TimeZone) {
    self.zone = zone
    transitions = ZoneTransitions.shared(zone)
  }

  public func secondsFromUTC(at instant: Int64) -> Int {
    transitions.offset(at: instant)
      ?? zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
  }
}
