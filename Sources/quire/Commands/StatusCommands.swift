import ArgumentParser
import QuireCore
import QuireKit

/// `quire done ID`: mark a task done (✅ today); a recurring task gets its next copy above it.
struct DoneCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "done", abstract: "Mark a task done; a recurring task gets its next copy on the line above.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE.")
  var id: String?

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp("Mark every task this Obsidian Tasks query shows done (docs/queries.md).", valueName: "query"))
  var query: String?

  @Flag(help: "With --where: print each line before and after; write nothing.")
  var dryRun = false

  func validate() throws {
    if (id == nil) == (query == nil) { throw ValidationError("give the task's ID, or --where QUERY, not both") }
    if dryRun && query == nil { throw ValidationError("--dry-run goes with --where") }
  }

  func run() throws {
    try withVault { context in
      if let query { return try completeAll(query, dryRun: dryRun, in: context) }
      try changeStatus(id ?? "", to: .done, in: context)
    }
  }
}

/// `done --where`: every open task the query shows, done as `quire done` does each one (its
/// next copy when it recurs), in one pass.
private func completeAll(_ query: String, dryRun: Bool, in context: VaultContext) throws {
  let vault = context.vault
  let today = try context.today()
  let settings = vault.config.tasks
  let options = settings.completionOptions(plainLineFormat: vault.config.taskFormat)
  let tasks = try BulkChange.tasks(query, in: context).filter {
    !$0.status.isClosed && !VaultPath.isInside($0.file, folder: vault.config.folders.archive)
  }
  let lines: [TaskEditor.BulkLine]
  do {
    lines = try context.taskEditor.bulk(tasks, dryRun: dryRun) { task, line in
      var line = line
      line.status = settings.statuses.status(line.status.symbol)
      let outcome = TaskCompletion.setStatus(
        of: line, to: settings.statuses.target(.done, from: line.status), today: today, options: options)
      if outcome.isUnchanged { return nil }
      let copyAbove = outcome.nextCopy != nil && !options.recurrenceOnNextLine
      return (outcome.lines, outcome.task == nil ? nil : (copyAbove ? 1 : 0))
    }
  } catch {
    throw UserError("\(error)")
  }
  BulkChange.report(lines, dryRun: dryRun)
}

/// `quire undo ID`: back to to-do (the done or cancelled date goes).
struct UndoCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo", abstract: "Set a done or cancelled task back to to-do.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE.")
  var id: String

  func run() throws { try withVault { try changeStatus(id, to: .todo, in: $0) } }
}

/// `quire cancel ID`: mark a task cancelled (❌ today).
struct CancelCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Mark a task cancelled.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE.")
  var id: String

  func run() throws { try withVault { try changeStatus(id, to: .cancelled, in: $0) } }
}

/// Gives the task `query` names the status `status`, editing only its line (and inserting the
/// next copy of a recurring task above it), and says what happened.
private func changeStatus(_ query: String, to kind: TaskStatus.Kind, in context: VaultContext) throws {
  let vault = context.vault
  let today = try context.today()
  let task = try context.resolveTask(query)
  // The next status in the task's cycle when it is of that kind, else the vault's first of that
  // kind: `[x]`, `[ ]`, `[-]` unless its statuses say otherwise.
  let status = vault.config.tasks.statuses.target(kind, from: task.status)
  let change: TaskEditor.StatusChange
  do {
    change = try context.taskEditor.changeStatus(
      task, to: status, today: today, plainLineFormat: vault.config.taskFormat)
  } catch {
    throw UserError("\(error)")
  }
  let (outcome, line) = (change.outcome, change.line)
  let verb = [.done: "done", .todo: "to do", .cancelled: "cancelled"][kind] ?? status.symbol
  if outcome.isUnchanged {
    Output.line("\(task.id) \(task.file):\(line) is already \(verb); nothing changed")
    return
  }
  // The next copy goes on the line above; each line is shown with its id now (docs/syntax.md,
  // "Task ids": a recurring task without dates leaves its id to its copy).
  let own = outcome.nextCopy != nil && outcome.task != nil ? line + 1 : line
  let id = outcome.task == nil ? task.id : change.ids.after[own] ?? task.id
  Output.line("\(verb): \(id) \(task.file):\(own) \(task.fields.description)")
  if let copy = outcome.nextCopy {
    let copyID = change.ids.after[line].map { "\($0) " } ?? ""
    Output.line("next: \(TaskEditor.withoutLineEnding(copy)) (\(copyID)\(task.file):\(line))")
  }
  if let reason = outcome.noNextCopy { Output.error("quire: warning: \(task.file):\(line): no next copy: \(reason)") }
  switch outcome.removedCopy {
  case true?: Output.line("removed the next copy its completion made: \(outcome.copyToUndo ?? "")")
  case false?:
    Output.line(
      "the line above is not the next copy its completion would have made (\(outcome.copyToUndo ?? "")): changed, moved or never made, so it was kept; remove a copy you do not want by hand"
    )
  case nil: break
  }
  for note in change.ids.lines { Output.line(note) }
}
