import QuireCore

/// Changes to many tasks at once (`quire modify|done|snooze --where QUERY`, docs/queries.md,
/// "Bulk changes"): under one hold of the write lock, each note read once and all of its changed
/// lines written in one atomic write; nothing else in the notes changes.
extension TaskEditor {
  /// What one task's line became.
  public struct BulkLine: Sendable {
    public var task: TaskItem
    /// The line it was found on.
    public var line: Int
    public var before: String
    /// The lines written in its place (a next copy and the task; none: removed).
    public var after: [String]
  }

  /// A task's new lines, and which of them is the task itself (`nil`: it left the note).
  public typealias BulkChange = (lines: [String], task: Int?)

  /// Changes every task of `tasks` by `change` (given the task and its line as it is now; `nil`
  /// leaves it alone), note by note; `dryRun` computes the same and writes nothing.
  /// - Returns: the lines changed, in the order of `tasks`' notes and lines.
  public func bulk(
    _ tasks: [TaskItem], dryRun: Bool,
    _ change: (TaskItem, ParsedTaskLine) throws(QuireKitError) -> BulkChange?
  ) throws(QuireKitError) -> [BulkLine] {
    var order: [String] = []
    var byFile: [String: [TaskItem]] = [:]
    for task in tasks {
      if byFile[task.file] == nil { order.append(task.file) }
      byFile[task.file, default: []].append(task)
    }
    var out: [BulkLine] = []
    try VaultLock.withLock(editor.vault) { () throws(QuireKitError) in
      for file in order {
        var changed: [BulkLine] = []
        try editor.update(file) { old throws(QuireKitError) -> [UInt8]? in
          guard let old else { throw .editRefused(file, "the file no longer exists") }
          changed = []
          var taken = Set<Int>()
          var edits: [LineEdit] = []
          var map = LineMap()
          for task in byFile[file]! {
            let now = try Self.locate(task, in: old, excluding: taken)
            taken.insert(now.line)
            guard let result = try change(task, now.parsed) else { continue }
            let lines = result.lines.map(Self.withoutLineEnding)
            guard lines != [now.text] else { continue }
            edits.append(LineEdit(line: now.line, expected: now.text, replacement: lines))
            map.replace(
              now.line, by: lines.count, goesOn: result.task.map { LineMap.Place(line: now.line, index: $0) })
            changed.append(BulkLine(task: task, line: now.line, before: now.text, after: lines))
          }
          guard !edits.isEmpty, !dryRun else { return nil }
          edits.sort { $0.line < $1.line }
          let new = try Self.apply(edits, to: old, file: file)
          _ = try recordIDs(file, old: old, new: new, map: map)
          return new
        }
        out += changed.sorted { $0.line < $1.line }
      }
    }
    return out
  }
}
