import ArgumentParser
import QuireKit

/// `quire export --json`: everything indexed, in the schema of design.md §3.1.
struct ExportCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Print everything indexed as one JSON object (design.md §3.1).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      // JSON is the only export format; --json is accepted for symmetry with the listings.
      VaultLoader(vault: context.vault).export(write: Output.write(bytes:))
    }
  }
}
