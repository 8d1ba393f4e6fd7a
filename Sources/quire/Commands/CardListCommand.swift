import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card list DECK`: the cards numbered as `card edit` and `card rm` take them.
struct CardListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List a deck's cards, numbered, with their lines and fronts.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let found = try deckErrors { try files.find(deck, in: context.decks()) }
      if global.json {
        try Output.orderedJSON(CardListJSON(found))
        return
      }
      if found.cards.isEmpty { Output.line("Deck '\(found.name)' has no cards.") }
      let width = String(found.cards.count).count
      for (n, card) in found.cards.enumerated() {
        let number = String(n + 1)
        let front = FlashcardText.display(card.front).split(separator: "\n", omittingEmptySubsequences: false)
          .joined(separator: " / ")
        Output.line(
          String(repeating: " ", count: width - number.count) + number + "  " + "\(found.file):\(card.line)" + "  "
            + front)
      }
    }
  }
}
