/// The quiz of `quire quiz`: cards in a shuffled order, one shown at a time; `flip` shows the
/// back, `next` goes on (round and round), `remove` drops the card for the rest of the quiz,
/// `quit` stops. It ends by itself when every card is removed. A pure state machine: the CLI
/// feeds it commands and prints what it returns.
public struct QuizSession: Sendable {
  /// A quiz command.
  public enum Command: String, Sendable, CaseIterable {
    case flip, next, remove, quit

    /// A typed word or key: the name, its first letter, or (keys) space for flip and Enter for next.
    public init?(input: String) {
      let word = input.trimmingSpaces().lowercased()
      switch word {
      case "flip", "f", " ": self = .flip
      case "next", "n", "": self = .next
      case "remove", "r", "rm": self = .remove
      case "quit", "q", "exit": self = .quit
      default: return nil
      }
    }
  }

  /// What to show after a step.
  public enum Event: Sendable, Equatable {
    /// A card's front: its 1-based place among the cards left, and how many are left.
    case front(String, place: Int, left: Int)
    case back(String)
    /// The card was removed; `left` remain.
    case removed(left: Int)
    /// Every card is removed.
    case finished
    /// The user quit with `left` cards not removed.
    case quit(left: Int)
  }

  public private(set) var order: [Flashcard]
  private var remaining: [Int]
  private var position = 0
  public private(set) var isOver = false

  /// A quiz over `cards`, shuffled with `seed`; a cloze card is one quiz card per deletion
  /// (``expanded(_:)``).
  public init(cards: [Flashcard], seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    order = generator.shuffled(Self.expanded(cards))
    remaining = Array(order.indices)
  }

  /// The cards a quiz shows: each card as it is, but a cloze card as one card per deletion
  /// (front: the text with that deletion as `[...]`; back: the whole text).
  public static func expanded(_ cards: [Flashcard]) -> [Flashcard] {
    cards.flatMap { card -> [Flashcard] in
      guard card.kind == .cloze else { return [card] }
      return ReviewItem.items(of: card).map { item in
        var one = card
        one.kind = .basic
        one.front = item.question
        one.back = item.answer
        return one
      }
    }
  }

  /// The events that open the quiz: the first front (or `finished` for an empty deck).
  public mutating func start() -> [Event] {
    guard !remaining.isEmpty else {
      isOver = true
      return [.finished]
    }
    return [showFront()]
  }

  /// Applies one command.
  public mutating func apply(_ command: Command) -> [Event] {
    guard !isOver else { return [] }
    switch command {
    case .flip:
      return [.back(order[remaining[position]].back)]
    case .next:
      position = (position + 1) % remaining.count
      return [showFront()]
    case .remove:
      remaining.remove(at: position)
      if remaining.isEmpty {
        isOver = true
        return [.removed(left: 0), .finished]
      }
      if position >= remaining.count { position = 0 }
      return [.removed(left: remaining.count), showFront()]
    case .quit:
      isOver = true
      return [.quit(left: remaining.count)]
    }
  }

  private func showFront() -> Event {
    .front(order[remaining[position]].front, place: position + 1, left: remaining.count)
  }
}
