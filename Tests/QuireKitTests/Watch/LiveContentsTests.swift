import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `quire watch`'s in-memory contents equal a fresh parse after every kind of change.
@Suite struct LiveContentsTests {
  @Test func equalsAFreshParseAfterEditsAddsDeletesAndCourseChanges() throws {
    let v = try IndexTestSupport.generatedVault(notes: 60)
    let vault = IndexTestSupport.vault(v)
    let live = LiveContents(vault: vault)
    IndexTestSupport.expectSame(live.reload(vault), VaultLoader(vault: vault).parseAll(), "start")

    try v.write("journal/2026/2026-01-05.md", "# edited\n- [ ] new task #cs101 📅 2026-11-25\n")
    try v.write("notes/new/deep.md", "- [ ] brand new 📅 2026-11-26\n")
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("journal/2026/2026-01-06.md"))
    let changed: Set<String> = ["journal/2026/2026-01-05.md", "notes/new/deep.md", "journal/2026/2026-01-06.md"]
    IndexTestSupport.expectSame(live.apply(changed), VaultLoader(vault: vault).parseAll(), "edits")

    // A new course changes which tags name a course: every note is resolved again.
    try v.write("courses/garden.md", "---\ntype: course\ncode: garden\ntitle: Gardening\n---\n")
    IndexTestSupport.expectSame(live.apply(["courses/garden.md"]), VaultLoader(vault: vault).parseAll(), "course")
    #expect(
      live.contents.tasks.contains { $0.course == "garden" }
        == VaultLoader(vault: vault).parseAll().tasks.contains { $0.course == "garden" })

    // Paths that are not notes, or are generated pages, are not read.
    try v.write("agenda/daily/2026-11-24.md", "- [ ] a page line 📅 2026-11-24\n")
    try v.write("notes/picture.png", "not a note")
    IndexTestSupport.expectSame(
      live.apply(["agenda/daily/2026-11-24.md", "notes/picture.png"]), VaultLoader(vault: vault).parseAll(), "ignored")
  }

  /// A conflict copy whose note is deleted is read as a note, and a copy again when the note
  /// comes back (the watch session names both paths and asks for the walk, `ConflictCopyWatch`).
  @Test func aConflictCopyFollowsItsNote() throws {
    let v = try IndexTestSupport.generatedVault(notes: 10)
    let vault = IndexTestSupport.vault(v)
    let copy = "notes/plan.sync-conflict-20261127-101010-ABCDEF7.md"
    try v.write("notes/plan.md", "- [ ] Draft the plan\n")
    try v.write(copy, "- [ ] Draft the plan\n- [ ] Only in the copy\n")
    let live = LiveContents(vault: vault)
    IndexTestSupport.expectSame(live.reload(vault), VaultLoader(vault: vault).parseAll(), "start")
    #expect(live.contents.diagnostics.contains { $0.code == "conflict-copy" })
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("notes/plan.md"))
    let both: Set<String> = ["notes/plan.md", copy]
    IndexTestSupport.expectSame(live.apply(both, walking: true), VaultLoader(vault: vault).parseAll(), "note gone")
    #expect(live.contents.tasks.contains { $0.fields.description.contains("Only in the copy") })
    #expect(!live.contents.diagnostics.contains { $0.code == "conflict-copy" })
    try v.write("notes/plan.md", "- [ ] Draft the plan\n")
    IndexTestSupport.expectSame(live.apply(both, walking: true), VaultLoader(vault: vault).parseAll(), "note back")
    #expect(!live.contents.tasks.contains { $0.fields.description.contains("Only in the copy") })
  }

  /// Random saves, new notes, deletions and batches of them — repeated ids, course tags and
  /// course notes coming and going, habits, check-ins of unknown habits, broken front matter:
  /// after each, the patched contents equal a fresh parse (items, order and diagnostics).
  @Test(arguments: [UInt64(1), 2, 3])
  func patchedInPlaceEqualsAFreshParseAfterRandomChanges(seed: UInt64) throws {
    let v = try IndexTestSupport.generatedVault(notes: 30, seed: seed)
    let vault = IndexTestSupport.vault(v)
    let live = LiveContents(vault: vault)
    live.reload(vault)
    var rng = SplitMix(seed: seed)
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    let paths =
      (0..<12).map { "notes/n\($0).md" } + [
        "a.md", "zz/last.md", "journal/2026/2026-01-05.md", "courses/garden.md", "habits/walk.md",
      ]
    func body(for path: String) -> String {
      switch path {
      case "courses/garden.md":
        return "---\ntype: course\ncode: \(pick(["garden", "cs101", "bio"]))\ntitle: Gardening\n---\n"
      case "habits/walk.md": return "---\ntype: habit\nname: Walk\ntimes: [07:00]\n---\n"
      default:
        var text = pick(["", "---\ntitle: [broken\n---\n", "---\ntype: journal\n---\n"])
        for _ in 0..<Int(rng.next() % 5) {
          text += pick([
            "- [ ] task \(rng.next() % 100) #garden 📅 2026-11-2\(rng.next() % 10)\n",
            "- [ ] shared id 🆔 \(pick(["one", "two"])) #cs101\n",
            "- [x] Walk 07:00 #habit/\(pick(["walk", "run"]))\n",
            "- 10:00-11:00 Meeting\n",
            "- [x] done ✅ 2026-11-20\n",
          ])
        }
        return text
      }
    }
    for step in 0..<40 {
      var changed: Set<String> = []
      for _ in 0..<(1 + Int(rng.next() % 3)) {
        let path = pick(paths)
        if rng.next() % 4 == 0 {
          try? FileManager.default.removeItem(at: v.url.appendingPathComponent(path))
        } else {
          try v.write(path, body(for: path))
        }
        changed.insert(path)
      }
      let fresh = VaultLoader(vault: vault).parseAll()
      let patched = live.apply(changed)
      IndexTestSupport.expectSame(patched, fresh, "seed \(seed) step \(step)")
      // The agenda's keys are patched along with the tasks.
      #expect(patched.taskKeys?.keys == TaskKeys(fresh.tasks, archive: "archive/").keys, "seed \(seed) step \(step)")
      #expect(patched.taskKeys?.inFileOrder == true)
    }
  }
}
