import QuireCore
import Testing

/// Notes that are decks by their `#flashcards` tag, anywhere in the vault (docs/flashcards.md, "Decks").
@Suite struct DeckTagTests {
  let parser = NoteParser(config: VaultConfig())

  @Test(arguments: [
    ("notes/spanish.md", "Words #flashcards\n\nperro::dog\n", "spanish"),
    ("notes/spanish.md", "#flashcards/languages/spanish\nperro::dog\n", "languages/spanish"),
    ("a/b.md", "---\ntags: [study, flashcards/bio]\n---\nThe ==heart== pumps blood.\n", "bio"),
    ("a/b.md", "---\ntags: flashcards\ntitle: Biology\n---\nThe ==heart== pumps blood.\n", "Biology"),
    ("a/b.md", "---\ntags:\n  - \"#flashcards/x\"\nname: Named\n---\nq::a\n", "Named"),
    // The first deck tag names it, front matter first.
    ("a/b.md", "---\ntags: flashcards/one\n---\n#flashcards/two\nq::a\n", "one"),
  ])
  func aTaggedNoteIsADeck(_ file: String, _ text: String, _ name: String) {
    let note = parser.parse(file: file, text: text)
    #expect(note.deck?.name == name)
    #expect(note.deck?.cards.count == 1)
    // It stays a note too: `quire note list` and search still see it.
    #expect(note.kind == .note && note.note != nil)
  }

  @Test(arguments: [
    "perro::dog #flashcardsx\n", "#Flashcards\nperro::dog\n", "```\n#flashcards\n```\nperro::dog\n",
    "x#flashcards\nperro::dog\n", "---\ntags: [study]\n---\nperro::dog\n",
  ])
  func otherTagsAndTagsInCodeMakeNoDeck(_ text: String) {
    #expect(parser.parse(file: "notes/n.md", text: text).deck == nil)
  }

  @Test func aDeckByTypeOrFolderKeepsItsName() {
    let note = parser.parse(file: "decks/words.md", text: "---\nname: Words\n---\n#flashcards/other\nq::a\n")
    #expect(note.kind == .deck && note.deck?.name == "Words")
  }

  @Test func subdecksAreTheTagPathBelowFlashcards() {
    #expect(DeckTag.subdeck("#flashcards") == nil)
    #expect(DeckTag.subdeck("#flashcards/a/b") == "a/b")
    #expect(DeckTag.isDeckTag("#flashcards/a") && !DeckTag.isDeckTag("#flashcardsx"))
    #expect(DeckTag.mentioned(in: "ü #flashcards") && DeckTag.mentioned(in: "#flashcards"))
    #expect(!DeckTag.mentioned(in: "#flashcard") && !DeckTag.mentioned(in: "") && !DeckTag.mentioned(in: "#Flashcards"))
  }
}
