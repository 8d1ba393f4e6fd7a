/// A task's or event's recurrence as written (`every month on the 1st Friday when done`,
/// `RRULE:FREQ=WEEKLY;BYDAY=MO,TH`): the text, the rule it compiles to, and the two Obsidian
/// Tasks behaviours a rule alone does not carry.
///
/// - `whenDone` (`... when done`): the next date counts from the day the task is completed, not
///   from its own date.
/// - `clampsToMonthEnd`: `every month`, `every N months`, `every year` and `every N years` with
///   nothing after them move to the last day of a month that lacks the day (Oct 31 → Nov 30,
///   Feb 29 → Feb 28) instead of skipping it as RFC 5545 does; a phrase with " on ", and every
///   RRULE, skips (compat README "Month ends").
public struct Recurrence: Sendable, Hashable, CustomStringConvertible {
  /// The recurrence as written, trimmed.
  public let text: String
  /// The rule the text compiles to.
  public let rule: RecurrenceRule
  /// `... when done`: the next date counts from the completion day.
  public let whenDone: Bool
  /// Whether a month or year step moves to the month's last day instead of skipping a month
  /// that lacks the day (plain `every month` / `every N years` phrases).
  public let clampsToMonthEnd: Bool

  /// Reads a phrase (`every 2 weeks on Monday`) or an RFC 5545 rule (`RRULE:FREQ=...` or
  /// `FREQ=...`), either optionally followed by `when done`; `nil` when it cannot be read.
  public init?(text: some StringProtocol) {
    guard let value = try? Recurrence(parsing: text) else { return nil }
    self = value
  }

  /// Reads a phrase or an RFC 5545 rule, or says which part is wrong.
  ///
  /// - Throws: A ``RecurrenceError`` naming the bad word or rule part.
  public init(parsing text: some StringProtocol) throws(RecurrenceError) {
    let written = text.trimmingSpaces()
    var body = Substring(written)
    var whenDone = false
    if body.lowercased().hasSuffix(" when done") {
      whenDone = true
      body = body.dropLast(10).trimmingEdges(leading: { _ in false }, trailing: { $0 == " " || $0 == "\t" })
    }
    let upper = body.prefix(6).uppercased()
    if upper == "RRULE:" || upper.hasPrefix("FREQ=") {
      self.init(text: written, rule: try RecurrenceRule(parsing: body), whenDone: whenDone, clampsToMonthEnd: false)
    } else {
      let (rule, clamps) = try RecurrencePhrase.compile(body)
      self.init(text: written, rule: rule, whenDone: whenDone, clampsToMonthEnd: clamps)
    }
  }

  /// Creates a recurrence from its parts.
  public init(text: String, rule: RecurrenceRule, whenDone: Bool = false, clampsToMonthEnd: Bool = false) {
    self.text = text
    self.rule = rule
    self.whenDone = whenDone
    self.clampsToMonthEnd = clampsToMonthEnd
  }

  /// The text as written.
  public var description: String { text }

  // MARK: - The next date of a task

  /// The date after `reference` on which the next copy of a task falls, as Obsidian Tasks'
  /// `Recurrence.next` computes it; `nil` when the rule has no later date (`UNTIL` has passed,
  /// `COUNT=1`, or a rule that never matches).
  ///
  /// The rule is started on the base date, and the first occurrence strictly after it is the
  /// answer. The base is `reference` (the task's due date, else scheduled, else start date), or
  /// for `when done` the `completion` day when there is one. So a rule's missing parts come from
  /// the base (`every week` repeats on the base's weekday), and `COUNT`/`UNTIL` of an RRULE count
  /// from it as well. Clamping phrases move `interval` months or years on and keep the day when the
  /// target month has it, else take its last day.
  ///
  /// - Parameters:
  ///   - reference: The task's reference date.
  ///   - completion: The day the task was completed, used by `when done`.
  public func next(after reference: LocalDate, completion: LocalDate?) -> LocalDate? {
    let base = whenDone ? (completion ?? reference) : reference
    if clampsToMonthEnd { return Self.clampedStep(base, rule) }
    return rule.firstOccurrence(after: base, start: base)
  }

  /// `interval` months or years after `date`, on the same day or the target month's last day.
  static func clampedStep(_ date: LocalDate, _ rule: RecurrenceRule) -> LocalDate? {
    var year = date.year
    var month = date.month
    switch rule.frequency {
    case .monthly:
      let months = date.month - 1 + rule.interval
      year += months / 12
      month = months % 12 + 1
    case .yearly:
      year += rule.interval
    case .weekly, .daily:
      return rule.firstOccurrence(after: date, start: date)
    }
    guard year <= 9999 else { return nil }
    return LocalDate(year: year, month: month, day: min(date.day, LocalDate.daysIn(month: month, year: year)))
  }

  // MARK: - A series

  /// The dates of the series that starts on `start`, lazily: `start` (when the rule matches it)
  /// and every later occurrence.
  ///
  /// An RRULE, and every phrase that does not clamp, gives the rule's occurrences
  /// (``RecurrenceRule/occurrences(from:)-(LocalDate)``). A clamping phrase gives the chain a
  /// task goes through when it is completed on time again and again: `start`, then
  /// ``next(after:completion:)`` of each date (`every month` from Oct 31: Nov 30, Dec 30, Jan 30).
  /// `when done` is ignored here: there are no completions.
  public func occurrences(from start: LocalDate) -> Dates {
    Dates(recurrence: self, start: start)
  }

  /// The date-times of the series that starts on `start`: the dates of
  /// ``occurrences(from:)-(LocalDate)`` at the start's time of day (`UNTIL` compared as a
  /// date-time).
  public func occurrences(from start: LocalDateTime) -> DateTimes {
    DateTimes(recurrence: self, start: start)
  }

  /// The dates of a series (``occurrences(from:)-(LocalDate)``).
  public struct Dates: Sequence, Sendable {
    let recurrence: Recurrence
    let start: LocalDate

    /// An iterator over the dates.
    public func makeIterator() -> Iterator {
      if recurrence.clampsToMonthEnd { return Iterator(chain: (recurrence.rule, start)) }
      return Iterator(expander: RecurrenceExpander(rule: recurrence.rule, start: start, startMinute: 0))
    }

    /// Hands out the dates one by one.
    public struct Iterator: IteratorProtocol {
      var expander: RecurrenceExpander?
      var chain: (rule: RecurrenceRule, next: LocalDate?)?

      init(expander: RecurrenceExpander) { self.expander = expander }
      init(chain: (RecurrenceRule, LocalDate)) { self.chain = (chain.0, chain.1) }

      /// The next date, or `nil` at the end of the series.
      public mutating func next() -> LocalDate? {
        if expander != nil { return expander!.nextDay().map(LocalDate.init(dayNumber:)) }
        guard let rule = chain?.rule, let date = chain?.next else { return nil }
        chain = (rule, Recurrence.clampedStep(date, rule))
        return date
      }
    }
  }

  /// The date-times of a series (``occurrences(from:)-(LocalDateTime)``).
  public struct DateTimes: Sequence, Sendable {
    let recurrence: Recurrence
    let start: LocalDateTime

    /// An iterator over the date-times.
    public func makeIterator() -> Iterator {
      if recurrence.clampsToMonthEnd {
        return Iterator(dates: Dates(recurrence: recurrence, start: start.date).makeIterator(), time: start.time)
      }
      return Iterator(timed: recurrence.rule.occurrences(from: start).makeIterator(), time: start.time)
    }

    /// Hands out the date-times one by one.
    public struct Iterator: IteratorProtocol {
      var dates: Dates.Iterator?
      var timed: RecurrenceRule.TimedOccurrences.Iterator?
      let time: LocalTime

      init(dates: Dates.Iterator, time: LocalTime) {
        self.dates = dates
        self.time = time
      }

      init(timed: RecurrenceRule.TimedOccurrences.Iterator, time: LocalTime) {
        self.timed = timed
        self.time = time
      }

      /// The next date-time, or `nil` at the end of the series.
      public mutating func next() -> LocalDateTime? {
        if timed != nil { return timed!.next() }
        return dates!.next().map { LocalDateTime(date: $0, time: time) }
      }
    }
  }
}
