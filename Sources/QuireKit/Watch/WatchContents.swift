import QuireCore

/// What a refresh of `quire watch` leaves for its loop: the reader of the vault as it stands
/// (the reminders of any window, the calendar document, the tasks a ticked box names).
///
/// Either the index as a refresh left it (`IndexedVaultReader`: the watcher then holds no copy
/// of the vault, docs/watch.md), or, without an index, the notes in memory (`LiveContents`),
/// whose merged contents answer the reminders as they stand.
// Unchecked Sendable: the index's connection is used by one thread at a time (the watch loop,
// or the start-up thread before it hands the value over).
public struct WatchContents: @unchecked Sendable {
  /// The vault as the last refresh left it.
  public let reader: any VaultReader
  /// The merged contents, when the notes are kept in memory.
  private let memory: VaultContents?

  /// The notes `live` keeps in memory.
  static func inMemory(_ live: LiveContents) -> WatchContents {
    WatchContents(reader: live.reader, memory: live.contents)
  }

  /// The index as a refresh left it.
  static func indexed(_ reader: IndexedVaultReader) -> WatchContents { WatchContents(reader: reader, memory: nil) }

  /// Nothing (before the first refresh).
  public static var empty: WatchContents {
    WatchContents(
      reader: MemoryVaultReader(notes: [], baseDiagnostics: [], config: VaultConfig()), memory: VaultContents())
  }

  /// The reminders that fire from `from` to `to` by `schedule`, in firing order: from the
  /// contents in memory, or asked of the index as `quire remind` asks (the notes that remind,
  /// and the tasks whose reminders fall in the window).
  func reminders(
    _ schedule: ReminderSchedule, from: LocalDateTime, to: LocalDateTime, weekStart: Int, folders: VaultConfig.Folders
  )
    -> [Reminder]
  {
    if let memory { return schedule.reminders(memory, from: from, to: to) }
    // The notes that bear on the window: an event's reminder reaches back up to a year before
    // it, so events up to a year after the window count.
    let (contents, tasks) = reader.agenda(
      today: from.date, kinds: .reminders, window: from.date...to.date.adding(days: 367))
    let context = AgendaContext(
      contents: contents, tasks: tasks, holidays: [], now: from, weekStart: weekStart, folders: folders,
      reminders: schedule)
    return context.reminders(from: from, to: to)
  }
}
