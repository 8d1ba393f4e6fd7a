import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire journal [DATE]`: the day's note, created from the daily template when missing, then
/// opened in `$VISUAL`/`$EDITOR` on a terminal (its path printed otherwise).
struct JournalCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "journal",
    abstract: "Open the day's journal note (created from the daily template with the day's habits and tasks).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The day: YYYY-MM-DD or a phrase such as yesterday or fri (docs/dates.md; default: today).")
  var date: String?

  func validate() throws { try DateArgument.check(date, option: nil) }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let day = try date.map { try context.date($0, option: nil) } ?? today
      let contents = context.reader.dailyNoteContents(day)
      let plan = DailyNotePlan(date: day, habits: contents.habits, tasks: contents.tasks)
      let (path, _) = try NoteCreator(vault: vault, templates: try root.templates(for: vault)).dailyNote(plan)
      status = root.openOrPrint(path, absolute: vault.absolute(path))
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// `quire note`: `new TITLE` (a free note in `notes/` from the note template) and `list`.
struct NoteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "note", abstract: "Free notes.", subcommands: [NoteNewCommand.self, NoteListCommand.self])
}

/// `quire note new TITLE [--body TEXT]`.
struct NoteNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract:
      "Create notes/<title>.md from the note template and open it (an existing note is opened, not overwritten).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The note's title (its file name is made from it).")
  var title: String

  @Option(help: ArgumentHelp("Text for the note's body.", valueName: "text"))
  var body: String?

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let path = "\(vault.config.folders.notes)/\(NoteSlug.make(title)).md"
      var model: [String: Any] = [
        "title": YAMLText.escapedForDoubleQuotes(title), "date": today.description,
        "weekday": Weekday(of: today).name,
      ]
      if let body { model["body"] = body }
      let created = try NoteCreator(vault: vault, templates: try root.templates(for: vault))
        .create(path, template: "notes/note", model: model)
      if !created { Output.error("quire: note: \(path) exists already; it was not changed") }
      status = root.openOrPrint(path, absolute: vault.absolute(path))
    }
    if status != 0 { throw ExitCode(status) }
  }
}
