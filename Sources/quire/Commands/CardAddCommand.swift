import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card add DECK FRONT BACK`.
struct CardAddCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Append a FRONT::BACK card to a deck (colons and line breaks escaped).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Argument(help: "The question side.")
  var front: String

  @Argument(help: "The answer side.")
  var back: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let target = try deckErrors { try files.find(deck, in: context.decks()) }
      let line = try deckErrors { try files.addCard(target, front: front, back: back) }
      Output.line("added \(target.file):\(line)")
    }
  }
}
