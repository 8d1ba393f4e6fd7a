import QuireCore

/// `quire plan --week`: the load of each day (`PlanLoad`), read once for the whole span.
extension DayPlanning {
  /// The load of each of `days`. A task falls on the day `PlanLoad.day(of:today:)` gives; the
  /// blocks `quire plan` wrote (lines with `[plan:: ID]`) are not counted as events, as their time
  /// is their tasks'.
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
    return stride(from: 0, through: days.lowerBound.days(to: days.upperBound), by: 1).map { offset in
      let date = days.lowerBound.adding(days: offset)
      let busy = PlanBlocks.busy(
        on: date, occurrences: occurrences, habits: habits, replaced: blockLines(on: date), settings: config.plan)
      return PlanLoad.day(date, busy: busy, tasks: tasksOn[date] ?? [], settings: config.plan)
    }
  }

  /// `FILE:LINE` of every block line in the daily note of `date` (none when it has no note).
  private func blockLines(on date: LocalDate) -> Set<String> {
    let file = DailyNotePlan.path(for: date, journalFolder: vault.config.folders.journal)
    guard let bytes = try? AtomicWriter.read(vault.absolute(file)) else { return [] }
    let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
    guard lines.count > 0 else { return [] }
    return Set(
      (1...lines.count).filter { PlanBlocks.taskID(in: NoteSection.stripped(lines[$0])) != nil }.map { "\(file):\($0)" }
    )
  }
}
