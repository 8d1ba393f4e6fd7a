import Foundation
import QuireCore

/// `VaultReader` over the notes parsed from their files, the index left alone: `--no-cache`, a
/// vault whose index cannot be used, and the fallback of `IndexedVaultReader` when a read of the
/// index fails.
///
/// The walk is made once, when first needed. A streamed pass (`forEachNote`) parses the files
/// batch by batch and keeps none of them, so an export or a check holds a batch, not the vault;
/// any other read parses every note once and keeps them (`MemoryVaultReader`).
// Unchecked Sendable: the lazily made walk and notes are guarded by `lock`.
public final class ParsedVaultReader: VaultReader, @unchecked Sendable {
  public let vault: Vault
  private let loader: VaultLoader
  private let only: [VaultFile]?
  private let lock = NSLock()
  private var walked: (files: [VaultFile], diagnostics: [Diagnostic])?
  private var loaded: MemoryVaultReader?

  /// The reader of every note of `vault`; with `files`, of those notes only (each a note the
  /// walk would list), and no walk is made.
  public init(vault: Vault, files: [VaultFile]? = nil) {
    self.vault = vault
    loader = VaultLoader(vault: vault)
    only = files
  }

  public var archiveFolder: String { VaultPath.trimmingSlash(vault.config.folders.archive) }

  /// The walk's files and diagnostics, made once.
  private var walk: (files: [VaultFile], diagnostics: [Diagnostic]) {
    lock.withLock {
      if let walked { return walked }
      let made = only.map { ($0, []) } ?? loader.walker.walk()
      walked = made
      return made
    }
  }

  /// Every note parsed and kept, once.
  private var memory: MemoryVaultReader {
    if let kept = lock.withLock({ loaded }) { return kept }
    let (files, diagnostics) = walk
    var notes: [ParsedNote] = []
    notes.reserveCapacity(files.count)
    loader.forEachBatch(files, transform: { $0 }) { notes += $0 }
    let made = MemoryVaultReader(
      notes: notes, baseDiagnostics: vault.configDiagnostics + diagnostics, config: vault.config)
    lock.withLock { loaded = made }
    return made
  }

  public func baseDiagnostics() -> [Diagnostic] { vault.configDiagnostics + walk.diagnostics }

  public func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?) -> [ParsedNote] {
    memory.notes(holding: kinds, days: days, below: folder)
  }

  public func checkins(days: Range<Int>?, habit: (String) -> Bool) -> [CheckIn] {
    memory.checkins(days: days, habit: habit)
  }

  public func earliestCheckinDay() -> Int? { memory.earliestCheckinDay() }

  /// The courses; before the notes are kept, only the notes that can be courses are parsed
  /// (those in the courses folder and those whose front matter says `type: course`).
  public func courses() -> [Course] {
    if let kept = lock.withLock({ loaded }) { return kept.courses() }
    return loader.courses(in: walk.files)
  }

  public func tasks(_ filter: TaskFilter) -> [TaskItem] { memory.tasks(filter) }

  public func agendaTasks(today: LocalDate, window: ClosedRange<LocalDate>?, courses: [Course]) -> any AgendaTasks {
    memory.agendaTasks(today: today, window: window, courses: courses)
  }

  public func habitHistories(_ habits: [Habit], today: LocalDate) -> (histories: [HabitHistory], checkins: [CheckIn]) {
    memory.habitHistories(habits, today: today)
  }

  // Specialized for the passes that run over every note (`check`, the exports): called through
  // `any VaultReader`, the generic body would copy and destroy each note through its metadata.
  @_specialize(where T == ParsedNote)
  @_specialize(where T == ExportedNote)
  public func forEachNote<T>(
    batchSize: Int, tasks _: NoteTasks, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    if let kept = lock.withLock({ loaded }) {
      kept.forEachNote(batchSize: batchSize, transform: transform, body)
      return
    }
    var loader = self.loader
    loader.batchSize = batchSize
    loader.forEachBatch(walk.files, transform: transform, body)
  }

  /// `forEachNote` over the notes after `path` in path order only: where a streamed pass of the
  /// index that failed midway goes on.
  func forEachNote<T>(
    after path: String, batchSize: Int, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    var loader = self.loader
    loader.batchSize = batchSize
    loader.forEachBatch(walk.files.filter { ListingDiff.precedes(path, $0.path) }, transform: transform, body)
  }
}
