/// A table of habits against days: one row per habit, one mark per day.
///
/// Marks: `✓` done, `◐` partly done, `✗` missed, `○` still to do, `·` not scheduled.
public struct HabitGrid: Sendable, Equatable, Encodable {
  public struct Row: Sendable, Equatable, Encodable {
    public var name: String
    public var slug: String
    /// One mark per day, in the order of the grid's days.
    public var marks: [String]
    /// The marks as one string (`✓✓✗·✓○○`), for a compact column.
    public var strip: String
    /// Fully done days among the scheduled days that are over or done.
    public var doneDays: Int
    public var scheduledDays: Int
    /// `5/7 (71%)`.
    public var score: String
    public var streak: Int
    public var badge: String?
  }

  /// Day labels of the columns (`Mon 23`).
  public var days: [String]
  public var rows: [Row]
  /// The legend line for the marks.
  public static let legendText = "✓ done · ◐ partly · ✗ missed · ○ to do · · not scheduled"
  /// The legend line (stored: templates see stored properties only).
  public var legend = HabitGrid.legendText

  init(context: AgendaContext, from: LocalDate, to: LocalDate, label: (LocalDate) -> String) {
    var labels: [String] = []
    var day = from
    while day <= to {
      labels.append(label(day))
      day = day.adding(days: 1)
    }
    days = labels
    rows = context.contents.habits.map { habit in
      let stats = context.history(of: habit).stats(from: from, to: to, today: context.today)
      let schedule = HabitSchedule(habit)
      var done = 0
      var counted = 0
      let marks = stats.days.map { day -> String in
        switch day.status {
        case .done:
          done += 1
          counted += 1
          return "✓"
        case .partial:
          if day.date < context.today { counted += 1 }
          return "◐"
        case .missed:
          counted += 1
          return "✗"
        case .pending: return "○"
        case .notScheduled: return "·"
        case .future: return schedule.isScheduled(day.date) ? "○" : "·"
        }
      }
      let percent = counted == 0 ? 0 : (done * 100 + counted / 2) / counted
      return Row(
        name: habit.name, slug: habit.slug, marks: marks, strip: marks.joined(), doneDays: done,
        scheduledDays: counted, score: counted == 0 ? "–" : "\(done)/\(counted) (\(percent)%)", streak: stats.streak,
        badge: stats.badge)
    }
  }
}
