import Foundation
import QuireCore

/// A vault exported as one iCalendar file (docs/icalendar.md): what `quire ics export` does, as
/// one function a command or the watcher calls.
public struct VaultCalendarExport: Sendable {
  /// Only events that touch `from...to` and tasks due in it (either end open when `nil`).
  public var from: LocalDate?
  /// See ``from``.
  public var to: LocalDate?
  /// Whether tasks become VTODOs.
  public var includeTasks = true
  /// Holidays to add as all-day events.
  public var holidays: [Holiday] = []

  public init(from: LocalDate? = nil, to: LocalDate? = nil, includeTasks: Bool = true, holidays: [Holiday] = []) {
    self.from = from
    self.to = to
    self.includeTasks = includeTasks
    self.holidays = holidays
  }

  /// The document for `vault` at the moment `now` (its DTSTAMP), loading the vault.
  public func document(_ vault: Vault, now: LocalDateTime) -> [UInt8] {
    document(vault, contents: VaultLoader(vault: vault).load(), now: now)
  }

  /// The document for already loaded contents.
  public func document(_ vault: Vault, contents: VaultContents, now: LocalDateTime) -> [UInt8] {
    var export = ICalendarExport(
      calendarName: URL(fileURLWithPath: vault.root).lastPathComponent,
      tzid: vault.config.timeZone,
      zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)),
      now: now, from: from, to: to, includeTasks: includeTasks, holidays: holidays,
      defaultReminderTime: vault.config.defaultReminderTime)
    export.archiveFolder = vault.config.folders.archive
    return Array(export.document(contents).utf8)
  }

  /// Writes the document to `path` (absolute) atomically, unless the file already holds the
  /// same bytes. Returns whether it wrote.
  @discardableResult
  public func write(_ vault: Vault, now: LocalDateTime, to path: String) throws(QuireKitError) -> Bool {
    let bytes = document(vault, now: now)
    let old = try AtomicWriter.read(path)
    if old == bytes { return false }
    try AtomicWriter.write(bytes, to: path, expecting: old)
    return true
  }
}
