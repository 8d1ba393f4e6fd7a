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
    /// `▓▓▓▓░░░░░░` (ten steps).
    public var bar: String
    /// `450 of 1000 EUR (45%)`, or the amount alone without a target.
    public var amount: String
    public var percent: Int?
    public var achieved: Bool
    public var href: String
  }

  public var path: String
  public var date: String
  /// `Tuesday, 24 November 2026`.
  public var title: String
  public var today: PageTarget
  public var week: PageTarget
  public var month: PageTarget
  public var overdue: [TaskRow]
  public var dueToday: [TaskRow]
  public var upcoming: [EventRow]
  public var exams: [DailyPage.ExamRow]
  public var habits: [HabitRow]
  public var goals: [GoalRow]

  public init(context: AgendaContext, paths: AgendaPaths) {
    let page = paths.dashboard
    let day = context.today
    path = page
    date = day.description
    title = "\(day.weekdayName), \(day.day) \(day.monthName) \(day.year)"
    today = PageTarget(label: day.description, href: PageLink.href(from: page, to: paths.daily(day)))
    week = PageTarget(label: paths.weekKey(day), href: PageLink.href(from: page, to: paths.weekly(day)))
    month = PageTarget(label: day.monthKey, href: PageLink.href(from: page, to: paths.monthly(day)))
    // The day's own sections come from the daily view-model, linked from this page.
    let daily = DailyPage(day: day, context: context, paths: paths, linkingFrom: page)
    overdue = daily.overdue
    dueToday = daily.dueToday
    upcoming = context.occurrences(from: day, to: day.adding(days: 6)).map {
      EventRow($0, page: page, plannerFolder: context.folders.planner)
    }
    exams = daily.exams
    habits = daily.habits
    goals = context.contents.goals
      .sorted { (!$0.achieved ? 0 : 1, Priority(rawValue: $0.priority ?? "none")?.rank ?? 3, $0.slug) < (!$1.achieved ? 0 : 1, Priority(rawValue: $1.priority ?? "none")?.rank ?? 3, $1.slug) }
      .map { goal in
        let current = goal.current
        let percent = goal.target.flatMap { $0 > 0 ? min(100, Int((current / $0 * 100).rounded(.down))) : nil }
        let filled = (percent ?? (goal.achieved ? 100 : 0)) / 10
        let unit = goal.unit.map { " " + $0 } ?? ""
        let amount = goal.target.map { "\(Self.number(current)) of \(Self.number($0))\(unit) (\(percent ?? 0)%)" }
          ?? "\(Self.number(current))\(unit)"
        return GoalRow(
          slug: goal.slug, title: goal.title, list: goal.list,
          bar: String(repeating: "▓", count: filled) + String(repeating: "░", count: 10 - filled), amount: amount,
          percent: percent, achieved: goal.achieved, href: PageLink.href(from: page, to: goal.file))
      }
  }

  /// `1500`, `12.5` — no trailing `.0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
