/// The vault's notes held in memory, answering `VaultReader`: the adapter of `--no-cache`, of a
/// vault whose index cannot be used, of `quire watch` without an index, and of tests.
///
/// It is handed the parsed notes in path order (`ParsedVaultReader` in QuireKit parses them from
/// the files) and answers every read by a pass over them.
public struct MemoryVaultReader: VaultReader {
  /// The notes, in path order (byte order, as the walk sorts), as parsed.
  public let notes: [ParsedNote]
  public let archiveFolder: String
  private let base: [Diagnostic]
  private let defaultTime: LocalTime

  /// - Parameters:
  ///   - notes: every note of the vault in path order, as parsed (courses not resolved).
  ///   - baseDiagnostics: the config's and the walk's diagnostics.
  public init(notes: [ParsedNote], baseDiagnostics: [Diagnostic], config: VaultConfig) {
    self.notes = notes
    base = baseDiagnostics
    archiveFolder = VaultPath.trimmingSlash(config.folders.archive)
    defaultTime = config.defaultReminderTime
  }

  public func baseDiagnostics() -> [Diagnostic] { base }

  public func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?) -> [ParsedNote] {
    notes.compactMap { note in
      if let folder, !VaultPath.isInside(note.file, folder: folder) { return nil }
      let held = NoteKinds(note)
      // A note whose file could not be read holds its diagnostics only (`.diagnostics`).
      guard !held.intersection(kinds).isEmpty else { return nil }
      if let days, !held.contains(.undated), let own = NoteKinds.days(note), !own.overlaps(days) { return nil }
      var kept = note
      kept.tasks = []
      return kept
    }
  }

  public func checkins(days: Range<Int>?, habit: (String) -> Bool) -> [CheckIn] {
    notes.flatMap { note in
      note.checkins.filter { checkin in
        (days?.contains(checkin.date.dayNumber) ?? true) && habit(checkin.habit)
      }
    }
  }

  public func earliestCheckinDay() -> Int? {
    notes.lazy.flatMap(\.checkins).map(\.date.dayNumber).min()
  }

  public func courses() -> [Course] { notes.compactMap(\.course) }

  public func tasks(_ filter: TaskFilter) -> [TaskItem] {
    notes.flatMap { $0.tasks.filter(filter.matches) }
  }

  public func agendaTasks(today: LocalDate, window: ClosedRange<LocalDate>?, courses: [Course]) -> any AgendaTasks {
    var tasks = notes.flatMap(\.tasks)
    CourseResolver(courses: courses).resolve(&tasks)
    return TaskDays(
      TaskLookup(tasks), keys: TaskKeys(tasks, archive: archiveFolder + "/"), today: today, defaultTime: defaultTime,
      window: window)
  }

  public func habitHistories(_ habits: [Habit], today: LocalDate) -> (histories: [HabitHistory], checkins: [CheckIn]) {
    let checkins = notes.flatMap(\.checkins)
    return (HabitHistory.histories(of: habits, checkins: checkins, through: today), checkins)
  }

  public func forEachNote<T>(
    batchSize: Int, tasks _: NoteTasks, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    var start = 0
    while start < notes.count {
      body(notes[start..<min(start + batchSize, notes.count)].map(transform))
      start += batchSize
    }
  }
}
