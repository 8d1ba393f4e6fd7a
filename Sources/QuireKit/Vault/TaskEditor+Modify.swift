import QuireCore

extension TaskEditor {
  /// A task line `modify` changed (or would change, on a dry run).
  public struct Modified: Sendable {
    /// The 1-based line the task was found on.
    public var line: Int
    /// The line before and after, without line endings.
    public var before: String
    public var after: String
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
      result = Modified(line: now.line, before: now.text, after: after)
      if dryRun || after == now.text { return nil }
      switch LineEditor.apply([LineEdit(line: now.line, expected: now.text, replacement: [after])], to: old) {
      case .success(let new): return new
      case .failure(let error): throw .editRefused(task.file, error.description)
      }
    }
    return result!
  }
}
