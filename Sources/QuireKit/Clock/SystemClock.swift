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
}
