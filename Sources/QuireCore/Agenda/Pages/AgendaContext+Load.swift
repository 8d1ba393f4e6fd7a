/// The load of a week for the weekly page: the same numbers as `quire plan --week`
/// (`PlanLoad`, docs/plan.md), from what the agenda context holds.
extension AgendaContext {
  /// The load of each day from `first` to `last`.
  func load(from first: LocalDate, to last: LocalDate) -> [PlanLoad.Day] {
    let occurrences = occurrences(from: first, to: last)
    // Quire's blocks are their tasks' time, not events.
    let blocks = Set(occurrences.compactMap { $0.event.flatMap { $0.planTask != nil ? "\($0.file):\($0.line)" : nil } })
    let overdue = openDue(before: today, limit: Int.max).tasks
    return (0...first.days(to: last)).map { offset in
      let date = first.adding(days: offset)
      let candidates = openPlanned(on: date) + openDue(on: date) + (date == today ? overdue : [])
      let busy = PlanBlocks.busy(
        on: date, occurrences: occurrences, habits: contents.habits, replaced: blocks, settings: planSettings)
      return PlanLoad.day(
        date, busy: busy, tasks: PlanLoad.tasks(on: date, among: candidates, today: today),
        settings: planSettings)
    }
  }
}
