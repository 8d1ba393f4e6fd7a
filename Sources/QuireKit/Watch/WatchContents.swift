import QuireCore

/// What a refresh of `quire watch` leaves for its loop: the reminders of any window, and the
/// calendar document of the vault (the calendar export).
///
/// Either the vault's contents in memory (a vault without an index: `LiveContents`), or the
/// index as a refresh left it, asked for the reminders of a window as `quire remind` asks (the
/// notes that remind, and the tasks whose reminders fall in the window): a watcher on a large
/// vault then holds no copy of it (docs/watch.md).
// Unchecked Sendable: the index's connection is used by one thread at a time (the watch loop,
// or the start-up thread before it hands the value over).
public struct WatchContents: @unchecked Sendable {
  private enum Source {
    case memory(VaultContents)
    case index(VaultIndex, IndexUpdate, Vault)
  }
  private let source: Source

  /// Contents held in memory.
  public static func inMemory(_ contents: VaultContents) -> WatchContents { WatchContents(source: .memory(contents)) }

  /// The index `index` of `vault` as `update` left it.
  static func indexed(_ index: VaultIndex, after update: IndexUpdate, vault: Vault) -> WatchContents {
    WatchContents(source: .index(index, update, vault))
  }

  /// Nothing (before the first refresh).
  public static var empty: WatchContents { .inMemory(VaultContents()) }

  /// The reminders that fire from `from` to `to` by `schedule`, in firing order. Through the
  /// index, a read that fails gives none, after a warning.
  func reminders(
    _ schedule: ReminderSchedule, from: LocalDateTime, to: LocalDateTime, warn: @escaping @Sendable (String) -> Void
  ) -> [Reminder] {
    switch source {
    case .memory(let contents):
      return schedule.reminders(contents, from: from, to: to)
    case .index(let index, let update, let vault):
      do throws(IndexError) {
        // The notes that bear on the window: an event's reminder reaches back up to a year
        // before it, so events up to a year after the window count.
        let (contents, tasks) = try index.agenda(
          after: update, today: from.date, kinds: .reminders, window: from.date...to.date.adding(days: 367), warn: warn)
        let context = AgendaContext(
          contents: contents, tasks: tasks, holidays: [], now: from, weekStart: vault.config.weekStart,
          folders: vault.config.folders, reminders: schedule)
        return context.reminders(from: from, to: to)
      } catch {
        warn("quire: warning: reminders not read from the index: \(error)")
        return []
      }
    }
  }

  /// The calendar document of `export` (the `ics: {export:}` file): from the contents in
  /// memory, or streamed from the index, whose notes are read batch by batch (no copy of the
  /// vault is made).
  func calendar(_ export: VaultCalendarExport, of vault: Vault, now: LocalDateTime) throws -> [UInt8] {
    switch source {
    case .memory(let contents):
      return export.document(vault, contents: contents, now: now)
    case .index(let index, let update, _):
      return try export.document(vault, index: index, after: update, now: now)
    }
  }
}
