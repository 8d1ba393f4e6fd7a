/// A date or date-time as a person types it (`tomorrow 9am`, `fri`, `in 3 days`, `eom`,
/// `dec 24`, `2026-12-24`), parsed once and resolved against a given today and week start
/// (docs/dates.md). A note never holds the phrase: callers write the resolved ISO date.
public struct DatePhrase: Sendable, Hashable {
  /// The day a phrase names, before it is resolved.
  public enum Day: Sendable, Hashable {
    /// `2026-12-24`.
    case absolute(LocalDate)
    /// `today` (0), `tomorrow` (1), `yesterday` (-1).
    case relative(days: Int)
    /// `fri`, `friday`: the next such day, never today (in the plugin's reading, the closest).
    case weekday(Weekday)
    /// `this friday` (0), `next friday` (1), `last friday` (-1): that day of this week, the next
    /// or the last.
    case weekdayOfWeek(Weekday, weeks: Int)
    /// `in 3 days`, `+3d`, `-1w`, `+2m`, `+1y`.
    case offset(Int, Unit)
    /// `next week`, `sow`, `som`, `soy`: the first day of the next week, month or year.
    case startOfNext(Unit)
    /// `socw`, `socm`, `socy`: the first day of the current week, month or year.
    case startOfCurrent(Unit)
    /// `eow`, `eom`, `eoy`: the last day of the current week, month or year.
    case endOfCurrent(Unit)
    /// `dec 24`, `24 dec`: that day this year, or next year once it has passed (in the plugin's
    /// reading, the closest).
    case monthDay(month: Int, day: Int)
  }

  /// How the words that tools read differently resolve: as Quire's command line reads them, or as
  /// the Obsidian Tasks plugin's queries do (chrono's rules: a weekday or a month and day alone is
  /// the closest one, before or after today, and weeks of `this friday` start on Sunday).
  public enum Reading: Sendable {
    case commandLine
    case tasksPlugin
  }

  /// A calendar unit of offsets and boundaries.
  public enum Unit: String, Sendable, Hashable {
    case day, week, month, year
  }

  /// The day named.
  public let day: Day
  /// The time of day, when one was written (`9am`, `18:00`).
  public let time: LocalTime?

  /// A phrase of `day` at `time`.
  public init(day: Day, time: LocalTime? = nil) {
    self.day = day
    self.time = time
  }

  /// The date the phrase names when today is `today` and weeks start on ISO weekday
  /// `weekStart` (1 = Monday ... 7 = Sunday, `VaultConfig.weekStart`).
  public func date(today: LocalDate, weekStart: Int, reading: Reading = .commandLine) -> LocalDate {
    switch day {
    case .absolute(let date): return date
    case .relative(let days): return today.adding(days: days)
    case .weekday(let weekday):
      let ahead = (weekday.rawValue - today.isoWeekday + 7) % 7
      guard reading == .commandLine else { return today.adding(days: ahead > 3 ? ahead - 7 : ahead) }
      return today.adding(days: ahead == 0 ? 7 : ahead)
    case .weekdayOfWeek(let weekday, let weeks):
      let first = reading == .tasksPlugin ? 7 : weekStart
      let start = today.startOfWeek(weekStart: first)
      return start.adding(days: (weekday.rawValue - first + 7) % 7 + 7 * weeks)
    case .offset(let n, let unit):
      switch unit {
      case .day: return today.adding(days: n)
      case .week: return today.adding(days: 7 * n)
      case .month: return today.adding(months: n)
      case .year: return today.adding(years: n)
      }
    case .startOfNext(let unit):
      return Self.start(of: unit, holding: today, weekStart: weekStart).adding(unit, 1)
    case .startOfCurrent(let unit): return Self.start(of: unit, holding: today, weekStart: weekStart)
    case .endOfCurrent(let unit):
      return Self.start(of: unit, holding: today, weekStart: weekStart).adding(unit, 1).adding(days: -1)
    case .monthDay(let month, let day) where reading == .tasksPlugin:
      // The year closest to today (chrono's `findYearClosestToRef`).
      let candidates = [today.year - 1, today.year, today.year + 1].compactMap {
        LocalDate(year: $0, month: month, day: day)
      }
      return candidates.min { abs($0.days(to: today)) < abs($1.days(to: today)) } ?? today
    case .monthDay(let month, let day):
      // The first year from this one whose date is not before today (29 February waits for a leap year).
      var year = today.year
      while year <= 9999 {
        if let date = LocalDate(year: year, month: month, day: day), date >= today { return date }
        year += 1
      }
      return LocalDate(year: 9999, month: 12, day: 31)!
    }
  }

  /// The date-time the phrase names: its date at its time, or at `defaultTime` when it has none.
  public func dateTime(today: LocalDate, weekStart: Int, defaultTime: LocalTime) -> LocalDateTime {
    LocalDateTime(date: date(today: today, weekStart: weekStart), time: time ?? defaultTime)
  }

  /// The first day of the `unit` holding `date` (a day is its own start).
  static func start(of unit: Unit, holding date: LocalDate, weekStart: Int) -> LocalDate {
    switch unit {
    case .day: return date
    case .week: return date.startOfWeek(weekStart: weekStart)
    case .month: return date.startOfMonth
    case .year: return LocalDate(year: date.year, month: 1, day: 1)!
    }
  }
}

extension LocalDate {
  /// `n` units later.
  fileprivate func adding(_ unit: DatePhrase.Unit, _ n: Int) -> LocalDate {
    switch unit {
    case .day: return adding(days: n)
    case .week: return adding(days: 7 * n)
    case .month: return adding(months: n)
    case .year: return adding(years: n)
    }
  }
}
