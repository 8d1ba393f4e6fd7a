import QuireCore
import Testing

/// Short task ids come from what a task reads, never from its rank among tasks with the same
/// text (docs/syntax.md, "Task ids").
@Suite struct TaskIDTests {
  let parser = NoteParser(config: VaultConfig())
  static let today = LocalDate(year: 2026, month: 11, day: 25)!

  func tasks(_ text: String, file: String = "chores.md") -> [TaskItem] { parser.parse(file: file, text: text).tasks }

  /// The note, with the task on `line` given `status` as `quire done` writes it (pure).
  func completing(_ text: String, line: Int, on day: LocalDate = today) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let parsed = TaskLineParser.parse(lines[line - 1])!
    let outcome = TaskCompletion.setStatus(of: parsed, to: .done, today: day)
    lines.replaceSubrange((line - 1)...(line - 1), with: outcome.lines.map { String($0.filter { $0 != "\n" }) })
    return lines.joined(separator: "\n")
  }

  /// The note of the Obsidian Tasks demo vault that showed it: a recurring task and two one-off
  /// tasks with its text. Completing the recurring one put its next copy above it, which moved
  /// the rank of every later task: the 2026-12-08 task's id then named the 2026-12-01 one.
  @Test func completingARecurringTaskLeavesTheOtherIdsAlone() {
    let note = """
      # Chores

      - [ ] Water plants 🔁 every week 📅 2026-11-27
      - [ ] Water plants 📅 2026-12-01
      - [ ] Water plants 📅 2026-12-08

      """
    let before = tasks(note)
    let after = tasks(completing(note, line: 3))
    #expect(after.map(\.fields.due?.description) == ["2026-12-04", "2026-11-27", "2026-12-01", "2026-12-08"])
    // The ticked line and the two others keep their ids; the next copy has a new one.
    #expect(Array(after.dropFirst().map(\.id)) == before.map(\.id))
    #expect(!before.map(\.id).contains(after[0].id))
    #expect(Set(after.map(\.id)).count == 4)
  }

  /// A task alone with its text has the id it always had (the file and the description), through
  /// any date, status or place change; here one of the sample vault's, as the listings show it.
  @Test func aTaskAloneWithItsTextKeepsItsId() {
    let id = TaskID.lone(file: "inbox.md", description: "Call the landlord about the heating")
    #expect(id == "8024974c")
    for line in [
      "- [ ] Call the landlord about the heating ⏫ 📅 2026-11-24",
      "- [x] Call the landlord about the heating 📅 2026-12-01 ✅ 2026-11-24",
      "- [ ] Call the landlord about the heating 🔁 every week",
    ] {
      #expect(tasks("# Inbox\n\n- [ ] Buy milk\n\(line)\n", file: "inbox.md").last?.id == id, "\(line)")
    }
  }

  /// A recurring task without dates reads, once done, as its next copy does: the copy (the open
  /// line) keeps the task's id, the done line gets one of its own; taking the copy back gives the
  /// task its id again.
  @Test func aRecurringTaskWithoutDatesLeavesItsIdToItsOpenLine() {
    let note = "- [ ] Clean the bathroom 🔁 every week\n- [ ] Pay rent\n"
    let id = tasks(note)[0].id
    #expect(id == TaskID.lone(file: "chores.md", description: "Clean the bathroom"))
    let done = completing(note, line: 1)
    let after = tasks(done)
    #expect(after[0].status == .todo && after[0].id == id)
    #expect(after[1].status.kind == .done && after[1].id != id)
    // Done again a week later: the earlier done line keeps its id.
    let twice = tasks(completing(done, line: 1, on: LocalDate(year: 2026, month: 12, day: 2)!))
    #expect(twice[0].id == id)
    #expect(twice[2].id == after[1].id)
  }

  /// A recurring task with a date: each occurrence has its own id, and the ticked line keeps
  /// the one it had.
  @Test func aRecurringTaskWithADateKeepsItsIdOnTheTickedLine() {
    let note = "- [ ] Take vitamins 🔁 every day 📅 2026-11-24\n"
    let id = tasks(note)[0].id
    let after = tasks(completing(note, line: 1))
    #expect(after[1].id == id)
    #expect(after[0].id != id)
  }

  /// Identical lines are numbered with their count: removing one gives the others ids none of
  /// them had, so no line takes the removed one's id.
  @Test func identicalLinesNeverTakeEachOthersIds() {
    let three = tasks("- [ ] Call mum\n- [ ] Call mum\n- [ ] Call mum\n")
    #expect(Set(three.map(\.id)).count == 3)
    for removed in 0..<3 {
      var lines = ["- [ ] Call mum", "- [ ] Call mum", "- [ ] Call mum"]
      lines.remove(at: removed)
      let two = tasks(lines.joined(separator: "\n") + "\n")
      #expect(Set(two.map(\.id)).isDisjoint(with: three.map(\.id)))
      #expect(Set(two.map(\.id)).count == 2)
    }
    // A status change keeps every id.
    let ticked = tasks("- [x] Call mum ✅ 2026-11-25\n- [ ] Call mum\n- [ ] Call mum\n")
    #expect(ticked.map(\.id) == three.map(\.id))
  }

  /// The place of a task among its note's lines never counts: moving tasks with the same text
  /// around (and other lines between them) keeps every id.
  @Test func placeDoesNotCount() {
    let a = tasks("- [ ] Water plants 📅 2026-12-01\n- [ ] Water plants 📅 2026-12-08\n- [ ] Water plants\n")
    let b = tasks("text\n- [ ] Water plants\n\n- [ ] Water plants 📅 2026-12-08\n- [ ] Water plants 📅 2026-12-01\n")
    #expect(
      Dictionary(uniqueKeysWithValues: a.map { ($0.fields.due, $0.id) })
        == Dictionary(uniqueKeysWithValues: b.map { ($0.fields.due, $0.id) }))
  }

  /// Ids that differ only in the end of a date do not share their first digits, so four of them
  /// still tell such tasks apart.
  @Test func idsOfNearDatesDiffer() {
    let days = (1...28).map { "- [ ] Water plants 📅 2026-12-\($0 < 10 ? "0" : "")\($0)" }
    let ids = tasks(days.joined(separator: "\n") + "\n").map(\.id)
    #expect(Set(ids.map { $0.prefix(4) }).count == ids.count)
  }
}
