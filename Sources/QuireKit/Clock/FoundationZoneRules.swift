import Foundation
import QuireCore

/// Core's zone port backed by Foundation's time zone database.
public struct FoundationZoneRules: ZoneRules {
  public let zone: TimeZone

  public init(_ zone: TimeZone) { self.zone = zone }

  public func secondsFromUTC(at instant: Int64) -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
  }
}
