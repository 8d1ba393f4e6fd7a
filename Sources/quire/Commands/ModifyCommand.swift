import ArgumentParser
import QuireCore
import QuireKit

/// `quire modify ID --due fri --tag +work ...`: change fields of one task's line in place.
struct ModifyCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "modify",
    abstract: "Change a task's fields in its line (due, scheduled, start, priority, text, tags, reminders, repeat).",
    discussion: """
      Only the fields named change; every other byte of the line and of the note stays, and the line \
      keeps its format (emoji or dataview). Dates may be phrases (docs/dates.md) and are written as \
      ISO dates. --text replaces the words before the fields and keeps the line's tags (remove one with \
      --tag -name). The id changes with the text (and, beside tasks with the same text, with the dates) unless \
      the task has its own 🆔; the new one is printed, and the old one still finds the task.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE.")
  var id: String?

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp("Change every task this Obsidian Tasks query shows (docs/queries.md).", valueName: "query"))
  var query: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Due date, with an optional time (docs/dates.md).", valueName: "date"))
  var due: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Scheduled date (docs/dates.md).", valueName: "date"))
  var scheduled: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Start date (docs/dates.md).", valueName: "date"))
  var start: String?

  @Option(help: ArgumentHelp("highest, high, medium, none, low or lowest (or 🔺 ⏫ 🔼 🔽 ⏬).", valueName: "priority"))
  var priority: String?

  @Option(help: ArgumentHelp("New words for the description; the line's tags stay.", valueName: "text"))
  var text: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp("+name adds the tag #name, -name removes it (repeatable).", valueName: "+tag|-tag"))
  var tag: [String] = []

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp("Add a reminder: 'tomorrow 9am', 'YYYY-MM-DD HH:MM' or '1h before'.", valueName: "when"))
  var remind: [String] = []

  @Flag(help: "Remove every reminder (with --remind: replace them).")
  var noRemind = false

  @Option(help: ArgumentHelp("The recurrence: an Obsidian Tasks phrase or an RRULE.", valueName: "rule"))
  var `repeat`: String?

  @Flag(help: "Remove the recurrence.")
  var noRepeat = false

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Set a field by name, its value as in a note: estimate=45m, dueTime=17:00, created=2026-11-01 (docs/syntax.md).",
      valueName: "field=value"))
  var sets: [String] = []

  @Option(
    name: .customLong("unset"),
    help: ArgumentHelp("Remove a field by name (any field --set takes).", valueName: "field"))
  var unsets: [String] = []

  @Flag(help: "Print the line before and after; write nothing.")
  var dryRun = false

  func validate() throws {
    if (id == nil) == (query == nil) { throw ValidationError("give the task's ID, or --where QUERY, not both") }
    if modification.isEmpty {
      throw ValidationError(
        "nothing to change: give --due, --scheduled, --start, --priority, --text, --tag, --remind, --no-remind, --repeat, --no-repeat, --set or --unset"
      )
    }
    if `repeat` != nil && noRepeat { throw ValidationError("--repeat and --no-repeat contradict each other") }
    try DateArgument.check(due, option: "--due")
    try DateArgument.check(scheduled, option: "--scheduled")
    try DateArgument.check(start, option: "--start")
  }

  var modification: TaskModification {
    var change = TaskModification()
    (change.due, change.scheduled, change.start, change.priority, change.text) = (due, scheduled, start, priority, text)
    (change.tags, change.reminders, change.removeReminders) = (tag, remind, noRemind)
    (change.recurrence, change.removeRecurrence) = (`repeat`, noRepeat)
    (change.sets, change.unsets) = (sets, unsets)
    return change
  }

  func run() throws {
    try withVault { context in
      let vault = context.vault
      if let query { return try modifyAll(query, in: context) }
      let task = try context.resolveTask(id ?? "")
      if VaultPath.isInside(task.file, folder: vault.config.folders.archive) {
        throw UserError(
          "\(task.file):\(task.line): the task is in the archive; move its line back to a note by hand to change it")
      }
      let result: TaskEditor.Modified
      do {
        result = try context.taskEditor.modify(
          task, modification, today: try context.today(), weekStart: vault.config.weekStart,
          plainLineFormat: vault.config.taskFormat, dryRun: dryRun)
      } catch {
        throw UserError("\(error)")
      }
      let place = "\(task.file):\(result.line)"
      // A byte-order mark starting the note is part of its first line, not something to show.
      let (before, after) = (
        String(result.before.trimmingPrefix("\u{FEFF}")), String(result.after.trimmingPrefix("\u{FEFF}"))
      )
      if dryRun {
        Output.line("before: \(place): \(before)")
        Output.line("after:  \(place): \(after)")
        Output.line("dry run: nothing was written")
        return
      }
      if result.after == result.before {
        Output.line("\(task.id) \(place) already reads so; nothing changed")
        return
      }
      Output.line("modified \(result.id) \(place): \(after)")
      // The task's own id, when its text or (beside tasks with the same text) its dates changed,
      // and those of the tasks with the same text (docs/syntax.md, "Task ids").
      for note in result.ids.lines { Output.line(note) }
    }
  }

  /// `--where`: every task the query shows outside the archive, modified alike in one pass.
  private func modifyAll(_ query: String, in context: VaultContext) throws {
    let vault = context.vault
    let (today, change) = (try context.today(), modification)
    let tasks = try BulkChange.tasks(query, in: context).filter {
      !VaultPath.isInside($0.file, folder: vault.config.folders.archive)
    }
    let lines: [TaskEditor.BulkLine]
    do {
      lines = try context.taskEditor.bulk(tasks, dryRun: dryRun) { task, line throws(QuireKitError) in
        switch change.apply(
          to: line, today: today, weekStart: vault.config.weekStart, plainFormat: vault.config.taskFormat)
        {
        case .success(let after): return ([after], 0)
        case .failure(let error): throw .editRefused("\(task.file):\(task.line)", error.description)
        }
      }
    } catch {
      throw UserError("\(error)")
    }
    BulkChange.report(lines, dryRun: dryRun)
  }
}
