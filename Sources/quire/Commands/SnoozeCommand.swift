import ArgumentParser
import QuireCore
import QuireKit

/// `quire snooze ID [DURATION|DATE-TIME]`: remind of a task again later, by moving the reminder
/// that fired last (or adding one) on its line (docs/watch.md, "Snoozing").
struct SnoozeCommand: VaultCommand {
  /// Changes a note: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "snooze",
    abstract: "Remind of a task again later (default: 1 hour after the reminder that fired, or from now).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE (or use --where).")
  var id: String?

  @Argument(
    help: ArgumentHelp(
      "How long (10m, 1h, 2d, 1w) or until when (18:00, 'tomorrow 9am'; docs/dates.md); default 1h.",
      valueName: "duration|date-time"))
  var when: String?

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp("Snooze every open task this Obsidian Tasks query shows (docs/queries.md).", valueName: "query"))
  var query: String?

  @Flag(help: "With --where: print each line before and after; write nothing.")
  var dryRun = false

  func validate() throws {
    // With --where, the one positional value is how long (`snooze --where 'due today' 2h`).
    if query == nil ? id == nil : (id != nil && when != nil) {
      throw ValidationError("give the task's ID, or --where QUERY, not both")
    }
    if dryRun && query == nil { throw ValidationError("--dry-run goes with --where") }
  }

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let now = try context.now()
      if let query { return try snoozeAll(query, now: now, in: context) }
      let task = try context.resolveTask(id ?? "")
      guard !task.status.isClosed else {
        let state = task.status.kind == .done ? "done" : "cancelled"
        throw UserError(
          "\(task.id) \(task.file):\(task.line) is \(state), so it reminds of nothing; 'quire undo \(task.id)' opens it again"
        )
      }
      let amount = try Snooze.amount(when, today: try context.today(), weekStart: vault.config.weekStart).orUserError()
      let ledger = ReminderStore(vaultRoot: vault.root).load { Output.error($0) }
      let fired = Snooze.lastFired(taskID: task.id, in: ledger)
      let target = try Snooze.target(amount, fired: fired, now: now).orUserError()
      do {
        try context.taskEditor.replace(task) { line in
          let fields = Snooze.fields(line.fields, fired: fired, target: target)
          return [
            TaskEditor.withoutLineEnding(
              line.edited(status: line.status, fields: fields, plainFormat: vault.config.taskFormat))
          ]
        }
      } catch {
        throw UserError("\(error)")
      }
      Output.line(
        "snoozed: \(task.id) \(task.file):\(task.line) \(task.fields.description) until \(target.date) \(target.time)")
    }
  }
}

extension SnoozeCommand {
  /// `--where`: every open task the query shows, each reminded again as `snooze` reminds one.
  private func snoozeAll(_ query: String, now: LocalDateTime, in context: VaultContext) throws {
    let vault = context.vault
    let amount = try Snooze.amount(when ?? id, today: try context.today(), weekStart: vault.config.weekStart)
      .orUserError()
    let ledger = ReminderStore(vaultRoot: vault.root).load { Output.error($0) }
    let tasks = try BulkChange.tasks(query, in: context).filter {
      !$0.status.isClosed && !VaultPath.isInside($0.file, folder: vault.config.folders.archive)
    }
    var targets: [String: (fired: LocalDateTime?, target: LocalDateTime)] = [:]
    for task in tasks {
      let fired = Snooze.lastFired(taskID: task.id, in: ledger)
      targets["\(task.file):\(task.line)"] = (fired, try Snooze.target(amount, fired: fired, now: now).orUserError())
    }
    let lines: [TaskEditor.BulkLine]
    do {
      lines = try context.taskEditor.bulk(tasks, dryRun: dryRun) { task, line in
        guard let (fired, target) = targets["\(task.file):\(task.line)"] else { return nil }
        let fields = Snooze.fields(line.fields, fired: fired, target: target)
        return ([line.edited(status: line.status, fields: fields, plainFormat: vault.config.taskFormat)], 0)
      }
    } catch {
      throw UserError("\(error)")
    }
    BulkChange.report(lines, dryRun: dryRun)
  }
}

extension Result where Failure == TaskDraftError {
  /// The value, or the error as a one-line user error (exit status 1).
  fileprivate func orUserError() throws -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw UserError(error.description)
    }
  }
}
