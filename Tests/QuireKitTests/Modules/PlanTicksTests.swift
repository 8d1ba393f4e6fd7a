import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// `PlanTicks` (docs/plan.md, "Ticking a block"): only blocks on record count, each tick is
/// applied once, and a tick whose id now names a later occurrence of a recurring task is told,
/// not applied. The end-to-end run is `PlanCLITests.aTickedBlockTicksItsTaskOnceAndNeverTheNextCopy`.
@Suite struct PlanTicksTests {
  static let day = LocalDate(iso: "2026-12-02")!
  static let note = "journal/2026/2026-12-02.md"

  /// A vault whose daily note holds `blocks`, with `written` on record as Quire's.
  static func vault(blocks: [String], written: [String], inbox: String) throws -> (TemporaryVault, Vault) {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", inbox)
    try v.write(note, "# Wednesday\n\n## Day planner\n\n" + blocks.joined(separator: "\n") + "\n")
    let vault = Vault(root: v.url.path)
    try PlanStore(vaultRoot: vault.root).record(written, for: day)
    return (v, vault)
  }

  @Test func aTickNamingALaterOccurrenceIsToldOnceAndChangesNothing() throws {
    let block = "- 09:00 - 09:20 Pay rent [plan:: 33ae7346]"
    let inbox = "- [ ] Pay rent 🔁 every month 📅 2026-12-30\n"
    let (v, vault) = try Self.vault(
      blocks: ["- [x] 09:00 - 09:20 Pay rent [plan:: 33ae7346]"], written: [block], inbox: inbox)
    // The id names the open next copy, due after the block's day (as another tool may leave it).
    var next = TaskItem(
      id: "33ae7346", file: "inbox.md", line: 1, status: .todo,
      fields: TaskFields(description: "Pay rent"), format: .emoji)
    next.fields.recurrence = "every month"
    next.fields.due = LocalDate(iso: "2026-12-30")
    let ticks = PlanTicks(vault: vault)
    let first = ticks.apply(tasks: { _ in [next] }, today: LocalDate(iso: "2026-12-02")!)
    #expect(first.map(\.applied) == [false])
    #expect(
      first.first?.message
        == "\(Self.note):5: block not applied: 33ae7346 now names the next occurrence (2026-12-30); the one of 2026-12-02 was done elsewhere"
    )
    #expect(try v.readText("inbox.md") == inbox)
    // Told once.
    #expect(ticks.apply(tasks: { _ in [next] }, today: LocalDate(iso: "2026-12-02")!).isEmpty)
  }

  /// Killed after the task's note was written and before the tick was recorded: the next run
  /// finds the task done already and changes nothing (docs/data-safety.md).
  @Test func aTickAppliedButNotRecordedIsAlreadyDoneTheNextTime() throws {
    let inbox = "- [ ] Water the plants\n"
    let probe = try Self.vault(blocks: [], written: [], inbox: inbox)
    let id = try #require(ParsedVaultReader(vault: probe.1).tasks(TaskFilter([], archive: "archive")).first?.id)
    let block = "- 09:00 - 09:20 Water the plants [plan:: \(id)]"
    let (v, vault) = try Self.vault(
      blocks: ["- [x] 09:00 - 09:20 Water the plants [plan:: \(id)]"], written: [block], inbox: inbox)
    let lookup = { (ids: [String]) in ParsedVaultReader(vault: vault).tasksNamed(ids) }
    let first = PlanTicks(vault: vault).apply(tasks: lookup, today: Self.day)
    #expect(first.map(\.applied) == [true], "\(first)")
    let done = try v.readText("inbox.md")
    #expect(done == "- [x] Water the plants ✅ 2026-12-02\n")
    // The record of the tick lost, as a kill between the two steps leaves it.
    let store = PlanStore(vaultRoot: vault.root)
    try FileManager.default.removeItem(atPath: store.file)
    try store.record([block], for: Self.day)
    let again = PlanTicks(vault: vault).apply(tasks: lookup, today: Self.day)
    #expect(again.map(\.applied) == [false])
    #expect(again.first?.message == "\(Self.note):5: \(id) is already done", "\(again)")
    #expect(try v.readText("inbox.md") == done)
  }

  @Test func onlyBlocksOnRecordCount() throws {
    let inbox = "- [ ] Water the plants\n"
    let (v, vault) = try Self.vault(
      blocks: ["- [x] 09:00 - 09:20 Water the plants [plan:: 1a2b3c4d]"],
      written: ["- 10:00 - 10:20 Other [plan:: 5e6f7a8b]"],
      inbox: inbox)
    #expect(PlanTicks(vault: vault).apply(tasks: { _ in [] }, today: Self.day).isEmpty)
    #expect(try v.readText("inbox.md") == inbox)
  }
}
