import QuireCore

/// `quire plan --week`: the load of each day (`PlanLoad`), read once for the whole span.
extension DayPlanning {
  /// The load of each of `days`. A task falls on the day `PlanLoad.day(of:today:)` gives; the
  /// blocks `quire plan` wrote (events with a `planTask`) are not counted as events, as their
  /// time is their tasks'.
  public func load(
    _ days: ClosedRange<LocalDate>, today: LocalDate, reader: any VaultReader, zones: EventZones?
  ) -> [PlanLoad.Day] {
    let config = vault.config
    let occurrences = EventOccurrences.list(
      reader.events(on: days), from: days.lowerBound, to: days.upperBound, plannerFolder: config.folders.planner,
      archiveFolder: config.folders.archive, zones: zones)
    let habits = reader.contents(.habit).habits
    var tasksOn: [LocalDate: [TaskItem]] = [:]
    for task in reader.tasks(TaskFilter([.listed], archive: config.folders.archive)) {
      guard let day = PlanLoad.day(of: task, today: today), days.contains(day) else { continue }
      tasksOn[day, default: []].append(task)
    }
    // The weekly page computes the same from the agenda's reads (`AgendaContext+Load.swift`);
    // `PlanLoadAgreementTests` checks that both agree.
    let blocks = Set(occurrences.compactMap { $0.event.flatMap { $0.planTask != nil ? "\($0.file):\($0.line)" : nil } })
    return stride(from: 0, through: days.lowerBound.days(to: days.upperBound), by: 1).map { offset in
      let date = days.lowerBound.adding(days: offset)
      let busy = PlanBlocks.busy(
        on: date, occurrences: occurrences, habits: habits, replaced: blocks, settings: config.plan)
      return PlanLoad.day(
        date, busy: busy, tasks: PlanLoad.tasks(on: date, among: tasksOn[date] ?? [], today: today),
        settings: config.plan)
    }
  }
}
