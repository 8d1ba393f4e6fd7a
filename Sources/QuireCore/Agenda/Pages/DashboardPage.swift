/// The view-model of the dashboard page (`agenda/dashboard.md`): today at a glance.
///
/// Links to today's, this week's and this month's pages; overdue and due-today tasks; the
/// next seven days of events; exams ahead; today's habits with their streaks; goal progress.
/// It names the day, never the time, so a second `quire build` the same day writes nothing.
public struct DashboardPage: Sendable, Equatable, Encodable {
  public struct GoalRow: Sendable, Equatable, Encodable {
    public var slug: String
    public var title: String
    public var list: String?
    /// `████████░░░░░░░░░░░░` (twenty cells).
    public var bar: String
    /// `1850 / 3000 EUR`, or the amount alone without a target.
    public var amount: String
    /// `62%`, or `—` without a target.
    public var percent: String
    public var achieved: Bool
    public var href: String
    /// The goal's progress pie (written by the builder in `agenda/assets/`).
    public var pie: PageImage
  }

  public var path: String
  public var date: String
  /// `Tuesday, 24 November 2026`.
  public var title: String
  public var today: PageTarget
  public var week: PageTarget
  public var month: PageTarget
  public var overdue: [TaskRow]
  public var overdueMore: Int?
  public var dueToday: [TaskRow]
  public var upcoming: [EventRow]
  public var exams: [DailyPage.ExamRow]
  public var habits: [HabitRow]
  public var goals: [GoalRow]
  /// The load of each day of the week holding today, as on the weekly page.
  public var load: [WeeklyPage.LoadRow]
  /// `Thursday: 3 h 20 of tasks, 1 h 10 free`, one line per overbooked day of that week.
  public var overbooked: [String]

  public init(context: AgendaContext, paths: AgendaPaths) {
    let page = paths.dashboard
    let day = context.today
    path = page
    date = day.description
    title = "\(day.weekdayName), \(day.day) \(day.monthName) \(day.year)"
    today = .page(day.description, from: page, to: paths.daily(day), context: context)
    week = .page(paths.weekKey(day), from: page, to: paths.weekly(day), context: context)
    month = .page(day.monthKey, from: page, to: paths.monthly(day), context: context)
    // The day's own sections come from the daily view-model, linked from this page.
    let daily = DailyPage(day: day, context: context, paths: paths, linkingFrom: page)
    overdue = daily.overdue
    overdueMore = daily.overdueMore
    dueToday = daily.dueToday
    upcoming = context.occurrences(from: day, to: day.adding(days: 6)).map {
      EventRow($0, page: page, plannerFolder: context.folders.planner)
    }
    exams = daily.exams
    habits = daily.habits
    let first = day.startOfWeek(weekStart: context.weekStart)
    (load, overbooked) = WeeklyPage.LoadRow.week(from: first, to: first.adding(days: 6), context: context)
    // Open goals by priority, achieved ones last (as `quire goal list`).
    goals = GoalStanding.ordered(context.contents.goals).map { standing in
      let goal = standing.goal
      return GoalRow(
        slug: goal.slug, title: goal.title, list: goal.list, bar: standing.bar(), amount: standing.amountText,
        percent: standing.percentText, achieved: standing.achieved, href: PageLink.href(from: page, to: goal.file),
        pie: PageImage(
          alt: "\(goal.title): \(standing.percentText)", src: PageLink.href(from: page, to: paths.pie(goal))))
    }
  }
}
