import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire deck rm NAME`.
struct DeckRmCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Move a deck to the archive folder (archive/decks/); nothing is deleted.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var name: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let deck = try deckErrors { try files.find(name, in: context.decks()) }
      let file = try deckErrors { try files.archive(deck) }
      Output.line("moved \(deck.file) to \(file)")
    }
  }
}
