import ArgumentParser
import QuireCore
import QuireKit

/// `quire add TEXT`: append a task to the inbox note (or `--to FILE`).
struct AddCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Append a task to the inbox note (or to --to FILE).")

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp(
      "The task's text. Its end may hold a date, 'every ...', !high, #tags and 'remind ...' (docs/quick-add.md).",
      valueName: "text"))
  var text: String

  @Flag(help: "Write the text as it is: read no date, recurrence, priority or reminder from it.")
  var literal = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Due date, with an optional time: YYYY-MM-DD, tomorrow, fri, 'next week', 'in 3 days', 'fri 17:00' (docs/dates.md).",
      valueName: "date"))
  var due: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp("A reminder: 'tomorrow 9am', 'YYYY-MM-DD HH:MM' or '1h before' (repeatable).", valueName: "when")
  )
  var remind: [String] = []

  @Option(help: ArgumentHelp("A recurrence: an Obsidian Tasks phrase or an RRULE.", valueName: "rule"))
  var `repeat`: String?

  @Option(help: ArgumentHelp("highest, high, medium, none, low or lowest.", valueName: "priority"))
  var priority: String?

  @Option(help: ArgumentHelp("A tag to add (repeatable).", valueName: "tag"))
  var tag: [String] = []

  @Option(help: ArgumentHelp("The vault-relative note to append to (default: the config's inbox).", valueName: "file"))
  var to: String?

  @Option(
    help: ArgumentHelp(
      "Notes: written indented below the task, a line for each line of the text (its VTODO's DESCRIPTION).",
      valueName: "text"))
  var notes: String?

  func run() throws {
    try withVault { context in
      let vault = context.vault
      var draft = TaskDraft(text: text)
      draft.due = due
      draft.reminders = remind
      draft.recurrence = `repeat`
      draft.priority = priority
      draft.tags = tag
      let today = try context.today()
      var quick: QuickAdd?
      if !literal {
        // An explicit option wins: the text's words for that field stay in the text.
        var skipping: Set<QuickAdd.Field> = []
        if due != nil { skipping.insert(.due) }
        if `repeat` != nil { skipping.insert(.recurrence) }
        if priority != nil { skipping.insert(.priority) }
        let parsed = QuickAdd.parse(text, today: today, weekStart: vault.config.weekStart, skipping: skipping)
        if parsed.tookAnything {
          quick = parsed
          switch parsed.applied(to: draft) {
          case .success(let value): draft = value
          case .failure(let error): throw UserError(error.description)
          }
        }
      }
      let fields: TaskFields
      switch draft.fields(today: today, weekStart: vault.config.weekStart) {
      case .success(let value): fields = value
      case .failure(let error): throw UserError(error.description)
      }
      let file = to ?? vault.config.inbox
      if let problem = VaultPath.noteTargetProblem(file, agendaFolder: vault.config.folders.agenda) {
        throw UserError("\(to == nil ? ".quire/config.yaml: inbox " : "--to ")'\(file)' \(problem)")
      }
      let line = vault.config.taskFormat.syntax.line(fields: fields)
      // Its notes below it (docs/syntax.md, "Task notes").
      let notesLines = TaskNotes.lines(for: notes ?? "", below: line)
      let (number, ids) = try context.taskEditor.append(file, lines: [line] + notesLines)
      Output.line("added \(ids.after[number] ?? "?") \(file):\(number)" + (quick.map { ": " + $0.summary } ?? ""))
      // A second task with the same text gives the first one another id (docs/syntax.md, "Task ids").
      for note in ids.lines { Output.line(note) }
    }
  }
}
