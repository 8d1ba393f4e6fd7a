import Foundation
import QuireTestSupport
import Testing

/// Decks found by their `#flashcards` tag, cloze cards, and `quire card list`/`edit`/`rm`, run
/// on the built binary over a vault with odd bytes (CRLF, a BOM, trailing spaces, no final
/// newline): every byte the command does not name stays (docs/flashcards.md).
@Suite struct CardEditCLITests {
  static let note =
    "\u{FEFF}---\r\ntags: [study]\r\n---\r\n# Biology #flashcards/science/bio  \r\n\r\n"
    + "The ==heart== pumps ==blood==.\r\n\r\n"
    + "uno::one <!--SR:!2026-11-20,2,250--> trailing  \r\n"
    + "What is it?\r\n?\r\nA thing  \r\n<!--SR:!2026-11-21,3,250-->\r\n\r\n"
    + "dos:::two\r\n<!--SR:!2026-11-24,4,250!2026-11-26,5,250-->\r\n"
    + "tres::three\t\r\n\r\n"
    + "tail prose ✅ keeps its bytes"

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("notes/school/bio.md", note)
    try v.write("notes/plain.md", "Prose with ==a highlight== and #flashcardsx.\n")
    return v
  }

  func text(_ v: TemporaryVault) throws -> String { String(decoding: try v.read("notes/school/bio.md"), as: UTF8.self) }

  @Test func deckListSeesATaggedNoteOutsideDecks() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["--today", "2026-11-25", "deck", "list", "--json"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout
        == "{\"decks\":[{\"name\":\"science/bio\",\"cards\":5,\"due\":3,\"new\":2,\"file\":\"notes/school/bio.md\"}]}\n"
    )
  }

  @Test func reviewingAClozeDeletionWritesThePluginsComment() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "science/bio", "--card", "The heart pumps [...].", "--grade", "good"],
      in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    // The first deletion is still new: the plugin's placeholder holds its place.
    let comment = "<!--SR:!2000-01-01,1,250!2026-11-28,3,250-->"
    #expect(
      try text(v)
        == Self.note.replacingOccurrences(
          of: "==blood==.\r\n", with: "==blood==.\r\n" + comment + "\r\n"))
    let again = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "bio", "--card", "The [...] pumps blood.", "--grade", "easy"], in: v.url)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try text(v).contains("==blood==.\r\n<!--SR:!2026-11-29,4,270!2026-11-28,3,250-->\r\n\r\n"))
  }

  @Test func aQuizAsksEachDeletion() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["quiz", "bio", "--seed", "3"], in: v.url, input: "q\n")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("6 cards"), "\(r.stdout)")
  }

  @Test func cardListNumbersTheCards() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "list", "bio"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout
        == "1  notes/school/bio.md:6  The ==heart== pumps ==blood==.\n2  notes/school/bio.md:8  uno\n"
        + "3  notes/school/bio.md:9  What is it?\n4  notes/school/bio.md:14  dos\n5  notes/school/bio.md:16  tres\n")
  }

  @Test func editFrontKeepsEveryOtherByte() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "edit", "bio", "uno", "--front", "eins: one::"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "edited notes/school/bio.md:8\n")
    #expect(
      try text(v)
        == Self.note.replacingOccurrences(of: "uno::one <!--SR", with: "eins: one&#58;&#58;::one <!--SR"))
    let b = try QuireProcess.run(["card", "edit", "bio", "4", "--back", "zwei"], in: v.url)
    #expect(b.status == 0, "\(b.stderr)")
    let m = try QuireProcess.run(["card", "edit", "bio", "what", "--back", "A thing\n  indented"], in: v.url)
    #expect(m.status == 0, "\(m.stderr)")
    #expect(
      try text(v)
        == Self.note.replacingOccurrences(of: "uno::one <!--SR", with: "eins: one&#58;&#58;::one <!--SR")
        .replacingOccurrences(of: "dos:::two\r\n", with: "dos:::zwei\r\n")
        .replacingOccurrences(of: "A thing  \r\n", with: "A thing\r\n  indented\r\n"))
  }

  @Test func dryRunChangesNothing() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "edit", "bio", "3", "--front", "Why?", "--dry-run"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "would edit notes/school/bio.md:9\n- What is it?\n+ Why?\n")
    let rm = try QuireProcess.run(["card", "rm", "bio", "dos", "--dry-run"], in: v.url)
    #expect(
      rm.stdout
        == "would remove notes/school/bio.md:14-15\n- dos:::two\n- <!--SR:!2026-11-24,4,250!2026-11-26,5,250-->\n")
    #expect(try text(v) == Self.note)
  }

  @Test func rmRemovesTheCardAndItsCommentOnly() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "rm", "bio", "dos"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "removed notes/school/bio.md:14-15\n")
    #expect(
      try text(v)
        == Self.note.replacingOccurrences(
          of: "dos:::two\r\n<!--SR:!2026-11-24,4,250!2026-11-26,5,250-->\r\n", with: ""))
    let last = try QuireProcess.run(["card", "rm", "bio", "tres"], in: v.url)
    #expect(last.status == 0, "\(last.stderr)")
    let cloze = try QuireProcess.run(["card", "rm", "bio", "1"], in: v.url)
    #expect(cloze.status == 0, "\(cloze.stderr)")
    let list = try QuireProcess.run(["card", "list", "bio"], in: v.url)
    #expect(list.stdout == "1  notes/school/bio.md:7  uno\n2  notes/school/bio.md:8  What is it?\n")
  }

  @Test func aMissingOrAmbiguousCardIsOneLine() throws {
    let v = try Self.vault()
    try v.write("decks/twins.md", "Capital of Spain::Madrid\nCapital of France::Paris\n")
    let missing = try QuireProcess.run(["card", "rm", "bio", "nothing"], in: v.url)
    #expect(missing.status == 1)
    #expect(
      missing.stderr
        == "quire: error: no card in notes/school/bio.md is numbered or starts 'nothing'; 'quire card list' numbers them\n"
    )
    let several = try QuireProcess.run(["card", "edit", "twins", "capital", "--back", "x"], in: v.url)
    #expect(several.status == 1)
    #expect(
      several.stderr
        == "quire: error: 'capital' names several cards (decks/twins.md:1, decks/twins.md:2); "
        + "give its number from 'quire card list'\n")
    let number = try QuireProcess.run(["card", "rm", "twins", "9"], in: v.url)
    #expect(number.status == 1)
    let cloze = try QuireProcess.run(["card", "edit", "bio", "1", "--front", "no deletion"], in: v.url)
    #expect(cloze.status == 1)
    #expect(
      cloze.stderr
        == "quire: error: notes/school/bio.md:6: a cloze card's text needs a ==deletion==; nothing was changed\n")
    #expect(try text(v) == Self.note)
  }

  @Test func aDeckNamedByItsTagIsNotRenamedByMovingItsFile() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["deck", "rename", "science/bio", "Biology"], in: v.url)
    #expect(r.status == 1)
    #expect(
      r.stderr
        == "quire: error: notes/school/bio.md is a deck by its #flashcards tag and takes its name from it;"
        + " change the tag, or add 'name: ...' to its front matter; nothing was changed\n")
    #expect(try text(v) == Self.note)
  }

  @Test func editWithoutOptionsNamesTheCardsLineOffATerminal() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "edit", "bio", "3"], in: v.url, environment: ["EDITOR": "false"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "notes/school/bio.md:9\n")
  }
}
