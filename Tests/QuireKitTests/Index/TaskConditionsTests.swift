import Foundation
import GRDB
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// Each SQL condition of `TaskConditions` selects, from a real index, exactly the tasks its
/// Swift rule accepts: generated tasks of every status, with and without due, start and
/// scheduled dates, recurrence, the `#expires` mark, absolute and relative reminders, inside and outside the archive
/// folder, asked about on several days.
@Suite struct TaskConditionsTests {
  typealias S = IndexTestSupport

  static let today = LocalDate(year: 2026, month: 11, day: 25)!.dayNumber
  /// `(day, today)`: the overdue of the page of `day`, seen on `today`.
  static let pairs = [(0, 0), (1, 0), (7, 0), (-4, 0), (0, -6), (3, 10), (-12, -12)].map {
    (day: today + $0.0, today: today + $0.1)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func eachConditionSelectsWhatItsSwiftRuleAccepts(seed: UInt64) throws {
    let v = try TemporaryVault()
    var rng = SplitMix(seed: seed)
    var lines: [String: String] = [:]
    for file in Self.files { try Self.writeNote(file, v, &rng, &lines) }
    let (index, _) = try S.indexed(v)
    let tasks = Self.keyedTasks(v)
    #expect(tasks.count == lines.count)
    // The tasks hold the cases the conditions tell apart.
    let keys = tasks.map(\.key)
    let none = TaskKeys.Key.none
    #expect(keys.contains { !$0.isClosed && $0.isArchived }, "open in the archive")
    #expect(
      keys.contains { $0.isClosed && $0.mayExpire && $0.due != none && Int($0.due) < Self.today },
      "closed, marked to expire, past its due day")
    #expect(keys.contains { TaskConditions.isListed($0) && $0.isExpired(today: Self.today) }, "expired")
    #expect(
      keys.contains { !$0.mayExpire && !$0.isClosed && $0.start != none && $0.due != none && Int($0.due) < Self.today },
      "open, a start, past its due day, not marked: overdue")
    #expect(keys.contains { $0.hasReminders && $0.reminderFrom == none }, "relative reminders without a due date")
    #expect(keys.contains { $0.hasReminders && $0.reminderTo - $0.reminderFrom > 7 }, "a long reminder span")
    let span = try index.queries.reminderSpan()
    // The conditions that accepted some task, and those that turned some away.
    var some: Set<String> = []
    var notAll: Set<String> = []
    func check(_ name: String, _ sql: String, _ arguments: [Int] = [], _ rule: (TaskKeys.Key) -> Bool) throws {
      let selected = try Self.select(index, sql, arguments)
      let accepted = Set(tasks.filter { rule($0.key) }.map(\.id))
      let extra = selected.subtracting(accepted).sorted().map { "\($0) \(lines[$0] ?? "")" }
      let missing = accepted.subtracting(selected).sorted().map { "\($0) \(lines[$0] ?? "")" }
      #expect(extra.isEmpty && missing.isEmpty, "\(name): SQL only \(extra); Swift only \(missing)")
      if !accepted.isEmpty { some.insert(name) }
      if accepted.count < tasks.count { notAll.insert(name) }
    }

    try check("listed", TaskConditions.listed) { TaskConditions.isListed($0) }
    for (day, today) in Self.pairs {
      try check("not expired on \(today)", "t.closed = 0 AND " + TaskConditions.notExpired(today: today)) {
        !$0.isClosed && TaskConditions.isNotExpired($0, today: today)
      }
      try check("overdue \(day) \(today)", TaskConditions.overdue(day: day, today: today)) {
        TaskConditions.isOverdue($0, day: day, today: today)
      }
      // The kept count, and the in-memory agenda's (`TaskDays`), count the same tasks.
      let overdue = tasks.count { TaskConditions.isOverdue($0.key, day: day, today: today) }
      #expect(try index.store.overdueCount(day: day, today: today) == overdue)
      let memory = ParsedVaultReader(vault: S.vault(v)).agendaTasks(
        today: LocalDate(dayNumber: today), window: nil, courses: [])
      #expect(memory.openDue(before: day, limit: 3).count == overdue, "TaskDays, \(day) \(today)")
    }
    for day in (Self.today - 25)...(Self.today + 25) {
      let sql = TaskConditions.mayRemind(on: day, span: span)
      try check("may remind \(day)", sql.condition, sql.arguments) { TaskConditions.mayRemind($0, on: day) }
    }
    for name in ["listed", "overdue \(Self.today) \(Self.today)", "may remind \(Self.today)"] {
      #expect(some.contains(name) && notAll.contains(name), "\(name) selects all tasks or none")
    }
  }

  /// The overdue count kept in `meta` is moved by each refresh (`OverdueTag.counts`, the Swift
  /// rule, for the rows added; the SQL for the rows removed) and stays the count of the tasks
  /// `TaskConditions.isOverdue` accepts, as notes are changed, added and removed.
  @Test(arguments: [4, 5] as [UInt64])
  func theKeptOverdueCountFollowsRefreshes(seed: UInt64) throws {
    let v = try TemporaryVault()
    var rng = SplitMix(seed: seed)
    var lines: [String: String] = [:]
    var files = Self.files
    for file in files { try Self.writeNote(file, v, &rng, &lines) }
    let (index, _) = try S.indexed(v)
    for (round, (day, today)) in Self.pairs.enumerated() {
      _ = try index.store.overdueCount(day: day, today: today)
      // Rewrite a third of the notes, remove one, add one.
      for file in files where Int.random(in: 0..<3, using: &rng) == 0 { try Self.writeNote(file, v, &rng, &lines) }
      let removed = files.remove(at: Int.random(in: 0..<files.count, using: &rng))
      try FileManager.default.removeItem(at: v.url.appendingPathComponent(removed))
      let added = "notes/added-\(round).md"
      files.append(added)
      try Self.writeNote(added, v, &rng, &lines)
      let update = try index.update()
      #expect(update.removed == [removed] && update.added == [added])
      let expected = Self.keyedTasks(v).count { TaskConditions.isOverdue($0.key, day: day, today: today) }
      var kept: OverdueTag?
      try index.store.read { db in kept = try OverdueTag.read(db)?.tag }
      #expect(kept == OverdueTag(day: day, today: today))
      #expect(try index.store.overdueCount(day: day, today: today) == expected, "round \(round)")
      #expect(try Self.select(index, TaskConditions.overdue(day: day, today: today)).count == expected)
    }
  }

  // MARK: - Generated tasks

  /// Notes inside the archive folder (`archive`) and outside, some with names that begin alike.
  static let files =
    (0..<12).map { "notes/n\($0).md" } + (0..<4).map { "archive/2026-\($0).md" } + ["archive/old/a.md"]
    + ["archived.md", "archive-2025/b.md", "journal/2026-11-25.md"]

  /// Writes a note of generated tasks at `path`, and each task's line into `lines` (by `path:line`).
  static func writeNote(_ path: String, _ v: TemporaryVault, _ rng: inout SplitMix, _ lines: inout [String: String])
    throws
  {
    lines = lines.filter { !$0.key.hasPrefix(path + ":") }
    var text = ""
    for line in 1...Int.random(in: 1...12, using: &rng) {
      let task = taskLine(&rng)
      lines["\(path):\(line)"] = task
      text += task + "\n"
    }
    try v.write(path, text)
  }

  /// One task line: a random status, dates around `today` (a few days out), recurrence or not,
  /// absolute and relative reminders, in the emoji or the Dataview format.
  static func taskLine(_ rng: inout SplitMix) -> String {
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    func date(_ spread: Int) -> String {
      "\(LocalDate(dayNumber: today + Int.random(in: -spread...spread, using: &rng)))"
    }
    let status = [" ", " ", " ", "x", "X", "-", "/", ">", "?"].randomElement(using: &rng)!
    let dataview = chance(30)
    var line = "- [\(status)] task \(rng.next() % 1000)"
    func field(_ emoji: String, _ name: String, _ value: String) {
      line += dataview ? " [\(name):: \(value)]" : " \(emoji) \(value)"
    }
    let due = chance(75)
    if due {
      field("📅", "due", date(15) + (chance(30) ? " \(["08:00", "17:30", "23:59"].randomElement(using: &rng)!)" : ""))
    }
    if chance(35) { field("🛫", "start", date(20)) }
    if chance(30) { field("⏳", "scheduled", date(20)) }
    if chance(30) { field("🔁", "repeat", ["every week", "every day", "every month"].randomElement(using: &rng)!) }
    if status == "x" || status == "X", chance(60) { field("✅", "completion", date(10)) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(50) {
      if chance(50) {
        // A whole moment, or a time of the task's day.
        let time = ["07:00", "09:30", "22:00"].randomElement(using: &rng)!
        let at = chance(70) ? date(15) + " " + time : time
        line += dataview ? " [remind:: \(at)]" : " ⏰ \(at)"
      } else {
        line += " [remind:: \(["10m", "1h", "2d", "1w"].randomElement(using: &rng)!) before]"
      }
    }
    if chance(20) { line += " #work" }
    if chance(35) { line += chance(80) ? " #expires" : " #Expires" }
    return line
  }

  // MARK: - Both sides

  /// Every task of `v` by a fresh parse, as `path:line` with its key.
  static func keyedTasks(_ v: TemporaryVault) -> [(id: String, key: TaskKeys.Key)] {
    let vault = S.vault(v)
    let archive = ParsedVaultReader(vault: vault).archiveFolder + "/"
    return VaultLoader(vault: vault).parseAll().tasks.map {
      ("\($0.file):\($0.line)", TaskKeys.Key($0, archive: archive))
    }
  }

  /// The tasks, as `path:line`, of the rows `condition` selects.
  static func select(_ index: VaultIndex, _ condition: String, _ arguments: [Int] = []) throws -> Set<String> {
    var found: Set<String> = []
    try index.store.read { db in
      let rows = try Row.fetchCursor(
        db, sql: "SELECT f.path, t.line FROM tasks t JOIN files f ON f.id = t.file WHERE \(condition)",
        arguments: StatementArguments(arguments))
      while let row = try rows.next() {
        let path: String = row[0]
        let line: Int = row[1]
        found.insert("\(path):\(line)")
      }
    }
    return found
  }
}
