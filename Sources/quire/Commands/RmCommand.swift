import ArgumentParser
import QuireCore
import QuireKit

/// `quire rm ID`: move a task's line to `archive/YYYY-MM.md` (never lose it).
struct RmCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Move a task to the archive note of this month (archive/YYYY-MM.md).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The task: its id, a unique prefix of it, or FILE:LINE.")
  var id: String

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let task = try context.resolveTask(id)
      let archive = ArchivePlan.file(for: try context.today(), archiveFolder: vault.config.folders.archive)
      var ids: [TaskIDReport] = []
      let moved = try context.taskEditor.archive([archive: [task]], ids: &ids)
      Output.line("moved \(task.id) \(task.file):\(moved.first?.line ?? task.line) to \(archive)")
      // Tasks with the same text may get other ids (docs/syntax.md, "Task ids").
      for note in ids.flatMap(\.lines) { Output.line(note) }
    }
  }
}
