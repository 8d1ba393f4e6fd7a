extension RecurrenceRule {
  /// How many periods in a row may pass without an occurrence before expansion gives up, at most.
  ///
  /// A rule such as `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31` never matches; python-dateutil walks it
  /// to year 9999. Quire stops after one calendar cycle of empty periods (400 years of yearly
  /// periods, 4,800 monthly ones: after that no period can hold a date,
  /// ``RecurrenceExpander/periodsPerCycle(_:interval:)``), or after this many when that is fewer:
  /// about 55 years of days, 380 years of weeks. The longest real gap of a daily rule is far
  /// shorter (a daily rule for 29 February waits 8 years, 2,922 periods).
  public static let maxEmptyPeriods = 20_000

  /// The rule's dates from `start`, lazily, in order.
  ///
  /// As in python-dateutil, `start` (DTSTART) is the first date looked at but is itself an
  /// occurrence only when it matches the rule (RFC 5545 would always count it); rule parts
  /// absent from the rule are taken from `start` (`FREQ=MONTHLY` repeats on the start's day of
  /// the month and skips months without it). The sequence ends at `COUNT`, `UNTIL`, year 9999
  /// or after a run of empty periods that no date can follow (``maxEmptyPeriods``); otherwise
  /// bound it with `prefix(_:)` or `prefix(while:)`.
  public func occurrences(from start: LocalDate) -> Occurrences {
    Occurrences(rule: self, start: start)
  }

  /// The rule's date-times from `start`: every occurrence at the start's time of day.
  ///
  /// `UNTIL` compares date-times: a date `UNTIL` means midnight, as in python-dateutil, so a
  /// start at 09:00 with `UNTIL=20261231` ends on 30 December.
  public func occurrences(from start: LocalDateTime) -> TimedOccurrences {
    TimedOccurrences(rule: self, start: start)
  }

  /// The rule's dates from `start`, at most `limit` of them.
  public func occurrences(from start: LocalDate, limit: Int) -> [LocalDate] {
    Array(occurrences(from: start).prefix(max(0, limit)))
  }

  /// Days in one cycle of the Gregorian calendar (400 years, a whole number of weeks): the days
  /// that pass a rule's `BY...` parts repeat with it.
  static let calendarCycle = 146_097

  /// Whether the rule has no date at all, whatever its interval or end: no day of 400 years from
  /// `start` passes its `BY...` parts (`FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30`, `every February on
  /// the 30th`).
  ///
  /// With an interval of 1 every period is visited, and the days that pass the filters repeat
  /// with the calendar's 400-year cycle, so a rule that finds nothing in one cycle finds nothing
  /// ever; a larger interval visits fewer periods of the same kind. `start` matters only for the
  /// parts a rule takes from it (`FREQ=YEARLY;BYMONTH=2` from a 30th repeats on 30 February). A
  /// rule that matches stops at its first date; one that never does costs one walk of the cycle
  /// (at most 146,097 daily periods).
  public func neverOccurs(from start: LocalDate) -> Bool {
    var probe = self
    probe.interval = 1
    probe.count = nil
    probe.until = nil
    var expander = RecurrenceExpander(rule: probe, start: start, startMinute: 0)
    expander.limit(through: start.dayNumber + Self.calendarCycle + 7)
    expander.emptyPeriodLimit = Int.max
    return expander.nextDay() == nil
  }

  /// Whether the rule's days come from its start: it has none of `BYWEEKNO`, `BYYEARDAY`,
  /// `BYMONTHDAY` and `BYDAY` (python-dateutil then repeats the start's day, as ``RecurrenceExpander`` does).
  public var takesDaysFromStart: Bool {
    byWeekNo.isEmpty && byYearDay.isEmpty && byMonthDay.isEmpty && byDay.isEmpty
  }

  /// The first occurrence after `date` (strictly later) of the rule started on `start`, if any.
  public func firstOccurrence(after date: LocalDate, start: LocalDate) -> LocalDate? {
    var it = RecurrenceExpander(rule: self, start: start, startMinute: 0)
    let limit = date.dayNumber
    while let dn = it.nextDay() {
      if dn > limit { return LocalDate(dayNumber: dn) }
    }
    return nil
  }

  /// The dates of a rule from a start date (``occurrences(from:)-(LocalDate)``).
  public struct Occurrences: Sequence, Sendable {
    /// The rule.
    public let rule: RecurrenceRule
    /// The first date looked at.
    public let start: LocalDate

    /// An iterator over the dates.
    public func makeIterator() -> Iterator {
      Iterator(expander: RecurrenceExpander(rule: rule, start: start, startMinute: 0))
    }

    /// Hands out the dates one by one.
    public struct Iterator: IteratorProtocol {
      var expander: RecurrenceExpander

      /// The next date, or `nil` when the rule has no more.
      public mutating func next() -> LocalDate? {
        expander.nextDay().map(LocalDate.init(dayNumber:))
      }
    }
  }

  /// The date-times of a rule from a start date-time (``occurrences(from:)-(LocalDateTime)``).
  public struct TimedOccurrences: Sequence, Sendable {
    /// The rule.
    public let rule: RecurrenceRule
    /// The first date-time looked at; every occurrence has its time of day.
    public let start: LocalDateTime

    /// An iterator over the date-times.
    public func makeIterator() -> Iterator {
      Iterator(
        expander: RecurrenceExpander(rule: rule, start: start.date, startMinute: start.time.minutesOfDay),
        time: start.time)
    }

    /// Hands out the date-times one by one.
    public struct Iterator: IteratorProtocol {
      var expander: RecurrenceExpander
      let time: LocalTime

      /// The next date-time, or `nil` when the rule has no more.
      public mutating func next() -> LocalDateTime? {
        expander.nextDay().map { LocalDateTime(date: LocalDate(dayNumber: $0), time: time) }
      }
    }
  }
}
