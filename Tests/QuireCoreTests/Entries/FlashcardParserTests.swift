import QuireCore
import Testing

@Suite struct FlashcardParserTests {
  let parser = NoteParser(config: VaultConfig())

  @Test func everyCardFormat() {
    let text = """
      ---
      type: deck
      name: Spanish
      ---
      # Words

      el gato::the cat
      la casa:::the house <!--SR:!2026-11-25,3,250!2026-11-28,5,270-->
      el perro::the dog
      <!--SR:!2026-11-30,4,230-->

      Conjugate ser
      ?
      soy
      eres

      Say hello
      ??
      hola

      - [ ] not a card::really
      """
    let deck = parser.parse(file: "decks/es.md", text: text).deck
    #expect(deck?.name == "Spanish")
    let cards = deck?.cards ?? []
    #expect(cards.map(\.kind) == [.basic, .reversed, .basic, .multiline, .multilineReversed])
    #expect(cards.map(\.line) == [7, 8, 9, 12, 17])
    #expect(cards[1].back == "the house")
    #expect(cards[1].schedules.map(\.interval) == [3, 5])
    #expect(cards[2].schedules.first?.due == LocalDate(iso: "2026-11-30"))
    #expect(cards[2].scheduleLine == 10)
    #expect(cards[3].front == "Conjugate ser")
    #expect(cards[3].back == "soy\neres")
  }

  // MARK: - Cards without blank lines between them (docs/flashcards.md, "How a deck is read")

  @Test func aLineWithASeparatorIsACardByItselfAndTheNextFrontStartsAfterIt() {
    let text = "---\ntype: deck\n---\nperro::dog\ngato:::cat\nWhat is the capital of Spain?\n?\nMadrid\n"
    let cards = parser.parse(file: "decks/es.md", text: text).deck?.cards ?? []
    #expect(cards.map(\.kind) == [.basic, .reversed, .multiline])
    #expect(cards.map(\.front) == ["perro", "gato", "What is the capital of Spain?"])
    #expect(cards.map(\.back) == ["dog", "cat", "Madrid"])
    #expect(cards.map(\.line) == [4, 5, 6])
    #expect(cards.last?.scheduleLine == 8)
  }

  // MARK: - Blocks inside an answer

  @Test func aFencedCodeBlockInAnAnswerIsPartOfTheCardWithItsComment() {
    let text = """
      ---
      type: deck
      ---
      How do you print in Python?
      ?
      Call print:
      ```python
      print('a::b')

      print('?')
      ```
      <!--SR:!2026-11-20,10,250-->

      next::card
      """
    let note = parser.parse(file: "decks/py.md", text: text)
    let cards = note.deck?.cards ?? []
    #expect(note.diagnostics.isEmpty)
    #expect(cards.map(\.front) == ["How do you print in Python?", "next"])
    #expect(cards.first?.back == "Call print:\n```python\nprint('a::b')\n\nprint('?')\n```")
    #expect(cards.first?.schedules.map(\.interval) == [10])
    #expect(cards.first?.scheduleLine == 12)
  }

  /// The fence of a block left open at the end of a deck (what `quire card add` closes), read as
  /// the cards are read: a fence inside an HTML comment or on a one-line card's line opens nothing.
  @Test(arguments: [
    ("a::b\n\n```swift\nlet x = 1\n", "```"),
    ("a::b\n\n````\n```\nstill open\n\n", "````"),
    ("~~~~\n?\n", "~~~~"),
    ("```", "```"),
    ("```\ncode\n```\n", nil),
    ("```\ncode\n````\n", nil),
    ("a::b\n<!--\n```\n-->\n", nil),
    ("```a::b\n", nil),
    ("   ```\nindented: no fence for the plugin\n", nil),
  ])
  func anOpenFenceAtTheEnd(_ body: String, _ fence: String?) {
    let lines = SourceLines(body)
    #expect(FlashcardParser.openFence(in: lines, from: 1, to: lines.count) == fence)
  }

  @Test func listsQuotesAndTablesInAnAnswerArePartOfTheCard() {
    let text = """
      ---
      type: deck
      ---
      Name the parts
      ?
      - head
      - body
      > a quote
      | a | b |
      | - | - |
      | 1 | 2 |
      """
    let cards = parser.parse(file: "decks/x.md", text: text).deck?.cards ?? []
    #expect(cards.count == 1)
    #expect(cards.first?.back == "- head\n- body\n> a quote\n| a | b |\n| - | - |\n| 1 | 2 |")
    #expect(cards.first?.scheduleLine == 11)
  }

  // Found by Tests/Fuzz/FuzzFlashcard (docs/fuzzing.md): a review state that cannot be read left the space before
  // its comment on the back (`soy `), and the back changed once a review wrote a good state.
  @Test func anUnreadableStateLeavesTheBackTrimmed() {
    let text = "---\ntype: deck\n---\nConjugate ser\n?\nsoy <!--SR:!2026-11-48,1,250-->\n"
    let note = parser.parse(file: "decks/es.md", text: text)
    #expect(note.deck?.cards.map(\.back) == ["soy"])
    #expect(note.diagnostics.map(\.code) == ["bad-sr-comment"])
  }
}
