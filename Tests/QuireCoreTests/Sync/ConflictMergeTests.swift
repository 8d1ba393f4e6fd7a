import QuireCore
import Testing

/// `ConflictMerge`: a copy's ticks, moved fields and new task lines come into the note; nothing of
/// the note is lost; a task reopened in the copy stays closed.
@Suite struct ConflictMergeTests {
  let parser = NoteParser(config: VaultConfig())

  func merged(_ original: String, _ copy: String, preferCopy: Bool = false) -> (text: String, merge: ConflictMerge) {
    let merge = ConflictMerge(
      original: (parser.parse(file: "a.md", text: original).tasks, original),
      copy: (parser.parse(file: "b.md", text: copy).tasks, copy), preferCopy: preferCopy)
    guard case .success(var bytes) = LineEditor.apply(merge.edits, to: Array(original.utf8)) else {
      Issue.record("the edits do not apply")
      return ("", merge)
    }
    if !merge.appended.isEmpty, case .success(let more) = LineEditor.append(merge.appended, to: bytes) { bytes = more }
    return (String(decoding: bytes, as: UTF8.self), merge)
  }

  @Test func ticksFieldsAndNewLinesComeIn() {
    let original = """
      # Inbox
      - [ ] Buy milk 📅 2026-11-28
      - [ ] Pay rent 📅 2026-12-01
      - [x] Water plants ✅ 2026-11-26
      - [ ] Only here

      """
    let copy = """
      # Inbox
      - [x] Buy milk 📅 2026-11-28 ✅ 2026-11-27
      - [ ] Pay rent ⏫ 📅 2026-12-03
      - [ ] Call Bob
      - [ ] Water plants

      """
    // A due date set to two values is a clash: the note's stays, and so does the copy.
    let (text, merge) = merged(original, copy)
    #expect(
      text == """
        # Inbox
        - [x] Buy milk 📅 2026-11-28 ✅ 2026-11-27
        - [ ] Pay rent ⏫ 📅 2026-12-01
        - [ ] Call Bob
        - [x] Water plants ✅ 2026-11-26
        - [ ] Only here

        """)
    #expect(merge.steps.map(\.kind) == [.changed, .kept, .changed, .added, .kept])
    #expect(merge.steps[1].detail == "due: kept 2026-12-01, the copy has 2026-12-03")
    #expect(merge.steps[4].detail == "[x] kept: the copy has it open")
    #expect(merge.keepsCopy)
    // The copy preferred: its due date too.
    let preferred = merged(original, copy, preferCopy: true)
    #expect(preferred.text == text.replacingOccurrences(of: "⏫ 📅 2026-12-01", with: "⏫ 📅 2026-12-03"))
    #expect(preferred.merge.steps.map(\.kind) == [.changed, .changed, .added, .kept])
    // Merged again, nothing is left to bring in.
    let again = merged(preferred.text, copy, preferCopy: true)
    #expect(again.merge.edits.isEmpty && again.merge.appended.isEmpty && again.text == preferred.text)
  }

  /// Every field of the field table is compared, taken and reported alike: an estimate, a
  /// priority, a recurrence and reminders, in the words a person writes them.
  @Test func eachFieldIsReportedAsWritten() {
    let original = "- [ ] Essay [estimate:: 45m] 📅 2026-12-01\n- [ ] Run\n"
    let copy = "- [ ] Essay [estimate:: 1h30m] 🔼 📅 2026-12-01\n- [ ] Run 🔁 every week ⏰ 2026-12-01 07:00\n"
    let (text, merge) = merged(original, copy)
    // Fields a line did not have are written in the field table's order.
    #expect(text == "- [ ] Essay [estimate:: 45m] 🔼 📅 2026-12-01\n- [ ] Run ⏰ 2026-12-01 07:00 🔁 every week\n")
    #expect(
      merge.steps.map(\.detail) == [
        "estimate: kept 45m, the copy has 1h30m", "priority medium from the copy",
        "reminder 1 reminders from the copy; recurrence every week from the copy",
      ])
    let preferred = merged(original, copy, preferCopy: true)
    #expect(preferred.merge.steps.first?.detail == "estimate 45m → 1h30m; priority medium from the copy")
  }

  @Test func crlfNotesKeepTheirLineBreaks() {
    let (text, merge) = merged("- [ ] A\r\n- [ ] B\r\n", "- [x] A ✅ 2026-11-27\r\n- [ ] B\r\n- [ ] C\r\n")
    #expect(text == "- [x] A ✅ 2026-11-27\r\n- [ ] B\r\n- [ ] C\r\n")
    #expect(!merge.keepsCopy)
  }

  @Test func aTaskWithNoLineAboveItInTheNoteGoesAtTheEndAndOtherLinesKeepTheCopy() {
    let (text, merge) = merged("- [ ] A\n", "- [ ] New first\n- [ ] A\nA new paragraph.\n")
    #expect(text == "- [ ] A\n- [ ] New first\n")
    #expect(merge.keepsCopy)
  }

  /// A new task comes with its notes, and never between a task of the note and its notes.
  @Test func aNewTaskComesWithItsNotesAfterTheNotesOfTheTaskAbove() {
    let original = "- [ ] A\n  notes of A\n- [ ] B\n"
    let copy = "- [ ] A\n- [ ] New\n  notes of New\n\n  more\n- [ ] B\n"
    let (text, merge) = merged(original, copy)
    #expect(text == "- [ ] A\n  notes of A\n- [ ] New\n  notes of New\n\n  more\n- [ ] B\n")
    // The copy lacks A's notes, and holds nothing the note now lacks: it can go.
    #expect(!merge.keepsCopy)
    let (atEnd, endMerge) = merged("- [ ] A\n", "- [ ] New first\n  its notes\n- [ ] A\n")
    #expect(atEnd == "- [ ] A\n- [ ] New first\n  its notes\n")
    #expect(!endMerge.keepsCopy)
  }

  /// Random notes and random copies of them (ticked, moved, added, removed, reordered tasks): the
  /// merged note holds every task line of the note or its merged form, every task of the copy
  /// (by description), each task closed on either side closed, and a second merge changes nothing.
  @Test func randomCopiesMergeWithoutLoss() {
    var rng = SystemRandomNumberGenerator()
    let words = ["milk", "rent", "plants", "Bob", "exam", "cat", "report", "bread"]
    for _ in 0..<300 {
      let count = Int.random(in: 0...6, using: &rng)
      let names = Array(words.shuffled(using: &rng).prefix(count))
      func line(_ name: String, done: Bool, day: Int?) -> String {
        "- [\(done ? "x" : " ")] \(name)" + (day.map { " 📅 2026-12-0\($0)" } ?? "") + (done ? " ✅ 2026-11-27" : "")
      }
      var noteLines = ["# Note"]
      var state: [String: (done: Bool, day: Int?)] = [:]
      for name in names {
        let s = (Bool.random(using: &rng), Bool.random(using: &rng) ? Int.random(in: 1...9, using: &rng) : nil)
        state[name] = s
        noteLines.append(line(name, done: s.0, day: s.1))
      }
      var copyLines = ["# Note"]
      var copyState: [String: Bool] = [:]
      for name in names.shuffled(using: &rng) where Int.random(in: 0..<5, using: &rng) > 0 {
        let done = state[name]!.done || Bool.random(using: &rng)
        let day = Bool.random(using: &rng) ? state[name]!.day : Int.random(in: 1...9, using: &rng)
        copyState[name] = done
        copyLines.append(line(name, done: done, day: day))
      }
      for extra in words where state[extra] == nil && Int.random(in: 0..<4, using: &rng) == 0 {
        copyState[extra] = false
        copyLines.insert(line(extra, done: false, day: nil), at: Int.random(in: 1...copyLines.count, using: &rng))
      }
      let original = noteLines.joined(separator: "\n") + "\n"
      let copy = copyLines.joined(separator: "\n") + "\n"
      let (text, _) = merged(original, copy, preferCopy: Bool.random(using: &rng))
      let tasks = parser.parse(file: "a.md", text: text).tasks
      let byName = Dictionary(tasks.map { ($0.fields.description, $0) }, uniquingKeysWith: { a, _ in a })
      #expect(tasks.count == Set(names).union(copyState.keys).count, "\(original)\n---\n\(copy)\n---\n\(text)")
      for (name, s) in state { #expect(byName[name]?.status.isClosed == (s.done || copyState[name] == true)) }
      for name in copyState.keys { #expect(byName[name] != nil, "\(name) lost:\n\(text)") }
      #expect(merged(text, copy).text == text, "a second merge changed:\n\(text)")
    }
  }
}
