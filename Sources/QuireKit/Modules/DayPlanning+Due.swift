import QuireCore

/// `quire check`'s due times that the free time cannot meet (`DueFeasibility`, docs/plan.md).
extension DayPlanning {
  /// The due times the free time from `now` cannot meet (``dueShortfalls(vault:now:reader:zones:study:)``),
  /// each as a `due-unmeetable` warning at its task's line, and the study budgets it cannot meet,
  /// each as a `study-unmeetable` warning at its course note.
  public static func dueDiagnostics(
    vault: Vault, now: LocalDateTime, reader: any VaultReader, zones: EventZones?
  ) -> [Diagnostic] {
    let budgets = studyBudgets(vault: vault, now: now, reader: reader)
    return dueShortfalls(vault: vault, now: now, reader: reader, zones: zones, study: budgets).map { shortfall in
      let fields = shortfall.task.fields
      if let budget = budgets.first(where: { $0.id == shortfall.task.id }) {
        return Diagnostic(
          file: budget.course.file, line: 1,
          .studyUnmeetable(
            exam: budget.exam.title, date: budget.exam.date.description, left: fields.estimate ?? 0,
            needed: shortfall.needed, free: shortfall.free))
      }
      let due = (fields.due?.description ?? "") + (fields.dueTime.map { " \($0)" } ?? "")
      return Diagnostic(
        file: shortfall.task.file, line: shortfall.task.line,
        .dueUnmeetable(due: due, needed: shortfall.needed, free: shortfall.free))
    }
  }

  /// The open tasks with an estimate, due by the planning horizon, whose due time the free
  /// time from `now` on cannot meet: each day's free time as `quire plan` finds it (working
  /// hours less breaks, events, classes, habit times and planner lines, with the buffer; Quire's
  /// own blocks are time for their tasks, not taken).
  /// With `study`, the courses' study budgets are work due by their exams' eves, as much as is
  /// left of each (`StudyPlan.Share.remainder`).
  static func dueShortfalls(
    vault: Vault, now: LocalDateTime, reader: any VaultReader, zones: EventZones?, study: [StudyPlan.Share] = []
  ) -> [DueFeasibility.Shortfall] {
    let config = vault.config
    let days = now.date...now.date.adding(days: config.plan.horizon)
    let tasks =
      reader.tasks(
        TaskFilter([.listed, .dueFrom(days.lowerBound), .dueTo(days.upperBound)], archive: config.folders.archive))
      + study.map(\.remainder)
    guard tasks.contains(where: { $0.fields.estimate != nil }) else { return [] }
    let (occurrences, habits) = timeTaken(days, vault: vault, reader: reader, zones: zones)
    // Quire's own blocks are time for their tasks, as in the load.
    let events = occurrences.filter { $0.event?.planTask == nil }
    return DueFeasibility.shortfalls(tasks, now: now, settings: config.plan) { date in
      let busy = PlanBlocks.busy(on: date, occurrences: events, habits: habits, replaced: [], settings: config.plan)
      let from = date == now.date ? now.time.minutesOfDay : nil
      return DayPlanner.plan(date, tasks: [], busy: busy, settings: config.plan, now: from).free
    }
  }

  /// The study budgets running at `now` (`StudyPlan.budgets`).
  static func studyBudgets(vault: Vault, now: LocalDateTime, reader: any VaultReader) -> [StudyPlan.Share] {
    let settings = vault.config.plan
    guard let (courses, events) = studyInputs(on: now.date, reader: reader, settings: settings) else { return [] }
    return StudyPlan.budgets(on: now.date, courses: courses, events: events, settings: settings)
  }
}
