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

  // Found by Tests/Fuzz/FuzzFlashcard (docs/fuzzing.md): a review state that cannot be read left the space before
  // its comment on the back (`soy `), and the back changed once a review wrote a good state.
  @Test func anUnreadableStateLeavesTheBackTrimmed() {
    let text = "---\ntype: deck\n---\nConjugate ser\n?\nsoy <!--SR:!2026-11-48,1,250-->\n"
    let note = parser.parse(file: "decks/es.md", text: text)
    #expect(note.deck?.cards.map(\.back) == ["soy"])
    #expect(note.diagnostics.map(\.code) == ["bad-sr-comment"])
  }
}
