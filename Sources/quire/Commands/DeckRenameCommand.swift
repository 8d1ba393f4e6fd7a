import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire deck rename OLD NEW`.
struct DeckRenameCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", abstract: "Rename a deck: its file and the name in its front matter.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's current name (or file name).")
  var old: String

  @Argument(help: "The new name.")
  var new: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let decks = context.decks()
      let deck = try deckErrors { try files.find(old, in: decks) }
      if let other = decks.first(where: { $0.name.lowercased() == new.lowercased() && $0.file != deck.file }) {
        throw UserError("deck '\(other.name)' (\(other.file)) exists already; choose another name")
      }
      let file = try deckErrors { try files.rename(deck, to: new) }
      Output.line("renamed \(deck.file) to \(file)")
    }
  }
}
