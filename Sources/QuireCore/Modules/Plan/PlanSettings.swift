/// A stretch of one day in minutes after midnight, `start..<end` (`09:00-17:00` is 540..<1020).
public struct MinuteSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var start: Int
  public var end: Int

  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = end
  }

  /// Reads `HH:MM-HH:MM` (an en dash and blanks around it allowed; `24:00` ends the day).
  public init?(text: some StringProtocol) {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces() }
    guard parts.count == 2, let start = LocalTime(text: parts[0]) else { return nil }
    let end = parts[1] == "24:00" ? 1440 : LocalTime(text: parts[1])?.minutesOfDay
    guard let end, end > start.minutesOfDay else { return nil }
    self.init(start.minutesOfDay, end)
  }

  public var minutes: Int { end - start }

  public func overlaps(_ other: MinuteSpan) -> Bool { start < other.end && other.start < end }

  /// `09:00-09:45`.
  public var description: String { Self.clock(start) + "-" + Self.clock(end) }

  /// `09:05` for 545 minutes (`24:00` for the day's end).
  public static func clock(_ minutes: Int) -> String {
    LocalDate.pad(minutes / 60, 2) + ":" + LocalDate.pad(minutes % 60, 2)
  }

  public static func < (a: MinuteSpan, b: MinuteSpan) -> Bool { (a.start, a.end) < (b.start, b.end) }
}

/// How `quire plan` fills a day: `plan:` in `.quire/config.yaml` (docs/plan.md).
public struct PlanSettings: Sendable, Equatable {
  /// The working hours of each ISO weekday (1 is Monday): where tasks may be placed. A weekday
  /// without any gets no blocks. By default Monday to Friday, 09:00 to 17:00.
  public var hours: [Int: [MinuteSpan]] = Dictionary(
    uniqueKeysWithValues: (1...5).map { ($0, [MinuteSpan(540, 1020)]) })
  /// Breaks on every working day; by default 12:00 to 13:00.
  public var breaks: [MinuteSpan] = [MinuteSpan(720, 780)]
  /// Minutes a task without `[estimate:: ...]` is given.
  public var defaultEstimate = 30
  /// The shortest block worth placing: no split task gets a piece shorter than this.
  public var shortestBlock = 15
  /// Free minutes kept between a block and whatever comes next.
  public var buffer = 5
  /// Minutes a habit's time of day takes (`times: ["08:30"]`).
  public var habitMinutes = 15
  /// Minutes an event or planner line with a start and no end takes.
  public var eventMinutes = 30
  /// Tasks due up to this many days after the planned day are candidates.
  public var horizon = 7
  /// Over how many days before an exam a course's study budget is spread (a course's own
  /// `study_days:` wins).
  public var studyDays = 14

  public init() {}

  /// The working hours of `date`.
  public func workingHours(on date: LocalDate) -> [MinuteSpan] { hours[date.isoWeekday] ?? [] }
}
