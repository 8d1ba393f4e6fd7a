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
      let target = try deckErrors { try DeckFiles(vault: vault).find(deck, in: root.decks(in: vault)) }
      guard !target.cards.isEmpty else {
        Output.line("Deck '\(target.name)' has no cards; nothing to quiz.")
        return
      }
      let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
      var session = QuizSession(cards: target.cards, seed: seed)
      let input = CommandInput()
      defer { CommandInput.restore() }
      Output.line(
        "Quiz: \(target.name), \(target.cards.count) card\(target.cards.count == 1 ? "" : "s") (seed \(seed)). "
          + (input.isTerminal
            ? "Keys: f/space flip, n/Enter next, r remove, q quit."
            : "Commands: flip, next, remove, quit."))
      show(session.start())
      while !session.isOver {
        guard let typed = input.next() else {
          show(session.apply(.quit))
          break
        }
        let command: QuizSession.Command?
        switch typed {
        case .key(" "): command = .flip
        case .key("\n"): command = .next
        case .key(let c): command = QuizSession.Command(input: String(c))
        case .line(let text): command = QuizSession.Command(input: text)
        }
        guard let command else {
          if case .line(let text) = typed {
            Output.error("unknown command '\(text)'; type flip, next, remove or quit")
          }
          continue
        }
        if input.isTerminal { Output.line("> \(command.rawValue)") }
        show(session.apply(command))
      }
    }
  }

  private func show(_ events: [QuizSession.Event]) {
    for event in events {
      switch event {
      case .front(let text, let place, let left):
        Output.line("Q [\(place)/\(left)]: " + indent(FlashcardText.display(text)))
      case .back(let text): Output.line("A: " + indent(FlashcardText.display(text)))
      case .removed(let left): Output.line("removed; \(left) left")
      case .finished: Output.line("Every card removed. Quiz over.")
      case .quit(let left): Output.line("Quiz ended with \(left) card\(left == 1 ? "" : "s") not removed.")
      }
    }
  }

  private func indent(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\n   ") }
}
