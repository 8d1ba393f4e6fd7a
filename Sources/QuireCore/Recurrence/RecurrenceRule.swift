/// An RFC 5545 recurrence rule (`FREQ=MONTHLY;BYDAY=1FR`): the one rule model behind raw RRULEs
/// and the Obsidian Tasks phrases (docs/syntax.md).
///
/// Rules repeat on days: the frequency is daily, weekly, monthly or yearly, and a start with a
/// time of day gives every occurrence that time (no `BYHOUR`/`BYMINUTE`/`BYSECOND`). Expansion
/// (``occurrences(from:)-(LocalDate)``) follows python-dateutil's `rrule`, the reference
/// implementation, day for day; `docs/recurrence.md` lists where dateutil and RFC 5545 differ.
///
/// The value holds the rule parts as given: an empty `by...` list means the part is absent.
/// ``init(parsing:)`` reads the text form and ``description`` writes it back in RFC order.
public struct RecurrenceRule: Sendable, Hashable, CustomStringConvertible {
  /// `FREQ`: the period the rule repeats in.
  public enum Frequency: String, Sendable, Hashable, CaseIterable {
    case yearly = "YEARLY"
    case monthly = "MONTHLY"
    case weekly = "WEEKLY"
    case daily = "DAILY"
  }

  /// One `BYDAY` entry: a weekday, optionally numbered within the month or year
  /// (`FR`, `1FR` the first Friday, `-1SU` the last Sunday).
  public struct WeekdayEntry: Sendable, Hashable, CustomStringConvertible {
    /// The weekday.
    public var weekday: Weekday
    /// The ordinal: `nil` for every such weekday, else ±1...53 (negative counts from the end).
    public var ordinal: Int?

    /// Creates an entry; `ordinal` `nil` means every `weekday` of the period.
    public init(_ weekday: Weekday, ordinal: Int? = nil) {
      self.weekday = weekday
      self.ordinal = ordinal
    }

    /// `FR`, `1FR`, `-1SU`.
    public var description: String { (ordinal.map(String.init) ?? "") + weekday.code }
  }

  /// `UNTIL`: the last moment an occurrence may fall on (inclusive).
  public enum Until: Sendable, Hashable, CustomStringConvertible {
    /// `UNTIL=20261231`.
    case date(LocalDate)
    /// `UNTIL=20261231T235900` (a `Z` suffix is read as the same wall-clock time: Core has no time zone).
    case dateTime(LocalDateTime)

    /// `YYYYMMDD` or `YYYYMMDDTHHMMSS`.
    public var description: String {
      switch self {
      case .date(let d): return RecurrenceRule.basic(d)
      case .dateTime(let dt):
        return RecurrenceRule.basic(dt.date) + "T" + LocalDate.pad(dt.time.hour, 2)
          + LocalDate.pad(dt.time.minute, 2) + "00"
      }
    }
  }

  /// `FREQ`.
  public var frequency: Frequency
  /// `INTERVAL`: every how many periods (1 or more).
  public var interval: Int
  /// `COUNT`: how many occurrences in all, or `nil`.
  public var count: Int?
  /// `UNTIL`, or `nil`.
  public var until: Until?
  /// `BYDAY`.
  public var byDay: [WeekdayEntry]
  /// `BYMONTHDAY`: 1...31 or -31...-1 (-1 is the last day of the month).
  public var byMonthDay: [Int]
  /// `BYMONTH`: 1...12.
  public var byMonth: [Int]
  /// `BYYEARDAY`: 1...366 or -366...-1.
  public var byYearDay: [Int]
  /// `BYWEEKNO`: ISO-style week numbers 1...53 or -53...-1, weeks starting on ``weekStart``.
  public var byWeekNo: [Int]
  /// `BYSETPOS`: which of each period's candidates to keep, 1...366 or -366...-1.
  public var bySetPos: [Int]
  /// `WKST`: the first day of the week (Monday unless given).
  public var weekStart: Weekday

  /// Creates a rule from its parts; absent `by...` parts are empty lists.
  ///
  /// The values are not checked here (``init(parsing:)`` checks the text form): a part that can
  /// never match simply yields no occurrence.
  public init(
    frequency: Frequency, interval: Int = 1, count: Int? = nil, until: Until? = nil, byDay: [WeekdayEntry] = [],
    byMonthDay: [Int] = [], byMonth: [Int] = [], byYearDay: [Int] = [], byWeekNo: [Int] = [],
    bySetPos: [Int] = [], weekStart: Weekday = .monday
  ) {
    self.frequency = frequency
    self.interval = interval
    self.count = count
    self.until = until
    self.byDay = byDay
    self.byMonthDay = byMonthDay
    self.byMonth = byMonth
    self.byYearDay = byYearDay
    self.byWeekNo = byWeekNo
    self.bySetPos = bySetPos
    self.weekStart = weekStart
  }

  /// Whether the rule has any `BY...` part (`BYSETPOS` aside).
  public var hasByParts: Bool {
    !byDay.isEmpty || !byMonthDay.isEmpty || !byMonth.isEmpty || !byYearDay.isEmpty || !byWeekNo.isEmpty
  }

  /// The rule's text form without the `RRULE:` prefix, parts in RFC 5545 order:
  /// `FREQ=MONTHLY;INTERVAL=2;BYDAY=1FR`. `INTERVAL=1` and `WKST=MO` are left out.
  public var description: String {
    var parts = ["FREQ=" + frequency.rawValue]
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    if let count { parts.append("COUNT=\(count)") }
    if let until { parts.append("UNTIL=\(until)") }
    func list(_ name: String, _ values: [some CustomStringConvertible]) {
      if !values.isEmpty { parts.append(name + "=" + values.map(\.description).joined(separator: ",")) }
    }
    list("BYMONTH", byMonth)
    list("BYWEEKNO", byWeekNo)
    list("BYYEARDAY", byYearDay)
    list("BYMONTHDAY", byMonthDay)
    list("BYDAY", byDay)
    list("BYSETPOS", bySetPos)
    if weekStart != .monday { parts.append("WKST=" + weekStart.code) }
    return parts.joined(separator: ";")
  }

  /// `YYYYMMDD`.
  static func basic(_ date: LocalDate) -> String {
    LocalDate.pad(date.year, 4) + LocalDate.pad(date.month, 2) + LocalDate.pad(date.day, 2)
  }
}
