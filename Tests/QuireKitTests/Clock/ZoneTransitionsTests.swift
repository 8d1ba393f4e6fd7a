import Foundation
import QuireTestSupport
import Testing

@testable import QuireKit

/// The transition table answers exactly as Foundation does: around every transition it lists,
/// at random instants of its years, and (through `FoundationZoneRules`) outside them.
@Suite struct ZoneTransitionsTests {
  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/Santiago",
    "Africa/Casablanca", "Pacific/Apia", "Europe/Moscow", "Asia/Tehran", "America/St_Johns", "UTC",
  ]

  static func direct(_ zone: TimeZone, _ instant: Int64) -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
  }

  @Test(arguments: zones)
  func answersAsFoundationDoes(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    let table = ZoneTransitions(zone)
    if name != "UTC" { #expect(table.instants.count > 2, "\(name) has transitions") }
    for instant in table.instants {
      for probe in [instant - 1, instant, instant + 1, instant + 3_600] {
        #expect(table.offset(at: probe) == Self.direct(zone, probe), "\(name) at \(probe)")
      }
    }
    var rng = SplitMix(seed: 7)
    let span = UInt64(ZoneTransitions.years.count)
    for _ in 0..<3_000 {
      let probe = ZoneTransitions.years.lowerBound + Int64(rng.next() % span)
      #expect(table.offset(at: probe) == Self.direct(zone, probe), "\(name) at \(probe)")
    }
    let rules = FoundationZoneRules(zone)
    for probe: Int64 in [-9_000_000_000, ZoneTransitions.years.upperBound + 86_400 * 180, 0, 1_790_000_000] {
      #expect(rules.secondsFromUTC(at: probe) == Self.direct(zone, probe), "\(name) at \(probe)")
    }
  }
}
