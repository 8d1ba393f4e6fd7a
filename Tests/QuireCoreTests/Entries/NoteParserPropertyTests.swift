import PropertyBased
import Testing

@testable import QuireCore

/// Random Markdown never crashes the parser, and a checkbox inside a code block or an
/// HTML comment never becomes a task, while every real task is found on its line.
@Suite struct NoteParserPropertyTests {
  typealias RNG = any SeededRandomNumberGenerator

  /// A generated note and the tasks it must yield (description → 1-based line).
  struct Note: Sendable {
    var text: String
    var expected: [String: Int]
  }

  static let junk = [
    "plain words", "**bold** and _em_", "a [link](https://x.org/#a)", "[ ] bare", "1) one",
    "| a | b |", "<span>inline</span>", "#hashtag", "emoji 📅 2026-11-25 ⏫", "tab\there", "ümlaut ñ 日本",
  ]

  static let note = Generator<Note, Shrink.None<Note>> { rng in
    func pick(_ items: [String]) -> String { items[Int.random(in: 0..<items.count, using: &rng)] }
    var lines: [String] = []
    var expected: [String: Int] = [:]
    var counter = 0
    func task(_ prefix: String, _ marker: String) {
      counter += 1
      let description = "task-\(counter)"
      lines.append(
        "\(prefix)\(marker) [\(pick([" ", "x", "/", "-", ">", "?"]))] \(description)\(pick(["", " 📅 2026-11-25", "  [due:: 2026-11-25]", " #tag"]))"
      )
      expected[description] = lines.count
    }
    let frontMatter = Int.random(in: 0..<3, using: &rng)
    if frontMatter == 1 { lines += ["---", "title: x", "tags: [a, b]", "---"] }
    if frontMatter == 2 { lines += ["---", "bad: [", "---"] }
    for _ in 0..<Int.random(in: 0...12, using: &rng) {
      switch Int.random(in: 0..<9, using: &rng) {
      case 0: lines.append(pick(junk))
      case 1: task("", pick(["-", "*", "+", "1.", "2)"]))
      case 2: task("> ", "-")
      case 3:
        let fence = pick(["```", "~~~", "````"])
        lines.append(fence + pick(["", "md", "python"]))
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          lines.append(pick(["- [ ] in code", "* [x] also code", pick(junk)]))
        }
        lines.append(fence)
      case 4:
        lines.append("<!--")
        for _ in 0..<Int.random(in: 0...3, using: &rng) { lines.append(pick(["- [ ] in a comment", pick(junk)])) }
        lines.append("-->")
      case 5: lines.append(pick(["# Heading", "## Tasks", "### ✅ Done"]))
      case 6: lines += ["| a | b |", "| - | - |", "| - [ ] cell | x |"]
      case 7:
        task("", "-")
        task("  ", "-")
        task("    ", "*")
      default: lines.append(String(repeating: ">", count: Int.random(in: 1...40, using: &rng)) + " deep")
      }
      lines.append("")
    }
    let ending = pick(["\n", "\r\n"])
    return Note(text: lines.joined(separator: ending) + (Bool.random(using: &rng) ? ending : ""), expected: expected)
  }

  @Test func tasksExactlyWhereTheyAre() async {
    let parser = NoteParser(config: VaultConfig())
    await propertyCheck(count: 1500, input: Self.note) { note in
      let parsed = parser.parse(file: "notes/random.md", text: note.text)
      var found: [String: Int] = [:]
      for task in parsed.tasks {
        found[task.fields.description.split(separator: " ").first.map(String.init) ?? ""] = task.line
      }
      #expect(found == note.expected, "\(note.text.debugDescription)")
    }
  }

  static let garbage = Generator<String, Shrink.None<String>> { rng in
    let pieces = [
      "---", "\n", "\r\n", "\r", "- [ ] ", "[", "]", "```", "~~~", "<!--", "-->", ">", "  ", "\t", "#", "📅", "\u{FE0F}",
      "\u{FEFF}", "2026-02-30", "::", "?", "<!--SR:!2026-11-25,3,250-->", "[due:: ", "|", "\u{0}", "é", "🔁 every",
      "type: deck\n", "times: [", "08:30", "* ", "1. ",
    ]
    return (0..<Int.random(in: 0...60, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
      .joined()
  }

  /// `SourceLines` splits as the rule says (a line ends at `\n`, `\r\n` or a lone `\r`; a last
  /// line without a break counts, an empty one too), and each line's offset is where it starts.
  @Test func sourceLinesSplitAsTheRuleSays() async {
    await propertyCheck(count: 3000, input: Self.garbage) { text in
      var expected: [String] = []
      var current: [UInt8] = []
      let bytes = Array(text.utf8)
      var offsets = [0]
      var i = 0
      while i < bytes.count {
        if bytes[i] == 0x0A || bytes[i] == 0x0D {
          expected.append(String(decoding: current, as: UTF8.self))
          current = []
          i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
          offsets.append(i)
        } else {
          current.append(bytes[i])
          i += 1
        }
      }
      expected.append(String(decoding: current, as: UTF8.self))
      let lines = SourceLines(text)
      #expect(lines.count == expected.count)
      for n in 1...max(1, lines.count) where n <= expected.count {
        #expect(String(lines[n]) == expected[n - 1])
        #expect(lines.offset(of: n) == offsets[n - 1])
      }
    }
  }

  @Test func garbageNeverCrashes() async {
    await propertyCheck(count: 3000, input: Self.garbage) { text in
      for file in ["notes/x.md", "decks/x.md", "journal/2026-11-24.md", "goals/x.md", "habits/x.md", "planner/x.md"] {
        let parsed = NoteParser(config: VaultConfig()).parse(file: file, text: text)
        let lineCount = SourceLines(text).count
        for task in parsed.tasks { #expect(task.line >= 1 && task.line <= lineCount) }
        for d in parsed.diagnostics { #expect((d.line ?? 1) >= 1) }
      }
    }
  }
}
