import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// An id a listing printed names the same task after Quire's edits, through `TaskEditor` and
/// `TaskReference` on a vault on disk (docs/syntax.md, "Task ids").
@Suite struct TaskReferenceTests {
  static let today = LocalDate(year: 2026, month: 11, day: 25)!

  func vault(_ files: [String: String]) throws -> (TemporaryVault, Vault) {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    for (path, text) in files { try v.write(path, text) }
    return (v, Vault(root: v.url.path))
  }

  func listed(_ vault: Vault, _ file: String) -> [TaskItem] {
    VaultLoader(vault: vault).load().tasks.filter { $0.file == file }
  }

  /// The note that showed it: after `done` on the recurring task, the id the listing gave the
  /// 2026-12-08 task ticked the 2026-12-01 one, without a word.
  @Test func theIdOfALaterTaskWithTheSameTextStillNamesIt() throws {
    let (v, vault) = try vault([
      "chores.md": """
      # Chores

      - [ ] Water plants 🔁 every week 📅 2026-11-27
      - [ ] Water plants 📅 2026-12-01
      - [ ] Water plants 📅 2026-12-08

      """
    ])
    let before = listed(vault, "chores.md")
    let editor = TaskEditor(vault: vault)
    let recurring = try TaskReference.resolve(before[0].id, in: vault).get().task
    let done = try editor.changeStatus(recurring, to: .done, today: Self.today, plainLineFormat: .emoji)
    #expect(done.ids.after[4] == before[0].id)
    let later = try TaskReference.resolve(before[2].id, in: vault).get()
    #expect(later.task.line == 6 && later.task.fields.due == LocalDate(year: 2026, month: 12, day: 8))
    #expect(later.formerID == nil)
    try editor.changeStatus(later.task, to: .done, today: Self.today, plainLineFormat: .emoji)
    #expect(
      try v.readText("chores.md").hasSuffix(
        "- [ ] Water plants 📅 2026-12-01\n- [x] Water plants 📅 2026-12-08 ✅ 2026-11-25\n"))
  }

  /// `rm` of the first of two identical lines: its id says where it went and names no other
  /// task; the second's old id finds it under its new one.
  @Test func removingTheFirstOfTwoIdenticalLines() throws {
    let (v, vault) = try vault(["inbox.md": "# Inbox\n\n- [ ] Call mum\n- [ ] Call mum\n"])
    let before = listed(vault, "inbox.md")
    let first = try TaskReference.resolve(before[0].id, in: vault).get().task
    var ids: [TaskIDReport] = []
    try TaskEditor(vault: vault).archive(["archive/2026-11.md": [first]], ids: &ids)
    let now = listed(vault, "inbox.md")
    #expect(now.count == 1 && !before.map(\.id).contains(now[0].id))
    #expect(ids.flatMap(\.lines) == ["id changed: \(before[1].id) is now \(now[0].id) (inbox.md:3)"])
    switch TaskReference.resolve(before[0].id, in: vault) {
    case .success(let found): Issue.record("the removed task's id names \(found.task.file):\(found.task.line)")
    case .failure(let error): #expect("\(error)".contains("was moved to archive/2026-11.md"), "\(error)")
    }
    let second = try TaskReference.resolve(before[1].id, in: vault).get()
    #expect(second.task.line == 3 && second.formerID == before[1].id)
    #expect(FileManager.default.fileExists(atPath: v.url.path + "/.quire/cache/" + TaskIDStore.name))
  }

  /// `modify --due` of a task beside one with the same text changes its id (the command prints
  /// it); the old id still finds it.
  @Test func modifyingTheDateOfASameTextTaskForwardsItsOldId() throws {
    let (v, vault) = try vault(["a.md": "- [ ] Pay bills 📅 2026-12-01\n- [ ] Pay bills\n"])
    defer { withExtendedLifetime(v) {} }
    let before = listed(vault, "a.md")
    var change = TaskModification()
    change.due = "2026-12-08"
    let result = try TaskEditor(vault: vault).modify(
      before[0], change, today: Self.today, weekStart: 1, plainLineFormat: .emoji)
    #expect(result.id != before[0].id)
    #expect(result.ids.changes == [.renamed(from: before[0].id, to: result.id, line: 1)])
    let found = try TaskReference.resolve(before[0].id, in: vault).get()
    #expect(found.task.id == result.id && found.formerID == before[0].id)
  }
}
