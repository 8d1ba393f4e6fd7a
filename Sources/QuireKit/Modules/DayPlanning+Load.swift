import QuireCore

/// `quire plan --week`: the load of each day (`PlanLoad`), read once for the whole span.
extension DayPlanning {
  /// The load of each of `days`. A task falls on the day `PlanLoad.day(of:today:)` gives; the
  /// blocks `quire plan` wrote (events with a `planTask`) are not counted as events, as their
  /// time is their tasks'.
  /// Static: the load writes nothing, so it needs no templates.
  public static func load(
    _ days: ClosedRange<LocalDate>, vault: Vault, today: LocalDate, reader: any VaultReader, zones: EventZones?
  ) -> [PlanLoad.Day] {
    let config = vault.config
    let (occurrences, habits) = timeTaken(days, vault: vault, reader: reader, zones: zones)
    // Only the tasks that may fall on a day up to the last: no undated task, none due later.
    // Each task read once, in file order, and counted on its day (no copy of it kept).
    var tasksOn: [LocalDate: PlanLoad.Tasks] = [:]
    for task in reader.tasks(
      TaskFilter([.listed, .dueOrScheduledTo(days.upperBound)], archive: config.folders.archive))
    {
      guard let day = PlanLoad.day(of: task, today: today), days.contains(day) else { continue }
      tasksOn[day, default: PlanLoad.Tasks()].add(task, settings: config.plan)
    }
    // The weekly page computes the same from the agenda's reads (`AgendaContext+Load.swift`);
    // `PlanLoadAgreementTests` checks that both agree.
    return PlanLoad.days(days, occurrences: occurrences, habits: habits, settings: config.plan) {
      tasksOn[$0] ?? PlanLoad.Tasks()
    }
  }

  /// What takes the time of `days`: the occurrences of the events that meet them, and the
  /// vault's habits (their times of day).
  static func timeTaken(
    _ days: ClosedRange<LocalDate>, vault: Vault, reader: any VaultReader, zones: EventZones?
  ) -> (occurrences: [EventOccurrence], habits: [Habit]) {
    let occurrences = EventOccurrences.list(
      reader.events(on: days), from: days.lowerBound, to: days.upperBound, plannerFolder: vault.config.folders.planner,
      archiveFolder: vault.config.folders.archive, zones: zones)
    return (occurrences, reader.contents(.habit).habits)
  }
}
