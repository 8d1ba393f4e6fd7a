import QuireCore
import QuireKit

/// The two ways a test reads a whole vault: through the reader the vault's settings choose
/// (`VaultLoader.reader()`: its index unless switched off), and parsed from the files.
extension VaultLoader {
  /// Every note through `reader()`, as `quire ics import` reads them.
  func load() -> VaultContents { reader().everything() }

  /// Every note parsed from the files, the index left alone.
  func parseAll() -> VaultContents { ParsedVaultReader(vault: vault).everything() }
}

/// A reader that hands its notes over `batchSize` at a time, whatever batch size is asked for:
/// streamed output must not depend on where the batches end.
struct BatchedReader: VaultReader {
  let base: any VaultReader
  let batchSize: Int

  init(_ base: any VaultReader, _ batchSize: Int) {
    self.base = base
    self.batchSize = batchSize
  }

  var archiveFolder: String { base.archiveFolder }
  func baseDiagnostics() -> [Diagnostic] { base.baseDiagnostics() }
  func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?) -> [ParsedNote] {
    base.notes(holding: kinds, days: days, below: folder)
  }
  func checkins(days: Range<Int>?, habit: (String) -> Bool) -> [CheckIn] { base.checkins(days: days, habit: habit) }
  func earliestCheckinDay() -> Int? { base.earliestCheckinDay() }
  func courses() -> [Course] { base.courses() }
  func tasks(_ filter: TaskFilter) -> [TaskItem] { base.tasks(filter) }
  func agendaTasks(today: LocalDate, window: ClosedRange<LocalDate>?, courses: [Course]) -> any AgendaTasks {
    base.agendaTasks(today: today, window: window, courses: courses)
  }
  func habitHistories(_ habits: [Habit], today: LocalDate) -> (histories: [HabitHistory], checkins: [CheckIn]) {
    base.habitHistories(habits, today: today)
  }
  func forEachNote<T>(
    batchSize _: Int, tasks: NoteTasks, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    base.forEachNote(batchSize: batchSize, tasks: tasks, transform: transform, body)
  }
}

extension TaskReference {
  /// `resolve(_:in:reader:)` through the reader the vault's settings choose, as a command reads.
  static func resolve(_ query: String, in vault: Vault) -> Result<TaskIDLedger.Resolved, TaskResolveError> {
    resolve(query, in: vault, reader: VaultLoader(vault: vault).reader())
  }
}
