/// The current moment, handed in from outside: Core never reads the clock (docs/architecture.md).
///
/// Every clock answers in the vault's zone. `now()` and `today()` have defaults from
/// `wallSeconds()`; a clock whose "today" is pinned apart from its time (`--today` next to
/// `--now`) overrides `today()`.
public protocol QuireClock: Sendable {
  /// The current instant, in seconds since 1970-01-01T00:00Z.
  func instant() -> Double

  /// The current time on the vault's wall clock, in seconds since 1970-01-01T00:00 on that wall
  /// clock (`LocalDateTime(minuteNumber: seconds / 60)` is the minute), for timers that count seconds.
  func wallSeconds() -> Int

  /// The current wall-clock minute in the vault's zone.
  func now() -> LocalDateTime

  /// Today's date in the vault's zone.
  func today() -> LocalDate
}

extension QuireClock {
  /// The minute of `wallSeconds()`.
  public func now() -> LocalDateTime { LocalDateTime(wallSeconds: wallSeconds()) }

  /// The date of `now()`.
  public func today() -> LocalDate { now().date }
}

extension LocalDateTime {
  /// The minute that holds `wallSeconds` (seconds since 1970-01-01T00:00 on a wall clock),
  /// rounding down for moments before 1970.
  public init(wallSeconds seconds: Int) {
    self.init(minuteNumber: seconds >= 0 ? seconds / 60 : (seconds - 59) / 60)
  }
}
