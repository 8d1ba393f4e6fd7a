/// Study before exams (docs/plan.md, "Study before exams"): a course's study budget (`study: 10h`
/// in its note) spread by `quire plan` over the working days before the course's next exam, more
/// as the exam nears, less what was studied already.
///
/// Each day's share is worked out again from what is left, so a day skipped or cut short moves
/// its time onto the days after it, and the last working day before the exam gets all that is
/// left. What counts as studied for a course, on a day of the window: a day-planner line with a
/// `[study:: 25m]` field and the course's tag (`quire timer --course CODE` writes them), and a
/// study block of `quire plan` that was ticked (its length).
public enum StudyPlan {
  /// What links a study block to its course: `[plan:: study/phys201]`. A task id never holds a
  /// `/` (Quire's are hexadecimal, the plugin's letters, digits, `-` and `_`), so the link names no task.
  public static let linkPrefix = "study/"

  /// The course code a block's link names when it is a study block's.
  public static func courseCode(inLink id: String) -> String? {
    id.hasPrefix(linkPrefix) ? String(id.dropFirst(linkPrefix.count)).lowercased() : nil
  }

  /// A course's share of study on one day.
  public struct Share: Sendable, Equatable {
    public var course: Course
    /// The course's next exam after the day.
    public var exam: CourseOverview.Exam
    /// The budget (`study:`) and the days before the exam it is spread over.
    public var budget: Int
    public var window: Int
    /// Minutes studied for the course in the window before the day, and on the day so far.
    public var studiedBefore: Int
    public var studiedToday: Int
    /// The working days from the day up to the exam's eve, the day included.
    public var daysLeft: Int
    /// The day's share of what was left at its start.
    public var minutes: Int

    /// What is left to place on the day: its share less what was studied on it already.
    public var toPlace: Int { max(0, minutes - studiedToday) }

    /// What is left of the budget at the day's start.
    public var left: Int { max(0, budget - studiedBefore) }

    /// The id of its blocks (`[plan:: study/CODE]`).
    public var id: String { StudyPlan.linkPrefix + course.code }

    /// The title of its blocks: `Study for Physics midterm exam #phys201`.
    public var title: String { "Study for \(exam.title) #\(course.code)" }

    /// The candidate `quire plan` places for it: due on the exam's day, as long as the share
    /// left to place, in the exam's note.
    public var task: TaskItem {
      var fields = TaskFields(description: title)
      fields.due = exam.date
      fields.estimate = toPlace
      return TaskItem(
        id: id, file: exam.file, line: exam.line, status: .todo, fields: fields, format: .emoji, course: course.code)
    }

    /// The whole of what is left as work due by the exam's eve, at the course note: what `quire
    /// check` holds to the free time before it.
    public var remainder: TaskItem {
      var fields = TaskFields(description: title)
      fields.due = exam.date.adding(days: -1)
      fields.estimate = max(0, left - studiedToday)
      return TaskItem(
        id: id, file: course.file, line: 1, status: .todo, fields: fields, format: .emoji, course: course.code)
    }

    /// Why it is planned, for `quire plan --explain`.
    public var reasons: String {
      "study for \(exam.title) on \(exam.date): \(DayPlanner.duration(left)) of \(DayPlanner.duration(budget)) left, "
        + "\(daysLeft) working day\(daysLeft == 1 ? "" : "s") to go"
        + (studiedToday > 0 ? ", \(DayPlanner.duration(studiedToday)) studied today" : "")
    }
  }

  /// The shares of `date`: one per course with a budget whose next exam after `date` is within
  /// its window, soonest exam first. `events` are those of the days around (the exams after
  /// `date`, and the daily notes' lines of the window before it); a day without working hours
  /// gets no share.
  public static func shares(
    on date: LocalDate, courses: [Course], events: [EventItem], settings: PlanSettings
  ) -> [Share] {
    guard !settings.workingHours(on: date).isEmpty else { return [] }
    return budgets(on: date, courses: courses, events: events, settings: settings).map { share in
      var share = share
      let days = workingDays(from: date, before: share.exam.date, settings: settings)
      share.daysLeft = days.count
      share.minutes = Self.share(
        left: share.left, on: date, days: days, exam: share.exam.date, window: share.window,
        shortest: settings.shortestBlock)
      return share
    }
  }

  /// The budgets running on `date`, as shares whose day's part (`minutes`, `daysLeft`) is not
  /// worked out: what was studied, and what is left before the exam (what `quire check` holds
  /// to the free time, `DayPlanning.dueShortfalls`).
  public static func budgets(
    on date: LocalDate, courses: [Course], events: [EventItem], settings: PlanSettings
  ) -> [Share] {
    var shares: [Share] = []
    var seen = Set<String>()
    for course in courses where seen.insert(course.code).inserted {
      guard let budget = course.study, budget > 0 else { continue }
      let window = course.studyDays ?? settings.studyDays
      let exams = CourseOverview.upcomingExams(events.filter { $0.course == course.code }, today: date.adding(days: 1))
      guard let exam = exams.first, date.days(to: exam.date) <= window else { continue }
      let first = exam.date.adding(days: -window)
      let studied = minutesStudied(course.code, events, from: first, through: date)
      let before = studied.filter { $0.key < date }.reduce(0) { $0 + $1.value }
      shares.append(
        Share(
          course: course, exam: exam, budget: budget, window: window, studiedBefore: before,
          studiedToday: studied[date] ?? 0, daysLeft: 0, minutes: 0))
    }
    return shares.sorted { ($0.exam.date, $0.course.code) < ($1.exam.date, $1.course.code) }
  }

  /// The working days from `date` up to the day before `exam`.
  static func workingDays(from date: LocalDate, before exam: LocalDate, settings: PlanSettings) -> [LocalDate] {
    stride(from: 0, to: date.days(to: exam), by: 1).map { date.adding(days: $0) }.filter {
      !settings.workingHours(on: $0).isEmpty
    }
  }

  /// The share of `left` minutes for `date`, the first of `days` (the working days left before
  /// `exam`): in proportion to each day's weight, which grows from `window + 1` a window before
  /// the exam to `2 × window` on its eve (so the last days get about twice the first); in steps
  /// of 5 minutes, at least `shortest` while that much is left, and all that is left on the last day.
  public static func share(
    left: Int, on date: LocalDate, days: [LocalDate], exam: LocalDate, window: Int, shortest: Int
  ) -> Int {
    guard left > 0, days.first == date else { return 0 }
    if days.count == 1 { return left }
    func weight(_ day: LocalDate) -> Int { 2 * window + 1 - min(day.days(to: exam), window) }
    let total = days.reduce(0) { $0 + weight($1) }
    let exact = Double(left) * Double(weight(date)) / Double(total)
    let rounded = Int((exact / 5).rounded()) * 5
    return min(left, max(rounded, min(left, shortest)))
  }

  /// Minutes studied for the course `code` on each day from `first` through `last`, from the
  /// `events` of those days.
  public static func minutesStudied(
    _ code: String, _ events: [EventItem], from first: LocalDate, through last: LocalDate
  ) -> [LocalDate: Int] {
    let tag = "#" + code
    var days: [LocalDate: Int] = [:]
    for event in events where event.date >= first && event.date <= last {
      var minutes = 0
      if let link = event.planTask {
        // A study block counts once ticked, for its length.
        guard courseCode(inLink: link) == code, event.status == "x" || event.status == "X",
          let start = event.start, let end = event.end
        else { continue }
        minutes = end.minutesOfDay - start.minutesOfDay
      } else if let logged = StudyLog.minutes(in: event.title),
        TagScanner.tags(in: event.title).contains(where: { $0.lowercased() == tag })
      {
        minutes = logged
      }
      if minutes > 0 { days[event.date, default: 0] += minutes }
    }
    return days
  }
}
