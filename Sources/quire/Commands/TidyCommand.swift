import ArgumentParser
import QuireCore
import QuireKit

/// `quire tidy [--dry-run]`: rewrite the task lines whose Obsidian Tasks fields are hidden by a
/// token after them (`quire check`'s `hidden-plugin-fields`), so the plugin reads every field
/// (docs/obsidian-tasks-compat.md, "Writing").
struct TidyCommand: VaultCommand {
  /// Changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "tidy",
    abstract: "Move Quire's own fields before the Obsidian Tasks fields they hide, on the lines 'check' names.",
    discussion: """
      Only the lines 'quire check' reports as hidden-plugin-fields change, each rewritten in the \
      order Quire writes (Quire's fields right after the description, then the plugin's). Run \
      with --dry-run first to see them.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print each line before and after, and write nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let code = DiagnosticKind.Code.hiddenPluginFields.rawValue
      var lines: [String: [Int]] = [:]
      for d in context.reader.checked().diagnostics where d.code == code {
        if let line = d.line { lines[d.file, default: []].append(line) }
      }
      let tidied = try context.taskEditor.tidy(lines, dryRun: dryRun)
      if tidied.isEmpty {
        Output.line("no line hides a field from Obsidian Tasks")
        return
      }
      var rewritten = 0
      for entry in tidied {
        guard let after = entry.after else {
          Output.error(
            "\(entry.file):\(entry.line): left as it is: no order lets Obsidian Tasks read every field of it")
          continue
        }
        rewritten += 1
        Output.line("\(dryRun ? "would rewrite" : "rewrote") \(entry.file):\(entry.line)")
        Output.line("  - \(entry.before)")
        Output.line("  + \(after)")
      }
      Output.error("\(rewritten) line\(rewritten == 1 ? "" : "s") \(dryRun ? "would change" : "changed")")
      if !dryRun { context.notesChanged() }
    }
  }
}
