import ArgumentParser
import QuireCore
import QuireKit

/// `quire conflicts merge FILE [--dry-run]`: a conflict copy's task changes brought into its note,
/// the copy moved to `.trash/` (docs/sync.md).
struct ConflictsMergeCommand: VaultCommand {
  /// Changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Bring a conflict copy's task changes into its note, then move the copy to .trash/.",
    discussion: """
      Ticks, new task lines and changed fields of the copy go into its note, each line once; a \\
      task the copy has open and the note closed stays closed, a field the copy lacks keeps the \\
      note's value, and nothing is removed. Other lines are not merged: when the copy has lines \\
      its note lacks, it stays where it is. Run with --dry-run first (docs/sync.md).
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The conflict copy (vault-relative, or a path to it).", valueName: "file"))
  var file: String

  @Flag(help: "Where a field is set to two values, take the copy's (else the note's stays).")
  var preferCopy = false

  @Flag(help: "Print what would change, and write nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let path = try QueryCommand.vaultPath(file, in: vault)
      let outcome = try ConflictMerger(vault: vault).merge(path, preferCopy: preferCopy, dryRun: dryRun)
      let original = outcome.copy.original
      for step in outcome.merge.steps {
        switch step.kind {
        case .changed: Output.line("\(original):\(step.line): \(step.detail)\n  \(step.text)")
        case .added: Output.line("\(original):\(step.line): after it, from the copy\n  \(step.text)")
        case .kept: Output.line("\(original):\(step.line): \(step.detail)\n  \(step.text)")
        }
      }
      let changed = outcome.merge.edits.isEmpty && outcome.merge.appended.isEmpty ? "nothing to bring in" : nil
      if let changed { Output.line("\(original): \(changed)") }
      let dry = dryRun ? " (dry run: nothing was written)" : ""
      if outcome.merge.keepsCopy {
        Output.error(
          "\(path): left in place: it still holds what \(original) lacks (other lines, or the values kept above); "
            + "compare them and delete it by hand"
            + dry)
      } else if let trashed = outcome.trashed {
        Output.error("\(path): moved to \(trashed)")
      } else if dryRun {
        Output.error("\(path): would be moved to .trash/ (dry run: nothing was written)")
      }
      if !dryRun { context.notesChanged() }
    }
  }
}
