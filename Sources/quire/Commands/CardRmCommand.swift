import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card rm DECK CARD`: removes one card's lines and its review comment.
struct CardRmCommand: VaultCommand {
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Remove a card (its lines and its review comment) from a deck.",
    discussion: """
      CARD is the card's number in 'quire card list DECK', or its front (whole, or the start of \
      exactly one front). Every other byte of the deck stays. See docs/flashcards.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Argument(help: "The card: its number in 'quire card list', or its front (or the start of it).")
  var card: String

  @Flag(help: "Say which lines would be removed; change nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let target = try deckErrors { try files.find(deck, in: context.decks()) }
      let change = try deckErrors { try files.removeCard(card, from: target, dryRun: dryRun) }
      let lines =
        change.card.line == change.card.lastLine ? "\(change.card.line)" : "\(change.card.line)-\(change.card.lastLine)"
      Output.line("\(dryRun ? "would remove" : "removed") \(change.file):\(lines)")
      if dryRun { for line in change.removedLines { Output.line("- " + line) } }
    }
  }
}
