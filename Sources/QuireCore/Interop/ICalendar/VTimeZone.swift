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
    let rule = Self.yearlyRule(changes, through: lastScanned)
    for change in changes {
      let year = change.wall.date.year
      if let rule, year >= rule.firstYear {
        guard year == rule.firstYear else { break }
        list.append(
          Observance(
            isDaylight: change.to > standard, start: change.wall, offsetFrom: change.from, offsetTo: change.to,
            rule: Self.rrule(change.wall.date, lastWeek: change.to > change.from ? rule.upLast : rule.downLast)))
      } else if rule != nil || year <= years.upperBound {
        list.append(
          Observance(
            isDaylight: change.to > standard, start: change.wall, offsetFrom: change.from, offsetTo: change.to))
      }
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

  /// The zone's yearly rule, if it has kept one from some year through `lastYear`: every year
  /// one change up and one down, each on the same month, weekday and wall time with the same
  /// offsets, and on the same week of the month (the n-th, or the last) — for at least
  /// ``ruleYears`` years. `upLast`/`downLast` say whether each change is on the month's last such weekday.
  static func yearlyRule(_ changes: [Change], through lastYear: Int) -> (firstYear: Int, upLast: Bool, downLast: Bool)?
  {
    var byYear: [Int: [Change]] = [:]
    for c in changes { byYear[c.wall.date.year, default: []].append(c) }
    guard let last = byYear[lastYear], let pattern = shape(last) else { return nil }
    var year = lastYear
    var weeks = (up: Week(pattern.up), down: Week(pattern.down))
    while let list = byYear[year - 1], let s = shape(list), s.key == pattern.key {
      var next = weeks
      next.up.add(s.up)
      next.down.add(s.down)
      guard next.up.isRule, next.down.isRule else { break }
      weeks = next
      year -= 1
    }
    guard lastYear - year + 1 >= ruleYears else { return nil }
    return (year, weeks.up.allLast, weeks.down.allLast)
  }

  /// A year's two changes (up, then down), with what must stay the same from year to year.
  static func shape(_ list: [Change]) -> (key: [Int], up: LocalDate, down: LocalDate)? {
    guard list.count == 2 else { return nil }
    guard let up = list.first(where: { $0.to > $0.from }), let down = list.first(where: { $0.to < $0.from }) else {
      return nil
    }
    let key = [up, down].flatMap { c -> [Int] in
      let wall = c.wall
      return [wall.date.month, wall.date.isoWeekday, wall.time.minutesOfDay, c.from, c.to]
    }
    return (key, up.wall.date, down.wall.date)
  }

  /// The weeks of the month a change fell on, year after year.
  struct Week {
    var nth: Int
    var sameNth = true
    var allLast: Bool

    init(_ day: LocalDate) {
      nth = (day.day - 1) / 7 + 1
      allLast = day.day + 7 > LocalDate.daysIn(month: day.month, year: day.year)
    }

    mutating func add(_ day: LocalDate) {
      let other = Week(day)
      sameNth = sameNth && other.nth == nth
      allLast = allLast && other.allLast
    }

    /// Whether one `BYDAY` says it: the n-th weekday (1–4) or the last.
    var isRule: Bool { allLast || (sameNth && nth <= 4) }
  }

  /// `FREQ=YEARLY;BYMONTH=m;BYDAY=nWD` for the onset on `day` (`-1` for the last such weekday).
  static func rrule(_ day: LocalDate, lastWeek: Bool) -> String {
    let n = lastWeek ? -1 : (day.day - 1) / 7 + 1
    return "FREQ=YEARLY;BYMONTH=\(day.month);BYDAY=\(n)\(Weekday(of: day).code)"
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
