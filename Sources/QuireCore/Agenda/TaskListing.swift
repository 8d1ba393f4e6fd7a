/// Which open tasks `quire tasks --due` keeps.
public enum DueFilter: String, Sendable, CaseIterable {
  /// Due today.
  case today
  /// Due from today to the end of this calendar week.
  case week
  /// Due before today.
  case overdue
  /// Due from today to the end of this month.
  case month
  /// Due this month before today and still open: the month's uncompleted tasks.
  case uncompleted
}

/// A named group of tasks in a listing.
public struct TaskGroup: Sendable, Equatable {
  public var name: String
  public var tasks: [TaskItem]

  public init(name: String, tasks: [TaskItem]) {
    self.name = name
    self.tasks = tasks
  }
}

/// Groups open tasks the way `quire tasks` and the agenda show them.
///
/// Open means neither done nor cancelled, not expired (a task marked `#expires` whose period is over)
/// and not in the archive folder. Groups, in order, by due date: Overdue (before today), Due
/// today, This week (the rest of the calendar week), Due next week (the calendar week after),
/// This month (the rest of the month), Later, No date. Weeks start on the vault's `week_start`.
/// Within a group: by due date, then priority, then file and line.
public enum TaskListing {
  /// Group names in display order.
  public static let groupNames = [
    "Overdue", "Due today", "This week", "Due next week", "This month", "Later", "No date",
  ]

  /// What a listing keeps besides the due filter.
  public struct Filter: Sendable {
    public var due: DueFilter?
    public var tag: String?
    public var course: String?
    /// Tasks in this folder (the archive) are never listed.
    public var archiveFolder: String?
    /// ISO weekday the week starts on (1 Monday, 7 Sunday).
    public var weekStart = 1

    public init(
      due: DueFilter? = nil, tag: String? = nil, course: String? = nil, archiveFolder: String? = nil, weekStart: Int = 1
    ) {
      self.due = due
      self.tag = tag
      self.course = course
      self.archiveFolder = archiveFolder
      self.weekStart = weekStart
    }
  }

  /// The non-empty groups of open tasks that pass the filter.
  public static func groups(_ tasks: [TaskItem], today: LocalDate, filter: Filter = Filter()) -> [TaskGroup] {
    let periods = Periods(today: today, weekStart: filter.weekStart)
    var buckets = Array(repeating: [TaskItem](), count: groupNames.count)
    for task in tasks where isListed(task, today: today, filter: filter) {
      let group = periods.bucket(task.fields.due)
      if let due = filter.due {
        switch due {
        case .today where group != 1: continue
        case .overdue where group != 0: continue
        case .week where !(task.fields.due.map { $0 >= today && $0 <= periods.endOfWeek } ?? false): continue
        case .month where !(task.fields.due.map { $0 >= today && $0 <= periods.endOfMonth } ?? false): continue
        case .uncompleted where !(task.fields.due.map { $0 < today && $0 >= periods.startOfMonth } ?? false): continue
        default: break
        }
      }
      buckets[group].append(task)
    }
    return zip(groupNames, buckets).compactMap { name, tasks in
      // `--due uncompleted` keeps only this month's past-due tasks: they fall in the Overdue
      // bucket, but the listing is the month's uncompleted tasks, named as
      // on the monthly page.
      let name = filter.due == .uncompleted ? uncompletedGroupName : name
      return tasks.isEmpty ? nil : TaskGroup(name: name, tasks: sorted(tasks))
    }
  }

  /// The heading of `--due uncompleted`, the same as the monthly page's section.
  public static let uncompletedGroupName = "Uncompleted this month"

  /// Expired tasks (the seed's archive view), oldest due first.
  public static func expired(_ tasks: [TaskItem], today: LocalDate, filter: Filter = Filter()) -> [TaskGroup] {
    let expired = tasks.filter { task in
      task.isExpired(today: today) && passes(task, filter) && !inArchive(task, filter)
    }
    return expired.isEmpty ? [] : [TaskGroup(name: "Expired", tasks: expired.sorted(by: order))]
  }

  private static func isListed(_ task: TaskItem, today: LocalDate, filter: Filter) -> Bool {
    !task.status.isClosed && !task.isExpired(today: today) && !inArchive(task, filter) && passes(task, filter)
  }

  private static func inArchive(_ task: TaskItem, _ filter: Filter) -> Bool {
    filter.archiveFolder.map { VaultPath.isInside(task.file, folder: $0) } ?? false
  }

  private static func passes(_ task: TaskItem, _ filter: Filter) -> Bool {
    if let tag = filter.tag {
      // `--tag work` also matches nested tags such as `#work/meeting`.
      let wanted = (tag.hasPrefix("#") ? tag : "#" + tag).lowercased()
      guard task.fields.tags.contains(where: { $0.lowercased() == wanted || $0.lowercased().hasPrefix(wanted + "/") })
      else { return false }
    }
    if let course = filter.course, task.course != course.lowercased() { return false }
    return true
  }

  /// `tasks` in listing order. Sorts small keys and gathers the tasks once: moving whole
  /// `TaskItem`s around in a sort of 10,000 tasks cost more than the rest of a week's agenda.
  public static func sorted(_ tasks: [TaskItem]) -> [TaskItem] {
    sortedIndices(tasks, Array(tasks.indices)).map { tasks[$0] }
  }

  /// The indices `among` of `tasks`, in the listing order of their tasks.
  public static func sortedIndices(_ tasks: [TaskItem], _ among: [Int]) -> [Int] {
    let keys = among.map { i in
      (
        i, tasks[i].fields.due?.dayNumber ?? Int.max, tasks[i].fields.dueTime?.minutesOfDay ?? Int.max,
        tasks[i].fields.priority.rank
      )
    }
    let order = keys.sorted { a, b in
      if a.1 != b.1 { return a.1 < b.1 }
      if a.2 != b.2 { return a.2 < b.2 }
      if a.3 != b.3 { return a.3 < b.3 }
      let (x, y) = (tasks[a.0], tasks[b.0])
      if x.file != y.file { return x.file.utf8.lexicographicallyPrecedes(y.file.utf8) }
      return x.line < y.line
    }
    return order.map(\.0)
  }

  /// The listing order: due date and time, priority, file, line.
  static func order(_ a: TaskItem, _ b: TaskItem) -> Bool {
    let ad = a.fields.due?.dayNumber ?? Int.max
    let bd = b.fields.due?.dayNumber ?? Int.max
    if ad != bd { return ad < bd }
    let at = a.fields.dueTime?.minutesOfDay ?? Int.max
    let bt = b.fields.dueTime?.minutesOfDay ?? Int.max
    if at != bt { return at < bt }
    if a.fields.priority != b.fields.priority { return a.fields.priority < b.fields.priority }
    if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
    return a.line < b.line
  }
}

/// The calendar periods around a day: this week, next week, this month.
public struct Periods: Sendable {
  public let today: LocalDate
  public let startOfWeek: LocalDate
  public let endOfWeek: LocalDate
  public let endOfNextWeek: LocalDate
  public let startOfMonth: LocalDate
  public let endOfMonth: LocalDate

  /// - Parameter weekStart: ISO weekday the week starts on (1 Monday … 7 Sunday).
  public init(today: LocalDate, weekStart: Int) {
    self.today = today
    startOfWeek = today.startOfWeek(weekStart: weekStart)
    endOfWeek = startOfWeek.adding(days: 6)
    endOfNextWeek = startOfWeek.adding(days: 13)
    startOfMonth = today.startOfMonth
    endOfMonth = today.endOfMonth
  }

  /// The index in ``TaskListing/groupNames`` of a due date.
  func bucket(_ due: LocalDate?) -> Int {
    guard let due else { return 6 }
    if due < today { return 0 }
    if due == today { return 1 }
    if due <= endOfWeek { return 2 }
    if due <= endOfNextWeek { return 3 }
    if due <= endOfMonth { return 4 }
    return 5
  }
}

extension TaskListing {
  /// What a listing may show, as an index can ask for it: open tasks outside the archive whose
  /// due date is in `dueFrom...dueTo` (either end open when `nil`; both `nil`: any date or
  /// none), with the tag `tag` or one nested in it. A superset: `groups` and `expired` then
  /// apply every rule (expiry, course, groups) to what it selects.
  public struct Query: Sendable, Equatable {
    public var dueFrom: LocalDate?
    public var dueTo: LocalDate?
    /// Lowercased, with its `#`.
    public var tag: String?
    /// Only tasks marked to expire (``TaskFields/mayExpire``).
    public var expiringOnly = false
  }

  /// The query for a listing with `filter` on `today` (`expired`: the expired view).
  public static func query(_ filter: Filter, today: LocalDate, expired: Bool = false) -> Query {
    var query = Query()
    query.tag = filter.tag.map { ($0.hasPrefix("#") ? $0 : "#" + $0).lowercased() }
    if expired {
      query.expiringOnly = true
      query.dueTo = today.adding(days: -1)
      return query
    }
    let periods = Periods(today: today, weekStart: filter.weekStart)
    switch filter.due {
    case nil: break
    case .today: (query.dueFrom, query.dueTo) = (today, today)
    case .overdue: query.dueTo = today.adding(days: -1)
    case .week: (query.dueFrom, query.dueTo) = (today, periods.endOfWeek)
    case .month: (query.dueFrom, query.dueTo) = (today, periods.endOfMonth)
    case .uncompleted: (query.dueFrom, query.dueTo) = (periods.startOfMonth, today.adding(days: -1))
    }
    return query
  }
}
