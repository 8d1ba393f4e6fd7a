import QuireCore

/// `quire card list`, `edit` and `rm`: one card of a deck, found by its number or front, changed
/// in place under the write lock (docs/flashcards.md, "Editing and removing a card").
extension DeckFiles {
  /// What a card change did (or, with `dryRun`, would do).
  public struct CardChange: Sendable, Equatable {
    /// The card as it was, and its place.
    public var card: Flashcard
    public var file: String
    /// The note's lines that changed, before and after (for `--dry-run`).
    public var removedLines: [String]
    public var addedLines: [String]
  }

  /// The card `name` names in `deck` as read now: its number in `quire card list`, or its front.
  public func card(_ name: String, in deck: Deck) throws(Failure) -> Flashcard {
    switch CardLookup.find(name, in: deck) {
    case .success(let index): return deck.cards[index]
    case .failure(.none): throw .noCardNamed(name, deck.file)
    case .failure(.several(let indices)):
      throw .severalCards(name, indices.map { "\(deck.file):\(deck.cards[$0].line)" })
    }
  }

  /// Removes the card `name` names from `deck`'s file: its lines and its review comment, nothing else.
  public func removeCard(_ name: String, from deck: Deck, dryRun: Bool = false) throws(Failure) -> CardChange {
    try change(name, in: deck, dryRun: dryRun) { card, lines throws(CardEdit.Refusal) in
      (CardEdit.remove(card, lines: lines), .removed)
    }
  }

  /// Rewrites the front and/or back of the card `name` names, keeping its separator and review comment.
  public func editCard(_ name: String, in deck: Deck, front: String?, back: String?, dryRun: Bool = false)
    throws(Failure) -> CardChange
  {
    try change(name, in: deck, dryRun: dryRun) { card, lines throws(CardEdit.Refusal) in
      (try CardEdit.rewrite(card, front: front, back: back, lines: lines), .rewritten(front: front, back: back))
    }
  }

  /// Under the write lock: re-reads the deck, finds the card again, computes the edits, checks
  /// that the deck then reads as intended, and writes (the note's bytes checked once more).
  private func change(
    _ name: String, in deck: Deck, dryRun: Bool,
    _ edits: (Flashcard, SourceLines) throws(CardEdit.Refusal) -> ([LineEdit], CardEdit.Change)
  ) throws(Failure) -> CardChange {
    try locked(deck.file) { () throws(Failure) -> CardChange in
      let (current, text, _) = try reload(deck.file)
      let card = try card(name, in: current)
      let place = "\(deck.file):\(card.line)"
      let lines = SourceLines(text)
      let planned: ([LineEdit], CardEdit.Change)
      do throws(CardEdit.Refusal) { planned = try edits(card, lines) } catch {
        throw .cardRefused(place, error.description)
      }
      guard case .success(let bytes) = LineEditor.apply(planned.0, to: Array(text.utf8)) else {
        throw .cardRefused(place, "the note changed while it was read")
      }
      let after = NoteParser(config: vault.config).parse(file: deck.file, text: String(decoding: bytes, as: UTF8.self))
      let index = current.cards.firstIndex(of: card) ?? 0
      guard CardEdit.check(before: current.cards, after: after.deck?.cards ?? [], index: index, change: planned.1)
      else { throw .cardRefused(place, CardEdit.Refusal.wouldChangeOtherCards.description) }
      let change = CardChange(
        card: card, file: deck.file, removedLines: planned.0.map(\.expected),
        addedLines: planned.0.flatMap(\.replacement))
      if dryRun { return change }
      do throws(QuireKitError) { try NoteEditor(vault: vault).edit(deck.file, planned.0) } catch { throw .io(error) }
      return change
    }
  }
}
