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
    export.zones = FoundationZoneDirectory()
    return Array(export.document(contents).utf8)
  }

  /// Writes the document to `path` (absolute) atomically, unless the file already holds the
  /// same calendar: only DTSTAMP (the moment of the export) may differ, so a calendar that
  /// subscribes to the file sees a change only when an item changed. Returns whether it wrote.
  @discardableResult
  public func write(_ vault: Vault, now: LocalDateTime, to path: String, contents: VaultContents? = nil)
    throws(QuireKitError) -> Bool
  {
    let bytes = contents.map { document(vault, contents: $0, now: now) } ?? document(vault, now: now)
    return try VaultLock.withLock(vault) { () throws(QuireKitError) -> Bool in try replace(path, with: bytes) }
  }

  private func replace(_ path: String, with bytes: [UInt8]) throws(QuireKitError) -> Bool {
    let old = try AtomicWriter.read(path)
    if let old, Self.withoutStamps(old) == Self.withoutStamps(bytes) { return false }
    // A path from a config file (a cloned vault's, perhaps) replaces only a calendar Quire made.
    if let old, !Self.isQuireCalendar(old) { throw .notQuireFile("ics: export:", path) }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder, "cannot create the folder (\(error.localizedDescription))")
    }
    try AtomicWriter.write(bytes, to: path, expecting: old)
    return true
  }

  /// Whether `bytes` are a calendar Quire wrote (its PRODID among the first lines).
  static func isQuireCalendar(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(512), as: UTF8.self)
    return head.hasPrefix("BEGIN:VCALENDAR") && head.contains("\nPRODID:-//Quire//")
  }

  /// The document's lines without its DTSTAMP lines.
  static func withoutStamps(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).filter { !$0.starts(with: Array("DTSTAMP".utf8)) }
  }

  /// The absolute path of the `ics: {export:}` file of `vault`: `~/` from `$HOME`, a relative
  /// path below the vault (checked by ``NoteEditor/path(of:)``).
  public static func configuredPath(_ vault: Vault, home: String?) throws(QuireKitError) -> String? {
    guard let path = vault.config.icsExport else { return nil }
    if path.hasPrefix("/") { return path }
    if path.hasPrefix("~/"), let home { return home + String(path.dropFirst(1)) }
    return try NoteEditor(vault: vault).path(of: path)
  }
}
