import Foundation
import QuireCore

/// The wall clock in the vault's time zone: the only place Quire reads the system time for "now".
public struct SystemClock: QuireClock {
  /// The vault's zone.
  public let zone: TimeZone
  /// The date `--today` pins while the time of day runs on, or `nil`.
  public let pinnedDay: LocalDate?

  /// The system clock in `zone`; with `pinnedDay`, that day at the system's time of day.
  public init(zone: TimeZone, pinnedDay: LocalDate? = nil) {
    self.zone = zone
    self.pinnedDay = pinnedDay
  }

  /// The time zone named in the config, else the system's.
  public static func timeZone(for config: VaultConfig) -> TimeZone {
    config.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
  }

  /// The system's instant; with a pinned day, the instant of `now()` (to the minute).
  public func instant() -> Double {
    guard pinnedDay != nil else { return Date().timeIntervalSince1970 }
    return Double(WallClock(zone: FoundationZoneRules(zone)).resolve(now()).instant)
  }

  public func wallSeconds() -> Int {
    let now = Date()
    let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: now)
    guard let pinnedDay else { return seconds }
    let intoDay = seconds - LocalDateTime(wallSeconds: seconds).date.dayNumber * 86_400
    return pinnedDay.dayNumber * 86_400 + intoDay
  }

  public func now() -> LocalDateTime {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
    let time = LocalTime(hour: c.hour!, minute: c.minute!)!
    return LocalDateTime(date: pinnedDay ?? LocalDate(year: c.year!, month: c.month!, day: c.day!)!, time: time)
  }
}
