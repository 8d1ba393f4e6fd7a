/// A `VTIMEZONE` computed from the ``ZoneRules`` port, not read from a zone database
/// (docs/architecture.md; docs/icalendar.md, "Time zones"): the offsets of the years covered are
/// scanned for transitions. Where the zone keeps one yearly rule (the same month, weekday, week
/// of the month and wall time every year, as in the EU and the US), that rule becomes one
/// STANDARD and one DAYLIGHT observance with `RRULE`, which a client applies to every later year;
/// the transitions before the rule took effect, and every transition of a zone without such a
/// rule, are listed one by one.
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
    /// The yearly rule of the onsets from `start` on (`FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`), or
    /// `nil` for this one onset.
    public var rule: String?

    /// Creates an observance.
    public init(isDaylight: Bool, start: LocalDateTime, offsetFrom: Int, offsetTo: Int, rule: String? = nil) {
      self.isDaylight = isDaylight
      self.start = start
      self.offsetFrom = offsetFrom
      self.offsetTo = offsetTo
      self.rule = rule
    }
  }

  /// The `TZID`.
  public var tzid: String
  /// The first observance holds the offset on 1 January of the first year; the rest are the
  /// transitions found, in order (the last two with their rule when the zone has one).
  public var observances: [Observance]

  /// How many years after the last one covered are scanned as well, to tell a rule the zone keeps
  /// from a change in the years covered.
  static let yearsAhead = 8
  /// The fewest years in a row that make a rule (the rule's first year through the last scanned).
  static let ruleYears = 3
  /// How many years after the scan a rule is checked against the zone (a full cycle of weekdays
  /// and leap years), so that a rule such as "the Sunday on or after the 2nd" is not mistaken for
  /// "the first Sunday" from a few years that agree.
  static let yearsChecked = 28

  /// One transition: at `instant`, from offset `from` to `to`.
  struct Change {
    var instant: Int64
    var from: Int
    var to: Int
    /// The onset as a wall time before the change.
    var wall: LocalDateTime {
      let seconds = instant + Int64(from)
      return LocalDateTime(minuteNumber: Int(seconds >= 0 ? seconds / 60 : (seconds - 59) / 60))
    }
  }

  /// Scans `zone` day by day through `years` (and ``yearsAhead`` more to find its rule) and finds
  /// each transition to the second.
  public init(tzid: String, zone: any ZoneRules, years: ClosedRange<Int>) {
    self.tzid = tzid
    let lastScanned = min(years.upperBound + Self.yearsAhead, 9998)
    let first = LocalDate(year: years.lowerBound, month: 1, day: 1)!
    let initial = zone.secondsFromUTC(at: Int64(first.dayNumber) * 86_400)
    let changes = Self.changes(zone, from: first, through: lastScanned, initial: initial)
    let standard = ([initial] + changes.map(\.to)).min()!
    var list = [
      Observance(
        isDaylight: initial > standard, start: LocalDateTime(date: first, time: LocalTime(hour: 0, minute: 0)!),
        offsetFrom: initial, offsetTo: initial)
    ]
    let rule = Self.yearlyRule(changes, through: lastScanned, zone: zone)
    for change in changes {
      let year = change.wall.date.year
      var observance = Observance(
        isDaylight: change.to > standard, start: change.wall, offsetFrom: change.from, offsetTo: change.to)
      if let rule, year >= rule.firstYear {
        guard year == rule.firstYear else { break }
        observance.rule = change.to > change.from ? rule.up : rule.down
      }
      // Without a rule every transition scanned is listed: a client keeps the last one after them.
      list.append(observance)
    }
    observances = list
  }

  /// The transitions from `first` through the end of `lastYear`.
  static func changes(_ zone: any ZoneRules, from first: LocalDate, through lastYear: Int, initial: Int) -> [Change] {
    let t0 = Int64(first.dayNumber) * 86_400
    let tEnd = Int64(LocalDate(year: lastYear + 1, month: 1, day: 1)!.dayNumber) * 86_400
    var changes: [Change] = []
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
        changes.append(Change(instant: high, from: previous, to: offset))
        previous = offset
      }
      t = next
    }
    return changes
  }

  /// The zone's yearly rule, if it has kept one from some year through `lastYear` and keeps it
  /// for ``yearsChecked`` years more: every year one change up and one down, each in the same
  /// month, on the same weekday, at the same wall time, between the same offsets, on days of
  /// the month that one `BYDAY` (n-th or last) or a seven-day `BYMONTHDAY` window picks out.
  /// - Returns: the rule's first year and the `RRULE` of the change up and of the change down.
  static func yearlyRule(_ changes: [Change], through lastYear: Int, zone: any ZoneRules) -> (
    firstYear: Int, up: String, down: String
  )? {
    var byYear: [Int: [Change]] = [:]
    for c in changes { byYear[c.wall.date.year, default: []].append(c) }
    guard let last = byYear[lastYear], let pattern = shape(last) else { return nil }
    var upDays = [pattern.up.wall.date]
    var downDays = [pattern.down.wall.date]
    var year = lastYear
    while let list = byYear[year - 1], let s = shape(list), s.key == pattern.key,
      fitsAWeek(upDays + [s.up.wall.date]), fitsAWeek(downDays + [s.down.wall.date])
    {
      upDays.append(s.up.wall.date)
      downDays.append(s.down.wall.date)
      year -= 1
    }
    guard lastYear - year + 1 >= ruleYears else { return nil }
    // The years after the scan, probed where the rule says the change must be.
    for later in (lastYear + 1)...min(lastYear + yearsChecked, 9998) {
      guard let up = probe(zone, later, like: pattern.up), let down = probe(zone, later, like: pattern.down) else {
        return nil
      }
      upDays.append(up)
      downDays.append(down)
    }
    guard let up = rrule(upDays), let down = rrule(downDays) else { return nil }
    return (year, up, down)
  }

  /// A year's two changes (up, then down), with what must stay the same from year to year.
  static func shape(_ list: [Change]) -> (key: [Int], up: Change, down: Change)? {
    guard list.count == 2 else { return nil }
    guard let up = list.first(where: { $0.to > $0.from }), let down = list.first(where: { $0.to < $0.from }) else {
      return nil
    }
    let key = [up, down].flatMap { c -> [Int] in
      let wall = c.wall
      return [wall.date.month, wall.date.isoWeekday, wall.time.minutesOfDay, c.from, c.to]
    }
    return (key, up, down)
  }

  static func fitsAWeek(_ days: [LocalDate]) -> Bool {
    let numbers = days.map(\.day)
    return numbers.max()! - numbers.min()! <= 6
  }

  /// The day in `year` on which the zone makes the change `like` makes (same month, weekday,
  /// wall time and offsets), if it does.
  static func probe(_ zone: any ZoneRules, _ year: Int, like change: Change) -> LocalDate? {
    let wall = change.wall
    guard let first = LocalDate(year: year, month: wall.date.month, day: 1) else { return nil }
    var day = first.adding(days: (wall.date.isoWeekday - first.isoWeekday + 7) % 7)
    while day.month == first.month {
      let instant = Int64(LocalDateTime(date: day, time: wall.time).minuteNumber) * 60 - Int64(change.from)
      if zone.secondsFromUTC(at: instant - 1) == change.from, zone.secondsFromUTC(at: instant) == change.to {
        return day
      }
      day = day.adding(days: 7)
    }
    return nil
  }

  /// The `RRULE` that gives every one of `days` (one a year, same month and weekday):
  /// `BYDAY=-1SU` (the last), `BYDAY=2SU` (the n-th), or `BYDAY=SU;BYMONTHDAY=2,...,8`
  /// (the one in a seven-day window); `nil` when none does.
  static func rrule(_ days: [LocalDate]) -> String? {
    let first = days[0]
    let weekday = Weekday(of: first).code
    let head = "FREQ=YEARLY;BYMONTH=\(first.month);BYDAY="
    if days.allSatisfy({ $0.day + 7 > LocalDate.daysIn(month: $0.month, year: $0.year) }) {
      return head + "-1" + weekday
    }
    let nth = (first.day - 1) / 7 + 1
    if nth <= 4, days.allSatisfy({ ($0.day - 1) / 7 + 1 == nth }) { return head + "\(nth)" + weekday }
    let shortest = days.map { LocalDate.daysIn(month: $0.month, year: $0.year) }.min()!
    guard fitsAWeek(days), let low = days.map(\.day).min(), low + 6 <= shortest else { return nil }
    return head + weekday + ";BYMONTHDAY=" + (low...(low + 6)).map(String.init).joined(separator: ",")
  }

  /// Writes the `VTIMEZONE` component.
  public func write(into w: inout ICalendarWriter) {
    w.begin("VTIMEZONE")
    w.property("TZID", ICalendarText.escape(tzid))
    for o in observances {
      let name = o.isDaylight ? "DAYLIGHT" : "STANDARD"
      w.begin(name)
      w.property("DTSTART", ICalendarText.dateTime(o.start))
      if let rule = o.rule { w.property("RRULE", rule) }
      w.property("TZOFFSETFROM", ICalendarText.offset(seconds: o.offsetFrom))
      w.property("TZOFFSETTO", ICalendarText.offset(seconds: o.offsetTo))
      w.end(name)
    }
    w.end("VTIMEZONE")
  }
}
