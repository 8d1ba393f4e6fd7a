import QuireCore
import Testing

/// A task keeps its UID while its line is edited, ticked, moved or rolled over; a new task gets
/// a new one (docs/phone.md, "UIDs").
@Suite struct VdirTaskMatcherTests {
  func task(_ line: String, file: String = "inbox.md", at n: Int) -> VdirTaskMatcher.Current {
    let parsed = TaskLineParser.parse(line)!
    let id = parsed.fields.id ?? TaskID.lone(file: file, description: parsed.fields.description)
    let item = TaskItem(id: id, file: file, line: n, status: parsed.status, fields: parsed.fields, format: .emoji)
    return VdirTaskMatcher.Current(task: item, text: line)
  }

  func known(_ uid: String, _ c: VdirTaskMatcher.Current) -> VdirTaskMatcher.Known {
    VdirTaskMatcher.Known(
      uid: uid, note: c.task.file, line: c.task.line, text: c.text, taskID: c.task.fields.id, quireID: c.task.id)
  }

  @Test func editsKeepTheUID() {
    let before = [
      task("- [ ] Buy milk 📅 2026-11-27", at: 3), task("- [ ] Pay rent 📅 2026-12-01", at: 4),
      task("- [ ] Call Ann 🆔 ann 📅 2026-12-02", at: 5),
    ]
    let known = [known("milk", before[0]), known("rent", before[1]), known("ann", before[2])]
    let after = [
      task("- [ ] Call Ann and Bob 🆔 ann 📅 2026-12-03", at: 2),  // moved and edited, found by its 🆔
      task("- [x] Buy milk 📅 2026-11-27 ✅ 2026-11-26", at: 3),  // ticked
      task("- [ ] Pay the rent 📅 2026-12-01", at: 4),  // new words on its line
      task("- [ ] Water plants 📅 2026-11-28", at: 6),  // new
    ]
    let uids = VdirTaskMatcher.uids(after, known: known)
    #expect(Array(uids.prefix(3)) == ["ann", "milk", "rent"])
    #expect(uids[3] == "task-\(after[3].task.id)@quire")
  }

  @Test func aRolledOverRecurringTaskKeepsItsUIDOnTheClosedLine() {
    let before = task("- [ ] Pay rent 🔁 every month 📅 2026-12-01", at: 3)
    let after = [
      task("- [ ] Pay rent 🔁 every month 📅 2027-01-01", at: 3),
      task("- [x] Pay rent 🔁 every month 📅 2026-12-01 ✅ 2026-11-26", at: 4),
    ]
    let uids = VdirTaskMatcher.uids(after, known: [known("rent", before)])
    #expect(uids[1] == "rent")
    #expect(uids[0] != "rent")
  }

  @Test func newUIDsNeverRepeatOneInUse() {
    let a = task("- [ ] Same 📅 2026-11-27", at: 3)
    let uids = VdirTaskMatcher.uids([a], known: [], taken: ["task-\(a.task.id)@quire"])
    #expect(uids == ["task-\(a.task.id)-2@quire"])
  }
}
