import Foundation
import PropertyBased
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// An id a listing printed names its own task through every edit Quire makes, or is refused;
/// never another task (docs/syntax.md, "Task ids"). Random notes of tasks sharing their text
/// (some identical, some recurring with or without dates, some done) in a temporary vault get
/// random commands (done, undo, cancel, rm, modify --due) through `TaskEditor`, each on a task
/// named by an id printed before, the latest listing's or an older one: `TaskReference` must
/// find that id's own task or refuse it.
///
/// The test knows which task is which by following the lines itself from what each edit
/// reports (the line it acted on, a next copy made or taken back). A recurring task without
/// dates is one task across its completions: its open line goes on in the next copy (which
/// reads as it did, so it takes the task's id: the next listing tells), and the ticked line is
/// the record of one completion. A next copy made
/// again after an undo is the copy taken back, and a new line that takes the id of a task
/// removed before is that task again (the two exceptions docs/syntax.md, "Task ids", names).
@Suite struct TaskIDPropertyTests {
  typealias RNG = any SeededRandomNumberGenerator

  static let today = LocalDate(year: 2026, month: 11, day: 25)!
  static let note = "n.md"

  enum Command: Sendable, CustomStringConvertible {
    case done, undo, cancel, rm
    case due(String)

    var description: String {
      switch self {
      case .done: "done"
      case .undo: "undo"
      case .cancel: "cancel"
      case .rm: "rm"
      case .due(let date): "modify --due \(date)"
      }
    }
  }

  struct Scenario: Sendable, CustomStringConvertible {
    var lines: [String]
    /// Each step: the command, and the printed id it names: `which` below one half picks among
    /// the latest listing's ids, else among every id printed so far; `pick` is the place in that list.
    var steps: [(command: Command, pick: Double, which: Double)]

    var description: String {
      lines.joined(separator: "\n") + "\n"
        + steps.map { "\($0.command) @\($0.pick),\($0.which)" }.joined(separator: "; ")
    }
  }

  static let scenarios = Generator<Scenario, Shrink.None<Scenario>> { rng in
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    let words = ["Water plants", "Call mum"]
    let dates = ["", " 📅 2026-12-01", " 📅 2026-12-08", " ⏳ 2026-12-01"]
    var lines = ["# Chores", ""]
    for _ in 0..<Int.random(in: 3...8, using: &rng) {
      let recurring = Int.random(in: 0..<100, using: &rng) < 35 ? " 🔁 every week" : ""
      let done = Int.random(in: 0..<100, using: &rng) < 15
      let line = "- [\(done ? "x" : " ")] \(pick(words))\(recurring)\(pick(dates))\(done ? " ✅ 2026-11-20" : "")"
      // Twins now and then: identical lines.
      lines.append(line)
      if Int.random(in: 0..<100, using: &rng) < 25 { lines.append(line) }
    }
    let commands: [Command] = [.done, .done, .undo, .cancel, .rm, .due("2026-12-01"), .due("2026-12-08")]
    let steps = (0..<Int.random(in: 4...10, using: &rng)).map { _ in
      (pick(commands), Double.random(in: 0..<1, using: &rng), Double.random(in: 0..<1, using: &rng))
    }
    return Scenario(lines: lines, steps: steps)
  }

  @Test func anIdPrintedBeforeACommandNamesItsOwnTaskOrIsRefused() async {
    let tally = Tally()
    await propertyCheck(count: 60, input: Self.scenarios) { scenario in
      do {
        try Self.run(scenario, tally)
      } catch {
        Issue.record("\(error)\n\(scenario)")
      }
    }
    // Not a run of refusals only: most printed ids act on their task.
    #expect(tally.acted > 2 * tally.refused, "acted \(tally.acted), refused \(tally.refused)")
  }

  final class Tally: @unchecked Sendable {
    var acted = 0
    var refused = 0
  }

  /// Which task each line of the note holds: sets of task numbers (one task may be known by
  /// several numbers once an undo joins a recurring task's open line and its completion).
  struct Lines {
    var tasks: [Int: Set<Int>] = [:]
    var next = 1
    /// The tasks removed from the note (archived, or a next copy taken back by an undo), by their
    /// id then: a new line (a next copy, a ticked line) that reads as one of them did takes its id
    /// back (docs/syntax.md, "Task ids"), so it is that task again.
    var left: [String: Set<Int>] = [:]
    /// The id each line had in the latest listing.
    var ids: [Int: String] = [:]
    /// A next copy just made on `line`, of the task that had `id`.
    var pendingCopy: (line: Int, id: String)?
    /// The task numbers the last command made (new lines).
    var made: Set<Int> = []

    mutating func fresh() -> Set<Int> {
      defer { next += 1 }
      made.insert(next)
      return [next]
    }

    /// Lines from `line` on move by `delta`.
    mutating func shift(from line: Int, by delta: Int) {
      tasks = Dictionary(uniqueKeysWithValues: tasks.map { ($0.key >= line ? $0.key + delta : $0.key, $0.value) })
    }
  }

  static func run(_ scenario: Scenario, _ tally: Tally) throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(note, scenario.lines.joined(separator: "\n") + "\n")
    let vault = Vault(root: v.url.path)
    let editor = TaskEditor(vault: vault)
    var lines = Lines()
    for (n, line) in scenario.lines.enumerated() where line.hasPrefix("- [") { lines.tasks[n + 1] = lines.fresh() }
    var printed: [(id: String, tasks: Set<Int>)] = []
    var trace: [String] = []

    for step in scenario.steps {
      // The listing: every task's id now, with the task it is.
      let listed = VaultLoader(vault: vault).load().tasks.filter { $0.file == note }
      #expect(Set(listed.map(\.line)) == Set(lines.tasks.keys), "lines known\n\(trace)\n\(scenario)")
      guard !listed.isEmpty else { return }
      // A next copy that took its task's id goes on as the task.
      if let (line, id) = lines.pendingCopy, listed.first(where: { $0.line == line })?.id == id {
        (lines.tasks[line], lines.tasks[line + 1]) = (lines.tasks[line + 1], lines.tasks[line])
      }
      lines.pendingCopy = nil
      // A new line with the id of a task removed before is that task again.
      for task in listed {
        guard let numbers = lines.tasks[task.line], !numbers.isDisjoint(with: lines.made),
          let gone = lines.left[task.id]
        else { continue }
        lines.tasks[task.line] = numbers.union(gone)
      }
      lines.made = []
      lines.ids = Dictionary(uniqueKeysWithValues: listed.map { ($0.line, $0.id) })
      let latest = listed.compactMap { task in lines.tasks[task.line].map { (task.id, $0) } }
      trace.append("listed " + listed.map { "\($0.line):\($0.id)" }.joined(separator: " "))
      printed += latest
      let pool = step.which < 0.5 ? latest : printed
      let (id, expected) = pool[min(pool.count - 1, Int(step.pick * Double(pool.count)))]

      var target: TaskItem
      switch TaskReference.resolve(id, in: vault) {
      case .success(let found):
        let now = found.task.file == note ? lines.tasks[found.task.line] ?? [] : []
        #expect(
          !now.isDisjoint(with: expected),
          "\(id) was printed for \(expected) and names \(found.task.file):\(found.task.line) \(now)\n\(trace)\n\(scenario)"
        )
        tally.acted += 1
        target = found.task
      case .failure:
        // Refused: act on a task named by its place instead, so the note goes on changing.
        tally.refused += 1
        let place = listed[Int(step.pick * Double(listed.count))]
        guard case .success(let found) = TaskReference.resolve("\(note):\(place.line)", in: vault) else {
          Issue.record("\(note):\(place.line) not found")
          return
        }
        target = found.task
      }
      trace.append("\(step.command) \(id) -> \(target.line)")
      try apply(step.command, to: target, editor: editor, lines: &lines)
    }
  }

  /// Runs `command` on `task` through `editor`, and follows the note's lines.
  static func apply(_ command: Command, to task: TaskItem, editor: TaskEditor, lines: inout Lines) throws {
    let status: TaskStatus
    switch command {
    case .rm:
      let moved = try editor.archive(["archive/2026-11.md": [task]])
      let line = moved[0].line
      if let gone = lines.tasks[line] { lines.left[task.id, default: []].formUnion(gone) }
      lines.tasks[line] = nil
      lines.shift(from: line + 1, by: -1)
      return
    case .due(let date):
      var change = TaskModification()
      change.due = date
      _ = try editor.modify(task, change, today: today, weekStart: 1, plainLineFormat: .emoji)
      return
    case .done: status = .done
    case .undo: status = .todo
    case .cancel: status = .cancelled
    }
    let change = try editor.changeStatus(task, to: status, today: today, plainLineFormat: .emoji)
    let outcome = change.outcome
    guard !outcome.isUnchanged else { return }
    let line = change.line
    if outcome.nextCopy != nil {
      // The copy goes on `line`, the ticked task below it.
      let own = lines.tasks[line]!
      lines.shift(from: line, by: 1)
      // The copy is a new task, unless it reads as the task did (a recurring task without
      // dates): then it takes the task's id and goes on as the task, the ticked line being the
      // record of one completion. Which of the two it is shows in the next listing.
      lines.tasks[line] = lines.fresh()
      lines.tasks[line + 1] = own
      lines.pendingCopy = (line, task.id)
    } else if outcome.removedCopy == true {
      // The copy (on `line`) is taken back; the task moves up onto it.
      let copy = lines.tasks.removeValue(forKey: line)!
      if let id = lines.ids[line] { lines.left[id, default: []].formUnion(copy) }
      let own = lines.tasks.removeValue(forKey: line + 1)!
      lines.shift(from: line + 2, by: -1)
      let reopened = TaskLineParser.parse(outcome.copyToUndo ?? "")
      lines.tasks[line] = reopened.map { readsAsBefore($0.original, task) } == true ? own.union(copy) : own
    }
  }

  /// Whether a next copy has the task's dates (a recurring task without any): then it reads as
  /// the task did before it was done.
  static func readsAsBefore(_ copy: String, _ task: TaskItem) -> Bool {
    guard let fields = TaskLineParser.parse(copy)?.fields else { return false }
    return fields.due == task.fields.due && fields.dueTime == task.fields.dueTime
      && fields.scheduled == task.fields.scheduled && fields.start == task.fields.start
  }
}
