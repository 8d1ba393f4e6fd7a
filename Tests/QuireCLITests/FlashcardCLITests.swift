import Foundation
import QuireTestSupport
import Testing

/// Deck commands on a vault built here: odd bytes, a malformed review comment, empty decks.
@Suite struct FlashcardCLITests {
  static let deck =
    "---\r\ntype: deck\r\nname: Odd deck\r\n---\r\n# Odd  \r\n\r\n"
    + "uno::one <!--SR:!2026-11-20,2,250--> trailing  \r\n\r\n"
    + "dos::two\r\n<!--SR:!2026-13-40,x,250-->\r\n\r\n"
    + "tres:::three\r\n\r\n"
    + "no separator here\r\n"
    + "cuatro::four"

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("decks/odd.md", deck)
    try v.write("study/empty.md", "---\ntype: deck\nname: Empty\n---\nJust prose.\n")
    return v
  }

  @Test func aMalformedReviewCommentIsADiagnosticAndTheRestWorks() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["--today", "2026-11-25", "deck", "list", "--json"], in: v.url)
    #expect(r.status == 0)
    #expect(r.stderr.contains("decks/odd.md:10: warning: review state '2026-13-40,x,250' is not DATE,INTERVAL,EASE"))
    #expect(
      r.stdout
        == "{\"decks\":[{\"name\":\"Empty\",\"cards\":0,\"due\":0,\"new\":0,\"file\":\"study/empty.md\"},"
        + "{\"name\":\"Odd deck\",\"cards\":4,\"due\":1,\"new\":3,\"file\":\"decks/odd.md\"}]}\n")
  }

  @Test func reviewRewritesOnlyTheCommentBytes() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "uno", "--grade", "good"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    // due 5 days ago: (2 + 2.5) × 2.5 = 11.25 → 11.
    #expect(r.stdout == "good: next review 2026-12-06 (in 11 days, ease 250)  decks/odd.md:7\n")
    let after = String(decoding: try v.read("decks/odd.md"), as: UTF8.self)
    #expect(after == Self.deck.replacingOccurrences(of: "!2026-11-20,2,250", with: "!2026-12-06,11,250"))
  }

  @Test func aMalformedCommentIsReplacedNotDuplicated() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "dos", "--grade", "easy"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    let after = String(decoding: try v.read("decks/odd.md"), as: UTF8.self)
    #expect(
      after == Self.deck.replacingOccurrences(of: "<!--SR:!2026-13-40,x,250-->", with: "<!--SR:!2026-11-29,4,270-->"))
  }

  @Test func aNewCardOnTheLastLineWithoutANewlineGetsItsCommentBelow() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "four", "--grade", "hard"], in: v.url)
    #expect(r.status == 1)
    #expect(r.stderr.contains("no card in decks/odd.md shows 'four'"))
    let ok = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "cuatro", "--grade", "hard"], in: v.url)
    #expect(ok.status == 0, "\(ok.stderr)")
    let after = String(decoding: try v.read("decks/odd.md"), as: UTF8.self)
    #expect(after == Self.deck + "\r\n<!--SR:!2026-11-26,1,230-->")
  }

  @Test func reversedCardsAreReviewedBothWays() throws {
    let v = try Self.vault()
    let a = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "three", "--grade", "good"], in: v.url)
    #expect(a.status == 0, "\(a.stderr)")
    let b = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "odd", "--card", "tres", "--grade", "easy"], in: v.url)
    #expect(b.status == 0, "\(b.stderr)")
    let after = String(decoding: try v.read("decks/odd.md"), as: UTF8.self)
    #expect(after.contains("tres:::three\r\n<!--SR:!2026-11-29,4,270!2026-11-28,3,250-->\r\n\r\n"))
  }

  @Test func emptyDecksSaySoAndExitZero() throws {
    let v = try Self.vault()
    let q = try QuireProcess.run(["quiz", "empty", "--seed", "1"], in: v.url)
    #expect(q.status == 0)
    #expect(q.stdout == "Deck 'Empty' has no cards; nothing to quiz.\n")
    let r = try QuireProcess.run(["review", "Empty"], in: v.url)
    #expect(r.status == 0)
    #expect(r.stdout == "Deck 'Empty' has no cards; nothing to review.\n")
  }

  @Test func renameChangesTheFileAndOnlyTheNameLine() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["deck", "rename", "Odd deck", "Spanish: basics"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "renamed decks/odd.md to decks/spanish-basics.md\n")
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent("decks/odd.md").path))
    let after = String(decoding: try v.read("decks/spanish-basics.md"), as: UTF8.self)
    #expect(after == Self.deck.replacingOccurrences(of: "name: Odd deck\r\n", with: "name: \"Spanish: basics\"\r\n"))
    try v.write("decks/taken.md", "---\ntype: deck\nname: Other\n---\n")
    try v.write("decks/x.md", "---\ntype: deck\nname: X\n---\n")
    let clash = try QuireProcess.run(["deck", "rename", "X", "taken"], in: v.url)
    #expect(clash.status == 1)
    #expect(clash.stderr.hasSuffix("quire: error: 'decks/taken.md' exists already; nothing was changed\n"))
  }

  @Test func rmNeverOverwritesAnArchivedDeck() throws {
    let v = try Self.vault()
    try v.write("archive/decks/odd.md", "an older deck\n")
    let r = try QuireProcess.run(["deck", "rm", "odd deck"], in: v.url)
    #expect(r.stdout == "moved decks/odd.md to archive/decks/odd-2.md\n")
    #expect(String(decoding: try v.read("archive/decks/odd.md"), as: UTF8.self) == "an older deck\n")
    #expect(String(decoding: try v.read("archive/decks/odd-2.md"), as: UTF8.self) == Self.deck)
  }

  @Test func cardAddEscapesSoTheCardReadsBack() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["card", "add", "Empty", "a::b", "c:::d"], in: v.url)
    #expect(r.stdout == "added study/empty.md:6\n")
    #expect(
      String(decoding: try v.read("study/empty.md"), as: UTF8.self)
        == "---\ntype: deck\nname: Empty\n---\nJust prose.\na&#58;&#58;b::c&#58;&#58;&#58;d\n")
    let q = try QuireProcess.run(["quiz", "Empty", "--seed", "1"], in: v.url, input: "f\nr\n")
    #expect(q.stdout.contains("Q [1/1]: a::b\nA: c:::d\n"))
  }

  // MARK: - Decks as the obsidian-spaced-repetition plugin writes them

  @Test func aMultiLineCardRightAfterOneLineCardsIsFoundByItsFront() throws {
    let v = try TemporaryVault()
    let deck = "---\ntype: deck\n---\nperro::dog\ngato:::cat\nWhat is the capital of Spain?\n?\nMadrid\n"
    try v.write("decks/capitals.md", deck)
    let r = try QuireProcess.run(
      ["--today", "2026-11-25", "review", "capitals", "--card", "What is the capital of Spain?", "--grade", "good"],
      in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "good: next review 2026-11-28 (in 3 days, ease 250)  decks/capitals.md:6\n")
    let after = String(decoding: try v.read("decks/capitals.md"), as: UTF8.self)
    #expect(after == deck + "<!--SR:!2026-11-28,3,250-->\n")
  }

  @Test func aCodeBlockInAnAnswerKeepsOneCommentAndItsHistoryOverTwoReviews() throws {
    let v = try TemporaryVault()
    let deck =
      "---\ntype: deck\n---\nHow do you print in Python?\n?\nCall print:\n```python\nprint('Hello')\n\nprint('a::b')\n```\n"
      + "<!--SR:!2026-11-20,10,250-->\n\nperro::dog\n"
    try v.write("decks/python.md", deck)
    var intervals: [Int] = []
    for _ in 0..<2 {
      let r = try QuireProcess.run(
        ["--today", "2026-11-25", "review", "python", "--card", "How do you print in Python?", "--grade", "good"],
        in: v.url)
      #expect(r.status == 0, "\(r.stderr)")
      let after = String(decoding: try v.read("decks/python.md"), as: UTF8.self)
      // One comment, on the line where the plugin keeps it; every other line as it was.
      #expect(after.components(separatedBy: "<!--SR:").count == 2, "\(after)")
      let lines = after.components(separatedBy: "\n")
      #expect(lines.count == deck.components(separatedBy: "\n").count)
      #expect(lines[11].hasPrefix("<!--SR:!"))
      let others = lines.enumerated().filter { $0.offset != 11 }.map(\.element)
      #expect(others == deck.components(separatedBy: "\n").enumerated().filter { $0.offset != 11 }.map(\.element))
      let fields = lines[11].dropFirst("<!--SR:!".count).dropLast("-->".count).split(separator: ",")
      intervals.append(Int(fields[1]) ?? 0)
    }
    // The first review goes on from the 10-day state ((10 + 5/2) × 2.5 ≈ 31), not from a new card's 3 days.
    #expect(intervals[0] >= 30)
    #expect(intervals[1] > intervals[0])
  }

  @Test func cardAddAfterACodeBlockAnswerLeavesTheCardWhole() throws {
    let v = try TemporaryVault()
    let deck = "---\ntype: deck\n---\nShow a loop\n?\n```\nfor x in xs {\n\n}\n```\n"
    try v.write("decks/code.md", deck)
    let r = try QuireProcess.run(["card", "add", "code", "perro", "dog"], in: v.url)
    #expect(r.stdout == "added decks/code.md:12\n", "\(r.stderr)")
    #expect(String(decoding: try v.read("decks/code.md"), as: UTF8.self) == deck + "\nperro::dog\n")
    let list = try QuireProcess.run(["deck", "list", "--json"], in: v.url)
    #expect(list.stdout.contains("\"cards\":2"), "\(list.stdout)")
  }

  /// A deck ending inside a code block that never closes: the added card went into the block, so
  /// it was no card. The block is closed first, with its own fence, and nothing else changes.
  @Test(arguments: [
    ("perro::dog\n\nSome notes:\n```swift\nlet x = 1\n", "```\ngato::cat\n", 10, 2),
    ("perro::dog\n\n````\nlet x = 1\n\n", "````\ngato::cat\n", 10, 2),
    ("perro::dog\n\n~~~\nno newline at the end", "\n~~~\ngato::cat\n", 9, 2),
    ("Show a loop\n?\n```\nfor x in xs {\n\n}\n", "```\n\ngato::cat\n", 12, 2),
  ])
  func cardAddClosesACodeBlockLeftOpenAtTheEnd(_ body: String, _ appended: String, _ line: Int, _ cards: Int) throws {
    let v = try TemporaryVault()
    let deck = "---\ntype: deck\n---\n" + body
    try v.write("decks/code.md", deck)
    let r = try QuireProcess.run(["card", "add", "code", "gato", "cat"], in: v.url)
    #expect(r.stdout == "added decks/code.md:\(line)\n", "\(r.stderr)")
    #expect(String(decoding: try v.read("decks/code.md"), as: UTF8.self) == deck + appended)
    let list = try QuireProcess.run(["deck", "list", "--json"], in: v.url)
    #expect(list.stdout.contains("\"cards\":\(cards)"), "\(list.stdout)")
    let q = try QuireProcess.run(["quiz", "code", "--seed", "1"], in: v.url, input: "f\nr\nf\nr\n")
    #expect(q.stdout.contains("gato"), "\(q.stdout)")
  }
}
