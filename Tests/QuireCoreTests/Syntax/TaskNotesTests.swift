import PropertyBased
import Testing

@testable import QuireCore

/// A task's notes (docs/syntax.md, "Task notes"): which lines below a task are its notes, and
/// notes written by Quire read back as the same text and change nothing else in the note.
@Suite struct TaskNotesTests {
  static func tasks(_ text: String) -> [TaskItem] {
    NoteParser(config: VaultConfig()).parse(file: "inbox.md", text: text).tasks
  }

  @Test func theIndentedLinesBelowATaskAreItsNotes() {
    let tasks = Self.tasks(
      """
      # Inbox

      - [ ] Call the plumber 📅 2026-12-01
        Ask about the boiler.

          Number: 555 0100

      - [ ] Buy milk
        - [ ] Oat milk
          for the coffee
        not a note of Buy milk: it follows a sub-item
      - [ ] Lazy line follows
      lazy, not indented: the note's text
      1. [ ] Numbered
         three spaces deep
      \t- [ ] Tab indented
      \t  with a tab and two spaces
      > - [ ] Quoted
      >   in the quote
      >
      >   after a quoted blank
      outside the quote

      """)
    let notes = Dictionary(tasks.map { ($0.fields.description, $0.notes) }, uniquingKeysWith: { a, _ in a })
    #expect(notes["Call the plumber"] == "Ask about the boiler.\n\n  Number: 555 0100")
    #expect(notes["Buy milk"] == "")
    #expect(notes["Oat milk"] == "for the coffee")
    #expect(notes["Lazy line follows"] == "")
    #expect(notes["Numbered"] == "three spaces deep")
    #expect(notes["Tab indented"] == "with a tab and two spaces")
    #expect(notes["Quoted"] == "in the quote\n\nafter a quoted blank")
  }

  @Test func linesThatWouldStartAListItemAreWrittenWithABackslash() {
    let task = TaskLineParser.parse("- [ ] Call Ann")!
    let indent = TaskNotes.Indent(of: task)
    let lines = TaskNotes.lines(for: "Ask about:\n- the party\n2. the cake\n\\- as written\n\n\n", under: indent)
    #expect(lines == ["  Ask about:", "  \\- the party", "  \\2. the cake", "  \\\\- as written"])
    #expect(
      TaskNotes.text(of: lines.map { Substring($0) }, under: indent)
        == "Ask about:\n- the party\n2. the cake\n\\- as written")
  }

  @Test func notesMovedUnderAnotherTaskKeepTheirText() {
    let quoted = TaskNotes.Indent(of: TaskLineParser.parse("> \t- [ ] Quoted")!)
    let top = TaskNotes.Indent(of: TaskLineParser.parse("- [ ] Quoted")!)
    let moved = TaskNotes.moved([">   \t    first  ", ">", ">   \t  \\- second"], from: quoted, to: top)
    #expect(moved == ["    first  ", "", "  \\- second"])
  }

  /// Random notes written under a random task line, between two other tasks, read back as the
  /// notes normalised; the note's other tasks are read as before and no new task appears.
  @Test func writtenNotesReadBackAndChangeNothingElse() async {
    let pieces = [
      "plain words", "- a dash item", "* star", "+ plus", "1. one", "10) ten", "1234567890. too long", "\\- escaped",
      "\\\\* two", "  indented", "\tTabbed", "> a quote", "```", "~~~ fence", "<!-- open comment", "# heading", "===",
      "---", "- [ ] a task?", "[x] box", "", " ", "\t", "#tag 📅 2026-12-01", "<<<<<<< ours", "|a|b|", "-", "2.", "\r",
    ]
    let prefixes = ["", "  ", "\t", "> ", "> > ", ">", "    ", "1. [ ] parent\n\n   "]
    let markers = ["-", "*", "+", "1.", "10)"]
    let gen = Generator<(String, String, String), Shrink.None<(String, String, String)>> { rng in
      let count = Int.random(in: 0...6, using: &rng)
      let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined(separator: "\n")
      return (
        prefixes[Int.random(in: 0..<prefixes.count, using: &rng)],
        markers[Int.random(in: 0..<markers.count, using: &rng)],
        text
      )
    }
    await propertyCheck(count: 1000, input: gen) { input in
      let (prefix, marker, text) = input
      // The parent line of a nested prefix stands on its own line above.
      let parentLines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
      let own = String(parentLines.last!)
      let taskLine = own + marker + " [ ] The task 📅 2026-12-01"
      let lines = TaskNotes.lines(for: text, below: taskLine)
      var note = ["# Note", "", "- [ ] Before", ""] + parentLines.dropLast().map(String.init) + [taskLine] + lines
      note += [
        String(own.prefix { $0 == ">" || $0 == " " }.filter { $0 == ">" }.map { _ in "> " }.joined()) + "- [ ] After",
        "",
      ]
      let tasks = Self.tasks(note.joined(separator: "\n"))
      let found = tasks.first { $0.fields.description == "The task" }
      #expect(found?.notes == TaskNotes.normalized(text), "\(note.joined(separator: "\n"))")
      #expect(found?.fields.due == LocalDate(iso: "2026-12-01"))
      let others = tasks.map(\.fields.description).filter { $0 != "The task" }
      #expect(
        others == ["Before"] + (parentLines.count > 1 ? ["parent"] : []) + ["After"], "\(note.joined(separator: "\n"))")
    }
  }

  @Test func aPhonesDescriptionIsNormalisedAsNotesAre() {
    #expect(TaskNotes.normalized("\r\n  \nfirst\r\n \t\nsecond\u{7}\rthird\n\n") == "first\n\nsecond\nthird")
  }

  /// Notes indented deeper than the checkbox (a tab, four spaces, as the plugin's own sample
  /// vault has them) read without the blanks every line shares.
  @Test func blanksEveryLineSharesAreNotPartOfTheNotes() {
    let tasks = Self.tasks(
      "- [ ] Four deep\n    task line 1\n      deeper\n- [ ] Tab\n\tone\n\ttwo\n- [ ] Code\n  ```sh\n  ls\n  ```\n")
    #expect(tasks.map(\.notes) == ["task line 1\n  deeper", "one\ntwo", "```sh\nls\n```"])
    #expect(TaskNotes.normalized("  a\n\n    b\n") == "a\n\n  b")
  }
}
