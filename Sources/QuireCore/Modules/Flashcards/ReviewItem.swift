/// One direction of a card as a review sees it: a basic card has one, a reversed card two
/// (front → back, then back → front), a cloze card one per deletion, each with its own review state.
public struct ReviewItem: Sendable, Equatable {
  public var card: Flashcard
  /// 0: front → back; 1: back → front; for a cloze card, the deletion asked.
  public var side: Int

  public init(card: Flashcard, side: Int) {
    self.card = card
    self.side = side
  }

  /// The text asked.
  public var question: String {
    if card.kind == .cloze { return Cloze.front(card.front, card: side) }
    return side == 0 ? card.front : card.back
  }
  /// The text expected.
  public var answer: String { card.kind == .cloze || side == 0 ? card.back : card.front }

  /// This direction's review state; `nil` for a new one (none, or the plugin's placeholder).
  public var schedule: Flashcard.Schedule? {
    guard side < card.schedules.count else { return nil }
    let s = card.schedules[side]
    return s.due == SpacedRepetition.placeholderDue ? nil : s
  }

  /// Whether the direction is due on `today` (new directions are not due, they are new).
  public func isDue(on today: LocalDate) -> Bool { schedule.map { $0.due <= today } ?? false }

  /// The directions of a card.
  public static func items(of card: Flashcard) -> [ReviewItem] {
    let sides =
      switch card.kind {
      case .reversed, .multilineReversed: 2
      case .cloze: Cloze.cardCount(in: card.front)
      case .basic, .multiline: 1
      }
    return (0..<sides).map { ReviewItem(card: card, side: $0) }
  }
}
