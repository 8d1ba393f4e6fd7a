import QuireCore
import QuireFuzzSupport
import QuireMarkdown

// The flashcard parser (docs/fuzzing.md, docs/flashcards.md): the input is a deck note, read as
// Sources/QuireCore/Entries/NoteParser.swift reads a deck (code and HTML lines skipped). Then a review is written
// back as `quire review` writes it (DeckReview.edit applied with LineEditor) to each direction of the first cards:
// the note read again must hold the same cards, the reviewed direction with its new state and every other
// state as it was.

let reviewed = Flashcard.Schedule(due: LocalDate(year: 2026, month: 12, day: 1)!, interval: 7, ease: 270)
let maxReviewedCards = 6

func cards(_ text: String) -> [Flashcard] {
  let document = MarkdownDocument.parse(text)
  let lines = SourceLines(text)
  var sink: [Diagnostic] = []
  return FlashcardParser.cards(
    in: lines, from: (document.frontMatter?.lineCount ?? 0) + 1, to: lines.count, file: "decks/fuzz.md", into: &sink)
}

/// Whether an HTML comment runs over more than one line: a line holds a `<!--` with no `-->` after it.
func hasMultilineComment(_ text: String) -> Bool {
  let lines = SourceLines(text)
  for n in 1...lines.count {
    let b = Array(lines[n].utf8)
    var open = false
    var i = 0
    while i < b.count {
      if !open, i + 3 < b.count, b[i] == 0x3C, b[i + 1] == 0x21, b[i + 2] == 0x2D, b[i + 3] == 0x2D {
        open = true
        i += 4
      } else if open, i + 2 < b.count, b[i] == 0x2D, b[i + 1] == 0x2D, b[i + 2] == 0x3E {
        open = false
        i += 3
      } else {
        i += 1
      }
    }
    if open { return true }
  }
  return false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlashcard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzInput.text(data, size)
  let before = cards(text)
  // Known and left (docs/fuzzing.md): an HTML comment over several lines (`<!--SR:` alone on a line) hides the lines
  // after it from cmark; the one-line comment a review writes after it closes it, and the lines it hid join the card.
  // Such decks are only parsed.
  if hasMultilineComment(text) { return 0 }
  let lines = SourceLines(text)
  for (index, card) in before.prefix(maxReviewedCards).enumerated() {
    for item in ReviewItem.items(of: card) {
      let edit = DeckReview.edit(item, to: reviewed, lines: lines)
      guard case .success(let bytes) = LineEditor.apply([edit], to: Array(text.utf8)) else {
        FuzzInput.require(false, "the review edit of card \(index) does not apply: \(edit)")
        return 0
      }
      let written = String(decoding: bytes, as: UTF8.self)
      let after = cards(written)
      FuzzInput.require(
        after.map(\.kind) == before.map(\.kind) && after.map(\.front) == before.map(\.front)
          && after.map(\.back) == before.map(\.back),
        "a review of card \(index) side \(item.side) changes the cards: \(text.debugDescription) -> "
          + "\(written.debugDescription)")
      for (n, (old, new)) in zip(before, after).enumerated() {
        let oldItems = ReviewItem.items(of: old)
        let newItems = ReviewItem.items(of: new)
        for side in oldItems.indices {
          let expected = n == index && side == item.side ? reviewed : oldItems[side].schedule
          FuzzInput.require(
            newItems[side].schedule == expected,
            "a review of card \(index) side \(item.side) leaves card \(n) side \(side) at "
              + "\(String(describing: newItems[side].schedule)), not \(String(describing: expected)): "
              + "\(text.debugDescription) -> \(written.debugDescription)")
        }
      }
    }
  }
  return 0
}
