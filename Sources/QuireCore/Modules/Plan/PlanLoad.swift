/// How full each day of a week is, for `quire plan --week` (docs/plan.md, "The load of a week"):
/// the minutes events take of the working hours, the minutes of the tasks that fall on the day,
/// and the free minutes `quire plan` would have for them.
public enum PlanLoad {
  /// One day's load, in minutes.
  public struct Day: Sendable, Equatable {
    public var date: LocalDate
    /// The working hours less the breaks.
    public var working: Int
    /// What events, classes, habit times and planner lines take of `working` (overlaps once).
    public var events: Int
    /// The estimates of the tasks that fall on the day (``day(of:today:)``).
    public var tasks: Int
    /// The free time `quire plan` places tasks in: `working` less the events and a buffer
    /// around each (the whole working day, also on today).
    public var free: Int
    /// The ids of the tasks counted in `tasks`, in file order.
    public var taskIDs: [String]

    /// More task time than free time.
    public var isOverbooked: Bool { tasks > free }
  }

  /// The load of `date`. `busy` is what takes time that day (`PlanBlocks.busy`, Quire's blocks
  /// left out: their time is their tasks'); `tasks` those that fall on the day.
  public static func day(_ date: LocalDate, busy: [DayPlanner.Busy], tasks: [TaskItem], settings: PlanSettings) -> Day {
    day(date, busy: busy, tasks: Tasks(tasks, settings: settings), settings: settings)
  }

  /// The tasks that fall on a day, as the load counts them: their minutes (the estimate, else the
  /// default) and their ids, in file order.
  public struct Tasks: Sendable, Equatable {
    public var minutes = 0
    public var ids: [String] = []

    public init() {}

    public init(_ tasks: [TaskItem], settings: PlanSettings) {
      for task in tasks { add(task, settings: settings) }
    }

    public mutating func add(_ task: TaskItem, settings: PlanSettings) {
      minutes += task.fields.estimate ?? settings.defaultEstimate
      ids.append(task.id)
    }
  }

  static func day(_ date: LocalDate, busy: [DayPlanner.Busy], tasks: Tasks, settings: PlanSettings) -> Day {
    let working = FreeTime(settings.workingHours(on: date)).removing(settings.breaks)
    let open = working.removing(busy.map(\.span))
    let free = DayPlanner.plan(date, tasks: [], busy: busy, settings: settings).freeMinutes
    return Day(
      date: date, working: working.minutes, events: working.minutes - open.minutes, tasks: tasks.minutes, free: free,
      taskIDs: tasks.ids)
  }

  /// The load of each of `days`: `occurrences` are the events of those days (Quire's blocks,
  /// events with a `planTask`, are left out: their time is their tasks'), `candidates` gives the
  /// tasks that may fall on a day (``tasks(on:among:today:)`` keeps those that do). Shared by
  /// `quire plan --week` and the weekly page, which find their candidates each their own way.
  public static func days(
    _ days: ClosedRange<LocalDate>, occurrences: [EventOccurrence], habits: [Habit], today: LocalDate,
    settings: PlanSettings, candidates: (LocalDate) -> [TaskItem]
  ) -> [Day] {
    self.days(days, occurrences: occurrences, habits: habits, settings: settings) { date in
      Tasks(tasks(on: date, among: candidates(date), today: today), settings: settings)
    }
  }

  /// The load of each of `days`, with `tasksOn` giving exactly the tasks that fall on each
  /// (``day(of:today:)``, in file order): for a caller that read each task once and put it on
  /// its day itself.
  public static func days(
    _ days: ClosedRange<LocalDate>, occurrences: [EventOccurrence], habits: [Habit], settings: PlanSettings,
    tasksOn: (LocalDate) -> Tasks
  ) -> [Day] {
    let events = occurrences.filter { $0.event?.planTask == nil }
    return (0...days.lowerBound.days(to: days.upperBound)).map { offset in
      let date = days.lowerBound.adding(days: offset)
      let busy = PlanBlocks.busy(
        on: date, occurrences: events, habits: habits, replaced: [], settings: settings)
      return day(date, busy: busy, tasks: tasksOn(date), settings: settings)
    }
  }

  /// The day an open task's time falls on: its scheduled date when that is today or later, else
  /// its due date, and today for a due date already past (overdue). `nil` for a closed or expired
  /// task (`#expires`, as the agenda leaves it out), or
  /// one with neither date ahead nor a due date (a past scheduled date alone is no day: the
  /// agenda answers "scheduled on a day", not "scheduled before", and the page and
  /// `quire plan --week` must agree).
  public static func day(of task: TaskItem, today: LocalDate) -> LocalDate? {
    guard task.status.kind == .todo || task.status.kind == .inProgress, !task.isExpired(today: today) else {
      return nil
    }
    if let scheduled = task.fields.scheduled, scheduled >= today { return scheduled }
    return task.fields.due.map { max($0, today) }
  }

  /// The tasks that fall on `date` (``day(of:today:)``) among `candidates`, each once, in file
  /// order.
  public static func tasks(on date: LocalDate, among candidates: [TaskItem], today: LocalDate) -> [TaskItem] {
    // The page's candidates come from several reads, so a task may come twice: once by its place.
    struct Place: Hashable {
      let file: String
      let line: Int
    }
    var seen = Set<Place>()
    // As places in `candidates`, each task copied once at the end, and sorted only when the
    // candidates were not in file order already (one read gives them so).
    var picked = candidates.indices.filter { i in
      day(of: candidates[i], today: today) == date
        && seen.insert(Place(file: candidates[i].file, line: candidates[i].line)).inserted
    }
    func precedes(_ i: Int, _ j: Int) -> Bool {
      candidates[i].file == candidates[j].file
        ? candidates[i].line < candidates[j].line : ListingDiff.precedes(candidates[i].file, candidates[j].file)
    }
    if zip(picked, picked.dropFirst()).contains(where: { !precedes($0, $1) }) { picked.sort(by: precedes) }
    return picked.map { candidates[$0] }
  }

  /// `Thursday: 3 h 20 of tasks, 1 h 10 free`.
  public static func warning(_ day: Day) -> String {
    "\(day.date.weekdayName): \(DayPlanner.duration(day.tasks)) of tasks, \(DayPlanner.duration(day.free)) free"
  }
}
