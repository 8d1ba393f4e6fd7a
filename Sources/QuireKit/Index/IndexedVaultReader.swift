import Foundation
import GRDB
import QuireCore

/// `VaultReader` over the vault's SQLite index, as a refresh left it: each read asks the index
/// for what it needs (the records of some notes, some task rows, some check-ins), never the
/// whole vault (docs/index.md, "Queries").
///
/// A read that finds the index damaged rebuilds it once and asks again. A read that still fails
/// (the database went away under a running command) is answered from the files instead
/// (`ParsedVaultReader`), after one warning: a command never fails because of its cache.
// Unchecked Sendable: one command's thread, or the watch loop, at a time (as `VaultIndex`);
// `fallback` is guarded by `lock`.
public final class IndexedVaultReader: VaultReader, @unchecked Sendable {
  public let index: VaultIndex
  /// The refresh the reads follow (its unreadable notes are merged in where they belong).
  public private(set) var update: IndexUpdate
  private let warn: @Sendable (String) -> Void
  private let progress: @Sendable () -> IndexProgress?
  private let lock = NSLock()
  private var fallbackReader: ParsedVaultReader?
  private let warnOnce: WarnOnce

  /// The reader of `index` as `update` left it. A rebuild refreshes with `progress`'s bar.
  public init(
    index: VaultIndex, after update: IndexUpdate, warn: @escaping @Sendable (String) -> Void,
    progress: @escaping @Sendable () -> IndexProgress? = { nil }
  ) {
    self.index = index
    self.update = update
    self.warn = warn
    warnOnce = WarnOnce(warn)
    self.progress = progress
  }

  var vault: Vault { index.vault }
  private var queries: IndexQueries { index.queries }
  public var archiveFolder: String { VaultPath.trimmingSlash(vault.config.folders.archive) }

  // MARK: - The primitives

  public func baseDiagnostics() -> [Diagnostic] {
    ask({ () throws(IndexError) in vault.configDiagnostics + (try queries.walkDiagnostics()) }) {
      $0.baseDiagnostics()
    }
  }

  public func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?) -> [ParsedNote] {
    ask({ () throws(IndexError) in try queries.notes(holding: kinds, days: days, below: folder, after: update) }) {
      $0.notes(holding: kinds, days: days, below: folder)
    }
  }

  public func checkins(days: Range<Int>?, habit: (String) -> Bool) -> [CheckIn] {
    ask({ () throws(IndexError) in try queries.store.checkins(days: days, habit: habit) }) {
      $0.checkins(days: days, habit: habit)
    }
  }

  public func earliestCheckinDay() -> Int? {
    ask({ () throws(IndexError) in try queries.store.earliestCheckinDay() }) { $0.earliestCheckinDay() }
  }

  public func courses() -> [Course] {
    ask({ () throws(IndexError) in try queries.courses() }) { $0.courses() }
  }

  public func tasks(_ filter: TaskFilter) -> [TaskItem] { tasks(filter) { $0 } }

  // Specialized for the query's own tasks: through `any VaultReader`, the generic body handled
  // each value through its metadata.
  @_specialize(where T == QueryTask)
  @_specialize(where T == TaskItem)
  public func tasks<T: Sendable>(
    _ filter: TaskFilter, map transform: @escaping @Sendable (consuming TaskItem) -> T
  ) -> [T] {
    switch read(filter) {
    case .rows(let rows):
      // Errors can no longer come: every row is read before the first task is decoded. A
      // clause the SQL says only roughly (a name's hashed keys) gets the rule's second look.
      let exact = filter.isExactInSQL
      return rows.decodeAll { task in exact || filter.matches(task) ? transform(task) : nil }
    case .tasks(let tasks):
      return tasks.map(transform)
    }
  }

  /// The rows of the tasks `filter` selects, read (not yet decoded), or the tasks from the
  /// files when the index cannot answer.
  private enum TaskRead {
    case rows(IndexQueries.TaskRows)
    case tasks([TaskItem])
  }

  private func read(_ filter: TaskFilter) -> TaskRead {
    // Read while the walk ran, when the caller named the filter (`VaultIndex.update`).
    if let rows = index.takeReadAhead(filter) { return .rows(rows) }
    return ask({ () throws(IndexError) in
      let (condition, arguments) = filter.sql()
      return TaskRead.rows(try queries.taskRows(where: condition, StatementArguments(arguments)))
    }) { TaskRead.tasks($0.tasks(filter)) }
  }

  public func agendaTasks(today: LocalDate, window: ClosedRange<LocalDate>?, courses: [Course]) -> any AgendaTasks {
    IndexedAgendaTasks(
      queries: queries, today: today, defaultTime: vault.config.defaultReminderTime, courses: courses, warn: warn)
  }

  public func habitHistories(_ habits: [Habit], today: LocalDate) -> (histories: [HabitHistory], checkins: [CheckIn]) {
    ask({ () throws(IndexError) in try queries.habitHistories(habits, today: today) }) {
      $0.habitHistories(habits, today: today)
    }
  }

  // Specialized for the passes that run over every note (`check`, the exports): called through
  // `any VaultReader`, the generic body would copy and destroy each note through its metadata.
  @_specialize(where T == ParsedNote)
  @_specialize(where T == ExportedNote)
  public func forEachNote<T>(
    batchSize: Int, tasks: NoteTasks, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    // The notes go out in path order: when the index fails midway, the files after the last
    // note handed over are parsed instead, so no note comes twice or not at all.
    var last: String?
    let finished = ask({ () throws(IndexError) in
      try queries.forEachBatch(after: update, batchSize: batchSize, tasks: tasks, transform: transform) {
        values, paths in
        guard let end = paths.last else { return }
        guard let previous = last else {
          last = end
          body(values)
          return
        }
        // A rebuild starts the pass over: the notes already handed over are not handed again.
        let fresh = paths.indices.filter { ListingDiff.precedes(previous, paths[$0]) }
        guard !fresh.isEmpty else { return }
        last = end
        body(fresh.count == values.count ? values : fresh.map { values[$0] })
      }
      return true
    }) { _ in false }
    guard !finished else { return }
    let reader = fallback()
    if let last {
      reader.forEachNote(after: last, batchSize: batchSize, transform: transform, body)
    } else {
      reader.forEachNote(batchSize: batchSize, transform: transform, body)
    }
  }

  // MARK: - Failures

  /// `body`'s answer; after a damaged index is rebuilt, its second answer; else `otherwise`'s
  /// answer from the files, after one warning.
  private func ask<T>(_ body: () throws(IndexError) -> T, otherwise: (ParsedVaultReader) -> T) -> T {
    do throws(IndexError) {
      do {
        return try body()
      } catch .corrupt {
        try index.rebuild()
        update = try index.update(progress: progress())
        return try body()
      }
    } catch {
      warnOnce("\(error); reading the notes without it")
      return otherwise(fallback())
    }
  }

  private func fallback() -> ParsedVaultReader {
    lock.withLock {
      if let fallbackReader { return fallbackReader }
      let made = ParsedVaultReader(vault: vault)
      fallbackReader = made
      return made
    }
  }
}
