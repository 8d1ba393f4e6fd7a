import PropertyBased
import Testing

@testable import QuireCore

/// Grading any direction of any card of a random deck writes that direction's state into the
/// card's one review comment: the deck reads back with the same cards, only that state changed,
/// and a comment is added only to a card that had none (docs/flashcards.md, "Writing the review
/// state back").
@Suite struct DeckReviewPropertyTests {
  struct Pick: Sendable {
    var text: String
    var card: Int
    var side: Int
  }

  static let deck = Generator<Pick, Shrink.None<Pick>> { rng in
    func pick(_ items: [String]) -> String { items[Int.random(in: 0..<items.count, using: &rng)] }
    func chance() -> Bool { Bool.random(using: &rng) }
    var lines = ["---", "name: Random", "type: deck", "---"]
    var cards = 0
    var afterMultiLine = false
    for i in 0..<Int.random(in: 1...8, using: &rng) {
      // A line holding `::` right after a multi-line card would cut it off: a blank line first.
      if afterMultiLine || chance() { lines.append("") }
      afterMultiLine = false
      switch Int.random(in: 0..<5, using: &rng) {
      case 4:
        // A cloze paragraph: one direction per deletion; a `::` line right after it would cut it off.
        let deletions = Int.random(in: 1...3, using: &rng)
        lines.append("Cloze \(i):" + (0..<deletions).map { " ==word \($0)==" + (chance() ? " and" : "") }.joined())
        if chance() { lines.append("more of cloze \(i)") }
        if chance() { lines.append("<!--SR:" + String(repeating: "!2026-11-21,5,250", count: deletions) + "-->") }
        cards += 1
        afterMultiLine = true
      case 0, 1:
        let separator = pick(["::", ":::"])
        let states = separator == "::" ? "!2026-11-20,3,250" : "!2026-11-20,3,250!2026-11-22,4,270"
        let comment = pick(["", " same", " next"])
        lines.append("front \(i)\(separator)back \(i)" + (comment == " same" ? " <!--SR:\(states)-->" : ""))
        if comment == " next" { lines.append("<!--SR:\(states)-->") }
        cards += 1
      case 2:
        lines.append("front \(i)")
        if chance() { lines.append("more of front \(i)") }
        let separator = pick(["?", "??"])
        lines.append(separator)
        lines.append("back \(i)")
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          switch Int.random(in: 0..<4, using: &rng) {
          case 0: lines += ["- one", "- two"]
          case 1: lines += ["> quoted", "| a | b |", "| - | - |"]
          case 2:
            let fence = pick(["```", "~~~", "````"])
            lines += [fence + pick(["", "swift"]), "let a = b::c", "", "?", fence]
          default: lines.append("`std::vector` in inline code")
          }
        }
        let states = separator == "?" ? "!2026-11-21,5,250" : "!2026-11-21,5,250!2026-11-23,6,250"
        if chance() { lines.append("<!--SR:\(states)-->") }
        cards += 1
        afterMultiLine = true
      default:
        lines.append(pick(["Some prose.", "# A heading", "- [ ] a task [due:: 2026-11-25]"]))
      }
    }
    if cards == 0 {
      lines += ["", "last::card"]
      cards = 1
    }
    let card = Int.random(in: 0..<cards, using: &rng)
    let text = lines.joined(separator: pick(["\n", "\r\n"])) + "\n"
    return Pick(text: text, card: card, side: Int.random(in: 0...2, using: &rng))
  }

  @Test func aReviewRewritesOnlyThatStateInTheCardsOneComment() async {
    let parser = NoteParser(config: VaultConfig())
    await propertyCheck(count: 800, input: Self.deck) { pick in
      let before = parser.parse(file: "decks/x.md", text: pick.text)
      let cards = before.deck?.cards ?? []
      #expect(before.diagnostics.isEmpty, "\(before.diagnostics.map(\.message)) \(pick.text.debugDescription)")
      guard pick.card < cards.count else {
        Issue.record("fewer cards than written: \(pick.text.debugDescription)")
        return
      }
      let card = cards[pick.card]
      let side = min(pick.side, ReviewItem.items(of: card).count - 1)
      let state = Flashcard.Schedule(due: LocalDate(iso: "2026-12-24")!, interval: 29, ease: 270)
      let edit = DeckReview.edit(ReviewItem(card: card, side: side), to: state, lines: SourceLines(pick.text))
      guard case .success(let bytes) = LineEditor.apply([edit], to: Array(pick.text.utf8)) else {
        Issue.record("the edit did not apply: \(pick.text.debugDescription)")
        return
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let after = parser.parse(file: "decks/x.md", text: text)
      #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message)) \(text.debugDescription)")
      let read = after.deck?.cards ?? []
      #expect(read.map(\.front) == cards.map(\.front), "\(text.debugDescription)")
      #expect(read.map(\.back) == cards.map(\.back))
      #expect(read.map(\.kind) == cards.map(\.kind))
      for (i, (old, new)) in zip(cards, read).enumerated() where i != pick.card {
        #expect(old.schedules == new.schedules)
      }
      guard pick.card < read.count else { return }
      let states = read[pick.card].schedules
      #expect(states.count == ReviewItem.items(of: card).count)
      #expect(side < states.count && states[side] == state)
      let comments = { (s: String) in s.split(separator: "<!--SR:", omittingEmptySubsequences: false).count - 1 }
      #expect(comments(text) == comments(pick.text) + (card.schedules.isEmpty ? 1 : 0), "\(text.debugDescription)")
    }
  }
}
