/// A course's weekly class time as typed to `quire course new --schedule`: weekday names and a
/// time range, `mon,wed 10:00-11:30` (docs/courses.md). It becomes a repeating event note of
/// the course.
public struct ClassSchedule: Sendable, Equatable {
  /// ISO weekdays (1 = Monday), sorted, each once.
  public var weekdays: [Int]
  public var start: LocalTime
  public var end: LocalTime

  /// Reads `days HH:MM-HH:MM`; the days are weekday names or abbreviations split by commas
  /// (`mon,wed`, `Tuesday, Thursday`). A one-line message when it is not such a schedule.
  public static func parse(_ text: String) -> Result<ClassSchedule, TaskDraftError> {
    let usage = "--schedule '\(text)' is not a class time; write days and a time range, such as 'mon,wed 10:00-11:30'"
    let trimmed = text.trimmingSpaces()
    guard let space = trimmed.lastIndex(of: " ") else { return .failure(TaskDraftError(usage)) }
    let names = trimmed[..<space].split(separator: ",").map { String($0).trimmingSpaces() }
    let range = trimmed[trimmed.index(after: space)...].split(separator: "-", omittingEmptySubsequences: false)
    guard !names.isEmpty, range.count == 2 else { return .failure(TaskDraftError(usage)) }
    var weekdays: [Int] = []
    for name in names {
      guard let day = HabitDays.weekday(name) else {
        return .failure(
          TaskDraftError("--schedule: '\(name)' is not a weekday; write mon, tue, wed, thu, fri, sat or sun"))
      }
      if !weekdays.contains(day) { weekdays.append(day) }
    }
    guard let start = LocalTime(text: String(range[0])), let end = LocalTime(text: String(range[1])) else {
      return .failure(TaskDraftError(usage))
    }
    guard start < end else {
      return .failure(TaskDraftError("--schedule '\(text)': the class must end after it starts"))
    }
    return .success(ClassSchedule(weekdays: weekdays.sorted(), start: start, end: end))
  }

  public init(weekdays: [Int], start: LocalTime, end: LocalTime) {
    self.weekdays = weekdays
    self.start = start
    self.end = end
  }

  /// The recurrence phrase of the event note: `every week on Monday, Wednesday`.
  public var recurrence: String {
    let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return "every week on " + weekdays.map { names[$0 - 1] }.joined(separator: ", ")
  }

  /// The first class day on or after `day`: the event note's date.
  public func firstDay(onOrAfter day: LocalDate) -> LocalDate {
    var date = day
    while !weekdays.contains(date.isoWeekday) { date = date.adding(days: 1) }
    return date
  }
}
