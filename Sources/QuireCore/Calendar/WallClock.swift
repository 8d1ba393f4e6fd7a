/// Turns wall-clock times in the vault's zone into instants, with the rules a reminder
/// follows across daylight-saving changes:
/// - a time that does not exist (the spring-forward gap) fires at the first valid minute
///   after it (02:30 on the night clocks jump from 02:00 to 03:00 fires at 03:00);
/// - a time that exists twice (the fall-back overlap) fires once, at the first of the two.
public struct WallClock: Sendable {
  public let zone: any ZoneRules

  public init(zone: any ZoneRules) { self.zone = zone }

  /// When `local` happens, and the wall time it then shows (later than `local` in a gap).
  public func resolve(_ local: LocalDateTime) -> (instant: Int64, shown: LocalDateTime) {
    let wall = Int64(local.minuteNumber) * 60
    // Offsets in force a day before and a day after cover every real transition.
    let candidates = Set([zone.secondsFromUTC(at: wall - 86_400), zone.secondsFromUTC(at: wall + 86_400)])
    let valid = candidates.map { wall - Int64($0) }.filter { Int64(zone.secondsFromUTC(at: $0)) == wall - $0 }
    if let first = valid.min() { return (first, local) }
    // A gap: find the transition inside it (the instant where the offset changes), to the second.
    // Halving by whole minutes never ended on a gap that is not whole minutes long (Berlin's
    // change from local mean time on 1893-04-01 skipped 6 min 32 s).
    var low = wall - Int64(candidates.max()!)  // reading the wall time with the larger offset: before the change
    var high = wall - Int64(candidates.min()!)  // with the smaller one: after it
    if low > high { swap(&low, &high) }
    let before = zone.secondsFromUTC(at: low)
    while high - low > 1 {
      let mid = low + (high - low) / 2
      if zone.secondsFromUTC(at: mid) == before { low = mid } else { high = mid }
    }
    let instant = high
    return (instant, self.local(at: instant))
  }

  /// The wall-clock minute at an instant.
  public func local(at instant: Int64) -> LocalDateTime {
    let seconds = instant + Int64(zone.secondsFromUTC(at: instant))
    let minutes = seconds >= 0 ? seconds / 60 : (seconds - 59) / 60
    return LocalDateTime(minuteNumber: Int(minutes))
  }
}
