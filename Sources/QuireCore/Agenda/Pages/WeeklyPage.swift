/// The view-model of a weekly agenda page (`agenda/weekly/YYYY-Www.md`) and of `quire agenda --week`.
///
/// A day-by-day table of events and due tasks, the load of each day, the week's open tasks by
/// day, Due next week, and the habit grid of the week.
public struct WeeklyPage: Sendable, Equatable, Encodable {
  /// One day of the week.
  public struct Day: Sendable, Equatable, Encodable {
    public var date: String
    /// `Mon 23`.
    public var label: String
    public var isToday: Bool
    public var holidays: [String]
    public var events: [EventRow]
    public var due: [TaskRow]
    /// Events and holidays for a table cell, joined with `<br>`.
    public var eventsCell: String
    /// Open tasks due that day for a table cell, joined with `<br>`.
    public var dueCell: String
    /// Time studied that day (`[study:: 25m]` lines of the daily note), `50m`, `1h 15m`; empty when none.
    public var study: String
    public var daily: PageTarget
  }

  /// One day's load, as `quire plan --week` shows it (docs/plan.md, "The load of a week").
  public struct LoadRow: Sendable, Equatable, Encodable {
    /// `Mon 23`.
    public var label: String
    public var events: String
    public var tasks: String
    public var free: String

    /// The load of each day from `first` to `last` with working hours or tasks, and the
    /// warning of each overbooked day: the weekly page's section, and the dashboard's for the
    /// week holding today.
    static func week(from first: LocalDate, to last: LocalDate, context: AgendaContext) -> (
      rows: [LoadRow], overbooked: [String]
    ) {
      let days = context.load(from: first, to: last)
      let rows = days.filter { $0.working > 0 || $0.tasks > 0 }.map {
        LoadRow(
          label: "\($0.date.weekdayShort) \($0.date.day)", events: DayPlanner.duration($0.events),
          tasks: DayPlanner.duration($0.tasks), free: DayPlanner.duration($0.free))
      }
      return (rows, days.filter(\.isOverbooked).map(PlanLoad.warning))
    }
  }

  public var path: String
  /// `2026-W48`.
  public var week: String
  /// `Week 48: 23–29 November 2026`.
  public var title: String
  public var days: [Day]
  /// Open tasks due before the week, as of today (only on the week holding today).
  public var overdue: [TaskRow]
  /// Overdue tasks beyond the listed ones (see ``DailyPage/overdueLimit``), `nil` when none.
  public var overdueMore: Int?
  public var dueNextWeek: [TaskRow]
  public var habitGrid: HabitGrid
  /// Time studied in the week, `nil` when none.
  public var studyTotal: String?
  /// The load of each day with working hours or tasks.
  public var load: [LoadRow]
  /// `Thursday: 3 h 20 of tasks, 1 h 10 free`, one line per overbooked day.
  public var overbooked: [String]
  public var previous: PageTarget
  public var next: PageTarget

  public init(containing day: LocalDate, context: AgendaContext, paths: AgendaPaths) {
    let page = paths.weekly(day)
    let first = day.startOfWeek(weekStart: context.weekStart)
    let last = first.adding(days: 6)
    path = page
    week = paths.weekKey(day)
    let number = week.split(separator: "W").last.map { String(Int($0) ?? 0) } ?? ""
    title = "Week \(number): " + Self.span(first, last)

    let occurrences = context.occurrences(from: first, to: last)
    let study = Dictionary(
      StudyLog.minutesPerDay(context.contents.events, from: first, to: last).map { ($0.date, $0.minutes) },
      uniquingKeysWith: +)
    let studied = study.values.reduce(0, +)
    studyTotal = studied > 0 ? StudyLog.text(minutes: studied) : nil
    days = (0..<7).map { offset in
      let date = first.adding(days: offset)
      let todays = occurrences.filter { $0.date == date }
      let events = todays.filter { $0.event != nil }.map {
        EventRow($0, page: page, plannerFolder: context.folders.planner)
      }
      let holidays = todays.compactMap { $0.holiday?.displayName }
      let due = context.openDue(on: date).map { TaskRow($0, page: page, day: date, settings: context.taskSettings) }
      let eventCells = holidays.map { "🎉 " + PageLink.cell($0) } + events.map(\.cell)
      return Day(
        date: date.description, label: "\(date.weekdayShort) \(date.day)", isToday: date == context.today,
        holidays: holidays, events: events, due: due, eventsCell: eventCells.joined(separator: "<br>"),
        dueCell: due.map { ($0.priority.map { $0 + " " } ?? "") + $0.cell }.joined(separator: "<br>"),
        study: study[date].map { StudyLog.text(minutes: $0) } ?? "",
        daily: .page(date.description, from: page, to: paths.daily(date), context: context))
    }
    (load, overbooked) = LoadRow.week(from: first, to: last, context: context)
    let holdsToday = context.today >= first && context.today <= last
    let late =
      holdsToday ? context.openDue(before: context.today, limit: DailyPage.overdueLimit) : (tasks: [], count: 0)
    overdue = late.tasks.map { TaskRow($0, page: page, day: context.today, settings: context.taskSettings) }
    overdueMore = late.count > DailyPage.overdueLimit ? late.count - DailyPage.overdueLimit : nil
    let nextFirst = last.adding(days: 1)
    let nextLast = nextFirst.adding(days: 6)
    dueNextWeek = context.openDue(from: nextFirst, to: nextLast).map {
      TaskRow($0, page: page, day: nextFirst, settings: context.taskSettings)
    }
    habitGrid = HabitGrid(context: context, from: first, to: last) { "\($0.weekdayShort) \($0.day)" }
    previous = .page(
      paths.weekKey(first.adding(days: -7)), from: page, to: paths.weekly(first.adding(days: -7)), context: context)
    next = .page(paths.weekKey(nextFirst), from: page, to: paths.weekly(nextFirst), context: context)
  }

  /// `23–29 November 2026`, `30 November – 6 December 2026`, `28 December 2026 – 3 January 2027`.
  static func span(_ first: LocalDate, _ last: LocalDate) -> String {
    if first.year != last.year {
      return "\(first.day) \(first.monthName) \(first.year) – \(last.day) \(last.monthName) \(last.year)"
    }
    if first.month != last.month {
      return "\(first.day) \(first.monthName) – \(last.day) \(last.monthName) \(last.year)"
    }
    return "\(first.day)–\(last.day) \(last.monthName) \(last.year)"
  }
}
