/// One course as `quire course show` presents it: its homework (the course's tasks), its
/// upcoming exams with the days left, and its other events.
public struct CourseOverview: Sendable, Equatable {
  /// An exam: an event with `kind: exam`, at its next occurrence on or after today.
  public struct Exam: Sendable, Equatable {
    public var title: String
    public var date: LocalDate
    public var start: LocalTime?
    public var daysLeft: Int
    public var course: String?
    public var location: String?
    public var file: String
    public var line: Int

    /// "today", "tomorrow", "in 12 days".
    public var countdown: String { CourseOverview.countdown(daysLeft) }
  }

  /// Another event of the course, with its next occurrence (if any within a year).
  public struct Event: Sendable, Equatable {
    public var title: String
    public var kind: String?
    public var recurrence: String?
    public var next: LocalDate?
    public var start: LocalTime?
    public var file: String
    public var line: Int
  }

  public var course: Course
  /// Open tasks (not done, not cancelled): by due date (undated last), then file and line.
  public var open: [TaskItem]
  /// Done tasks, most recently done first.
  public var done: [TaskItem]
  public var exams: [Exam]
  public var events: [Event]

  /// The overview of `course` in `contents` (whose tasks have their courses resolved) on `today`.
  /// Open tasks moved to `archiveFolder` (by `quire rm`) are left out; done ones stay.
  public static func make(
    _ course: Course, contents: VaultContents, today: LocalDate, archiveFolder: String? = nil
  ) -> CourseOverview {
    // Sorted as indices and each task copied once: a task is large, and filtering and sorting
    // the tasks themselves copied each of them three times.
    let tasks = contents.tasks
    let members = tasks.indices.filter { tasks[$0].course == course.code }
    let open = members.filter { i in
      tasks[i].status.kind != .done && tasks[i].status.kind != .cancelled
        && !(archiveFolder.map { VaultPath.isInside(tasks[i].file, folder: $0) } ?? false)
    }
    .sorted {
      (tasks[$0].fields.due ?? LocalDate(dayNumber: Int.max / 2), tasks[$0].file, tasks[$0].line) < (
        tasks[$1].fields.due ?? LocalDate(dayNumber: Int.max / 2), tasks[$1].file, tasks[$1].line
      )
    }
    .map { tasks[$0] }
    let done = members.filter { tasks[$0].status.kind == .done }
      .sorted {
        (tasks[$1].fields.done ?? LocalDate(dayNumber: 0), tasks[$0].file, tasks[$0].line) < (
          tasks[$0].fields.done ?? LocalDate(dayNumber: 0), tasks[$1].file, tasks[$1].line
        )
      }
      .map { tasks[$0] }
    let courseEvents = contents.events.filter { $0.course == course.code }
    let exams = upcomingExams(courseEvents, today: today)
    var events: [Event] = []
    for event in courseEvents where !isExam(event) {
      let next = nextOccurrence(event, onOrAfter: today, within: 366)
      events.append(
        Event(
          title: event.title, kind: event.kind, recurrence: event.recurrence, next: next,
          start: event.allDay ? nil : event.start, file: event.file, line: event.line))
    }
    events.sort {
      ($0.next ?? LocalDate(dayNumber: Int.max / 2), $0.title, $0.file) < (
        $1.next ?? LocalDate(dayNumber: Int.max / 2), $1.title, $1.file
      )
    }
    return CourseOverview(course: course, open: open, done: done, exams: exams, events: events)
  }

  /// How many days ahead an exam counts as upcoming (two years and a day).
  public static let examHorizon = 731

  /// Every exam event's next occurrence on or after `today` (within `examHorizon` days), soonest first.
  public static func upcomingExams(_ events: [EventItem], today: LocalDate) -> [Exam] {
    var exams: [Exam] = []
    for event in events where isExam(event) {
      guard let date = nextOccurrence(event, onOrAfter: today, within: examHorizon) else { continue }
      exams.append(
        Exam(
          title: event.title, date: date, start: event.allDay ? nil : event.start, daysLeft: today.days(to: date),
          course: event.course, location: event.location, file: event.file, line: event.line))
    }
    return exams.sorted {
      ($0.date, $0.start?.minutesOfDay ?? -1, $0.title, $0.file) < (
        $1.date, $1.start?.minutesOfDay ?? -1, $1.title, $1.file
      )
    }
  }

  /// Whether an event is an exam (`kind: exam`, any case).
  public static func isExam(_ event: EventItem) -> Bool { event.kind?.lowercased() == "exam" }

  /// "today", "tomorrow", "in N days" (and "N days ago" for the past).
  public static func countdown(_ days: Int) -> String {
    switch days {
    case 0: return "today"
    case 1: return "tomorrow"
    case -1: return "yesterday"
    case ..<0: return "\(-days) days ago"
    default: return "in \(days) days"
    }
  }

  static func nextOccurrence(_ event: EventItem, onOrAfter today: LocalDate, within days: Int) -> LocalDate? {
    EventOccurrences.list([event], from: today, to: today.adding(days: days)).first?.date
  }
}
