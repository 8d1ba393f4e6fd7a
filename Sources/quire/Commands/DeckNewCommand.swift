import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire deck new NAME`.
struct DeckNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create a deck in decks/ from the template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name.")
  var name: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let templates = try root.templateSet(for: vault)
      let file = try deckErrors {
        try DeckFiles(vault: vault).create(name, existing: context.decks(), templates: templates)
      }
      Output.line("created \(file)")
    }
  }
}
