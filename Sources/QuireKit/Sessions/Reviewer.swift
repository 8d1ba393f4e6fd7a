import QuireCore

/// The state of one review: the deck as last read, and the other decks (for load balancing).
public struct Reviewer {
  /// The vault's deck files.
  public let files: DeckFiles
  /// The deck's file.
  public let file: String
  /// The other decks, whose due days spread the new ones.
  public let others: [Deck]
  /// Today in the vault.
  public let today: LocalDate
  /// The deck as last read.
  public private(set) var deck = Deck(name: "", cards: [], file: "")
  /// The deck file's text as last read.
  public private(set) var text = ""

  /// A review of `file` among `others` on `today`; `reload()` reads the deck.
  public init(files: DeckFiles, file: String, others: [Deck], today: LocalDate) {
    self.files = files
    self.file = file
    self.others = others
    self.today = today
  }

  /// Reads the deck again.
  public mutating func reload() throws(DeckFiles.Failure) {
    let loaded = try files.reload(file)
    deck = loaded.deck
    text = loaded.text
  }

  /// The direction whose question reads `front` (exactly, else ignoring case).
  public func item(showing front: String) throws(DeckFiles.Failure) -> ReviewItem {
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
  public func same(_ item: ReviewItem) throws(DeckFiles.Failure) -> ReviewItem {
    let candidates = deck.cards.flatMap(ReviewItem.items).filter {
      $0.side == item.side && $0.card.front == item.card.front && $0.card.back == item.card.back
        && $0.card.kind == item.card.kind
    }
    guard let best = candidates.min(by: { abs($0.card.line - item.card.line) < abs($1.card.line - item.card.line) })
    else { throw .noSuchCard(item.question, deck.file) }
    return best
  }

  /// Grades `item`, writes the new state and re-reads the deck; returns the line to print.
  public mutating func grade(_ item: ReviewItem, _ grade: SpacedRepetition.Grade) throws(DeckFiles.Failure) -> String {
    // The graded card still counts at its old due day: the plugin moves a card in the histogram
    // only after scheduling it (its scheduling tests decrement and increment afterwards).
    let histogram = DeckReview.histogram(others + [deck], today: today)
    let next = SpacedRepetition.review(item.schedule, grade: grade, today: today, histogram: histogram)
    try files.write(item, schedule: next, file: file, text: text)
    try reload()
    let days = next.interval == 1 ? "1 day" : "\(next.interval) days"
    return "\(grade.rawValue): next review \(next.due) (in \(days), ease \(next.ease))  \(file):\(item.card.line)"
  }
}
