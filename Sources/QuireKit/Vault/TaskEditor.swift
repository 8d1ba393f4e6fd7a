import Foundation
import QuireCore

/// Changes tasks in their notes. Before any change it re-reads the note and checks that the
/// task's line still holds the task the index saw (same status and fields); if an editor
/// changed it meanwhile, nothing is written and the message says so (design.md §6).
public struct TaskEditor: Sendable {
  public let editor: NoteEditor

  public init(vault: Vault) { editor = NoteEditor(vault: vault) }

  /// A task's line as it is now, checked against what was indexed.
  public struct CurrentLine: Sendable {
    public var bytes: [UInt8]
    public var text: String
    public var parsed: ParsedTaskLine
  }

  /// Reads the task's line now and checks it is still the same task.
  public func current(_ task: TaskItem) throws(QuireKitError) -> CurrentLine {
    let path = try editor.path(of: task.file)
    guard let bytes = try AtomicWriter.read(path) else { throw .editRefused(task.file, "the file no longer exists") }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .editRefused(task.file, LineEditError.notUTF8.description)
    }
    let line = String(SourceLines(text)[task.line])
    guard let parsed = TaskLineParser.parse(line), parsed.status == task.status, parsed.fields == task.fields else {
      throw .editRefused(
        task.file,
        "line \(task.line) changed since it was read (it now reads '\(line)'); nothing was written, run the command again")
    }
    return CurrentLine(bytes: bytes, text: line, parsed: parsed)
  }

  /// Gives the task the status `status` (done, to do, cancelled, ...), editing only its line
  /// and inserting the next copy of a recurring task above it, as `quire done` does.
  ///
  /// - Parameter plainLineFormat: the vault's task format, for a line that has no fields yet.
  /// - Returns: what changed (`isUnchanged` when the task already had that status).
  @discardableResult
  public func setStatus(_ task: TaskItem, to status: TaskStatus, today: LocalDate, plainLineFormat: TaskFormat)
    throws(QuireKitError) -> TaskCompletion.Outcome
  {
    let now = try current(task)
    let outcome = TaskCompletion.setStatus(
      of: now.parsed, to: status, today: today, options: .init(plainLineFormat: plainLineFormat))
    if !outcome.isUnchanged {
      try editor.edit(
        task.file, [LineEdit(line: task.line, expected: now.text, replacement: outcome.lines.map(Self.withoutLineEnding))])
    }
    return outcome
  }

  /// A line without its trailing line break (the editor keeps the file's own).
  public static func withoutLineEnding(_ line: String) -> String {
    var s = Substring(line)
    if s.hasSuffix("\r\n") { s = s.dropLast(2) } else if s.hasSuffix("\n") || s.hasSuffix("\r") { s = s.dropLast() }
    return String(s)
  }

  /// Replaces the task's line by `transform(line)` (no lines removes it).
  /// - Returns: the lines written.
  @discardableResult
  public func replace(_ task: TaskItem, _ transform: (ParsedTaskLine) -> [String]) throws(QuireKitError) -> [String] {
    let now = try current(task)
    let lines = transform(now.parsed)
    try editor.edit(task.file, [LineEdit(line: task.line, expected: now.text, replacement: lines)])
    return lines
  }

  /// Moves tasks to an archive note: appends their lines there (under a `## <file>` heading
  /// when the archive's last heading names another file), then removes them from their notes.
  /// If a removal fails, the archive is put back as it was.
  public func archive(_ tasks: [TaskItem], to archiveFile: String) throws(QuireKitError) {
    let bySource = Dictionary(grouping: tasks, by: \.file)
    for source in bySource.keys.sorted() {
      let group = bySource[source]!.sorted { $0.line < $1.line }
      let lines = try group.map { task throws(QuireKitError) in try (task, current(task)) }
      let archivePath = try editor.path(of: archiveFile)
      let before = try AtomicWriter.read(archivePath)
      let heading = "## \(source)"
      let lastHeading = before.map { String(decoding: $0, as: UTF8.self) }.flatMap { text in
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
          .last { $0.hasPrefix("## ") }.map(String.init)
      }
      // A top-level item in the archive: the line without its indentation or quote markers.
      var appended = lastHeading == heading ? [] : (before == nil ? [heading, ""] : ["", heading, ""])
      appended += lines.map { String($0.1.text.dropFirst($0.1.parsed.prefix.count)) }
      let (_, after) = try editor.append(archiveFile, lines: appended)
      do {
        try editor.edit(source, lines.map { LineEdit(line: $0.0.line, expected: $0.1.text, replacement: []) })
      } catch {
        // Put the archive back: as it was, or gone if this made it.
        if let before {
          try? AtomicWriter.write(before, to: archivePath, expecting: after)
        } else if (try? AtomicWriter.read(archivePath)) == after {
          try? FileManager.default.removeItem(atPath: archivePath)
        }
        throw error
      }
    }
  }
}
