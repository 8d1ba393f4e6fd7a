import ArgumentParser
import QuireCore
import QuireKit

/// `quire archive`: move done, cancelled and expired tasks of past months to the archive.
struct ArchiveCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "archive",
    abstract: "Move done, cancelled and expired tasks of past months to archive/YYYY-MM.md.")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Only list what would move.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let candidates = context.reader.archiveCandidates(skipping: [
        vault.config.folders.journal, vault.config.folders.archive,
      ])
      let plan = ArchivePlan.moves(candidates, today: try context.today(), folders: vault.config.folders)
      if plan.isEmpty {
        Output.line("nothing to archive")
        return
      }
      // Every month in one move: a note's lines all leave in one rewrite.
      var ids: [TaskIDReport] = []
      let moved =
        dryRun
        ? plan.keys.sorted().flatMap { archive in
          plan[archive]!.map { .init(task: $0, line: $0.line, archive: archive) }
        }
        : try context.taskEditor.archive(plan, ids: &ids)
      for entry in moved {
        let task = entry.task
        Output.line("\(dryRun ? "would move" : "moved") \(task.id) \(task.file):\(entry.line) to \(entry.archive)")
      }
      // Tasks with the same text may get other ids (docs/syntax.md, "Task ids").
      for note in ids.flatMap(\.lines) { Output.line(note) }
    }
  }
}
