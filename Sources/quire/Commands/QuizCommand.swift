import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire quiz DECK [--seed N]`: go through a deck's cards in a shuffled order.
struct QuizCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Quiz yourself on a deck: shuffled cards; flip, next, remove, quit until every card is removed.",
    discussion: """
      On a terminal single keys work: f or space flips, n or Enter goes to the next card, r removes \
      the card for the rest of the quiz, q quits. Otherwise one command per line is read from \
      standard input (flip, next, remove, quit, or their first letters), so a quiz can be scripted.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Option(help: ArgumentHelp("Shuffle with this seed (the same seed gives the same order).", valueName: "n"))
  var seed: UInt64?

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let target = try deckErrors { try DeckFiles(vault: vault).find(deck, in: context.decks()) }
      guard !target.cards.isEmpty else {
        Output.line("Deck '\(target.name)' has no cards; nothing to quiz.")
        return
      }
      let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
      let input = CommandInput()
      defer { CommandInput.restore() }
      var loop = QuizLoop(session: QuizSession(cards: target.cards, seed: seed), readsKeys: input.isTerminal)
      Output.line(loop.heading(deck: target.name, cards: QuizSession.expanded(target.cards).count, seed: seed))
      var keys = input
      loop.run(&keys, output: SessionOutput(line: { Output.line($0) }, error: { Output.error($0) }))
    }
  }
}
