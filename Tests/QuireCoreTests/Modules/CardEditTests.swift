import PropertyBased
import Testing

@testable import QuireCore

/// The line edits of `quire card edit` and `quire card rm` (docs/flashcards.md, "Editing and
/// removing a card"), checked by reading the deck again.
@Suite struct CardEditTests {
  let parser = NoteParser(config: VaultConfig())

  func cards(_ text: String) -> [Flashcard] { parser.parse(file: "decks/d.md", text: text).deck?.cards ?? [] }

  func apply(_ edits: [LineEdit], _ text: String) -> String {
    guard case .success(let bytes) = LineEditor.apply(edits, to: Array(text.utf8)) else { return "<refused>" }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func removingACardBetweenTwoLinesWithTextLeavesABlankLine() {
    // Without it, "prose" would become the first line of the multi-line card's front.
    let text = "prose\nperro::dog\nfront\n?\nback\n"
    let before = cards(text)
    let after = apply(CardEdit.remove(before[0], lines: SourceLines(text)), text)
    #expect(after == "prose\n\nfront\n?\nback\n")
    #expect(CardEdit.check(before: before, after: cards(after), index: 0, change: .removed))
    // Without the blank line the other card would read differently, and the check says so.
    #expect(!CardEdit.check(before: before, after: cards("prose\nfront\n?\nback\n"), index: 0, change: .removed))
  }

  struct OneLine: Sendable {
    var line: String
    var front: String?
    var back: String?
    var want: String
  }

  static let oneLines = [
    OneLine(line: "a::b <!--SR:!2026-11-20,2,250-->", front: "x", back: nil, want: "x::b <!--SR:!2026-11-20,2,250-->"),
    OneLine(
      line: "  a :: b  <!--SR:!2026-11-20,2,250--> more", front: nil, back: "c",
      want: "  a :: c  <!--SR:!2026-11-20,2,250-->"),
    OneLine(line: "a:::b", front: "x::y", back: "z", want: "x&#58;&#58;y:::z"),
  ]

  @Test(arguments: oneLines)
  func aOneLineCardKeepsItsSeparatorSpacesAndComment(_ c: OneLine) throws {
    let text = c.line + "\n"
    let before = cards(text)
    let edits = try CardEdit.rewrite(before[0], front: c.front, back: c.back, lines: SourceLines(text))
    let after = apply(edits, text)
    #expect(after == c.want + "\n")
    #expect(
      CardEdit.check(before: before, after: cards(after), index: 0, change: .rewritten(front: c.front, back: c.back)))
  }

  @Test func aMultiLineSideKeepsTheCommentAtTheEndOfItsLastLine() throws {
    let text = "Q1\nQ2\n?\nA1\nA2 <!--SR:!2026-11-20,2,250-->\n\nnext::card\n"
    let before = cards(text)
    let edits = try CardEdit.rewrite(before[0], front: "New Q", back: "B1\n  B2", lines: SourceLines(text))
    let after = apply(edits, text)
    #expect(after == "New Q\n?\nB1\n  B2 <!--SR:!2026-11-20,2,250-->\n\nnext::card\n")
    #expect(
      CardEdit.check(
        before: before, after: cards(after), index: 0, change: .rewritten(front: "New Q", back: "B1\n  B2")))
  }

  @Test func sidesThatWouldEndOrSplitTheCardAreRefused() {
    let text = "Q\n?\nA\n"
    let card = cards(text)[0]
    #expect(throws: CardEdit.Refusal.blankLine) {
      try CardEdit.rewrite(card, front: nil, back: "a\n\nb", lines: SourceLines(text))
    }
    #expect(throws: CardEdit.Refusal.separatorLine("?")) {
      try CardEdit.rewrite(card, front: "x\n?", back: nil, lines: SourceLines(text))
    }
    #expect(throws: CardEdit.Refusal.emptySide) {
      try CardEdit.rewrite(card, front: " ", back: nil, lines: SourceLines(text))
    }
  }

  @Test func cardsAreNamedByNumberOrFront() {
    let deck = Deck(
      name: "d", cards: cards("Capital of Spain::Madrid\nCapital of France::Paris\nA&#58;&#58;B::c\n"), file: "d")
    #expect(CardLookup.find("2", in: deck) == .success(1))
    #expect(CardLookup.find("4", in: deck) == .failure(.none))
    #expect(CardLookup.find("capital of france", in: deck) == .success(1))
    #expect(CardLookup.find("Capital", in: deck) == .failure(.several([0, 1])))
    #expect(CardLookup.find("a::b", in: deck) == .success(2))
  }

  /// Any card of a random deck (every format, review comments, code blocks, cloze paragraphs):
  /// removing it, or giving it a new front, leaves every other card as it read, and every line
  /// outside the card byte for byte.
  @Test func removingOrRewritingAnyCardLeavesTheRestAsItWas() async {
    await propertyCheck(count: 400, input: DeckReviewPropertyTests.deck) { pick in
      let text = pick.text
      let before = cards(text)
      guard pick.card < before.count else { return }
      let card = before[pick.card]
      let lines = SourceLines(text)
      let own = Set(CardEdit.ownLines(of: card, lines: lines))
      let outside = (1...lines.count).filter { !own.contains($0) }.map { lines[$0] }

      let headings = { (t: String) in t.ranges(of: "# A heading").count }
      let removed = apply(CardEdit.remove(card, lines: lines), text)
      #expect(headings(removed) == headings(text), "\(text.debugDescription)")
      #expect(
        CardEdit.check(before: before, after: cards(removed), index: pick.card, change: .removed),
        "\(text.debugDescription)")
      let left = SourceLines(removed)
      let kept = (1...max(1, left.count)).map { left[$0] }.filter { !$0.isEmpty }
      #expect(kept == outside.filter { !$0.isEmpty }, "\(text.debugDescription)")

      let front = card.kind == .cloze ? "A ==new== front" : "A new: front"
      guard let edits = try? CardEdit.rewrite(card, front: front, back: nil, lines: lines) else {
        Issue.record("refused: \(text.debugDescription)")
        return
      }
      let rewritten = apply(edits, text)
      #expect(headings(rewritten) == headings(text), "\(text.debugDescription)")
      #expect(
        CardEdit.check(
          before: before, after: cards(rewritten), index: pick.card, change: .rewritten(front: front, back: nil)),
        "\(rewritten.debugDescription)")
    }
  }
}
