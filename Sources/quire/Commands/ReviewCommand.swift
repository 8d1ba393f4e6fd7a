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
      let decks = root.decks(in: vault)
      let found = try deckErrors { try files.find(deck, in: decks) }
      let others = decks.filter { $0.file != found.file }
      var session = Reviewer(files: files, file: found.file, others: others, today: today)
      try session.reload()
      if let card, let grade, let g = SpacedRepetition.Grade(rawValue: grade.lowercased()) {
        let item = try deckErrors { try session.item(showing: card) }
        Output.line(try session.grade(item, g))
        return
      }
      guard !session.deck.cards.isEmpty else {
        Output.line("Deck '\(session.deck.name)' has no cards; nothing to review.")
        return
      }
      var queue = DeckReview.queue(session.deck, today: today, includeNew: includeNew)
      guard !queue.isEmpty else {
        let fresh = DeckReview.newCount(session.deck)
        Output.line(
          "No cards due in '\(session.deck.name)' today"
            + (fresh > 0 && !includeNew ? " (\(fresh) new; 'quire review \(deck) --new' includes them)." : "."))
        return
      }
      let input = CommandInput()
      defer { CommandInput.restore() }
      Output.line(
        "Review: \(session.deck.name), \(queue.count) card\(queue.count == 1 ? "" : "s"). "
          + (input.isTerminal
            ? "Keys: f/space flip; 1 again, 2 hard, 3 good, 4 easy; s skip; q quit."
            : "Commands: flip; again, hard, good, easy; skip; quit."))
      var reviewed = 0
      var quit = false
      while !queue.isEmpty, !quit {
        let item = queue.removeFirst()
        Output.line("Q: " + indent(FlashcardText.display(item.question)))
        var done = false
        while !done {
          guard let typed = input.next() else {
            quit = true
            break
          }
          let word: String
          switch typed {
          case .key(let c): word = Self.keys[c] ?? String(c)
          case .line(let text): word = Self.words[text.trimmingCharacters(in: .whitespaces).lowercased()] ?? text
          }
          if input.isTerminal, Self.keys.values.contains(word) { Output.line("> \(word)") }
          switch word {
          case "flip": Output.line("A: " + indent(FlashcardText.display(item.answer)))
          case "skip": done = true
          case "quit":
            quit = true
            done = true
          default:
            guard let g = SpacedRepetition.Grade(rawValue: word) else {
              if case .line = typed {
                Output.error("unknown command '\(word)'; type flip, again, hard, good, easy, skip or quit")
              }
              continue
            }
            // The deck was re-read after the last write: find this card again by its text.
            let current = try deckErrors { try session.same(item) }
            Output.line(try session.grade(current, g))
            reviewed += 1
            done = true
            // As in the plugin, a card answered "again" comes back later in the same session.
            if g == .again { queue.append(try deckErrors { try session.same(current) }) }
          }
        }
      }
      let left = DeckReview.queue(session.deck, today: today).count
      Output.line("Reviewed \(reviewed) card\(reviewed == 1 ? "" : "s"); \(left) due in '\(session.deck.name)' today.")
    }
  }

  static let keys: [Character: String] = [
    " ": "flip", "f": "flip", "1": "again", "a": "again", "2": "hard", "h": "hard", "3": "good", "g": "good",
    "4": "easy", "e": "easy", "s": "skip", "q": "quit", "\n": "flip",
  ]
  static let words: [String: String] = [
    "f": "flip", "1": "again", "a": "again", "2": "hard", "h": "hard", "3": "good", "g": "good", "4": "easy",
    "e": "easy", "s": "skip", "q": "quit", "": "flip", "flip": "flip", "again": "again", "hard": "hard",
    "good": "good", "easy": "easy", "skip": "skip", "quit": "quit",
  ]

  private func indent(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\n   ") }
}

/// The state of one review: the deck as last read, and the other decks (for load balancing).
struct Reviewer {
  let files: DeckFiles
  let file: String
  let others: [Deck]
  let today: LocalDate
  var deck = Deck(name: "", cards: [], file: "")
  var text = ""

  init(files: DeckFiles, file: String, others: [Deck], today: LocalDate) {
    self.files = files
    self.file = file
    self.others = others
    self.today = today
  }

  mutating func reload() throws {
    let loaded = try deckErrors { try files.reload(file) }
    deck = loaded.deck
    text = loaded.text
  }

  /// The direction whose question reads `front` (exactly, else ignoring case).
  func item(showing front: String) throws(DeckFiles.Failure) -> ReviewItem {
    let items = deck.cards.flatMap(ReviewItem.items)
    for match in [
      items.filter { $0.question == front || FlashcardText.display($0.question) == front },
      items.filter { FlashcardText.display($0.question).lowercased() == front.lowercased() },
    ] where !match.isEmpty {
      guard match.count == 1 else { throw .ambiguousCard(front, match.map { "\(deck.file):\($0.card.line)" }) }
      return match[0]
    }
    throw .noSuchCard(front, deck.file)
  }

  /// `item` in the deck as read now (lines may have moved after a write).
  func same(_ item: ReviewItem) throws(DeckFiles.Failure) -> ReviewItem {
    let candidates = deck.cards.flatMap(ReviewItem.items).filter {
      $0.side == item.side && $0.card.front == item.card.front && $0.card.back == item.card.back
        && $0.card.kind == item.card.kind
    }
    guard let best = candidates.min(by: { abs($0.card.line - item.card.line) < abs($1.card.line - item.card.line) })
    else { throw .noSuchCard(item.question, deck.file) }
    return best
  }

  /// Grades `item`, writes the new state and re-reads the deck; returns the line to print.
  mutating func grade(_ item: ReviewItem, _ grade: SpacedRepetition.Grade) throws -> String {
    // The graded card still counts at its old due day: the plugin moves a card in the histogram
    // only after scheduling it (its scheduling tests decrement and increment afterwards).
    let histogram = DeckReview.histogram(others + [deck], today: today)
    let next = SpacedRepetition.review(item.schedule, grade: grade, today: today, histogram: histogram)
    try deckErrors { try files.write(item, schedule: next, file: file, text: text) }
    try reload()
    let days = next.interval == 1 ? "1 day" : "\(next.interval) days"
    return "\(grade.rawValue): next review \(next.due) (in \(days), ease \(next.ease))  \(file):\(item.card.line)"
  }
}
