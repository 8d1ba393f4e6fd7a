import QuireCore
import Testing

@Suite struct DeckReviewTests {
  let today = LocalDate(iso: "2026-11-25")!
  let text = """
    ---
    type: deck
    ---
    a::one <!--SR:!2026-11-24,1,230-->

    b::two
    <!--SR:!2026-11-30,3,250-->

    c:::three
    <!--SR:!2000-01-01,1,250!2026-11-20,4,270-->

    d::four

    Multi
    line
    ?
    back
    lines
    """

  var deck: Deck { NoteParser(config: VaultConfig()).parse(file: "decks/x.md", text: text).deck! }

  @Test func queueHasDueDirectionsOldestFirstThenNewOnes() {
    let queue = DeckReview.queue(deck, today: today)
    #expect(queue.map(\.question) == ["three", "a"])
    let all = DeckReview.queue(deck, today: today, includeNew: true)
    #expect(all.map(\.question) == ["three", "a", "c", "d", "Multi\nline"])
    #expect(DeckReview.dueCount(deck, today: today) == 2)
    #expect(DeckReview.newCount(deck) == 2)
  }

  @Test func histogramCountsDaysFromToday() {
    let items = deck.cards.flatMap(ReviewItem.items)
    #expect(DeckReview.histogram([deck], today: today) == [-1: 1, 5: 1, -5: 1])
    #expect(DeckReview.histogram([deck], today: today, excluding: items[0]) == [5: 1, -5: 1])
  }

  @Test func commentOnTheCardsLineIsReplacedInPlace() {
    let item = ReviewItem(card: deck.cards[0], side: 0)
    let edit = DeckReview.edit(
      item, to: .init(due: today.adding(days: 3), interval: 3, ease: 230), lines: SourceLines(text))
    #expect(
      edit
        == LineEdit(
          line: 4, expected: "a::one <!--SR:!2026-11-24,1,230-->", replacement: ["a::one <!--SR:!2026-11-28,3,230-->"]))
  }

  @Test func commentOnTheNextLineIsReplacedAndTheOtherDirectionKept() {
    let item = ReviewItem(card: deck.cards[2], side: 0)
    let edit = DeckReview.edit(
      item, to: .init(due: today.adding(days: 3), interval: 3, ease: 250), lines: SourceLines(text))
    #expect(edit.line == 10)
    #expect(edit.replacement == ["<!--SR:!2026-11-28,3,250!2026-11-20,4,270-->"])
  }

  @Test func aNewCardGetsItsCommentOnTheLineAfterIt() {
    let single = DeckReview.edit(
      ReviewItem(card: deck.cards[3], side: 0), to: .init(due: today.adding(days: 1), interval: 1, ease: 250),
      lines: SourceLines(text))
    #expect(single == LineEdit(line: 12, expected: "d::four", replacement: ["d::four", "<!--SR:!2026-11-26,1,250-->"]))
    let multi = DeckReview.edit(
      ReviewItem(card: deck.cards[4], side: 0), to: .init(due: today.adding(days: 1), interval: 1, ease: 250),
      lines: SourceLines(text))
    #expect(multi == LineEdit(line: 18, expected: "lines", replacement: ["lines", "<!--SR:!2026-11-26,1,250-->"]))
  }

  @Test func theReverseOfANewReversedCardKeepsAPlaceholderForTheFront() {
    let reversed = NoteParser(config: VaultConfig()).parse(file: "decks/x.md", text: "x:::y\n").deck!.cards[0]
    let edit = DeckReview.edit(
      ReviewItem(card: reversed, side: 1), to: .init(due: today, interval: 1, ease: 230), lines: SourceLines("x:::y\n"))
    #expect(edit.replacement == ["x:::y", "<!--SR:!2000-01-01,1,250!2026-11-25,1,230-->"])
  }

  @Test func escapedCardsReadBackAsTyped() {
    for (front, back) in [("a::b", "c"), ("ends with:", ":starts"), ("x", "y:::z"), ("two\nlines", "<!--SR:x-->")] {
      let line = FlashcardText.line(front: front, back: back)
      let card = NoteParser(config: VaultConfig()).parse(file: "decks/x.md", text: line + "\n").deck?.cards
      #expect(card?.count == 1, "\(line)")
      #expect(card?.first?.kind == .basic)
      #expect(card.map { FlashcardText.display($0[0].front) } == front)
      #expect(card.map { FlashcardText.display($0[0].back) } == back)
    }
  }
}

@Suite struct MalformedCardTests {
  @Test func cardsWithAnEmptySideAreDiagnosticsAndTheRestIsRead() {
    let text = "---\ntype: deck\n---\nok::fine\nDefinition::\n:::only back\n\nQuestion\n?\n\nnext::card\n"
    let note = NoteParser(config: VaultConfig()).parse(file: "decks/bad.md", text: text)
    #expect(note.deck?.cards.map(\.front) == ["ok", "next"])
    #expect(note.diagnostics.map(\.line) == [5, 6, 9])
    #expect(note.diagnostics.map(\.code) == ["bad-card", "bad-card", "bad-card"])
    #expect(note.diagnostics.first?.message == "card has no back; write FRONT::BACK")
    #expect(note.diagnostics.last?.message.hasPrefix("multi-line card has no back") == true)
  }
}
