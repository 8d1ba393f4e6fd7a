import QuireCore

/// `quire habit list --json` and `quire habit show --json`.
enum HabitJSON {
  /// One habit with its streaks, in `habit list`.
  struct Row: Encodable {
    let slug: String
    let name: String
    let streak: Int
    let longestStreak: Int
    let doneToday: Int
    let slotsToday: Int
    let scheduledToday: Bool
    let badge: Bool
    let times: [String]
    let days: [String]
    let start: String?
    let file: String

    init(_ s: HabitStats) {
      (slug, name, streak, longestStreak) = (s.habit.slug, s.habit.name, s.streak, s.longestStreak)
      (doneToday, slotsToday, scheduledToday, badge) = (s.doneToday, s.slotsToday, s.slotsToday > 0, s.showsBadge)
      (times, days, start, file) = (
        s.habit.times.map(\.description), s.habit.days, s.habit.start?.description, s.habit.file
      )
    }
  }

  /// `habit list`.
  struct List: Encodable {
    let date: String
    let habits: [Row]
  }

  /// One day of `habit show`'s month.
  struct Day: Encodable {
    let date: String
    let status: String
    let done: Int
    let slots: Int
  }

  /// `habit show`.
  struct Month: Encodable {
    let slug: String
    let name: String
    let month: String
    let streak: Int
    let longestStreak: Int
    let doneToday: Int
    let slotsToday: Int
    let days: [Day]
  }
}
