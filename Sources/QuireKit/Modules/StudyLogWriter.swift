import Foundation
import QuireCore

/// Writes a finished study phase into the day's note (`- 14:00–14:25 Study [study:: 25m]`), at
/// the end of its `## Day planner` section (else at the end of the note); the note is created
/// from the daily template when missing. Only that line is added; every other byte stays.
public struct StudyLogWriter: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// Logs the phase (for `course`, tagged with it); returns the note's path and the line written.
  public func log(from: LocalDateTime, to: LocalDateTime, course: String? = nil, contents: VaultContents) throws -> (
    file: String, line: Int, text: String
  ) {
    try VaultLock.holding(vault) { try logUnlocked(from: from, to: to, course: course, contents: contents) }
  }

  private func logUnlocked(from: LocalDateTime, to: LocalDateTime, course: String?, contents: VaultContents) throws -> (
    file: String, line: Int, text: String
  ) {
    let plan = DailyNotePlan(date: from.date, habits: contents.habits, tasks: contents.tasks)
    let (path, _) = try NoteCreator(vault: vault, templates: templates).dailyNote(plan)
    let editor = NoteEditor(vault: vault)
    guard let bytes = try AtomicWriter.read(try editor.path(of: path)) else {
      throw QuireKitError.writeFailed(path, "the file no longer exists")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let line = StudyLog.line(from: from, to: to, course: course)
    if let edit = NoteSection.insertion([line], under: "Day planner", in: text) {
      try editor.edit(path, [edit])
      return (path, edit.line + edit.replacement.count - 1, line)
    }
    let (number, _) = try editor.append(path, lines: [line])
    return (path, number, line)
  }
}
