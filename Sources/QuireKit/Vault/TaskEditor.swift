import Foundation
import QuireCore

/// Changes tasks in their notes, under the vault's write lock (docs/data-safety.md).
///
/// Every change re-reads the note and finds the task the index saw: at its line when that line
/// still holds the same task (same status and fields), else at the one line nearest to it that
/// does — another command may have added or removed lines above it since the index was read.
/// If no line holds it any more (an editor changed or removed it), nothing is written and the
/// message says so.
public struct TaskEditor: Sendable {
  public let editor: NoteEditor

  public init(vault: Vault) { editor = NoteEditor(vault: vault) }

  /// A task's line as it is now, checked against what was indexed.
  public struct CurrentLine: Sendable {
    /// The 1-based line the task is on now.
    public var line: Int
    public var text: String
    public var parsed: ParsedTaskLine
    /// The task's notes lines below it, as written (``TaskNotes``): lines `line + 1` on.
    public var notes: [Substring] = []

    /// Edits that remove the task's notes lines.
    var notesRemovals: [LineEdit] {
      notes.enumerated().map { i, text in LineEdit(line: line + 1 + i, expected: String(text), replacement: []) }
    }

    /// Edits that remove the task's line and its notes lines (a move to the archive). Two tasks
    /// never share a line: notes end at the next list item.
    var removals: [LineEdit] { [LineEdit(line: line, expected: text, replacement: [])] + notesRemovals }
  }

  /// Finds `task` in a note's current bytes.
  /// - Parameter taken: lines already claimed by other tasks of the same change (two identical
  ///   tasks are two lines).
  public static func locate(_ task: TaskItem, in bytes: [UInt8], excluding taken: Set<Int> = [])
    throws(QuireKitError) -> CurrentLine
  {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .editRefused(task.file, LineEditError.notUTF8.description)
    }
    let lines = SourceLines(text)
    func holdsTask(_ n: Int) -> CurrentLine? {
      guard n >= 1, n <= lines.count, !taken.contains(n) else { return nil }
      let line = TaskEditor.withoutLineEnding(String(lines[n]))
      guard let parsed = TaskLineParser.parse(line), parsed.status == task.status,
        parsed.fields == task.writtenFields
      else {
        return nil
      }
      var found = CurrentLine(line: n, text: line, parsed: parsed)
      found.notes = TaskNotes.lines(below: n, in: lines, under: TaskNotes.Indent(of: parsed))
      return found
    }
    if let here = holdsTask(task.line) { return here }
    // Nearest first, looking outwards from the old line.
    for distance in 1..<max(lines.count, 1) {
      if let found = holdsTask(task.line - distance) ?? holdsTask(task.line + distance) { return found }
      if task.line - distance < 1 && task.line + distance > lines.count { break }
    }
    let now = task.line <= lines.count ? TaskEditor.withoutLineEnding(String(lines[task.line])) : ""
    throw .editRefused(
      task.file,
      "line \(task.line) changed since it was read (it now reads '\(now)'); nothing was written, run the command again")
  }

  /// Gives the task the status `status` (done, to do, cancelled, ...), editing only its line
  /// and inserting the next copy of a recurring task above it, as `quire done` does.
  ///
  /// - Parameter plainLineFormat: the vault's task format, for a line that has no fields yet.
  /// - Returns: what changed (`isUnchanged` when the task already had that status) and the
  ///   line the task was found on.
  @discardableResult
  public func setStatus(_ task: TaskItem, to status: TaskStatus, today: LocalDate, plainLineFormat: TaskFormat)
    throws(QuireKitError) -> (outcome: TaskCompletion.Outcome, line: Int)
  {
    let change = try changeStatus(task, to: status, today: today, plainLineFormat: plainLineFormat)
    return (change.outcome, change.line)
  }

  /// What ``changeStatus(_:to:today:plainLineFormat:)`` did.
  public struct StatusChange: Sendable {
    public var outcome: TaskCompletion.Outcome
    /// The line the task was found on (after a next copy taken back: the line it is on now).
    public var line: Int
    /// The ids of the note's tasks after the change (the task's own, its next copy's) and the
    /// ids that changed (`TaskIDLedger`).
    public var ids: TaskIDReport
  }

  /// ``setStatus(_:to:today:plainLineFormat:)``, with what the change did to task ids.
  public func changeStatus(_ task: TaskItem, to status: TaskStatus, today: LocalDate, plainLineFormat: TaskFormat)
    throws(QuireKitError) -> StatusChange
  {
    var result: StatusChange?
    try editor.update(task.file) { old throws(QuireKitError) -> [UInt8]? in
      guard let old else { throw .editRefused(task.file, "the file no longer exists") }
      let now = try Self.locate(task, in: old)
      // The vault's statuses and completion settings (the Obsidian Tasks plugin's, or `tasks:`).
      let settings = editor.vault.config.tasks
      var line = now.parsed
      line.status = settings.statuses.status(line.status.symbol)
      var outcome = TaskCompletion.setStatus(
        of: line, to: settings.statuses.status(status.symbol), today: today,
        options: settings.completionOptions(plainLineFormat: plainLineFormat))
      result = StatusChange(outcome: outcome, line: now.line, ids: TaskIDReport(file: task.file))
      if outcome.isUnchanged { return nil }
      var edits = [LineEdit(line: now.line, expected: now.text, replacement: outcome.lines.map(Self.withoutLineEnding))]
      // The ticked line goes on as the task; a next copy (on the line above) is a new task,
      // unless it has the task's id (a recurring task without dates: it reads as the task did).
      var map = LineMap()
      let copy = outcome.nextCopy == nil ? nil : LineMap.Place(line: now.line, index: 0)
      map.replace(
        now.line, by: outcome.lines.count,
        goesOn: outcome.task == nil ? nil : LineMap.Place(line: now.line, index: copy == nil ? 0 : 1),
        sameIDOnly: copy.map { [$0] } ?? [], removal: "deleted when it was done (🏁 delete)")
      if let copy = outcome.copyToUndo {
        // Undoing a completion takes back the next copy it made (on the line above), when that
        // line is still exactly what the completion wrote; a copy changed since is kept.
        let lines = SourceLines(String(decoding: old, as: UTF8.self))
        let above = now.line - 1
        let found = above >= 1 && Self.withoutLineEnding(String(lines[above])) == copy
        if found {
          edits.insert(LineEdit(line: above, expected: copy, replacement: []), at: 0)
          map.replace(
            above, by: 0, sameIDOnly: [LineMap.Place(line: now.line, index: 0)],
            removal: "taken back when its completion was undone")
        }
        outcome.removedCopy = found
        result?.outcome = outcome
        result?.line = found ? now.line - 1 : now.line
      }
      let new = try Self.apply(edits, to: old, file: task.file)
      result?.ids = try recordIDs(task.file, old: old, new: new, map: map)
      return new
    }
    return result!
  }

  /// A line without its trailing line break (the editor keeps the file's own).
  public static func withoutLineEnding(_ line: String) -> String {
    var s = Substring(line)
    if s.hasSuffix("\r\n") { s = s.dropLast(2) } else if s.hasSuffix("\n") || s.hasSuffix("\r") { s = s.dropLast() }
    return String(s)
  }

  /// Replaces the task's line by `transform(line)` (no lines removes it).
  /// - Parameter notes: new notes for the task (``TaskNotes``): its notes lines are written
  ///   anew below the first new line (empty: they go); `nil` leaves them.
  /// - Returns: the lines written (the notes lines not among them).
  @discardableResult
  public func replace(_ task: TaskItem, notes: String? = nil, _ transform: (ParsedTaskLine) -> [String])
    throws(QuireKitError) -> [String]
  {
    var written: [String] = []
    try editor.update(task.file) { old throws(QuireKitError) -> [UInt8]? in
      guard let old else { throw .editRefused(task.file, "the file no longer exists") }
      let now = try Self.locate(task, in: old)
      written = transform(now.parsed)
      var map = LineMap()
      var edits: [LineEdit] = []
      var replacement = written
      if let notes, !written.isEmpty {
        replacement.insert(contentsOf: TaskNotes.lines(for: notes, under: TaskNotes.Indent(of: now.parsed)), at: 1)
        edits = now.notesRemovals
        for e in edits { map.replace(e.line, by: 0) }
      }
      edits.insert(LineEdit(line: now.line, expected: now.text, replacement: replacement), at: 0)
      let new = try Self.apply(edits, to: old, file: task.file)
      map.replace(
        now.line, by: replacement.count, goesOn: written.isEmpty ? nil : LineMap.Place(line: now.line, index: 0))
      _ = try recordIDs(task.file, old: old, new: new, map: map)
      return new
    }
    return written
  }

  /// Appends task lines to a note (`quire add`), creating it when missing, and records what
  /// they do to the ids of the note's other tasks (a second task with the same text).
  /// - Returns: the line of the first appended line and what the ids did.
  public func append(_ file: String, lines: [String]) throws(QuireKitError) -> (line: Int, ids: TaskIDReport) {
    var report = TaskIDReport(file: file)
    let new =
      try editor.update(file) { old throws(QuireKitError) -> [UInt8]? in
        let new = try Self.appending(lines, to: old, file: file)
        report = try recordIDs(file, old: old, new: new, map: LineMap())
        return new
      } ?? []
    // The appended lines are the last ones before the final (empty) line.
    return (SourceLines(String(decoding: new, as: UTF8.self)).count - lines.count, report)
  }

  /// Moves tasks to archive notes: `moves` maps an archive note to the tasks that go there
  /// (any number of notes and months at once). Their lines are appended to each archive note
  /// (under a `## <file>` heading when the note's last heading names another file), then
  /// removed from each source note in one rewrite. The move is on record in the write journal
  /// until it is done, so a killed run is finished by the next command: no line is lost or
  /// written twice (docs/data-safety.md).
  /// - Returns: each task with the line it was found on and the archive note it went to.
  @discardableResult
  public func archive(_ moves: [String: [TaskItem]]) throws(QuireKitError) -> [Moved] {
    var ids: [TaskIDReport] = []
    return try archive(moves, ids: &ids)
  }

  /// ``archive(_:)``, adding to `ids` what the move did to the task ids of each note it wrote.
  public func archive(_ moves: [String: [TaskItem]], ids: inout [TaskIDReport]) throws(QuireKitError) -> [Moved] {
    var reports: [TaskIDReport] = []
    let moved = try VaultLock.withLock(editor.vault) { () throws(QuireKitError) -> [Moved] in
      let plan = try plan(moves)
      // Destination first, then the sources: interrupted, the journal finishes it.
      try WriteJournal.recording(plan.entry) { () throws(QuireKitError) in
        for target in plan.targets {
          // Appended lines move no line above them; the record is written before the note.
          let before = try AtomicWriter.read(try editor.path(of: target.file))
          let after = try Self.appending(target.lines, to: before, file: target.file)
          reports.append(try recordIDs(target.file, old: before, new: after, map: LineMap()))
          try editor.append(target.file, lines: target.lines)
        }
        CrashPoint.reach(.afterTargets)
        for removal in plan.removals {
          let tasks = plan.moved.filter { $0.task.file == removal.file }
          try editor.update(removal.file) { old throws(QuireKitError) -> [UInt8]? in
            guard let old else { return nil }
            // Found again in the bytes now there (an editor may have saved since the first
            // read); a task no longer there was removed meanwhile and is only in the archive.
            var edits: [LineEdit] = []
            var map = LineMap()
            for moved in tasks {
              guard let now = try? Self.locate(moved.task, in: old, excluding: Set(edits.map(\.line))) else { continue }
              // The line and its notes go.
              for e in now.removals {
                edits.append(e)
                map.replace(e.line, by: 0, removal: "moved to \(moved.archive)")
              }
            }
            let new = try Self.apply(edits.sorted { $0.line < $1.line }, to: old, file: removal.file)
            reports.removeAll { $0.file == removal.file }
            reports.append(try recordIDs(removal.file, old: old, new: new, map: map))
            return new
          }
        }
      }
      return plan.moved
    }
    ids += reports
    return moved
  }

  /// What ``archive(_:)`` writes, computed from the notes as they are now; nothing is written.
  public struct ArchiveMove: Sendable {
    /// The lines each archive note gets.
    public var targets: [WriteJournal.Append]
    /// The lines each source note loses.
    public var removals: [WriteJournal.Removal]
    public var moved: [Moved]
    /// The record of the move in the write journal.
    public var entry: WriteJournal.Entry { .lines(targets: targets, sources: removals) }
  }

  /// Plans ``archive(_:)``: finds every task in its note as it is now.
  public func plan(_ moves: [String: [TaskItem]]) throws(QuireKitError) -> ArchiveMove {
    var sources: [String: [UInt8]] = [:]
    var located: [(moved: Moved, now: CurrentLine)] = []
    for archive in moves.keys.sorted() {
      for task in moves[archive]!.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
        if sources[task.file] == nil {
          let path = try editor.path(of: task.file)
          let deadline = Date().addingTimeInterval(max(1, VaultLock.timeout(for: editor.vault)))
          guard let bytes = try QuietReader.read(path, deadline: deadline) else {
            throw .editRefused(task.file, "the file no longer exists")
          }
          sources[task.file] = bytes
        }
        let taken = Set(located.filter { $0.moved.task.file == task.file }.map(\.now.line))
        let now = try Self.locate(task, in: sources[task.file]!, excluding: taken)
        located.append((Moved(task: task, line: now.line, archive: archive), now))
      }
    }
    // What each archive note gets.
    var targets: [WriteJournal.Append] = []
    for archive in Set(moves.keys).sorted() {
      let before = try AtomicWriter.read(try editor.path(of: archive))
      var appended: [String] = []
      var lastHeading = before.flatMap(Self.lastHeading)
      for (entry, now) in located where entry.archive == archive {
        let heading = "## \(entry.task.file)"
        if heading != lastHeading {
          appended += (before == nil && appended.isEmpty) ? [heading, ""] : ["", heading, ""]
          lastHeading = heading
        }
        // A top-level item in the archive: the line without its indentation or quote markers,
        // its notes lines indented under it as they were under the task.
        let line = String(now.text.dropFirst(now.parsed.prefix.count))
        appended.append(line)
        if !now.notes.isEmpty, let top = TaskLineParser.parse(line) {
          appended += TaskNotes.moved(now.notes, from: TaskNotes.Indent(of: now.parsed), to: TaskNotes.Indent(of: top))
        }
      }
      let after = try Self.appending(appended, to: before, file: archive)
      targets.append(
        WriteJournal.Append(
          file: archive, lines: appended, before: before.map(WriteJournal.hashText), after: WriteJournal.hashText(after)
        )
      )
    }
    // What each source loses, all in one rewrite.
    var removals: [WriteJournal.Removal] = []
    for file in Set(located.map(\.moved.task.file)).sorted() {
      let edits = located.filter { $0.moved.task.file == file }.flatMap(\.now.removals).sorted { $0.line < $1.line }
      let new = try Self.apply(edits, to: sources[file]!, file: file)
      removals.append(.init(file: file, edits: edits, after: WriteJournal.hashText(new)))
    }
    return ArchiveMove(targets: targets, removals: removals, moved: located.map(\.moved))
  }

  /// A task `archive` moved: the line it was found on, the archive note it went to.
  public struct Moved: Sendable {
    public var task: TaskItem
    public var line: Int
    public var archive: String

    public init(task: TaskItem, line: Int, archive: String) {
      self.task = task
      self.line = line
      self.archive = archive
    }
  }

  // MARK: - Helpers

  static func apply(_ edits: [LineEdit], to bytes: [UInt8], file: String) throws(QuireKitError) -> [UInt8] {
    switch LineEditor.apply(edits, to: bytes) {
    case .success(let new): return new
    case .failure(let error): throw .editRefused(file, error.description)
    }
  }

  private static func appending(_ lines: [String], to bytes: [UInt8]?, file: String) throws(QuireKitError) -> [UInt8] {
    switch LineEditor.append(lines, to: bytes ?? []) {
    case .success(let new): return new
    case .failure(let error): throw .editRefused(file, error.description)
    }
  }

  /// The last `## ` heading of a note, to continue its section instead of repeating it.
  private static func lastHeading(_ bytes: [UInt8]) -> String? {
    String(decoding: bytes, as: UTF8.self)
      .split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .last { $0.hasPrefix("## ") }.map(String.init)
  }
}
