import QuireCore
import QuireKit

/// `--where QUERY` on `modify`, `done` and `snooze`: the tasks an Obsidian Tasks query shows,
/// changed at once (docs/queries.md, "Bulk changes").
enum BulkChange {
  /// The tasks `query` shows, or a one-line error naming its line.
  static func tasks(_ query: String, in context: VaultContext) throws -> [TaskItem] {
    let runner = VaultQuery(vault: context.vault, reader: context.reader, today: try context.today())
    switch runner.matching(query) {
    case .success(let tasks): return tasks
    case .failure(let refusal):
      throw UserError("--where\(refusal.line.map { ":\($0)" } ?? ""): \(refusal.oneLine); see docs/queries.md")
    }
  }

  /// Says every changed line, before and after, and how many: `would change` on a dry run.
  static func report(_ lines: [TaskEditor.BulkLine], dryRun: Bool) {
    for line in lines {
      Output.line("\(dryRun ? "would change" : "changed") \(line.task.file):\(line.line)")
      Output.line("  - \(line.before.trimmingPrefix("\u{FEFF}"))")
      for after in line.after { Output.line("  + \(after.trimmingPrefix("\u{FEFF}"))") }
    }
    let count = "\(lines.count) task\(lines.count == 1 ? "" : "s")"
    Output.error(dryRun ? "\(count) would change; nothing was written" : "\(count) changed")
  }
}
