import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `modify` finds the task again in the bytes on disk as `done` does: a task that moved is changed
/// where it is now, one changed since it was read is refused, a dry run writes nothing.
@Suite struct TaskEditorModifyTests {
  static let today = LocalDate(year: 2026, month: 11, day: 24)!

  static func change(_ set: (inout TaskModification) -> Void) -> TaskModification {
    var change = TaskModification()
    set(&change)
    return change
  }

  @Test func findsATaskThatMovedSinceItWasRead() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "# A\r\n- [ ] call mum 📅 2026-11-25\r\n- [ ] call dad 📅 2026-11-25")
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.last)
    try v.write("a.md", "# A\r\nnew line\r\n- [ ] call mum 📅 2026-11-25\r\n- [ ] call dad 📅 2026-11-25")
    let result = try TaskEditor(vault: vault).modify(
      task, Self.change { $0.due = "2026-12-01" }, today: Self.today, weekStart: 1, plainLineFormat: .emoji)
    #expect(result.line == 4)
    #expect(
      String(decoding: try v.read("a.md"), as: UTF8.self)
        == "# A\r\nnew line\r\n- [ ] call mum 📅 2026-11-25\r\n- [ ] call dad 📅 2026-12-01")
  }

  @Test func refusesALineChangedSinceItWasRead() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "- [ ] call mum 📅 2026-11-25\n")
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.first)
    try v.write("a.md", "- [ ] call mum 📅 2026-11-26\n")
    #expect(throws: QuireKitError.self) {
      try TaskEditor(vault: vault).modify(
        task, Self.change { $0.priority = "high" }, today: Self.today, weekStart: 1, plainLineFormat: .emoji)
    }
    #expect(String(decoding: try v.read("a.md"), as: UTF8.self) == "- [ ] call mum 📅 2026-11-26\n")
  }

  @Test func aDryRunAndABadValueWriteNothing() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "\u{FEFF}- [ ] call mum [due:: 2026-11-25]  \n")
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.first)
    let dry = try TaskEditor(vault: vault).modify(
      task, Self.change { $0.due = "fri" }, today: Self.today, weekStart: 1, plainLineFormat: .emoji, dryRun: true)
    #expect(dry.after == "\u{FEFF}- [ ] call mum [due:: 2026-11-27]  ")
    #expect(throws: QuireKitError.self) {
      try TaskEditor(vault: vault).modify(
        task, Self.change { $0.recurrence = "every blue moon" }, today: Self.today, weekStart: 1,
        plainLineFormat: .emoji)
    }
    #expect(String(decoding: try v.read("a.md"), as: UTF8.self) == "\u{FEFF}- [ ] call mum [due:: 2026-11-25]  \n")
  }
}
