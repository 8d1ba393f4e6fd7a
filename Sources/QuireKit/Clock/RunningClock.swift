import Foundation
import QuireCore

/// A clock that starts at a given instant and runs on in real seconds from there: `quire watch
/// --now T`, for tests and demos.
public struct RunningClock: QuireClock {
  /// Seconds added to the system clock.
  public let offset: Double
  /// The vault's zone.
  public let zone: TimeZone

  /// A clock reading `start` (seconds since 1970) now, running in `zone`; the system clock
  /// when `start` is `nil`.
  public init(startingAt start: Double?, zone: TimeZone = .current) {
    offset = start.map { $0 - Date().timeIntervalSince1970 } ?? 0
    self.zone = zone
  }

  public func instant() -> Double { Date().timeIntervalSince1970 + offset }

  public func wallSeconds() -> Int {
    let now = instant()
    return Int(now.rounded(.down)) + zone.secondsFromGMT(for: Date(timeIntervalSince1970: now))
  }
}

/// The name `quire watch`'s clock had before every command shared `QuireClock`.
public typealias WatchClock = RunningClock
