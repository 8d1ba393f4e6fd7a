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

  public init(
    contents: VaultContents, holidays: [Holiday], now: LocalDateTime, weekStart: Int, folders: VaultConfig.Folders,
    reminders: ReminderSchedule
  ) {
    self.contents = contents
    self.holidays = holidays
    self.now = now
    self.weekStart = weekStart
    self.folders = folders
    self.reminders = reminders
    let today = now.date
    let archive = folders.archive + "/"
    openTasks = TaskListing.sorted(
      contents.tasks.filter { task in
        !task.status.isClosed && !task.isExpired(today: today) && !task.file.hasPrefix(archive)
      })
  }

  public var today: LocalDate { now.date }

  /// Open tasks: not done or cancelled, not expired, not in the archive (as `quire tasks`),
  /// in listing order. Computed once: every page of a build filters them.
  public let openTasks: [TaskItem]

  /// Event occurrences and holidays in `from...to`.
  func occurrences(from: LocalDate, to: LocalDate) -> [EventOccurrence] {
    EventOccurrences.list(
      contents.events, holidays: holidays, from: from, to: to, plannerFolder: folders.planner,
      archiveFolder: folders.archive)
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

  /// `YYYY-Www` of the week holding `day`.
  public func weekKey(_ day: LocalDate) -> String {
    let (year, week) = day.startOfWeek(weekStart: weekStart).adding(days: 3).isoWeek
    return LocalDate.pad(year, 4) + "-W" + LocalDate.pad(week, 2)
  }
}
