import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire event rm ID`: moves the event's note to the archive folder.
struct EventRmCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Move an event's note to the archive folder (never deleted, never overwriting).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's ID (as 'quire event list' shows it) or its file.")
  var id: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let e = try resolveEvent(id, root: root, vault: vault)
      guard e.line <= 1 else {
        throw UserError("\(e.file):\(e.line): this event is a line in a daily note; delete or edit the line there")
      }
      let writer = EventNoteWriter(vault: vault, templates: try root.templates(for: vault))
      let target = try writer.archive(e.file)
      Output.line("moved \(e.file) to \(target)")
    }
  }
}
