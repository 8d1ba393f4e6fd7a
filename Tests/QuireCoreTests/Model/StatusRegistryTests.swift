import Testing

@testable import QuireCore

/// A status's cycle and the status of a recurring task's next copy, as the Obsidian Tasks plugin
/// computes them: the cases of its `tests/Statuses/StatusRegistry.test.ts`
/// (`checkToggleAndRecurrenceStatuses`, obsidian-tasks commit cc0fce3, MIT licence): toggle the
/// first status, then take the next copy's status after the toggled one.
@Suite struct StatusRegistryTests {
  /// Rows of symbol, next symbol, plugin type: the registry holds only these (`registry.set`).
  static func registry(_ rows: [(String, String, String)]) -> StatusRegistry {
    var registry = StatusRegistry([])
    for (symbol, next, type) in rows {
      registry.set(
        StatusRegistry.Entry(symbol: symbol, name: symbol, kind: StatusRegistry.kind(pluginType: type)!, next: next))
    }
    return registry
  }

  static let cases: [(name: String, rows: [(String, String, String)], start: String, toggled: String, copy: String)] =
    [
      (
        "a cancelled next status is skipped to the to-do",
        [(" ", "/", "TODO"), ("x", "-", "DONE"), ("/", "x", "IN_PROGRESS"), ("-", " ", "CANCELLED")], "/", "x", " "
      ),
      ("in progress, then done", [("1", "2", "IN_PROGRESS"), ("2", "1", "DONE")], "1", "2", "1"),
      ("done, then in progress", [("1", "2", "DONE"), ("2", "1", "IN_PROGRESS")], "2", "1", "2"),
      (
        "no to-do: the in-progress status", [("/", "x", "IN_PROGRESS"), ("x", "-", "DONE"), ("-", "/", "CANCELLED")],
        "/", "x", "/"
      ),
      (
        "a to-do further on wins over an in-progress status next",
        [("T", "D", "TODO"), ("D", "I", "DONE"), ("I", "T", "IN_PROGRESS")], "T", "D", "T"
      ),
      (
        "the in-progress status soonest after the done one",
        [
          ("A", "B", "NON_TASK"), ("B", "C", "NON_TASK"), ("C", "D", "NON_TASK"), ("D", "E", "NON_TASK"),
          ("1", "2", "IN_PROGRESS"), ("2", "3", "DONE"), ("3", "4", "CANCELLED"), ("4", "5", "IN_PROGRESS"),
          ("5", "6", "DONE"), ("6", "1", "CANCELLED"),
        ], "1", "2", "4"
      ),
      ("a next symbol no status has", [("a", "b", "TODO"), ("b", "c", "DONE")], "a", "b", "c"),
      (
        "no to-do or in-progress in the cycle: a space",
        [(" ", "x", "TODO"), ("x", " ", "DONE"), ("C", "D", "CANCELLED"), ("D", "C", "DONE")], "C", "D", " "
      ),
      ("a space when the space is no status", [("C", "D", "CANCELLED"), ("D", "C", "DONE")], "C", "D", " "),
    ]

  @Test(arguments: cases.indices)
  func theNextCopysStatusFollowsTheCycle(_ index: Int) {
    let c = Self.cases[index]
    let registry = Self.registry(c.rows)
    let toggled = registry.next(after: registry.status(c.start))
    #expect(toggled.symbol == c.toggled, "\(c.name)")
    #expect(registry.recurrenceStatus(after: toggled).symbol == c.copy, "\(c.name)")
    #expect(!registry.recurrenceStatus(after: toggled).isClosed, "\(c.name)")
  }

  @Test func doneTakesTheCyclesDoneStatusElseTheFirst() {
    var registry = StatusRegistry.standard
    registry.set(StatusRegistry.Entry(symbol: "!", name: "Important", kind: .todo, next: "D"))
    registry.set(StatusRegistry.Entry(symbol: "D", name: "Done, important", kind: .done, next: "!"))
    // `[!]` goes on to `[D]`, a done status: `quire done` writes that one.
    #expect(registry.target(.done, from: registry.status("!")).symbol == "D")
    // `[/]` goes on to `[x]`; `[ ]` too.
    #expect(registry.target(.done, from: registry.status("/")).symbol == "x")
    // `[>]` goes on to `[ ]`, no done status: the first done one.
    #expect(registry.target(.done, from: registry.status(">")).symbol == "x")
    #expect(registry.target(.todo, from: registry.status("D")).symbol == "!")
    #expect(registry.target(.cancelled, from: registry.status(" ")).symbol == "-")
  }

  @Test func theDefaultsGiveAnOpenCopy() {
    let registry = StatusRegistry.standard
    #expect(registry.recurrenceStatus(after: .done) == .todo)
    #expect(registry.recurrenceStatus(after: TaskStatus(symbol: "X")) == .todo)
  }
}
