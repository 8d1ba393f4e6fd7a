import Foundation
import QuireCore

/// `quire ics import`: an iCalendar file into event notes and an imported-tasks note
/// (docs/icalendar.md, "Import"), idempotent by UID.
///
/// Each note Quire writes carries `uid:` and `import_hash:` (``ImportHash``). A second import
/// of the same file finds every note by its UID and leaves it as it is; a changed event
/// replaces the note only when the note is still what Quire wrote (or with `force`); a note the
/// user edited is kept and reported. Nothing is ever deleted.
public struct CalendarImporter: Sendable {
  public let vault: Vault
  public let templates: TemplateSet
  /// Replace notes the user edited since the last import.
  public var force = false

  public init(vault: Vault, templates: TemplateSet, force: Bool = false) {
    self.vault = vault
    self.templates = templates
    self.force = force
  }

  /// What an import did.
  public struct Report: Sendable {
    /// Vault-relative paths of new notes (and of the tasks note when it was made).
    public var created: [String] = []
    /// Notes rewritten from a changed item.
    public var updated: [String] = []
    /// Items whose note already said the same.
    public var unchanged = 0
    /// Notes edited by the user since the import, not overwritten (without `force`).
    public var kept: [String] = []
    /// Archived notes (`quire event rm`) of events the file still holds: not imported again.
    public var removed: [String] = []
    /// The file's problems, and notes that could not be written.
    public var diagnostics: [Diagnostic] = []
    /// Counts of items by outcome (tasks counted one by one).
    public var createdCount = 0
    public var updatedCount = 0
    public var keptCount = 0

    /// How many items the file held that Quire could read.
    public var items: Int { createdCount + updatedCount + unchanged + keptCount }
  }

  /// Imports `bytes` (the file's contents; `label` names it in diagnostics) into `calendar`
  /// (`planner/<calendar>/`, tasks in `<notes>/<calendar>-tasks.md`).
  public func run(bytes: [UInt8], label: String, calendar: String) -> Report {
    // One import at a time, and no other Quire writer in between: the notes are found by UID
    // in the vault as read here.
    do {
      return try VaultLock.withLock(vault) { () throws(QuireKitError) -> Report in
        runLocked(bytes: bytes, label: label, calendar: calendar)
      }
    } catch {
      var report = Report()
      report.diagnostics.append(
        Diagnostic(file: label, line: nil, .importWrite(description: error.description)))
      return report
    }
  }

  private func runLocked(bytes: [UInt8], label: String, calendar: String) -> Report {
    var report = Report()
    // The event notes (found by UID) and the courses (a category naming one): no other record.
    let contents = VaultLoader(vault: vault).reader().contents([.events, .course])
    let zone = SystemClock.timeZone(for: vault.config)
    let reader = ICalendarImport(
      file: label, vaultZone: FoundationZoneRules(zone), zones: FoundationZoneDirectory(),
      defaultReminderTime: vault.config.defaultReminderTime,
      courses: Set(contents.courses.map { $0.code.lowercased() }),
      vaultZoneName: zone.identifier)
    let result = reader.read(bytes: bytes)
    report.diagnostics = result.diagnostics
    guard result.isCalendar else { return report }

    var known: [String: String] = [:]
    // Notes are found by UID wherever they are now (a note the user moved stays where it is).
    for e in contents.events where e.line <= 1 {
      guard let uid = e.uid else { continue }
      known[e.recurrenceID.map { uid + "#" + $0.description } ?? uid] = e.file
    }
    let writer = EventNoteWriter(vault: vault, templates: templates)
    let folder = writer.folder(calendar: calendar)
    // The folder listed once: asking the disk about `-2`, `-3`, ... for every note made an
    // import of N events with one title cost N²/2 look-ups.
    var names: FreeNoteNames? = FreeNoteNames(listing: vault.absolute(folder))
    for event in result.events {
      do {
        let text = try writer.render(event.note, hashed: true)
        if let file = known[event.key], VaultPath.isInside(file, folder: vault.config.folders.archive) {
          // Removed with `quire event rm`: not brought back.
          report.removed.append(file)
          report.unchanged += 1
        } else if let file = known[event.key] {
          try update(file, to: text, report: &report)
        } else {
          var slug = Slug.make(event.note.title)
          if let day = event.note.recurrenceID { slug = String(slug.prefix(49)) + "-" + day.description }
          // New notes: one fsync of the folder at the end instead of one per note.
          let file = try writer.create(text: text, folder: folder, slug: slug, syncFolder: false, names: &names)
          known[event.key] = file
          report.created.append(file)
          report.createdCount += 1
        }
      } catch {
        report.diagnostics.append(
          Diagnostic(file: label, line: event.line, .importWrite(description: error.description)))
      }
    }
    if !report.created.isEmpty { AtomicWriter.syncFolder(of: vault.absolute(folder + "/x.md")) }
    if !result.tasks.isEmpty {
      do {
        try importTasks(result.tasks, calendar: calendar, contentsConfig: vault.config, report: &report)
      } catch {
        report.diagnostics.append(
          Diagnostic(
            file: label, line: result.tasks[0].line, .importWrite(description: error.description))
        )
      }
    }
    return report
  }

  /// Brings the note at `file` to `text`, unless the user edited it since (then it is kept).
  func update(_ file: String, to text: String, report: inout Report) throws(QuireKitError) {
    let absolute = try NoteEditor(vault: vault).path(of: file)
    guard let old = try AtomicWriter.read(absolute) else { throw .writeFailed(file, "the file no longer exists") }
    if old == Array(text.utf8) {
      report.unchanged += 1
      return
    }
    guard force || ImportHash.isUnedited(String(decoding: old, as: UTF8.self)) else {
      report.kept.append(file)
      report.keptCount += 1
      return
    }
    try AtomicWriter.write(Array(text.utf8), to: absolute, expecting: old)
    report.updated.append(file)
    report.updatedCount += 1
  }

  // MARK: - Tasks

  /// The imported-tasks note of a calendar.
  public func tasksNote(calendar: String) -> String { vault.config.folders.notes + "/" + calendar + "-tasks.md" }

  func importTasks(
    _ tasks: [ICalendarImport.Task], calendar: String, contentsConfig config: VaultConfig, report: inout Report
  )
    throws(QuireKitError)
  {
    let file = tasksNote(calendar: calendar)
    let syntax = config.taskFormat.syntax
    let lines = tasks.map { syntax.line(status: $0.status, fields: $0.fields) }
    // Each task with its DESCRIPTION as notes lines below it (docs/syntax.md, "Task notes").
    let blocks = zip(tasks, lines).map { task, line in [line] + TaskNotes.lines(for: task.notes, below: line) }
    let title = "Tasks imported from " + calendar
    let plain =
      "---\ntype: note\ntitle: \"\(YAMLText.escapedForDoubleQuotes(title))\"\n---\n# \(title)\n\n"
      + blocks.joined().joined(separator: "\n") + "\n"
    let hashed = plain.replacingOccurrences(
      of: "\n---\n# ", with: "\n\(ImportHash.key): \(ImportHash.of(plain))\n---\n# ", options: [],
      range: plain.range(of: "\n---\n# "))
    let absolute = try NoteEditor(vault: vault).path(of: file)
    guard let old = try AtomicWriter.read(absolute) else {
      try FileManager.default.createDirectoryOrThrow(
        atPath: (absolute as NSString).deletingLastPathComponent, file: file)
      try AtomicWriter.write(Array(hashed.utf8), to: absolute, expecting: nil)
      report.created.append(file)
      report.createdCount += tasks.count
      return
    }
    let oldText = String(decoding: old, as: UTF8.self)
    // The tasks the note holds now, by 🆔, with their line text.
    let source = SourceLines(oldText)
    var present: [String: (line: Int, text: String)] = [:]
    for t in NoteParser(config: config).parse(file: file, text: oldText).tasks {
      if let id = t.fields.id { present[id] = (t.line, String(source[t.line]).trimmingTrailingCR()) }
    }
    if oldText == hashed {
      report.unchanged += tasks.count
      return
    }
    if !ImportHash.isUnedited(oldText) {
      // Edited by the user: only new tasks are added; changed ones are replaced with --force.
      var edits: [LineEdit] = []
      var added: [String] = []
      var addedTasks = 0
      var changed = false
      for (i, (task, line)) in zip(tasks, lines).enumerated() {
        guard let id = task.fields.id, let now = present[id] else {
          added += blocks[i]
          addedTasks += 1
          continue
        }
        if now.text == line {
          report.unchanged += 1
        } else if force {
          edits.append(LineEdit(line: now.line, expected: now.text, replacement: [line]))
          report.updatedCount += 1
          changed = true
        } else {
          report.keptCount += 1
          if !report.kept.contains(file) { report.kept.append(file) }
        }
      }
      if !edits.isEmpty { try NoteEditor(vault: vault).edit(file, edits) }
      if !added.isEmpty {
        try NoteEditor(vault: vault).append(file, lines: added)
        report.createdCount += addedTasks
        changed = true
      }
      if changed { report.updated.append(file) }
      return
    }
    // Still as Quire wrote it: rewritten whole.
    for (task, line) in zip(tasks, lines) {
      if let id = task.fields.id, let now = present[id] {
        if now.text == line { report.unchanged += 1 } else { report.updatedCount += 1 }
      } else {
        report.createdCount += 1
      }
    }
    try AtomicWriter.write(Array(hashed.utf8), to: absolute, expecting: old)
    report.updated.append(file)
  }
}

extension FileManager {
  fileprivate func createDirectoryOrThrow(atPath path: String, file: String) throws(QuireKitError) {
    do {
      try createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(file, error.localizedDescription)
    }
  }
}

extension String {
  fileprivate func trimmingTrailingCR() -> String { hasSuffix("\r") ? String(dropLast()) : self }
}
