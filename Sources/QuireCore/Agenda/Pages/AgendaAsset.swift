/// A file a page shows besides its Markdown: a habit heatmap or a goal pie (SVG), written
/// next to the pages in `agenda/assets/` and embedded as an image.
public struct AgendaAsset: Sendable, Equatable {
  /// Vault-relative path (`agenda/assets/habit-feed-cat-2026-11.svg`).
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// An image a page embeds: its alternative text and relative link.
public struct PageImage: Sendable, Equatable, Encodable {
  public var alt: String
  public var src: String
}

extension AgendaPaths {
  /// `agenda/assets/habit-<slug>-YYYY-MM.svg`.
  public func heatmap(_ habit: Habit, month day: LocalDate) -> String {
    "\(folder)/assets/habit-\(Self.fileSafe(habit.slug))-\(day.monthKey).svg"
  }

  /// `agenda/assets/goal-<slug>.svg`.
  public func pie(_ goal: Goal) -> String { "\(folder)/assets/goal-\(Self.fileSafe(goal.slug)).svg" }

  /// A slug reduced to the characters safe in any file name (a slug comes from a file name
  /// already; this only guards against `/`).
  static func fileSafe(_ slug: String) -> String {
    String(slug.map { $0 == "/" || $0 == "\\" ? "-" : $0 })
  }
}

extension AgendaPage {
  /// The SVG files the page embeds: a heatmap per habit on a monthly page, a pie per goal on
  /// the dashboard.
  public func assets(_ context: AgendaContext, _ paths: AgendaPaths) -> [AgendaAsset] {
    switch self {
    case .monthly(let day):
      return context.contents.habits.map { habit in
        AgendaAsset(
          path: paths.heatmap(habit, month: day),
          text: HabitHeatmap(
            context.history(of: habit), year: day.year, month: day.month, today: context.today,
            weekStart: context.weekStart
          ).svg)
      }
    case .dashboard:
      return context.contents.goals.map { AgendaAsset(path: paths.pie($0), text: GoalPie.svg(GoalStanding($0))) }
    case .daily, .weekly:
      return []
    }
  }
}
