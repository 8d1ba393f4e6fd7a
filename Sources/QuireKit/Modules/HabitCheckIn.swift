import Foundation
import QuireCore

/// `quire habit check`: ticks or adds a habit check-in in the day's note, creating the note from
/// the daily template when it is missing (see ``HabitCheckPlan`` for the rules).
public struct HabitCheckIn: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// What happened.
  public struct Result: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var time: LocalTime?
    /// `ticked` (an open line), `added` (a new line) or `already` (nothing written).
    public var action: String
    public var createdNote: Bool
  }

  /// Checks in `habit` on `date` at `time` (or its next open slot). `contents` is the loaded vault.
  public func check(_ habit: Habit, time: LocalTime?, date: LocalDate, contents: VaultContents) throws -> Result {
    // Read, plan and write as one step: another check-in may land in the same note meanwhile.
    try VaultLock.holding(vault) { try checkUnlocked(habit, time: time, date: date, contents: contents) }
  }

  private func checkUnlocked(_ habit: Habit, time: LocalTime?, date: LocalDate, contents: VaultContents) throws
    -> Result
  {
    let plan = DailyNotePlan(date: date, habits: contents.habits, tasks: contents.tasks)
    let (path, created) = try NoteCreator(vault: vault, templates: templates).dailyNote(plan)
    let editor = NoteEditor(vault: vault)
    guard let bytes = try AtomicWriter.read(try editor.path(of: path)) else {
      throw QuireKitError.writeFailed(path, "the file no longer exists")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let note = NoteParser(config: vault.config).parse(file: path, text: text)
    // The day's check-ins: those of the vault, with this note's own as read now.
    let checkins = contents.checkins.filter { $0.file != path } + note.checkins
    switch HabitCheckPlan.plan(habit, time: time, date: date, text: text, note: note, allCheckins: checkins) {
    case .alreadyDone(let t):
      return Result(file: path, line: nil, time: t, action: "already", createdNote: created)
    case .edit(let edit, let t):
      try editor.edit(path, [edit])
      let ticked = edit.replacement.count == 1
      return Result(
        file: path, line: ticked ? edit.line : edit.line + edit.replacement.count - 1, time: t,
        action: ticked ? "ticked" : "added", createdNote: created)
    case .append(let lines, let t):
      let (line, _) = try editor.append(path, lines: lines)
      return Result(file: path, line: line, time: t, action: "added", createdNote: created)
    }
  }
}
