import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the event an ID names, or fails with the candidates.
func resolveEvent(_ id: String, root: CompositionRoot, vault: Vault) throws -> EventItem {
  let events = root.eventsNamed(id, in: vault)
  switch EventID.resolve(
    id, in: events, plannerFolder: vault.config.folders.planner, archiveFolder: vault.config.folders.archive)
  {
  case .success(let event): return event
  case .failure(let error): throw UserError(error.description)
  }
}

/// `quire event edit ID`: opens the note in `$EDITOR` (or prints its path when not on a terminal).
struct EventEditCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit", abstract: "Open an event's note in $EDITOR (prints its path when not on a terminal).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's ID (as 'quire event list' shows it) or its file.")
  var id: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let e = try resolveEvent(id, root: root, vault: vault)
      let path = vault.absolute(e.file)
      let status = root.openOrPrint(e.line > 1 ? path + ":" + String(e.line) : path, absolute: path)
      if status != 0 {
        throw UserError("the editor exited with status \(status); \(e.file) is as it saved it")
      }
    }
  }
}
