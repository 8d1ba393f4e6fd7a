import ArgumentParser
import QuireKit

/// `quire export --json`: everything indexed, in the schema of design.md §3.1.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Print everything indexed as one JSON object (design.md §3.1).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try reportingUserErrors {
      let vault = try CompositionRoot(options: global).vault()
      // JSON is the only export format; --json is accepted for symmetry with the listings.
      VaultLoader(vault: vault).export(write: Output.write(bytes:))
    }
  }
}
