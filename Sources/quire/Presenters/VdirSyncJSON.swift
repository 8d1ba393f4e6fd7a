import QuireCore
import QuireKit

/// `quire vdir sync DIR --json`: what the sync did.
struct VdirSyncJSON: Encodable {
  let folder: String
  /// Files written into the vdir.
  let written: [String]
  /// Files removed from the vdir.
  let removed: [String]
  /// Changes made in the vault, one line each.
  let vault: [String]
  let unchanged: Int
  /// Skipped files, conflicts, writes that failed.
  let diagnostics: [Diagnostic]

  init(folder: String, _ report: VdirSync.Report) {
    self.folder = folder
    written = report.written
    removed = report.removed
    vault = report.vaultChanges
    unchanged = report.unchanged
    diagnostics = report.diagnostics
  }
}
