import QuireCore

extension TaskEditor {
  /// A task line `modify` changed (or would change, on a dry run).
  public struct Modified: Sendable {
    /// The 1-based line the task was found on.
    public var line: Int
    /// The line before and after, without line endings.
    public var before: String
    public var after: String
    /// The task's id as the note reads after the change (on a dry run, as it would read): it
    /// follows the description (and, beside tasks with the same text, the dates) unless the
    /// task has a `🆔` (docs/syntax.md, "Task ids").
    public var id: String
    /// What the change did to the ids of the note's tasks (nothing on a dry run).
    public var ids: TaskIDReport
  }

  /// Changes fields of `task`'s line as `modification` says, under the write lock, with the same
  /// re-read and check as ``setStatus(_:to:today:plainLineFormat:)``: the task is found again in
  /// the bytes on disk (``locate(_:in:excluding:)``), only its line changes, and the note is
  /// written atomically. With `dryRun` nothing is written.
  public func modify(
    _ task: TaskItem, _ modification: TaskModification, today: LocalDate, weekStart: Int, plainLineFormat: TaskFormat,
    dryRun: Bool = false
  ) throws(QuireKitError) -> Modified {
    var result: Modified?
    try editor.update(task.file) { old throws(QuireKitError) -> [UInt8]? in
      guard let old else { throw .editRefused(task.file, "the file no longer exists") }
      let now = try Self.locate(task, in: old)
      let after: String
      switch modification.apply(to: now.parsed, today: today, weekStart: weekStart, plainFormat: plainLineFormat) {
      case .success(let line): after = line
      case .failure(let error): throw .editRefused("\(task.file):\(now.line)", error.description)
      }
      guard after != now.text else {
        result = Modified(
          line: now.line, before: now.text, after: after, id: task.id, ids: TaskIDReport(file: task.file))
        return nil
      }
      switch LineEditor.apply([LineEdit(line: now.line, expected: now.text, replacement: [after])], to: old) {
      case .success(let new):
        var modified = Modified(
          line: now.line, before: now.text, after: after, id: id(at: now.line, in: new, of: task),
          ids: TaskIDReport(file: task.file))
        if !dryRun {
          var map = LineMap()
          map.replace(now.line, by: 1, goesOn: LineMap.Place(line: now.line, index: 0))
          modified.ids = try recordIDs(task.file, old: old, new: new, map: map)
        }
        result = modified
        return dryRun ? nil : new
      case .failure(let error): throw .editRefused(task.file, error.description)
      }
    }
    return result!
  }

  /// The id of the task on `line` of the note `bytes` (the note as edited), parsed alone: an id
  /// depends on the tasks of its own note only.
  private func id(at line: Int, in bytes: [UInt8], of task: TaskItem) -> String {
    let note = NoteParser(config: editor.vault.config).parse(
      file: task.file, text: String(decoding: bytes, as: UTF8.self))
    return note.tasks.first { $0.line == line }?.id ?? task.id
  }
}
