import PropertyBased
import Testing

@testable import QuireCore

/// Typos in notes are warnings at their line and column, and the line reads as before.
@Suite struct TaskLineTyposTests {
  let parser = NoteParser(config: VaultConfig())

  @Test(arguments: [
    ("12/05/2026", ["2026-05-12", "2026-12-05"]), ("31.12.2026", ["2026-12-31"]),
    ("5/12/26", ["2026-12-05", "2026-05-12"]),
    ("1/1/2026", ["2026-01-01"]),
  ])
  func aDateWithSlashesOrDotsShowsItsISOForms(_ written: String, _ forms: [String]) {
    #expect(TaskLineTypos.isoForms(of: written) == forms)
  }

  @Test(arguments: ["2026-11-24", "13/13/2026", "12/05", "tomorrow", "1/2/3/4", "12/05/202"])
  func otherTokensAreNoDates(_ written: String) {
    #expect(TaskLineTypos.isoForms(of: written) == nil)
  }

  @Test func eachTypoIsAWarningAtItsColumn() {
    let text = """
      - [ ] a 🔁 every wensday 📅 2026-11-24
      - [ ] b 📅 12/05/2026
      - [ ] d [due:: ] and (repeat::  )
      - [ ] e [due:: 2026-11-24] 🔁 every week

      """
    let note = parser.parse(file: "inbox.md", text: text)
    let found = note.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code) \($0.severity)" }
    #expect(
      found == [
        "1:20 bad-recurrence warning", "2:14 non-iso-date warning", "3:9 empty-field warning",
        "3:22 empty-field warning",
      ])
    #expect(note.diagnostics[0].message.contains("did you mean 'wednesday'"))
    #expect(note.diagnostics[1].message.contains("2026-05-12 or 2026-12-05"))
    // The lines read as before: the text stays text.
    #expect(note.tasks.map(\.fields.description) == ["a", "b 📅 12/05/2026", "d [due:: ] and (repeat::  )", "e"])
  }

  @Test func aPlannerTimeThatIsNoTimeIsAWarning() {
    let note = parser.parse(file: "journal/2026-11-24.md", text: "- 25:00 Late\n- 9:60 Early\n- 23:59 Fine\n")
    #expect(
      note.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code) \($0.severity)" } == [
        "1:3 bad-time warning", "2:3 bad-time warning",
      ])
    #expect(note.events.map(\.title) == ["Fine"])
  }
}

/// The typo checks read bytes (every task line of every parse passes there): on random lines
/// of emojis, dates, fields, CJK and spaces they find what a check over the line's scalars and
/// characters finds.
@Suite struct TaskLineTyposPropertyTests {
  /// The checks as first written, over scalars and strings.
  static func reference(_ line: String) -> [TaskLineTypos.Typo] {
    var typos: [TaskLineTypos.Typo] = []
    let scalars = Array(line.unicodeScalars)
    var offsets: [Int] = [0]
    for s in scalars { offsets.append(offsets.last! + String(s).utf8.count) }
    for (i, s) in scalars.enumerated() where TaskLineTypos.dateEmojis.contains(s) {
      var j = i + 1
      if j < scalars.count, scalars[j] == "\u{FE0F}" { j += 1 }
      while j < scalars.count, scalars[j] == " " { j += 1 }
      var k = j
      while k < scalars.count, k < j + 2, ("0"..."9").contains(scalars[k]) { k += 1 }
      guard k > j, k < scalars.count, "/.-".unicodeScalars.contains(scalars[k]) else { continue }
      while k < scalars.count, scalars[k] != " ", scalars[k] != "\t" { k += 1 }
      var token = ""
      token.unicodeScalars.append(contentsOf: scalars[j..<k])
      if let forms = TaskLineTypos.isoForms(of: token) {
        typos.append(.init(offset: offsets[j], kind: .nonISODate(token, forms)))
      }
    }
    let bytes = Array(line.utf8)
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "[") || b == UInt8(ascii: "(") {
      let close = b == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")
      var j = i + 1
      while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
      let start = j
      while j < bytes.count, (bytes[j] | 0x20) >= UInt8(ascii: "a"), (bytes[j] | 0x20) <= UInt8(ascii: "z") { j += 1 }
      let key = String(decoding: bytes[start..<j], as: UTF8.self)
      guard TaskLineTypos.dataviewKeys.contains(key), j + 1 < bytes.count, bytes[j] == UInt8(ascii: ":"),
        bytes[j + 1] == UInt8(ascii: ":")
      else { continue }
      var k = j + 2
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
      if k < bytes.count, bytes[k] == close { typos.append(.init(offset: i, kind: .emptyTaskField(key))) }
    }
    return typos
  }

  static let lines = Generator<String, Shrink.None<String>> { rng in
    let pieces = [
      "📅", "📅\u{FE0F}", "⏳", "✅", "❌", "➕", "🛫", "🗓", "⌛", " ", " ", "  ", "\t", "12/05/2026", "5.12.26", "1-1-2026",
      "2026-11-24", "13/13/2026", "9/", "/", "[due:: ]", "(repeat::  )", "[due:: 2026-11-24]", "[Due::]", "[ start:: ]",
      "[foo:: ]", "::", "(", "[", "日本語", "café", "é", "\u{2000}", "\u{1F600}", "x", "- [ ] ",
    ]
    let count = Int.random(in: 0...12, using: &rng)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
  }

  @Test func theByteChecksFindWhatTheScalarChecksFind() async {
    await propertyCheck(count: 3000, input: Self.lines) { line in
      let found = TaskLineTypos.nonISODates(Substring(line)) + TaskLineTypos.emptyFields(Substring(line))
      #expect(found == Self.reference(line), "\(line)")
      // A line cut out of a longer one (a Substring not at the string's start) too.
      let longer = "prefix " + line + " suffix"
      let cut = longer.dropFirst(7).dropLast(7)
      #expect(TaskLineTypos.nonISODates(cut) + TaskLineTypos.emptyFields(cut) == Self.reference(line), "\(line)")
    }
  }
}

/// Forms of a field that owners of Obsidian vaults write and neither Quire nor the plugin reads:
/// each is a warning at its column that says what to write, and the line reads as before.
@Suite struct UnreadFieldFormsTests {
  let parser = NoteParser(config: VaultConfig())

  func findings(_ line: String) -> (found: [String], description: String?) {
    let note = parser.parse(file: "inbox.md", text: line + "\n")
    return (
      note.diagnostics.map { "\($0.column ?? 0) \($0.severity) \($0.code): \($0.message)" },
      note.tasks.first?.fields.description
    )
  }

  @Test func aWikilinkDateIsAWarningNamingTheDateToWrite() {
    let (found, description) = findings("- [ ] Water plants 🔁 every week ⏳ [[2024-10-02]]")
    #expect(
      found == [
        "40 warning wikilink-date: '⏳ [[2024-10-02]]' is a link, not a date: neither Quire nor Obsidian Tasks reads "
          + "this date or the fields left of it; write ⏳ 2024-10-02"
      ])
    // Read as today: the 🔁 and the link stay text (docs/obsidian-tasks-compat.md says why).
    #expect(description == "Water plants 🔁 every week ⏳ [[2024-10-02]]")
    #expect(
      findings("- [ ] a 📅️ [[notes/2024-10-02.md#Tasks|2 Oct]] 📅 2026-11-25").found.first?.hasPrefix(
        "17 warning wikilink-date: '📅️ [[notes/2024-10-02.md#Tasks|2 Oct]]'") == true)
    #expect(findings("- [ ] Read ⏳ [[Some note]] 📅 2026-11-25").found.isEmpty)
  }

  @Test func invalidDateIsAWarning() {
    let (found, description) = findings("- [ ] Pay 📅 Invalid date")
    #expect(
      found == [
        "16 warning invalid-date: '📅 Invalid date' is what Obsidian Tasks writes for a date it could not read; "
          + "write the date as 📅 YYYY-MM-DD, or remove the field"
      ])
    #expect(description == "Pay 📅 Invalid date")
  }

  @Test func aLinkGluedToAPriorityIsAWarning() {
    let (found, description) = findings("- [ ] Do it 📅 2026-11-25 ⏫[](app://obsidian.md/open?vault=Mine&file=Inbox)")
    #expect(
      found == [
        "32 warning link-after-priority: the link '[](app://obsidian.md/open?vault=Mine&fil…' glued to ⏫ makes the "
          + "priority and the fields left of it text to Quire and Obsidian Tasks; move the link into the task's text, "
          + "before its fields"
      ])
    #expect(description == "Do it 📅 2026-11-25 ⏫[](app://obsidian.md/open?vault=Mine&file=Inbox)")
    #expect(findings("- [ ] Do it [](app://x) ⏫ 📅 2026-11-25").found.isEmpty)
  }

  @Test(arguments: [
    ("- [ ] 📅 2026-11-25 Buy milk", "7", "📅 2026-11-25", "Buy milk 📅 2026-11-25"),
    ("- [ ] #home 📅 2026-11-25 ⏫ Buy milk #shop", "13", "📅 2026-11-25 ⏫", "Buy milk 📅 2026-11-25 ⏫"),
    (
      "- [ ] [due:: 2026-11-25]  [priority:: high] Call Bob", "7", "[due:: 2026-11-25]  [priority:: high]",
      "Call Bob [due:: 2026-11-25]  [priority:: high]"
    ),
  ])
  func fieldsBeforeTheTextAreAWarningAtTheFirst(_ line: String, _ column: String, _ fields: String, _ instead: String) {
    let (found, description) = findings(line)
    #expect(
      found == [
        "\(column) warning fields-before-text: '\(fields)' stands before the task's text, and Quire and Obsidian Tasks "
          + "read fields from the end of the line only, so it is text; write it after the text: '\(instead)'"
      ])
    #expect(description == TaskLineParser.parse(line)?.fields.description)
    #expect(TaskLineParser.parse(line)?.fields.due == nil)
  }

  @Test(arguments: [
    "- [ ] Ask whether the 📅 2026-11-25 deadline moved 📅 2026-11-30", "- [ ] 📅 2026-11-25",
    "- [ ] 📅 2026-11-25 #home", "- [ ] #home Buy milk 📅 2026-11-25", "- [ ] [[Some note]] and more",
    "- [ ] (see page 3) Buy milk", "- [ ] 📅 soon Buy milk",
  ])
  func otherLinesHaveNoFieldBeforeTheirText(_ line: String) {
    #expect(findings(line).found.isEmpty)
  }
}
