import Foundation

/// The clock of `quire watch`: the system clock, or one that starts at a given instant
/// (`--now T`) and runs on in real seconds from there, for tests and demos.
public struct WatchClock: Sendable {
  /// Seconds added to the system clock.
  public let offset: Double

  /// The system clock when `start` is `nil`, else a clock reading `start` (seconds since 1970) now.
  public init(startingAt start: Double?) {
    offset = start.map { $0 - Date().timeIntervalSince1970 } ?? 0
  }

  /// Seconds since 1970-01-01T00:00Z.
  public func now() -> Double { Date().timeIntervalSince1970 + offset }
}
