/// The load of a week for the weekly page: the same numbers as `quire plan --week`
/// (`PlanLoad`, docs/plan.md), from what the agenda context holds.
extension AgendaContext {
  /// The load of each day from `first` to `last`.
  func load(from first: LocalDate, to last: LocalDate) -> [PlanLoad.Day] {
    // Overdue tasks fall on today: read only for the week that holds it.
    let overdue = (first...last).contains(today) ? openDue(before: today, limit: Int.max).tasks : []
    return PlanLoad.days(
      first...last, occurrences: occurrences(from: first, to: last), habits: contents.habits, today: today,
      settings: planSettings
    ) { date in
      // A task falls on its scheduled day ahead, else its due day; an overdue one on today.
      openPlanned(on: date) + openDue(on: date) + (date == today ? overdue : [])
    }
  }
}
