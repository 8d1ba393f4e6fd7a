import Foundation
import QuireCore

/// A clock that reads a set moment and moves only when told: `--now` / `$QUIRE_NOW`, the
/// fixed-clock mode of `quire timer`, and tests.
// Unchecked Sendable: the moment it reads changes only under `lock`.
public final class ManualClock: QuireClock, @unchecked Sendable {
  /// The vault's zone, to turn the wall time into an instant.
  public let zone: any ZoneRules
  /// The date `--today` pins apart from the time (`--today` next to `--now`), or `nil`.
  public let pinnedDay: LocalDate?
  private let lock = NSLock()
  private var seconds: Int

  /// A clock reading `wall` plus `seconds` on the vault's wall clock in `zone`.
  public init(wall: LocalDateTime, seconds: Int = 0, zone: any ZoneRules, pinnedDay: LocalDate? = nil) {
    self.zone = zone
    self.pinnedDay = pinnedDay
    self.seconds = wall.minuteNumber * 60 + seconds
  }

  public func wallSeconds() -> Int { lock.withLock { seconds } }

  public func instant() -> Double {
    let wall = wallSeconds()
    let minute = LocalDateTime(wallSeconds: wall)
    return Double(WallClock(zone: zone).resolve(minute).instant) + Double(wall - minute.minuteNumber * 60)
  }

  public func today() -> LocalDate { pinnedDay ?? now().date }

  /// Sets the clock to `wallSeconds` on the vault's wall clock.
  public func set(wallSeconds: Int) { lock.withLock { seconds = wallSeconds } }

  /// Moves the clock on by `seconds`.
  public func advance(by seconds: Int) { lock.withLock { self.seconds += seconds } }
}
