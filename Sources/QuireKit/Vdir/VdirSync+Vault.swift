import Foundation
import QuireCore

extension VdirSync {
  // MARK: - The vdir's changes into the vault

  /// Applies a new or changed vdir item to the vault; `false` (and a warning) when it could not be.
  func apply(_ d: VdirSide, to v: VaultSide?, uid: String, state: inout VdirState, report: inout Report) -> Bool {
    guard let item = d.model?.item else { return false }
    do throws(QuireKitError) {
      switch item {
      case .task(let task):
        if let v, let current = v.task, case .task(let before)? = v.model?.item {
          try change(current, from: before, to: task, report: &report)
        } else {
          try add(task, uid: uid, fileName: d.name, state: &state, report: &report)
        }
      case .event(var note):
        note.uid = uid
        let writer = EventNoteWriter(vault: vault, templates: templates)
        let file: String
        if let v, let event = v.event {
          // A note is rewritten whole only as Quire wrote it (its `import_hash` still matches):
          // a note the person wrote or edited keeps every byte, and the other side's version
          // becomes a conflict copy (the vault's is written back there).
          guard try isAsQuireWroteIt(event.file) else { return keepConflictCopy(d, vault: v, report: &report) }
          try replace(event.file, with: writer.render(note, hashed: true), event: event, report: &report)
          file = event.file
        } else {
          file = try writer.create(
            text: try writer.render(note, hashed: true), folder: writer.folder(calendar: calendar),
            slug: Slug.make(note.title))
          report.vaultChanges.append("created \(file)")
          state.items[uid] = VdirState.Entry(
            kind: .event, fileName: d.name, vaultHash: "", vdirHash: d.hash, note: file)
        }
        try applyOverrides(
          d.model?.overrides ?? [], uid: uid, beside: file, existing: v?.overrides ?? [], report: &report)
      }
      return true
    } catch {
      report.diagnostics.append(
        Diagnostic(
          file: d.name, line: nil, .importWrite(description: error.description + "; tried again at the next sync"))
      )
      return false
    }
  }

  /// Whether the note `file` is still exactly as Quire last wrote it (``ImportHash``).
  func isAsQuireWroteIt(_ file: String) throws(QuireKitError) -> Bool {
    let absolute = try NoteEditor(vault: vault).path(of: file)
    guard let bytes = try AtomicWriter.read(absolute) else { return false }
    return ImportHash.isUnedited(String(decoding: bytes, as: UTF8.self))
  }

  /// Rewrites the note `file` with `text` (as `ics import` does), unless it already says that.
  /// The note must still hold `event` as the sync read it: an editor's save since is never overwritten.
  /// It is read once no program is writing it (``QuietReader``): an editor's save in progress is
  /// waited for, up to the lock's time limit, not read half-written.
  func replace(_ file: String, with text: String, event: EventItem, report: inout Report) throws(QuireKitError) {
    let absolute = try NoteEditor(vault: vault).path(of: file)
    let deadline = Date().addingTimeInterval(max(1, VaultLock.timeout(for: vault)))
    guard let old = try QuietReader.read(absolute, deadline: deadline) else {
      throw .editRefused(file, "the file no longer exists")
    }
    guard old != Array(text.utf8) else { return }
    let now = NoteParser(config: vault.config).parse(file: file, text: String(decoding: old, as: UTF8.self))
    guard let found = now.events.first(where: { $0.line <= 1 }), Self.sameFields(found, event) else {
      throw .editRefused(file, "changed since the sync read it")
    }
    try EventNoteWriter(vault: vault, templates: templates).replace(file, text: text, expected: old)
    report.vaultChanges.append("updated \(file)")
  }

  /// Whether two readings of an event note agree on what the sync reads of it (the body aside,
  /// which the index may keep trimmed).
  static func sameFields(_ a: EventItem, _ b: EventItem) -> Bool {
    var (x, y) = (a, b)
    (x.notes, y.notes) = ("", "")
    (x.line, y.line) = (0, 0)
    return x == y
  }

  /// A series' overrides as override notes beside its note (`<slug>-<day>.md`, `recurrence_id:`,
  /// as `ics import` writes them); an override note whose day is no longer overridden goes to the archive.
  func applyOverrides(
    _ overrides: [VdirModel.Override], uid: String, beside file: String, existing: [EventItem], report: inout Report
  ) throws(QuireKitError) {
    let writer = EventNoteWriter(vault: vault, templates: templates)
    var notes: [LocalDate: EventItem] = [:]
    for e in existing { if let day = e.recurrenceID { notes[day] = e } }
    let folder = (file as NSString).deletingLastPathComponent
    for o in overrides {
      var note = o.note
      note.uid = uid
      note.recurrenceID = o.day
      let text = try writer.render(note, hashed: true)
      if let e = notes.removeValue(forKey: o.day) {
        try replace(e.file, with: text, event: e, report: &report)
      } else {
        let slug = String(Slug.make(note.title).prefix(49)) + "-" + o.day.description
        let created = try writer.create(text: text, folder: folder, slug: slug)
        report.vaultChanges.append("created \(created)")
      }
    }
    for e in notes.values.sorted(by: { $0.file < $1.file }) {
      let moved = try writer.archive(e.file)
      report.vaultChanges.append("moved \(e.file) to \(moved) (deleted elsewhere)")
    }
  }

  /// A task changed elsewhere: its fields, then its status, as `quire modify` and `quire done` write them.
  func change(_ task: TaskItem, from before: ICalendarImport.Task, to after: ICalendarImport.Task, report: inout Report)
    throws(QuireKitError)
  {
    var change = VdirTaskChange(vault: before, vdir: after)
    let editor = TaskEditor(vault: vault)
    var current = task
    if let line = TaskLineParser.parse(Self.text(of: task)), change.isRollover(of: line, today: now.date) {
      change = VdirTaskChange(vault: before, vdir: before)
      change.status = .done
    }
    if change.changesFields || change.notes != nil {
      var refused = false
      let lines = try editor.replace(task, notes: change.notes) { parsed in
        guard let line = change.applyFields(to: parsed, plainFormat: vault.config.taskFormat) else {
          refused = true
          return [TaskEditor.withoutLineEnding(parsed.original)]
        }
        return [line]
      }
      if refused { throw .editRefused("\(task.file):\(task.line)", "the new SUMMARY would read as task fields") }
      if let line = lines.first, let parsed = TaskLineParser.parse(line) { current.fields = parsed.fields }
      report.vaultChanges.append("changed \(task.file):\(task.line) \(current.fields.description)")
      CrashPoint.reach(.betweenTaskWrites)
    }
    if let status = change.status {
      let (outcome, line) = try editor.setStatus(
        current, to: status, today: now.date, plainLineFormat: vault.config.taskFormat)
      if !outcome.isUnchanged {
        let word =
          switch status.kind {
          case .done: "done"
          case .cancelled: "cancelled"
          default: "reopened"
          }
        report.vaultChanges.append("\(word) \(task.file):\(line) \(current.fields.description)")
      }
    }
  }

  /// A new task from elsewhere: a line at the end of the inbox note, with its `🆔` (found again by it).
  func add(_ task: ICalendarImport.Task, uid: String, fileName: String, state: inout VdirState, report: inout Report)
    throws(QuireKitError)
  {
    let line = vault.config.taskFormat.syntax.line(status: task.status, fields: task.fields)
    let inbox = vault.config.inbox
    let (at, _) = try NoteEditor(vault: vault).append(
      inbox, lines: [line] + TaskNotes.lines(for: task.notes, below: line))
    report.vaultChanges.append("added \(inbox):\(at) \(task.fields.description)")
    var entry = VdirState.Entry(kind: .task, fileName: fileName, vaultHash: "", vdirHash: "", note: inbox)
    entry.line = at
    entry.text = line
    entry.taskID = task.fields.id
    state.items[uid] = entry
  }

  /// Removes an item deleted elsewhere: a task line to the archive note (`quire rm`), an event
  /// note to the archive folder (`quire event rm`).
  func remove(_ v: VaultSide, uid: String, report: inout Report) -> Bool {
    do throws(QuireKitError) {
      if let task = v.task {
        let archive = ArchivePlan.file(for: now.date, archiveFolder: vault.config.folders.archive)
        let moved = try TaskEditor(vault: vault).archive([archive: [task]])
        report.vaultChanges.append(
          "moved \(task.file):\(moved.first?.line ?? task.line) to \(archive) (deleted elsewhere)")
      } else if let event = v.event {
        let writer = EventNoteWriter(vault: vault, templates: templates)
        for note in [event] + v.overrides {
          let file = try writer.archive(note.file)
          report.vaultChanges.append("moved \(note.file) to \(file) (deleted elsewhere)")
        }
      }
      return true
    } catch {
      report.diagnostics.append(
        Diagnostic(file: v.note, line: v.task?.line, .importWrite(description: error.description)))
      return false
    }
  }

  /// The 1-based number of the line of `file` that reads `line`, if any.
  func existingLine(_ line: String, in file: String) throws(QuireKitError) -> Int? {
    guard let bytes = try AtomicWriter.read(try NoteEditor(vault: vault).path(of: file)) else { return nil }
    let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
    return (1...lines.count).first { lines[$0] == line }
  }

  /// The vault-relative path of a note in `folder` that holds exactly `text`, if any.
  func existingNote(_ text: String, in folder: String) throws(QuireKitError) -> String? {
    let absolute = try NoteEditor(vault: vault).path(of: folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
    return names.sorted().first { name in
      name.hasSuffix(".md") && (try? AtomicWriter.read(absolute + "/" + name)) == Array(text.utf8)
    }.map { folder + "/" + $0 }
  }

  /// Keeps the vdir's version of an item that also changed (or went) in the vault: an event as a
  /// note in `planner/conflicts/`, a task as a line marked `#conflict` at the end of the inbox.
  func keepConflictCopy(_ d: VdirSide, vault v: VaultSide?, report: inout Report) -> Bool {
    let what = v.map { "\($0.note)\($0.task.map { ":\($0.line)" } ?? "")" } ?? "an item removed from the vault"
    do throws(QuireKitError) {
      let copy: String
      switch d.model?.item {
      case nil: return false
      case .task(let task)?:
        var fields = task.fields
        fields.id = nil
        fields.description += " #conflict"
        let line = vault.config.taskFormat.syntax.line(status: task.status, fields: fields)
        // A sync killed after it kept the copy and before it recorded that finds it again.
        var at = try existingLine(line, in: vault.config.inbox)
        if at == nil {
          at = try TaskEditor(vault: vault).append(
            vault.config.inbox, lines: [line] + TaskNotes.lines(for: task.notes, below: line)
          ).0
        }
        copy = "\(vault.config.inbox):\(at!) (marked #conflict)"
      case .event(var note)?:
        note.uid = nil
        let writer = EventNoteWriter(vault: vault, templates: templates)
        let text = try writer.render(note)
        if let kept = try existingNote(text, in: conflictsFolder) {
          copy = kept
        } else {
          copy = try writer.create(text: text, folder: conflictsFolder, slug: Slug.make(note.title))
        }
      }
      report.diagnostics.append(
        Diagnostic(
          file: d.name, line: nil,
          .vdirConflict(
            description:
              "changed here (\(what)) and elsewhere since the last sync; the vault's version is synced, the other is kept in \(copy): merge what you want and delete the copy"
          )))
      return true
    } catch {
      report.diagnostics.append(
        Diagnostic(file: d.name, line: nil, .importWrite(description: error.description)))
      return false
    }
  }
}
