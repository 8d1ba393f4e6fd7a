/// A reminder as written on a task: at a wall-clock time, at a time of the task's day, or some
/// time before the due time.
public enum ReminderSpec: Sendable, Hashable {
  /// `⏰ 2026-11-25 09:00`, `[remind:: 2026-11-25 09:00]`.
  case absolute(LocalDateTime)
  /// `[remind:: 1h before]`: `minutes` before the due date-time.
  case beforeDue(minutes: Int)
  /// `⏰ 12:00`, `[remind:: 12:00]`: at that time on the task's day — its due date, else its
  /// scheduled date (``TaskItem/reminderTimes(defaultTime:)``), so it follows the date when the
  /// date moves (`quire modify`, a next copy); on an event, on each day it occurs.
  case atTimeOnDate(LocalTime)

  /// Parses `YYYY-MM-DD HH:MM`, `YYYY-MM-DDTHH:MM`, `HH:MM`, or `N(m|h|d|w) before`
  /// (also `N min`, `N hours`, ... before).
  public init?(text: some StringProtocol) {
    let s = text.trimmingSpaces()
    if let dt = LocalDateTime(text: s) {
      self = .absolute(dt)
      return
    }
    if let time = LocalTime(text: s) {
      self = .atTimeOnDate(time)
      return
    }
    let words = s.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2 || words.count == 3, words.last!.lowercased() == "before" else { return nil }
    var amount = Substring(words[0])
    var unit = words.count == 3 ? Substring(words[1]) : ""
    if words.count == 2 {
      let digits = amount.prefix { $0.isASCII && $0.isNumber }
      unit = amount.dropFirst(digits.count)
      amount = digits
    }
    guard let n = Int(amount), n >= 0 else { return nil }
    let factor: Int
    switch unit.lowercased() {
    case "m", "min", "mins", "minute", "minutes": factor = 1
    case "h", "hr", "hrs", "hour", "hours": factor = 60
    case "d", "day", "days": factor = 1440
    case "w", "week", "weeks": factor = 10080
    default: return nil
    }
    // At most a year ahead: anything larger is a typo, and would overflow date arithmetic.
    let (minutes, overflow) = n.multipliedReportingOverflow(by: factor)
    guard !overflow, minutes <= ReminderSpec.maxMinutesBefore else { return nil }
    self = .beforeDue(minutes: minutes)
  }

  /// The longest a relative reminder may reach back: 366 days.
  public static let maxMinutesBefore = 366 * 1440

  /// The canonical written form (`2026-11-25 09:00`, `12:00`, `1h before`).
  public var text: String {
    switch self {
    case .absolute(let dt): return dt.date.description + " " + dt.time.description
    case .atTimeOnDate(let time): return time.description
    case .beforeDue(let minutes):
      if minutes > 0, minutes % 10080 == 0 { return "\(minutes / 10080)w before" }
      if minutes > 0, minutes % 1440 == 0 { return "\(minutes / 1440)d before" }
      if minutes > 0, minutes % 60 == 0 { return "\(minutes / 60)h before" }
      return "\(minutes)m before"
    }
  }
}

extension TaskFields {
  /// The day a reminder at a time of the task's day (``ReminderSpec/atTimeOnDate(_:)``) falls
  /// on: the due date, else the scheduled date; `nil` without either (a warning in `quire check`).
  public var reminderDay: LocalDate? { due ?? scheduled }
}
