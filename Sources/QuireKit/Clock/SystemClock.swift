import Foundation
import QuireCore

/// The wall clock in the vault's time zone: the only place Quire reads the system time.
public enum SystemClock {
  /// The time zone named in the config, else the system's.
  public static func timeZone(for config: VaultConfig) -> TimeZone {
    config.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
  }

  /// The current wall-clock minute in `zone`.
  public static func now(in zone: TimeZone) -> LocalDateTime {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
    return LocalDateTime(
      date: LocalDate(year: c.year!, month: c.month!, day: c.day!)!, time: LocalTime(hour: c.hour!, minute: c.minute!)!)
  }

  /// The current wall-clock time in `zone` as seconds since 1970-01-01T00:00 on that wall clock
  /// (`LocalDateTime(minuteNumber: seconds / 60)` is the minute), for timers that count seconds.
  public static func wallSeconds(in zone: TimeZone) -> Int {
    let now = Date()
    return Int(now.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: now)
  }
}
