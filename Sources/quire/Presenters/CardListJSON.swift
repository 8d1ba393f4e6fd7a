import QuireCore

/// `quire card list --json`: a deck's cards with the numbers `card edit` and `card rm` take.
struct CardListJSON: Encodable {
  /// One card.
  struct Row: Encodable {
    let number: Int
    let kind: String
    let front: String
    let back: String
    let directions: Int
    let file: String
    let line: Int
  }

  let deck: String
  let cards: [Row]

  init(_ deck: Deck) {
    self.deck = deck.name
    cards = deck.cards.enumerated().map { n, card in
      Row(
        number: n + 1, kind: card.kind.rawValue, front: FlashcardText.display(card.front),
        back: FlashcardText.display(card.back), directions: ReviewItem.items(of: card).count, file: deck.file,
        line: card.line)
    }
  }
}
