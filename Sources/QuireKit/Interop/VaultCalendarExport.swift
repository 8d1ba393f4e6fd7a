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

  /// The document for `vault` at the moment `now` (its DTSTAMP), of what `reader` reads.
  public func document(_ vault: Vault, reader: any VaultReader, now: LocalDateTime) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try stream(vault, reader: reader, now: now) { bytes += $0 }
    return bytes
  }

  /// Writes the document for `vault` to `write` in pieces. The notes `reader` reads come batch
  /// by batch and each note's components are made on the core that read it; they are spooled
  /// until the last note is read, since the VTIMEZONEs come first and cover every year written.
  /// Memory holds a batch, not the vault. Throws only when the spool cannot be read back,
  /// after the document's start was written.
  public func stream(
    _ vault: Vault, reader: any VaultReader, now: LocalDateTime, write: ([UInt8]) -> Void
  ) throws {
    let export = calendar(vault, now: now)
    let spool = SpoolFile()
    var events: [SpoolFile.Piece] = []
    var tasks: [SpoolFile.Piece] = []
    var zones = ICalendarExport.ZoneYears()
    var usedUIDs = Set<String>()
    reader.forEachResolvedNote(transform: { note -> NoteComponents in
      // Imported UIDs are given out in path order, so those notes wait for the caller's turn.
      if ICalendarExport.needsOrder(note.events) { return .inOrder(note.events, note.tasks) }
      var unused = Set<String>()
      return .made(export.components(events: note.events, tasks: note.tasks, usedUIDs: &unused))
    }) { batch in
      var part = ICalendarExport.Part()
      for note in batch {
        let made: ICalendarExport.Part
        switch note {
        case .made(let p): made = p
        case .inOrder(let e, let t): made = export.components(events: e, tasks: t, usedUIDs: &usedUIDs)
        }
        part.events += made.events
        part.tasks += made.tasks
        part.zones.merge(made.zones)
      }
      if !part.events.isEmpty { events.append(spool.append(part.events)) }
      if !part.tasks.isEmpty { tasks.append(spool.append(part.tasks)) }
      zones.merge(part.zones)
    }
    let holidays = export.holidayComponents()
    zones.merge(holidays.zones)
    write(export.head(zones))
    for piece in events { write(try spool.read(piece)) }
    write(holidays.events)
    for piece in tasks { write(try spool.read(piece)) }
    write(ICalendarExport.tail)
  }

  /// One note's components, or its items when they must be made in path order.
  private enum NoteComponents: Sendable {
    case made(ICalendarExport.Part)
    case inOrder([EventItem], [TaskItem])
  }

  /// The export's settings for `vault` at `now`.
  private func calendar(_ vault: Vault, now: LocalDateTime) -> ICalendarExport {
    var export = ICalendarExport(
      calendarName: URL(fileURLWithPath: vault.root).lastPathComponent,
      tzid: vault.config.timeZone,
      zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)),
      now: now, from: from, to: to, includeTasks: includeTasks, holidays: holidays,
      defaultReminderTime: vault.config.defaultReminderTime)
    export.archiveFolder = vault.config.folders.archive
    export.zones = FoundationZoneDirectory()
    return export
  }

  /// Writes the document to `path` (absolute) atomically, unless the file already holds the
  /// same calendar: only DTSTAMP (the moment of the export) may differ, so a calendar that
  /// subscribes to the file sees a change only when an item changed. Returns whether it wrote.
  @discardableResult
  public func write(
    _ vault: Vault, reader: any VaultReader, now: LocalDateTime, to path: String
  ) throws(QuireKitError) -> Bool {
    let bytes: [UInt8]
    do {
      bytes = try document(vault, reader: reader, now: now)
    } catch {
      throw .writeFailed(path, "\(error)")
    }
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
