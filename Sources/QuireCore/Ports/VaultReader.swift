/// The one way commands, pages, `quire watch` and the exports read a vault (docs/architecture.md,
/// "Reading the vault").
///
/// Two adapters answer it: the SQLite index (`IndexedVaultReader`, in QuireKit) and notes parsed
/// into memory (`MemoryVaultReader`; `ParsedVaultReader` reads them from the files). The reads a
/// command makes (`VaultReader+Reads.swift`) are built on these few primitives, so a rule — which
/// course a task belongs to, what `quire archive` may move, which check-ins a streak needs — is
/// applied in one place whichever adapter answers. Each primitive answers exactly as the
/// documentation below says, with either adapter: `Tests/QuireKitTests/Vault/VaultReaderConformanceTests.swift`
/// runs every read against both.
///
/// Tasks come as their notes hold them: a task's course from a tag naming a course note is
/// resolved by the reads, not here.
public protocol VaultReader: Sendable {
  /// The vault's archive folder, which `TaskFilter.Clause.listed` keeps out.
  var archiveFolder: String { get }

  /// The diagnostics every read starts with: the config's, then the walk's (symlinks not
  /// followed, folders that cannot be read).
  func baseDiagnostics() -> [Diagnostic]

  /// The notes that hold any of `kinds` (`NoteKinds(note)`; `.checkins` counts as a kind like
  /// the others), in path order, without their tasks. With `days` (day numbers), a note is left
  /// out when it holds nothing `.undated` and its dated items (`NoteKinds.days`) all lie outside
  /// them. With `below`, only the notes in that folder. With `.diagnostics` among `kinds`, a note
  /// whose file could not be read comes too.
  func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?) -> [ParsedNote]

  /// The check-ins of the days `days` (every day when `nil`) whose habit name passes `habit`,
  /// with their places, in path order and then their order in the note.
  func checkins(days: Range<Int>?, habit: (String) -> Bool) -> [CheckIn]

  /// The day number of the earliest check-in, if any.
  func earliestCheckinDay() -> Int?

  /// The courses the notes define, in path order.
  func courses() -> [Course]

  /// The tasks `filter.matches`, in file order, their courses as their notes give them.
  func tasks(_ filter: TaskFilter) -> [TaskItem]

  /// The tasks of ``tasks(_:)`` each made into `transform`'s value, in the same order: a reader
  /// that decodes its tasks never holds them all besides the values (`quire query` makes its own
  /// task from each), and shares the decoding and `transform` out between cores, so `transform`
  /// may run on several threads at once. Each task is handed over (`consuming`), not copied: a
  /// task's copy retains each of its strings.
  func tasks<T: Sendable>(_ filter: TaskFilter, map transform: @escaping @Sendable (consuming TaskItem) -> T) -> [T]

  /// The agenda's questions about tasks on `today` (`AgendaTasks`), the courses of `courses`
  /// resolved; `window` names the days the view shows (an adapter may prepare for those).
  func agendaTasks(today: LocalDate, window: ClosedRange<LocalDate>?, courses: [Course]) -> any AgendaTasks

  /// Each of `habits`' history on `today` (its slots today, the current and the longest streak),
  /// and the check-ins read for them (an adapter may keep streaks and read only the check-ins
  /// since; the histories answer for `today` only).
  func habitHistories(_ habits: [Habit], today: LocalDate) -> (histories: [HabitHistory], checkins: [CheckIn])

  /// Every note in path order, batch by batch, each passed through `transform` (on all cores,
  /// when the adapter can) with its tasks as the note holds them (`tasks`: which notes need
  /// them); memory holds a batch, not the vault. A note whose file could not be read comes with
  /// its diagnostics only.
  func forEachNote<T>(
    batchSize: Int, tasks: NoteTasks, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void)
}

/// Which notes a streamed pass (``VaultReader/forEachNote(batchSize:tasks:transform:_:)``) needs
/// the tasks of.
public enum NoteTasks: Sendable {
  /// Every note's.
  case all
  /// Those of the notes with a task that has a `🆔` (the repeated ids `quire check` reports); any
  /// other note may come without its tasks (the index then skips their bytes).
  case ofNotesWithIDs
}

extension VaultReader {
  public func tasks<T: Sendable>(
    _ filter: TaskFilter, map transform: @escaping @Sendable (consuming TaskItem) -> T
  ) -> [T] {
    tasks(filter).map(transform)
  }

  /// Every note with its tasks (``NoteTasks/all``).
  public func forEachNote<T>(batchSize: Int, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void) {
    forEachNote(batchSize: batchSize, tasks: .all, transform: transform, body)
  }
}
