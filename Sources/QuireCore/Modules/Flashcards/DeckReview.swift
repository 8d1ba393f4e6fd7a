/// What a review of one deck works with: which directions are due or new, the plugin's
/// due-date histogram, and the edit that writes a new review state back.
public enum DeckReview {
  /// The due directions of `deck` on `today` (oldest due first, then in file order), then —
  /// with `includeNew` — the new ones in file order.
  public static func queue(_ deck: Deck, today: LocalDate, includeNew: Bool = false) -> [ReviewItem] {
    let items = deck.cards.flatMap(ReviewItem.items)
    let due = items.enumerated().filter { $0.element.isDue(on: today) }
      .sorted { ($0.element.schedule!.due, $0.offset) < ($1.element.schedule!.due, $1.offset) }.map(\.element)
    let fresh = includeNew ? items.filter { $0.schedule == nil } : []
    return due + fresh
  }

  /// Cards with at least one direction due on `today`.
  public static func dueCount(_ deck: Deck, today: LocalDate) -> Int {
    deck.cards.filter { card in ReviewItem.items(of: card).contains { $0.isDue(on: today) } }.count
  }

  /// Cards never reviewed in any direction.
  public static func newCount(_ deck: Deck) -> Int {
    deck.cards.filter { card in ReviewItem.items(of: card).allSatisfy { $0.schedule == nil } }.count
  }

  /// The plugin's due-date histogram: how many directions fall due N days from `today`,
  /// over every scheduled direction of `decks` except `excluding`.
  public static func histogram(_ decks: [Deck], today: LocalDate, excluding: ReviewItem? = nil) -> [Int: Int] {
    var histogram: [Int: Int] = [:]
    for deck in decks {
      for card in deck.cards {
        for item in ReviewItem.items(of: card) where item != excluding {
          if let s = item.schedule { histogram[today.days(to: s.due), default: 0] += 1 }
        }
      }
    }
    return histogram
  }

  /// The comment text for a card's review states: `<!--SR:!DATE,INTERVAL,EASE...-->`, one
  /// `!...` per direction; a direction never reviewed gets the plugin's placeholder
  /// `!2000-01-01,1,<base ease>`.
  public static func comment(_ schedules: [Flashcard.Schedule?], baseEase: Int = 250) -> String {
    "<!--SR:"
      + schedules.map { s in
        let s = s ?? Flashcard.Schedule(due: SpacedRepetition.placeholderDue, interval: 1, ease: baseEase)
        return "!\(s.due),\(s.interval),\(s.ease)"
      }.joined() + "-->"
  }

  /// The edit that gives `item`'s direction the state `schedule` in a note whose lines are
  /// `lines`: the card's existing `<!--SR:...-->` comment is replaced in place (nothing else on
  /// its line changes); a card without one gets it on a new line after the card's last line,
  /// as the plugin writes it by default.
  public static func edit(_ item: ReviewItem, to schedule: Flashcard.Schedule, lines: SourceLines) -> LineEdit {
    let card = item.card
    let sides = ReviewItem.items(of: card).count
    var states: [Flashcard.Schedule?] = (0..<sides).map { ReviewItem(card: card, side: $0).schedule }
    // Keep a placeholder's written ease if the plugin wrote one; only this direction changes.
    states[item.side] = schedule
    let comment = comment(states)
    let text = String(lines[card.scheduleLine])
    if let open = text.range(of: "<!--SR:"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex) {
      let replaced = String(text[..<open.lowerBound]) + comment + String(text[close.upperBound...])
      return LineEdit(line: card.scheduleLine, expected: text, replacement: [replaced])
    }
    return LineEdit(line: card.scheduleLine, expected: text, replacement: [text, comment])
  }
}
