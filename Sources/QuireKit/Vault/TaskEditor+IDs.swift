import QuireCore

/// What a write did to the task ids of one note (`TaskIDLedger`), for the command to say.
public struct TaskIDReport: Sendable, Equatable {
  public var file: String
  /// The id of each task of the note after the write, by line.
  public var after: [Int: String]
  /// The ids that changed for tasks that stay in the note.
  public var changes: [TaskIDLedger.Change]

  public init(file: String, after: [Int: String] = [:], changes: [TaskIDLedger.Change] = []) {
    (self.file, self.after, self.changes) = (file, after, changes)
  }

  /// One line per change: "id changed: 1a2b3c4d is now 5e6f7a8b (notes/a.md:4)", or, for an id
  /// Quire refuses from now on, what to give instead.
  public var lines: [String] {
    changes.map { change in
      switch change {
      case .renamed(let from, let to, let line): "id changed: \(from) is now \(to) (\(file):\(line))"
      case .reused(let id, let line):
        "note: \(file):\(line) now has the id \(id), which named another task before; Quire refuses that id, so give \(file):\(line)"
      }
    }
  }
}

extension TaskEditor {
  /// The record of ids of this vault.
  var idStore: TaskIDStore { TaskIDStore(vault: editor.vault) }

  /// Records in the vault's `TaskIDLedger` what writing `new` over `old` does to the ids of the
  /// tasks of `file` (`map`: where the edited lines went). Call under the write lock, before
  /// the write: a command killed between the two leaves a record of an edit not made, which
  /// changes nothing (a recorded id its task still has is not refused), never the other way round.
  func recordIDs(_ file: String, old: [UInt8]?, new: [UInt8], map: LineMap) throws(QuireKitError) -> TaskIDReport {
    let parser = NoteParser(config: editor.vault.config)
    let (before, beforeText) = Self.tasks(of: file, old ?? [], parser)
    let (after, afterText) = Self.tasks(of: file, new, parser)
    var report = TaskIDReport(file: file, after: Dictionary(after.map { ($0.line, $0.id) }) { a, _ in a })
    let edit = TaskIDEdit(
      file: file, before: before, beforeText: beforeText, after: after, afterText: afterText, map: map)
    // Most writes change no id and give none that was not there: the record is not read.
    var probe = TaskIDLedger()
    let known = Set(before.lazy.filter { $0.fields.id == nil }.map(\.id))
    report.changes = probe.record(edit)
    let newIDs = after.contains { $0.fields.id == nil && !known.contains($0.id) }
    guard !probe.entries.isEmpty || newIDs else { return report }
    var ledger = idStore.load()
    let loaded = ledger
    report.changes = ledger.record(edit)
    if ledger.entries != loaded.entries { try idStore.save(ledger) }
    return report
  }

  /// The tasks of a note's bytes, and the text of their lines.
  private static func tasks(of file: String, _ bytes: [UInt8], _ parser: NoteParser) -> ([TaskItem], [Int: String]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let tasks = parser.parse(file: file, text: text).tasks
    let lines = SourceLines(text)
    var texts: [Int: String] = [:]
    for task in tasks where task.line <= lines.count { texts[task.line] = withoutLineEnding(String(lines[task.line])) }
    return (tasks, texts)
  }
}
