/// One generated page: which kind, and the day it is for.
public enum AgendaPage: Sendable, Hashable {
  case daily(LocalDate)
  /// The week holding the date.
  case weekly(LocalDate)
  /// The month holding the date.
  case monthly(LocalDate)
  case dashboard

  /// The template that renders the page (`pages/daily`, ...).
  public var template: String {
    switch self {
    case .daily: return "pages/daily"
    case .weekly: return "pages/weekly"
    case .monthly: return "pages/monthly"
    case .dashboard: return "pages/dashboard"
    }
  }

  /// The page's vault-relative path.
  public func path(_ paths: AgendaPaths) -> String {
    switch self {
    case .daily(let day): return paths.daily(day)
    case .weekly(let day): return paths.weekly(day)
    case .monthly(let day): return paths.monthly(day)
    case .dashboard: return paths.dashboard
    }
  }

  /// The view-model of the page.
  public func viewModel(_ context: AgendaContext, _ paths: AgendaPaths) -> any Encodable & Sendable {
    switch self {
    case .daily(let day): return DailyPage(day: day, context: context, paths: paths)
    case .weekly(let day): return WeeklyPage(containing: day, context: context, paths: paths)
    case .monthly(let day): return MonthlyPage(containing: day, context: context, paths: paths)
    case .dashboard: return DashboardPage(context: context, paths: paths)
    }
  }

  /// The days the page reads: a daily page its day and the exams of the next two weeks, a
  /// weekly page its week and the next (Due next week), a monthly page its month, the dashboard
  /// today's page and the week ahead. An `AgendaContext` read for these days (through the
  /// index, only the notes that bear on them) builds the page exactly.
  public func days(weekStart: Int, today: LocalDate) -> ClosedRange<LocalDate> {
    switch self {
    case .daily(let day): return day...day.adding(days: DailyPage.examHorizon)
    case .weekly(let day):
      let first = day.startOfWeek(weekStart: weekStart)
      return first...first.adding(days: 13)
    case .monthly(let day): return day.startOfMonth...day.endOfMonth
    case .dashboard:
      // The week holding today too, for its load.
      let first = today.startOfWeek(weekStart: weekStart)
      return first...max(today.adding(days: DailyPage.examHorizon), first.adding(days: 6))
    }
  }

  /// The days all of `pages` list (the window of an `AgendaContext` for them).
  public static func days(of pages: [AgendaPage], weekStart: Int, today: LocalDate) -> ClosedRange<LocalDate> {
    pages.reduce(today...today) { span, page in
      let days = page.days(weekStart: weekStart, today: today)
      return min(span.lowerBound, days.lowerBound)...max(span.upperBound, days.upperBound)
    }
  }

  /// The pages for the days `from...to`: a daily page for each day, the weekly page of every
  /// week and the monthly page of every month they touch, and the dashboard — each once,
  /// in that order.
  public static func plan(from: LocalDate, to: LocalDate, paths: AgendaPaths) -> [AgendaPage] {
    var pages: [AgendaPage] = []
    var weeks: [AgendaPage] = []
    var months: [AgendaPage] = []
    var seen = Set<String>()
    var day = from
    while day <= to {
      pages.append(.daily(day))
      if seen.insert(paths.weekly(day)).inserted { weeks.append(.weekly(day)) }
      if seen.insert(paths.monthly(day)).inserted { months.append(.monthly(day)) }
      day = day.adding(days: 1)
    }
    return pages + weeks + months + [.dashboard]
  }
}
