import ArgumentParser
import QuireKit

/// `quire export --json`: everything indexed, in the schema of README.md, "quire export --json".
struct ExportCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Print everything indexed as one JSON object (its schema: README.md).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      // JSON is the only export format; --json is accepted for symmetry with the listings.
      do {
        try JSONExport.stream(
          context.reader, defaultReminderTime: context.vault.config.defaultReminderTime, write: Output.write(bytes:))
      } catch {
        context.root.reporter.warn("\(error); the export stopped early, run it again")
      }
    }
  }
}
