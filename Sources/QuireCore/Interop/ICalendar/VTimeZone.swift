/// A `VTIMEZONE` computed from the ``ZoneRules`` port, not read from a zone database
/// (docs/architecture.md): the offsets of the years covered are scanned for transitions, and each one
/// becomes a STANDARD or DAYLIGHT observance without RRULE.
public struct VTimeZone: Sendable, Equatable {
  /// One observance: from `start` (wall time in the old offset) on, the zone is `offsetTo`.
  public struct Observance: Sendable, Equatable {
    /// Whether this is summer time (an offset above the smallest one in the years covered).
    public var isDaylight: Bool
    /// The onset as a wall-clock time before the change (RFC 5545 §3.6.5).
    public var start: LocalDateTime
    /// The offset in force before, in seconds east of UTC.
    public var offsetFrom: Int
    /// The offset in force from the onset on.
    public var offsetTo: Int

    /// Creates an observance.
    public init(isDaylight: Bool, start: LocalDateTime, offsetFrom: Int, offsetTo: Int) {
      self.isDaylight = isDaylight
      self.start = start
      self.offsetFrom = offsetFrom
      self.offsetTo = offsetTo
    }
  }

  /// The `TZID`.
  public var tzid: String
  /// The first observance holds the offset on 1 January of the first year; the rest are the
  /// transitions found, in order.
  public var observances: [Observance]

  /// Scans `zone` day by day through `years` and finds each transition to the second.
  public init(tzid: String, zone: any ZoneRules, years: ClosedRange<Int>) {
    self.tzid = tzid
    let first = LocalDate(year: years.lowerBound, month: 1, day: 1)!
    let last = LocalDate(year: min(years.upperBound + 1, 9999), month: 1, day: 1)!
    let t0 = Int64(first.dayNumber) * 86_400
    let tEnd = Int64(last.dayNumber) * 86_400
    let initial = zone.secondsFromUTC(at: t0)
    var changes: [(instant: Int64, from: Int, to: Int)] = []
    var previous = initial
    var t = t0
    while t < tEnd {
      let next = min(t + 86_400, tEnd)
      let offset = zone.secondsFromUTC(at: next)
      if offset != previous {
        var low = t
        var high = next
        while high - low > 1 {
          let mid = low + (high - low) / 2
          if zone.secondsFromUTC(at: mid) == previous { low = mid } else { high = mid }
        }
        changes.append((high, previous, offset))
        previous = offset
      }
      t = next
    }
    let standard = ([initial] + changes.map(\.to)).min()!
    var list = [
      Observance(
        isDaylight: initial > standard, start: LocalDateTime(date: first, time: LocalTime(hour: 0, minute: 0)!),
        offsetFrom: initial, offsetTo: initial)
    ]
    for change in changes {
      let wall = change.instant + Int64(change.from)
      let minutes = wall >= 0 ? wall / 60 : (wall - 59) / 60
      list.append(
        Observance(
          isDaylight: change.to > standard, start: LocalDateTime(minuteNumber: Int(minutes)), offsetFrom: change.from,
          offsetTo: change.to))
    }
    observances = list
  }

  /// Writes the `VTIMEZONE` component.
  public func write(into w: inout ICalendarWriter) {
    w.begin("VTIMEZONE")
    w.property("TZID", ICalendarText.escape(tzid))
    for o in observances {
      let name = o.isDaylight ? "DAYLIGHT" : "STANDARD"
      w.begin(name)
      w.property("DTSTART", ICalendarText.dateTime(o.start))
      w.property("TZOFFSETFROM", ICalendarText.offset(seconds: o.offsetFrom))
      w.property("TZOFFSETTO", ICalendarText.offset(seconds: o.offsetTo))
      w.end(name)
    }
    w.end("VTIMEZONE")
  }
}
