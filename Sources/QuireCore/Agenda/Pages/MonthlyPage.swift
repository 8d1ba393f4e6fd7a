/// The view-model of a monthly agenda page (`agenda/monthly/YYYY-MM.md`) and of `quire agenda --month`.
///
/// A calendar grid (a Markdown table, weeks as rows) with events and holidays, the tasks due
/// this month, the month's uncompleted tasks (due before today, still open), the habit
/// consistency grid, and the dreams logged.
public struct MonthlyPage: Sendable, Equatable, Encodable {
  /// One cell of the calendar grid.
  public struct Cell: Sendable, Equatable, Encodable {
    /// The day of month, `nil` for a day of the previous or next month.
    public var day: Int?
    public var date: String?
    public var isToday: Bool
    public var holidays: [String]
    public var events: [EventRow]
    /// Ready for the table: `**24**<br>🎉 Holiday<br>09:00 Lecture` (today in bold with a marker).
    public var text: String
  }

  public struct Week: Sendable, Equatable, Encodable {
    public var cells: [Cell]
    public var link: PageTarget
  }

  public struct DreamRow: Sendable, Equatable, Encodable {
    public var date: String
    public var title: String
    public var cameTrue: Bool
    public var href: String
  }

  public var path: String
  /// `2026-11`.
  public var month: String
  /// `November 2026`.
  public var title: String
  /// Weekday headers from the week start (`Mon` ... `Sun`).
  public var weekdays: [String]
  public var weeks: [Week]
  /// Open tasks due this month.
  public var dueThisMonth: [TaskRow]
  /// Open tasks due this month before today.
  public var uncompleted: [TaskRow]
  public var habitGrid: HabitGrid
  /// One SVG heatmap per habit (written by the builder in `agenda/assets/`).
  public var heatmaps: [PageImage]
  public var dreams: [DreamRow]
  public var previous: PageTarget
  public var next: PageTarget

  public init(containing day: LocalDate, context: AgendaContext, paths: AgendaPaths) {
    let page = paths.monthly(day)
    let first = day.startOfMonth
    let last = day.endOfMonth
    path = page
    month = day.monthKey
    title = "\(day.monthName) \(day.year)"
    weekdays = (0..<7).map { String(Weekday(rawValue: (context.weekStart - 1 + $0) % 7 + 1)!.name.prefix(3)) }

    let occurrences = context.occurrences(from: first, to: last)
    var weeks: [Week] = []
    var start = first.startOfWeek(weekStart: context.weekStart)
    while start <= last {
      let cells = (0..<7).map { offset -> Cell in
        let date = start.adding(days: offset)
        guard date >= first, date <= last else {
          return Cell(day: nil, date: nil, isToday: false, holidays: [], events: [], text: " ")
        }
        let todays = occurrences.filter { $0.date == date }
        let holidays = todays.compactMap { $0.holiday?.displayName }
        let events = todays.filter { $0.event != nil }.map {
          EventRow($0, page: page, plannerFolder: context.folders.planner)
        }
        let isToday = date == context.today
        let number = isToday ? "**\(date.day)** ◀" : "**\(date.day)**"
        let lines = [number] + holidays.map { "🎉 " + PageLink.cell($0) } + events.map(\.cell)
        return Cell(
          day: date.day, date: date.description, isToday: isToday, holidays: holidays, events: events,
          text: lines.joined(separator: "<br>"))
      }
      weeks.append(
        Week(
          cells: cells,
          link: .page(paths.weekKey(start), from: page, to: paths.weekly(start), context: context)))
      start = start.adding(days: 7)
    }
    self.weeks = weeks

    let due = context.openDue(from: first, to: last)
    dueThisMonth = due.map { TaskRow($0, page: page, day: context.today, settings: context.taskSettings) }
    uncompleted = due.filter { $0.fields.due! < context.today }.map {
      TaskRow($0, page: page, day: context.today, settings: context.taskSettings)
    }
    habitGrid = HabitGrid(context: context, from: first, to: last) { String($0.day) }
    let key = day.monthKey
    heatmaps = context.contents.habits.map {
      PageImage(alt: "\($0.name), \(key)", src: PageLink.href(from: page, to: paths.heatmap($0, month: day)))
    }
    dreams = context.contents.dreams
      .filter { $0.date.map { $0 >= first && $0 <= last } ?? false }
      .sorted { ($0.date!, $0.file) < ($1.date!, $1.file) }
      .map {
        DreamRow(
          date: $0.date!.description, title: $0.title ?? VaultPath.stem($0.file), cameTrue: $0.cameTrue,
          href: PageLink.href(from: page, to: $0.file))
      }
    let previousMonth = first.adding(days: -1)
    let nextMonth = last.adding(days: 1)
    previous = .page(previousMonth.monthKey, from: page, to: paths.monthly(previousMonth), context: context)
    next = .page(nextMonth.monthKey, from: page, to: paths.monthly(nextMonth), context: context)
  }
}
