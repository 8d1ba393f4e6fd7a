/// Which card of a deck a `quire card edit`/`rm` argument names (docs/flashcards.md, "Naming a
/// card"): its number as `quire card list` shows it (1 is the first card in the file), or its
/// front as shown — the whole front (exactly, else ignoring case), else the start of exactly one
/// front (ignoring case).
public enum CardLookup {
  /// Why no single card was found.
  public enum Miss: Error, Sendable, Equatable {
    /// No card has that number or front.
    case none
    /// Several cards match: their indices in the deck.
    case several([Int])
  }

  /// The index in `deck.cards` of the card `name` names.
  public static func find(_ name: String, in deck: Deck) -> Result<Int, Miss> {
    let cards = deck.cards
    if let number = Int(name), !name.hasPrefix("+"), !name.hasPrefix("-") {
      return (1...max(1, cards.count)).contains(number) && !cards.isEmpty ? .success(number - 1) : .failure(.none)
    }
    let shown = cards.map { FlashcardText.display($0.front) }
    let lower = name.lowercased()
    for match in [
      cards.indices.filter { cards[$0].front == name || shown[$0] == name },
      cards.indices.filter { shown[$0].lowercased() == lower },
      cards.indices.filter { !lower.isEmpty && shown[$0].lowercased().hasPrefix(lower) },
    ] where !match.isEmpty {
      return match.count == 1 ? .success(match[0]) : .failure(.several(match))
    }
    return .failure(.none)
  }
}
