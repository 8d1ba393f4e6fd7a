import Foundation
import Synchronization

/// A zone's offsets from UTC between 1800 and 2200 as a sorted table of its transitions, so
/// that an offset is a binary search instead of a call into ICU.
///
/// Foundation answers `TimeZone.secondsFromGMT(for:)` through ICU behind a lock, at about a
/// microsecond a call, and `WallClock.resolve` asks three or four times per time: an
/// `ics export` of 1.3 million tasks spent minutes there. The table is built once per zone and
/// process from `nextDaylightSavingTimeTransition(after:)` (which reports every change of the
/// offset, not only daylight saving ones) and the offset after each transition;
/// `ZoneTransitionsTests` compares it with Foundation around every transition and at random
/// instants. Outside its years, `FoundationZoneRules` asks Foundation directly.
final class ZoneTransitions: Sendable {
  /// The instants (seconds since 1970, UTC) at which the offset changes, ascending.
  let instants: [Int64]
  /// `offsets[i]` is in force from `instants[i - 1]` (or the table's start) until `instants[i]`.
  let offsets: [Int32]
  /// The instants the table answers for.
  let covered: Range<Int64>

  /// 1800-01-01 and 2200-01-01, 00:00 UTC.
  static let years: Range<Int64> = -5_364_662_400..<7_258_118_400

  init(_ zone: TimeZone, covering covered: Range<Int64> = years) {
    self.covered = covered
    var instants: [Int64] = []
    var offsets = [Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(covered.lowerBound))))]
    var date = Date(timeIntervalSince1970: TimeInterval(covered.lowerBound))
    // A zone changes its offset a few times a year at most; the cap only guards a broken database.
    while instants.count < 10_000, let next = zone.nextDaylightSavingTimeTransition(after: date) {
      let instant = Int64(next.timeIntervalSince1970.rounded(.down))
      guard instant < covered.upperBound, next > date else { break }
      instants.append(instant)
      offsets.append(Int32(zone.secondsFromGMT(for: next)))
      date = next
    }
    self.instants = instants
    self.offsets = offsets
  }

  /// The offset at `instant`, or nil outside the table's years.
  func offset(at instant: Int64) -> Int? {
    guard covered.contains(instant) else { return nil }
    // The number of transitions at or before `instant`.
    var low = 0
    var high = instants.count
    while low < high {
      let mid = (low + high) / 2
      if instants[mid] <= instant { low = mid + 1 } else { high = mid }
    }
    return Int(offsets[low])
  }

  /// The table of `zone`, built on first use.
  static func shared(_ zone: TimeZone) -> ZoneTransitions {
    if let table = tables.withLock({ $0[zone.identifier] }) { return table }
    let table = ZoneTransitions(zone)
    return tables.withLock { tables in
      if let built = tables[zone.identifier] { return built }
      tables[zone.identifier] = table
      return table
    }
  }

  private static let tables = Mutex<[String: ZoneTransitions]>([:])
}
