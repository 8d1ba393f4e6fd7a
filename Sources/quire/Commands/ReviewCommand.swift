import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire review DECK`: spaced repetition with the obsidian-spaced-repetition plugin's SM-2 variant.
struct ReviewCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Review a deck's due cards and grade them (again, hard, good, easy); the schedule is written back.",
    discussion: """
      Each card shows its question; flip (f, space) shows the answer; grade it with again/hard/good/easy \
      (keys 1-4 or a/h/g/e), skip (s) or quit (q). On a pipe, one word per line. The new review state \
      goes into the card's <!--SR:!DATE,INTERVAL,EASE--> comment as the plugin writes it. \
      --card FRONT --grade G grades one card without a session. See docs/flashcards.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Option(help: ArgumentHelp("Grade the card showing this front (with --grade), due or not.", valueName: "front"))
  var card: String?

  @Option(help: ArgumentHelp("The grade for --card: again, hard, good or easy.", valueName: "grade"))
  var grade: String?

  @Flag(name: .customLong("new"), help: "Also review cards never reviewed (after the due ones).")
  var includeNew = false

  func validate() throws {
    if (card == nil) != (grade == nil) { throw ValidationError("--card and --grade go together") }
    if let grade, SpacedRepetition.Grade(rawValue: grade.lowercased()) == nil {
      throw ValidationError("--grade '\(grade)' is not again, hard, good or easy")
    }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let files = DeckFiles(vault: vault)
      let decks = context.decks()
      let found = try deckErrors { try files.find(deck, in: decks) }
      let others = decks.filter { $0.file != found.file }
      var session = Reviewer(files: files, file: found.file, others: others, today: today)
      try deckErrors { try session.reload() }
      if let card, let grade, let g = SpacedRepetition.Grade(rawValue: grade.lowercased()) {
        let item = try deckErrors { try session.item(showing: card) }
        Output.line(try deckErrors { try session.grade(item, g) })
        return
      }
      guard !session.deck.cards.isEmpty else {
        Output.line("Deck '\(session.deck.name)' has no cards; nothing to review.")
        return
      }
      let queue = DeckReview.queue(session.deck, today: today, includeNew: includeNew)
      guard !queue.isEmpty else {
        let fresh = DeckReview.newCount(session.deck)
        Output.line(
          "No cards due in '\(session.deck.name)' today"
            + (fresh > 0 && !includeNew ? " (\(fresh) new; 'quire review \(deck) --new' includes them)." : "."))
        return
      }
      let input = CommandInput()
      defer { CommandInput.restore() }
      var keys = input
      var loop = ReviewLoop(reviewer: session, queue: queue, readsKeys: input.isTerminal)
      try deckErrors {
        try loop.run(&keys, output: SessionOutput(line: { Output.line($0) }, error: { Output.error($0) }))
      }
    }
  }
}
