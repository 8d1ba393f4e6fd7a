import Foundation
import QuireCore

/// A `quire review` session as a state machine over the user's input: each card's question,
/// flip, grade (written back at once), skip or quit; a card answered "again" comes back later.
///
/// Driven by any iterator of `SessionInput` (keys on a terminal, lines on a pipe, a list
/// in a test) and writing to a `SessionOutput`, so it runs without a terminal.
public struct ReviewLoop {
  /// The review: the deck as last read and where grades go.
  public private(set) var reviewer: Reviewer
  /// The cards still to show.
  public private(set) var queue: [ReviewItem]
  /// Whether input comes as single keys (a terminal): the command a key stands for is echoed.
  public let readsKeys: Bool
  /// The number of cards graded so far.
  public private(set) var reviewed = 0

  /// A session over `queue` (from `DeckReview.queue`); `readsKeys` when input is a terminal's keys.
  public init(reviewer: Reviewer, queue: [ReviewItem], readsKeys: Bool) {
    self.reviewer = reviewer
    self.queue = queue
    self.readsKeys = readsKeys
  }

  /// Runs the session to its end (every card done, `quit`, or the end of input): the heading,
  /// the cards, then a summary line.
  public mutating func run<Input: IteratorProtocol>(_ input: inout Input, output: SessionOutput)
    throws(DeckFiles.Failure) where Input.Element == SessionInput
  {
    let deck = reviewer.deck.name
    output.line(
      "Review: \(deck), \(queue.count) card\(queue.count == 1 ? "" : "s"). "
        + (readsKeys
          ? "Keys: f/space flip; 1 again, 2 hard, 3 good, 4 easy; s skip; q quit."
          : "Commands: flip; again, hard, good, easy; skip; quit."))
    var quit = false
    while !queue.isEmpty, !quit {
      let item = queue.removeFirst()
      output.line("Q: " + Self.indent(FlashcardText.display(item.question)))
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
        if readsKeys, Self.keys.values.contains(word) { output.line("> \(word)") }
        switch word {
        case "flip": output.line("A: " + Self.indent(FlashcardText.display(item.answer)))
        case "skip": done = true
        case "quit":
          quit = true
          done = true
        default:
          guard let g = SpacedRepetition.Grade(rawValue: word) else {
            if case .line = typed {
              output.error("unknown command '\(word)'; type flip, again, hard, good, easy, skip or quit")
            }
            continue
          }
          // The deck was re-read after the last write: find this card again by its text.
          let current = try reviewer.same(item)
          output.line(try reviewer.grade(current, g))
          reviewed += 1
          done = true
          // As in the plugin, a card answered "again" comes back later in the same session.
          if g == .again { queue.append(try reviewer.same(current)) }
        }
      }
    }
    let left = DeckReview.queue(reviewer.deck, today: reviewer.today).count
    output.line("Reviewed \(reviewed) card\(reviewed == 1 ? "" : "s"); \(left) due in '\(reviewer.deck.name)' today.")
  }

  /// The command each key stands for on a terminal.
  static let keys: [Character: String] = [
    " ": "flip", "f": "flip", "1": "again", "a": "again", "2": "hard", "h": "hard", "3": "good", "g": "good",
    "4": "easy", "e": "easy", "s": "skip", "q": "quit", "\n": "flip",
  ]

  /// The command each typed word stands for on a pipe.
  static let words: [String: String] = [
    "f": "flip", "1": "again", "a": "again", "2": "hard", "h": "hard", "3": "good", "g": "good", "4": "easy",
    "e": "easy", "s": "skip", "q": "quit", "": "flip", "flip": "flip", "again": "again", "hard": "hard",
    "good": "good", "easy": "easy", "skip": "skip", "quit": "quit",
  ]

  static func indent(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\n   ") }
}
