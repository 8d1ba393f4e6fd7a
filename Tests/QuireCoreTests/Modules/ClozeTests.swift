import PropertyBased
import Testing

@testable import QuireCore

/// Cloze deletions as the obsidian-spaced-repetition plugin reads them (docs/flashcards.md,
/// "Cloze cards"); its own parser cases run in `SpacedRepetitionParseCompatTests`.
@Suite struct ClozeTests {
  @Test func eachDeletionIsACardWithTheOthersShown() {
    let text = "The ==cat== sat on the ==mat;;a thing== today"
    #expect(Cloze.deletions(in: text).map(\.answer) == ["cat", "mat"])
    #expect(Cloze.front(text, card: 0) == "The [...] sat on the mat today")
    #expect(Cloze.front(text, card: 1) == "The cat sat on the [a thing] today")
    #expect(Cloze.back(text) == "The cat sat on the mat today")
  }

  @Test func theStylesAreNumberedInThePluginsPatternOrder() {
    // The plugin's own expectation (tests/unit/data/question-type.test.ts, "CardType.Cloze"):
    // highlight, then bold, then curly brackets, whatever their places in the text.
    let text = "This is a really very {{interesting}} and ==fascinating== and **great** test"
    let styles: [Cloze.Style] = [.highlight, .bold, .curly]
    #expect(Cloze.deletions(in: text, styles: styles).map(\.answer) == ["fascinating", "great", "interesting"])
    #expect(
      Cloze.front(text, card: 0, styles: styles) == "This is a really very interesting and [...] and great test")
    #expect(
      Cloze.front(text, card: 2, styles: styles) == "This is a really very [...] and fascinating and great test")
    // With the defaults only highlights are deletions: bold and braces stay as written.
    #expect(Cloze.back(text) == "This is a really very {{interesting}} and fascinating and **great** test")
  }

  @Test func numberedDeletionsAreAskedTogether() {
    // The pattern's `[123;;]`: card N asks every deletion numbered N; unnumbered ones stay as written.
    let text = "==1;;Paris== is the capital of ==2;;France;;a country==, ==1;;Berlin== of ==Germany=="
    #expect(Cloze.cardCount(in: text) == 2)
    #expect(Cloze.front(text, card: 0) == "[...] is the capital of France, [...] of ==Germany==")
    #expect(Cloze.front(text, card: 1) == "Paris is the capital of [a country], Berlin of ==Germany==")
    #expect(Cloze.back(text) == "Paris is the capital of France, Berlin of ==Germany==")
    #expect(Cloze.cardCount(in: "==3;;only three==") == 3)
  }

  @Test(arguments: [
    ("==a==", ["a"]), ("====", []), ("==a;;==", ["a;;"]), ("===secret===", ["=secret"]),
    ("==a\nb==", []), ("x ==`code`== y", ["`code`"]), ("==a== ==b==", ["a", "b"]), ("a == b", []),
  ])
  func matchesAsTheRegularExpression(_ text: String, _ answers: [String]) {
    #expect(Cloze.deletions(in: text).map { String($0.answer) } == answers)
  }

  @Test func aParagraphWithAHighlightIsOneCardWithADirectionPerDeletion() {
    let text = """
      ---
      type: deck
      ---
      Intro prose.

      # A heading above is not part of the text
      The ==heart== pumps
      ==blood==.
      <!--SR:!2026-11-20,3,250-->

      - [ ] a task with ==this==
      # A ==heading==
      """
    var diagnostics: [Diagnostic] = []
    let lines = SourceLines(text)
    let cards = FlashcardParser.cards(in: lines, from: 4, to: lines.count, file: "d.md", into: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(cards.count == 1)
    let card = cards[0]
    #expect(card.kind == .cloze)
    #expect(card.line == 7 && card.scheduleLine == 9 && card.lastLine == 9)
    #expect(card.front == "The ==heart== pumps\n==blood==.")
    #expect(card.back == "The heart pumps\nblood.")
    let items = ReviewItem.items(of: card)
    #expect(items.map(\.question) == ["The [...] pumps\nblood.", "The heart pumps\n[...]."])
    #expect(items[0].schedule?.interval == 3 && items[1].schedule == nil)
    // The plugin's placeholder for the second deletion, `!`-separated after the card.
    let edit = DeckReview.edit(
      items[1], to: Flashcard.Schedule(due: LocalDate(iso: "2026-11-28")!, interval: 3, ease: 250), lines: lines)
    #expect(edit.replacement == ["<!--SR:!2026-11-20,3,250!2026-11-28,3,250-->"])
  }

  @Test func aOneLineCardInTheParagraphDropsTheCloze() {
    // As in the plugin: a line holding `::` is a card by itself and the gathered lines are dropped.
    var diagnostics: [Diagnostic] = []
    let lines = SourceLines("The ==cat== sat\nperro::dog\n")
    let cards = FlashcardParser.cards(in: lines, from: 1, to: lines.count, file: "d.md", into: &diagnostics)
    #expect(cards.map(\.kind) == [.basic])
  }

  struct Sentence: Sendable {
    var text: String
    var deletions: Int
  }

  /// Words of any kind but `=` (so each `==word==` written is one deletion), some marked.
  static let sentences = Generator<Sentence, Shrink.None<Sentence>> { rng in
    let words = ["the", "cat", "a;;b", "*", "x y", "::", "é", "{", "}", "`c`", "**b**"]
    var text = ""
    var count = 0
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
      let word = words[Int.random(in: 0..<words.count, using: &rng)]
      if Bool.random(using: &rng) {
        text += "==" + word + "== "
        count += 1
      } else {
        text += word + " "
      }
    }
    return Sentence(text: text, deletions: count)
  }

  @Test func oneCardPerDeletionAndEachFrontIsTheBackWithOneAnswerAsked() async {
    await propertyCheck(count: 500, input: Self.sentences) { sentence in
      let text = sentence.text
      let deletions = Cloze.deletions(in: text)
      #expect(deletions.count == sentence.deletions, "\(text.debugDescription)")
      let back = Cloze.back(text)
      #expect(!back.contains("=="))
      for (n, deletion) in deletions.enumerated() {
        let front = Cloze.front(text, card: n)
        let asked = "[" + (deletion.hint.map(String.init) ?? "...") + "]"
        // Putting the answer back in place of the question gives the back, character for character.
        let at = front.range(of: asked)!
        #expect(String(front[..<at.lowerBound]) + deletion.answer + String(front[at.upperBound...]) == back)
      }
      // A text without deletions is its own front and back.
      #expect(Cloze.back(back) == back && Cloze.deletions(in: back).isEmpty)
    }
  }
}
