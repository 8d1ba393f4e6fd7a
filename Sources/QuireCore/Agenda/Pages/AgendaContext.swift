/// What the agenda pages and terminal views are computed from: the vault's contents, its
/// settings and one moment. Pure: the caller loads the vault and reads the clock.
public struct AgendaContext: Sendable {
  public let contents: VaultContents
  /// Public holidays of the vault's country over the years the pages cover.
  public let holidays: [Holiday]
  /// The moment the pages are for ("today" is `now.date`).
  public let now: LocalDateTime
  /// ISO weekday weeks start on (1 Monday ... 7 Sunday).
  public let weekStart: Int
  public let folders: VaultConfig.Folders
  /// Resolves reminders to the times they fire (the vault's zone).
  public let reminders: ReminderSchedule
  /// The agenda pages that exist or are written in the same build (vault-relative paths), or
  /// `nil` when every page may be linked (terminal views, which link nothing on disk). A page
  /// links another daily, weekly or monthly page only when it is here (a monthly
  /// page linked pages no build had written; docs/agenda.md).
  public var existingPages: Set<String>? = nil
  /// The reminders `quire watch` told as missed while Quire was not running (its state);
  /// today's daily page lists them while `missed.day` is today (docs/watch.md).
  public var missed: MissedReminders? = nil
  /// The vault's task settings: a task's text on a page is shown as they say (without the
  /// Obsidian Tasks global filter when `removeGlobalFilter` is on).
  public var taskSettings = TaskSettings()
  /// The vault's `plan:` settings, for the load of each day on the weekly page (docs/plan.md).
  public var planSettings = PlanSettings()

  /// Whether a page may link the page at `path` (see ``existingPages``).
  public func links(_ path: String) -> Bool { existingPages?.contains(path) ?? true }

  /// - Parameter window: the days the pages show; lookups are prepared for these days only
  ///   (other days are answered by a scan). `nil` prepares every day.
  public init(
    contents: VaultContents, holidays: [Holiday], now: LocalDateTime, weekStart: Int, folders: VaultConfig.Folders,
    reminders: ReminderSchedule, window: ClosedRange<LocalDate>? = nil
  ) {
    let archive = folders.archive + "/"
    let keys = contents.taskKeys.flatMap { $0.fit(contents.tasks, archive: archive) ? $0 : nil }
    self.init(
      contents: contents, tasks: TaskLookup(contents.tasks), keys: keys ?? TaskKeys(contents.tasks, archive: archive),
      holidays: holidays, now: now, weekStart: weekStart, folders: folders, reminders: reminders, window: window)
  }

  /// The context of contents whose tasks are read through `tasks` (`contents.tasks` is not
  /// used): the in-memory `TaskDays` of `keys`, made with the archive folder.
  public init(
    contents: VaultContents, tasks: TaskLookup, keys: TaskKeys, holidays: [Holiday], now: LocalDateTime, weekStart: Int,
    folders: VaultConfig.Folders, reminders: ReminderSchedule, window: ClosedRange<LocalDate>? = nil
  ) {
    precondition(keys.keys.count == tasks.count, "a key for each task")
    self.init(
      contents: contents,
      tasks: TaskDays(tasks, keys: keys, today: now.date, defaultTime: reminders.defaultTime, window: window),
      holidays: holidays, now: now, weekStart: weekStart, folders: folders, reminders: reminders)
  }

  /// The context of contents whose tasks are asked through `tasks` (an index's queries, read
  /// as a page asks: `contents.tasks` is not used). Its check-ins may be only the recent ones
  /// a current streak needs (`VaultLoader.loadForAgenda`): the pages show current streaks, never
  /// the longest.
  public init(
    contents: VaultContents, tasks: any AgendaTasks, holidays: [Holiday], now: LocalDateTime, weekStart: Int,
    folders: VaultConfig.Folders, reminders: ReminderSchedule
  ) {
    self.contents = contents
    self.holidays = holidays
    self.now = now
    self.weekStart = weekStart
    self.folders = folders
    self.reminders = reminders
    days = tasks
    // The check-ins split by habit once, so that each history holds only its own.
    var histories: [String: HabitHistory] = [:]
    for history in HabitHistory.histories(of: contents.habits, checkins: contents.checkins, through: now.date) {
      histories[history.habit.file] = history
    }
    self.histories = histories
    // Events and habits (few) go through the schedule as they are; task reminders are
    // resolved only for the days a page asks about.
    var others = VaultContents()
    others.events = contents.events.filter { !$0.reminders.isEmpty }
    others.habits = contents.habits
    others.checkins = contents.checkins
    eventAndHabitReminders = others
  }

  private let days: any AgendaTasks
  /// Each habit's history, by the habit's file: grouped once, asked by every row, grid and
  /// heatmap (years of a journal make a vault's check-ins many, and a page asks once per habit
  /// and day).
  private let histories: [String: HabitHistory]

  /// The history of `habit` (one of `contents.habits`; another is grouped on the spot).
  func history(of habit: Habit) -> HabitHistory {
    if let history = histories[habit.file], history.habit == habit { return history }
    return HabitHistory(habit, checkins: contents.checkins)
  }
  private let eventAndHabitReminders: VaultContents

  /// Open tasks due on `day`, in listing order.
  func openDue(on day: LocalDate) -> [TaskItem] { days.openDue(on: day.dayNumber) }

  /// Open tasks due in `from...to`, in listing order.
  func openDue(from: LocalDate, to: LocalDate) -> [TaskItem] {
    guard from <= to else { return [] }
    return (from.dayNumber...to.dayNumber).flatMap { days.openDue(on: $0) }
  }

  /// Open tasks due before `day`: the first `limit` in listing order (oldest first), and how many there are.
  func openDue(before day: LocalDate, limit: Int) -> (tasks: [TaskItem], count: Int) {
    days.openDue(before: day.dayNumber, limit: limit)
  }

  /// Open tasks scheduled or starting on `day`, in listing order.
  func openPlanned(on day: LocalDate) -> [TaskItem] { days.openPlanned(on: day.dayNumber) }

  /// Tasks done on `day`, in file order.
  func done(on day: LocalDate) -> [TaskItem] { days.done(on: day.dayNumber) }

  /// Reminders that fire in `from...to`, in firing order (as `ReminderSchedule.reminders`).
  public func reminders(from: LocalDateTime, to: LocalDateTime) -> [Reminder] {
    var result = reminders.reminders(eventAndHabitReminders, from: from, to: to)
    // A reminder fires on its own day, or the next when a DST gap moves it past midnight.
    for day in (from.date.dayNumber - 1)...(to.date.dayNumber) {
      for (at, task) in days.reminders(on: day) {
        let (instant, shown) = reminders.clock.resolve(at)
        guard shown >= from, shown <= to else { continue }
        result.append(Reminder(task: task, at: at, fires: shown, instant: instant))
      }
    }
    return result.sorted { ($0.instant, $0.file, $0.line, $0.title) < ($1.instant, $1.file, $1.line, $1.title) }
  }

  public var today: LocalDate { now.date }

  /// Event occurrences and holidays in `from...to`.
  func occurrences(from: LocalDate, to: LocalDate) -> [EventOccurrence] {
    EventOccurrences.list(
      contents.events, holidays: holidays, from: from, to: to, plannerFolder: folders.planner,
      archiveFolder: folders.archive, zones: reminders.zones)
  }
}

/// Where the generated pages live, below the agenda folder.
public struct AgendaPaths: Sendable {
  public var folder: String
  public let weekStart: Int

  public init(folder: String, weekStart: Int) {
    self.folder = folder
    self.weekStart = weekStart
  }

  /// `agenda/daily/YYYY-MM-DD.md`.
  public func daily(_ day: LocalDate) -> String { "\(folder)/daily/\(day).md" }

  /// `agenda/weekly/YYYY-Www.md`: the ISO week, or for another week start the ISO week of the
  /// week's fourth day (so a Monday start gives exactly ISO 8601 and a Sunday start names the
  /// week by its Wednesday's ISO week).
  public func weekly(_ day: LocalDate) -> String { "\(folder)/weekly/\(weekKey(day)).md" }

  /// `agenda/monthly/YYYY-MM.md`.
  public func monthly(_ day: LocalDate) -> String { "\(folder)/monthly/\(day.monthKey).md" }

  /// `agenda/dashboard.md`.
  public var dashboard: String { "\(folder)/dashboard.md" }

  /// `agenda/rendered/NOTE`: the copy of a note that holds query blocks, with their answers.
  public func rendered(_ note: String) -> String { "\(folder)/rendered/\(note)" }

  /// `YYYY-Www` of the week holding `day`.
  public func weekKey(_ day: LocalDate) -> String {
    let (year, week) = day.startOfWeek(weekStart: weekStart).adding(days: 3).isoWeek
    return LocalDate.pad(year, 4) + "-W" + LocalDate.pad(week, 2)
  }
}
