import QuireCore
import Testing

/// The record of ids Quire's edits changed: an old id goes on to its task or is refused with what
/// became of it, and an id given to another task is refused (docs/syntax.md, "Task ids").
@Suite struct TaskIDLedgerTests {
  let parser = NoteParser(config: VaultConfig())
  static let file = "n.md"

  /// A note's tasks and the text of their lines.
  func read(_ text: String) -> ([TaskItem], [Int: String]) {
    let tasks = parser.parse(file: Self.file, text: text).tasks
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (tasks, Dictionary(uniqueKeysWithValues: tasks.map { ($0.line, lines[$0.line - 1]) }))
  }

  /// Records the write of `after` over `before`; `map` says where the edited lines went.
  @discardableResult
  func record(
    _ ledger: inout TaskIDLedger, _ before: String, _ after: String, _ map: (inout LineMap) -> Void = { _ in }
  ) -> [TaskIDLedger.Change] {
    var lineMap = LineMap()
    map(&lineMap)
    let (old, oldText) = read(before)
    let (new, newText) = read(after)
    return ledger.record(
      TaskIDEdit(file: Self.file, before: old, beforeText: oldText, after: new, afterText: newText, map: lineMap))
  }

  func resolve(_ ledger: TaskIDLedger, _ query: String, in text: String) -> Result<
    TaskIDLedger.Resolved, TaskResolveError
  > {
    let tasks = read(text).0
    return ledger.resolve(query, in: tasks) { id in tasks.filter { $0.id == id } }
  }

  func ids(_ text: String) -> [String] { read(text).0.map(\.id) }

  /// The second of two identical lines gets a new id when the first is removed; the first's id
  /// says where it went, the second's old one goes on to it.
  @Test func removingOneOfTwinsRefusesItsIdAndForwardsTheOther() throws {
    let before = "- [ ] Call mum\n- [ ] Call mum\n"
    let after = "- [ ] Call mum\n"
    let (first, second) = (ids(before)[0], ids(before)[1])
    var ledger = TaskIDLedger()
    let changes = record(&ledger, before, after) { $0.replace(1, by: 0, removal: "moved to archive/2026-11.md") }
    let now = ids(after)[0]
    #expect(![first, second].contains(now))
    #expect(changes == [.renamed(from: second, to: now, line: 1)])
    guard case .failure(let error) = resolve(ledger, first, in: after) else {
      Issue.record("the removed task's id was not refused")
      return
    }
    #expect(
      "\(error)"
        == "task \(first) (n.md:1 'Call mum') was moved to archive/2026-11.md; 'quire tasks' shows the current ids")
    let found = try resolve(ledger, second, in: after).get()
    #expect(found.task.line == 1 && found.formerID == second)
    #expect(try resolve(ledger, now, in: after).get().formerID == nil)
  }

  /// An id taken from its task and given, by a later edit, to another task of the note is
  /// refused, naming both; the task's own new id still works.
  @Test func anIdGivenToAnotherTaskIsRefused() throws {
    // The 12-01 task goes; later the 12-08 one is moved to 12-01 and so gets its old id.
    let start = "- [ ] Pay bills 📅 2026-12-01\n- [ ] Pay bills 📅 2026-12-08\n- [ ] Pay bills\n"
    let removed = "- [ ] Pay bills 📅 2026-12-08\n- [ ] Pay bills\n"
    let moved = "- [ ] Pay bills 📅 2026-12-01\n- [ ] Pay bills\n"
    var ledger = TaskIDLedger()
    record(&ledger, start, removed) { $0.replace(1, by: 0, removal: "moved to archive/2026-11.md") }
    let changes = record(&ledger, removed, moved) { $0.replace(1, by: 1, goesOn: LineMap.Place(line: 1, index: 0)) }
    let reused = ids(start)[0]
    #expect(ids(moved)[0] == reused)
    #expect(changes.contains(.reused(id: reused, line: 1)))
    guard case .failure(let error) = resolve(ledger, reused, in: moved) else {
      Issue.record("a reused id was not refused")
      return
    }
    #expect(
      "\(error)"
        == "task \(reused) was n.md:1 'Pay bills' until it was moved to archive/2026-11.md; Quire has since given the id to n.md:1 'Pay bills': give n.md:1 to act on that one"
    )
    // The moved task's id from before the move leads to the refused id, whose record is about
    // the task removed: it is refused too rather than followed.
    #expect(throws: TaskResolveError.self) { try resolve(ledger, ids(removed)[0], in: moved).get() }
  }

  /// A date changed and changed back gives the task its id back, which then works again.
  @Test func anIdComesBackToItsOwnTask() throws {
    let a = "- [ ] Pay bills 📅 2026-12-01\n- [ ] Pay bills\n"
    let b = "- [ ] Pay bills 📅 2026-12-08\n- [ ] Pay bills\n"
    var ledger = TaskIDLedger()
    let edit: (inout LineMap) -> Void = { $0.replace(1, by: 1, goesOn: LineMap.Place(line: 1, index: 0)) }
    record(&ledger, a, b, edit)
    #expect(try resolve(ledger, ids(a)[0], in: b).get().task.id == ids(b)[0])
    let changes = record(&ledger, b, a, edit)
    #expect(changes == [.renamed(from: ids(b)[0], to: ids(a)[0], line: 1)])
    #expect(try resolve(ledger, ids(a)[0], in: a).get().formerID == nil)
    #expect(try resolve(ledger, ids(b)[0], in: a).get().task.id == ids(a)[0])
  }

  /// A next copy taken back by `undo` and made again by `done` is the same task: its id works.
  @Test func aNextCopyMadeAgainTakesItsIdBack() throws {
    let open = "- [ ] Water plants 🔁 every week 📅 2026-11-27\n"
    let done =
      "- [ ] Water plants 🔁 every week 📅 2026-12-04\n- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-25\n"
    var ledger = TaskIDLedger()
    let completion: (inout LineMap) -> Void = {
      $0.replace(
        1, by: 2, goesOn: LineMap.Place(line: 1, index: 1), sameIDOnly: [LineMap.Place(line: 1, index: 0)])
    }
    record(&ledger, open, done, completion)
    let copy = ids(done)[0]
    record(&ledger, done, open) {
      $0.replace(1, by: 0, sameIDOnly: [LineMap.Place(line: 2, index: 0)], removal: "taken back")
      $0.replace(2, by: 1, goesOn: LineMap.Place(line: 2, index: 0))
    }
    #expect(throws: TaskResolveError.self) { try resolve(ledger, copy, in: open).get() }
    #expect(record(&ledger, open, done, completion).isEmpty)
    #expect(try resolve(ledger, copy, in: done).get().task.line == 1)
  }

  /// A prefix of a task's id that is also the start of an id Quire took from a task is refused.
  @Test func aPrefixOfARecordedIdIsAmbiguous() throws {
    let note = "- [ ] Call mum\n"
    var ledger = TaskIDLedger(entries: [
      String(ids(note)[0].prefix(4)) + "zzzz": TaskIDLedger.Entry(
        file: Self.file, line: 3, text: "- [ ] Call dad", fate: .removed("moved to archive/2026-11.md"))
    ])
    #expect(throws: TaskResolveError.self) { try resolve(ledger, String(ids(note)[0].prefix(4)), in: note).get() }
    ledger = TaskIDLedger()
    #expect(try resolve(ledger, String(ids(note)[0].prefix(4)), in: note).get().task.line == 1)
  }

  /// At most `limit` entries are kept, the newest.
  @Test func theOldestEntriesGo() {
    var ledger = TaskIDLedger()
    for n in 0..<(TaskIDLedger.limit + 5) {
      let text = "- [ ] Task \(n)\n"
      record(&ledger, text, "") { $0.replace(1, by: 0) }
    }
    #expect(ledger.entries.count == TaskIDLedger.limit)
    #expect(ledger.entries[ids("- [ ] Task 0\n")[0]] == nil)
    #expect(ledger.entries[ids("- [ ] Task \(TaskIDLedger.limit + 4)\n")[0]] != nil)
  }
}
