import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire vdir sync DIR`: two-way sync between the vault and one vdir collection.
struct VdirSyncCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Sync the vault with a vdir collection folder both ways (created if missing).",
    discussion: "Events and dated tasks go to DIR as one .ics file each; items completed, changed, added or "
      + "deleted there come back into the notes. Run 'vdirsyncer sync' before and after. See docs/phone.md.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The vdir collection folder (one .ics file per item).")
  var dir: String

  @Option(help: "The calendar new events from DIR go to: planner/<calendar>/ (default: the folder's name).")
  var calendar: String?

  @Flag(
    help:
      "Go on when most synced items are gone from one side (an emptied folder, say), removing them from the other.")
  var forceDelete = false

  func validate() throws {
    if let calendar, !Slug.isSlug(calendar) {
      throw ValidationError(
        "--calendar '\(calendar)' is not a calendar name; use lower-case letters, digits and '-' (such as '\(Slug.make(calendar, fallback: "phone"))')"
      )
    }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let folder = URL(fileURLWithPath: dir).standardizedFileURL.path
      let name = calendar ?? Slug.make(URL(fileURLWithPath: folder).lastPathComponent, fallback: "phone")
      var sync = VdirSync(
        vault: vault, templates: try root.templates(for: vault), folder: folder, calendar: name, now: try context.now())
      sync.forceDelete = forceDelete
      let report = sync.run()
      if global.json {
        try Output.orderedJSON(VdirSyncJSON(folder: folder, report))
        if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        return
      }
      for d in report.diagnostics { Output.error(d.formatted) }
      for change in report.vaultChanges { Output.line(change) }
      Output.line(
        "vdir \(dir): written \(report.written.count), removed \(report.removed.count), "
          + "changed in the vault \(report.vaultChanges.count), unchanged \(report.unchanged)"
          + (report.removalsWaiting > 0
            ? ", \(report.removalsWaiting) of a note gone from the vault removed at a sync \(VdirState.removalDelay) minutes from the first that saw it gone"
            : ""))
      if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
  }
}
