import Foundation
import QuireTestSupport
import Testing

/// A scripted month of use, end to end, on the built binary: `quire init`, then 30 simulated
/// days of September 2026 (the clock fixed with `--now` at each step) with daily notes from the
/// daily template, habit slots ticked and left open, tasks added, done, undone and removed, a
/// recurring task done/undone/done, a watcher run every evening, then a week without one and a
/// start after it. A few mistakes are planted in the notes and the config. At the end: the task
/// list holds only real to-dos, the missed week is one notification and a section of today's
/// page, `habit show` counts the misses, the calendar export holds no removed task, and
/// `quire check` reports exactly the planted mistakes (`Tests/Fixtures/golden/month/check.txt`).
@Suite struct MonthTests {
  /// The days of the month whose Stretch slot (07:30, every day) is left open.
  static let stretchMissed: Set<Int> = [4, 8, 12, 16, 20, 24, 28]
  /// The Mondays, Wednesdays and Fridays (Read, 21:00) left open. September 1, 2026 is a Tuesday.
  static let readDays: Set<Int> = [2, 4, 7, 9, 11, 14, 16, 18, 21, 23, 25, 28, 30]
  static let readMissed: Set<Int> = [9, 18, 25]
  /// Days 23 to 29: no watcher runs. Day 30 at noon it starts again.
  static let lastWatchedDay = 22

  final class Month {
    let vault: TemporaryVault
    let notified: String
    var root: String { vault.url.path }

    init() throws {
      vault = try TemporaryVault()
      notified = vault.url.path + "-notified.txt"
    }

    deinit { try? FileManager.default.removeItem(atPath: notified) }

    /// Runs `quire --vault ROOT --now NOW ARGS...`; a failure is recorded with its output.
    @discardableResult
    func quire(_ now: String?, _ arguments: [String], expect status: Int32 = 0) throws -> QuireResult {
      let clock = now.map { ["--now", $0] } ?? []
      let result = try QuireProcess.run(["--vault", root] + clock + arguments)
      #expect(
        result.status == status,
        "quire \(arguments.joined(separator: " ")) at \(now ?? "-"): exit \(result.status)\n\(result.stdout)\(result.stderr)"
      )
      return result
    }

    func day(_ d: Int) -> String { "2026-09-" + (d < 10 ? "0\(d)" : "\(d)") }

    /// Edits the vault-relative `path` as an editor would (the whole file rewritten).
    func edit(_ path: String, _ change: (String) -> String) throws {
      try vault.write(path, change(try vault.readText(path)))
    }

    /// The notifications delivered so far, one `title|body` a line.
    var notifications: [String] {
      ((try? String(contentsOfFile: notified, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The id of the open task whose text is `text` (from `quire tasks --json`).
    func id(of text: String, at now: String) throws -> String {
      let tasks = try openTasks(at: now)
      guard let task = tasks.first(where: { $0.text == text }) else {
        Issue.record("no open task \(text) at \(now): \(tasks.map(\.text))")
        return "none"
      }
      return task.id
    }

    struct Listed: Decodable {
      var id: String
      var text: String
      var file: String
      var line: Int
      var due: String?
      var recurrence: String?
      var habit: String?
    }

    func openTasks(at now: String) throws -> [Listed] {
      struct Groups: Decodable {
        struct Group: Decodable { var tasks: [Listed] }
        var groups: [Group]
      }
      let result = try quire(now, ["tasks", "--json"])
      return try JSONDecoder().decode(Groups.self, from: Data(result.stdout.utf8)).groups.flatMap(\.tasks)
    }
  }

  @Test func aMonthOfUse() throws {
    let m = try Month()
    // MARK: Day 0: a new vault, two habits.
    let created = try QuireProcess.run(["init", m.root])
    #expect(created.status == 0, "\(created.stderr)")
    try m.edit(".quire/config.yaml") { config in
      config
        .replacingOccurrences(of: "timezone: \"\"", with: "timezone: UTC")
        .replacingOccurrences(
          of: "  command: []",
          with: "  command: [sh, -c, 'printf \"%s|%s\\\\n\" \"$1\" \"$2\" >> \"$0\"', \(m.notified)]"
        )
        // Planted: a misspelt key.
        .replacingOccurrences(of: "lock_timeout: 30", with: "lock_timout: 30")
    }
    try m.quire("2026-09-01T06:00", ["habit", "new", "Stretch", "--times", "07:30", "--start", "2026-09-01"])
    try m.quire(
      "2026-09-01T06:00",
      ["habit", "new", "Read", "--times", "21:00", "--days", "mon,wed,fri", "--start", "2026-09-01"])

    // MARK: Days 1 to 30.
    for d in 1...30 {
      let date = m.day(d)
      let morning = "\(date)T06:00"
      let note = "journal/2026/\(date).md"
      // The day's note from the daily template (open habit slots), then a line of journal.
      #expect(try m.quire(morning, ["journal"]).stdout == note + "\n")
      try m.edit(note) { $0.replacingOccurrences(of: "## Journal\n\n", with: "## Journal\n\nDay \(d) of the month.\n") }
      if d == 30 { break }  // the last morning: the watcher starts before anything is ticked
      if !Self.stretchMissed.contains(d) {
        try m.quire("\(date)T08:00", ["habit", "check", "stretch"])
      }
      if Self.readDays.contains(d) && !Self.readMissed.contains(d) {
        if d % 2 == 0 {
          try m.quire("\(date)T21:30", ["habit", "check", "read"])
        } else {
          // Ticked by hand in the note, as in an editor.
          try m.edit(note) { $0.replacingOccurrences(of: "- [ ] Read 21:00", with: "- [x] Read 21:00") }
        }
      }
      try tasks(of: d, m)
      if d <= Self.lastWatchedDay {
        // Every evening a watcher runs (and finishes): reminders and pages.
        try m.quire("\(date)T22:00", ["watch", "--once"])
      }
    }

    // MARK: Day 30, noon: the watcher starts after a week away.
    let now = "2026-09-30T12:00"
    let before = m.notifications.count
    let watch = try m.quire(now, ["watch", "--once"])
    let told = Array(m.notifications.dropFirst(before))
    // Missed in the week: Stretch 07:30 on the 24th, 28th and 30th; Read 21:00 on the 25th;
    // Book dentist (26th 10:00) and Call plumber (27th 18:00). Not the removed gym task (27th 09:00).
    #expect(
      told == [
        "6 reminders missed while Quire was not running|Stretch (2026-09-24 07:30); Read (2026-09-25 21:00); "
          + "Book dentist (2026-09-26 10:00); Call plumber (2026-09-27 18:00); Stretch (2026-09-28 07:30); "
          + "and 1 more (quire remind --from 2026-09-24T07:30)"
      ], "\(told)\n\(watch.stdout)")
    #expect(watch.stdout.components(separatedBy: " reminders: ").count == 2, "one summary line: \(watch.stdout)")
    #expect(!watch.stdout.contains(" reminder: "), "nothing told one by one: \(watch.stdout)")
    // The command the notification names lists the six (and what comes later in its week).
    let hinted = try m.quire(now, ["remind", "--from", "2026-09-24T07:30"]).stdout
    #expect(hinted.split(separator: "\n").filter { $0 <= "2026-09-30 12:00" }.count == 6, "\(hinted)")
    // And today's page lists them.
    let page = try m.vault.readText("agenda/daily/2026-09-30.md")
    #expect(page.contains("\n## Missed reminders\n\n"), "\(page)")
    #expect(page.components(separatedBy: "\n- ⏰ 2026-09-2").count - 1 == 5, "\(page)")
    #expect(page.contains("\n- ⏰ 2026-09-26 10:00 Book dentist · [inbox.md:7](../../inbox.md#L7)\n"), "\(page)")
    #expect(
      page.contains("\n- ⏰ 07:30 Stretch · [habits/stretch.md:1](../../habits/stretch.md#L1)\n\n## Overdue"), "\(page)")

    // MARK: The task list: real to-dos only.
    let open = try m.openTasks(at: now)
    #expect(
      Set(open.map(\.text)) == [
        "Buy a birthday gift for Ana", "Water plants", "Book dentist", "Submit tax form", "Call plumber",
        // The planted mistakes: a field Quire cannot read stays in the text (as in Obsidian Tasks).
        "Pay the water bill", "Return library books 📅 12/05/2026", "Fix the bike [due:: ]",
      ], "\(open.map(\.text))")
    #expect(open.count == 8, "each once: \(open.map(\.text))")
    #expect(open.allSatisfy { $0.habit == nil && !$0.text.contains("#habit/") })
    #expect(open.first { $0.text == "Water plants" }?.due == "2026-09-14", "the copy after the second completion")
    let inbox = try m.vault.readText("inbox.md")
    #expect(inbox.components(separatedBy: "Water plants").count - 1 == 2, "the open copy and the done line: \(inbox)")
    #expect(inbox.contains("- [x] Water plants 🔁 every week 📅 2026-09-07 ✅ 2026-09-07"), "\(inbox)")
    #expect(!inbox.contains("Renew library card") && !inbox.contains("Cancel gym membership"))
    let archive = try m.vault.readText("archive/2026-09.md")
    #expect(archive.contains("Renew library card") && archive.contains("Cancel gym membership"), "\(archive)")

    // MARK: Habits: the misses counted.
    struct Shown: Decodable {
      struct Day: Decodable { var date: String, status: String }
      var days: [Day]
    }
    for (slug, missed) in [("stretch", Self.stretchMissed), ("read", Self.readMissed)] {
      let shown = try JSONDecoder().decode(
        Shown.self, from: Data(try m.quire(now, ["habit", "show", slug, "--month", "2026-09", "--json"]).stdout.utf8))
      let days = Set(shown.days.filter { $0.status == "missed" }.map { Int($0.date.suffix(2))! })
      #expect(days == missed, "\(slug): \(days.sorted())")
      #expect(shown.days.last?.status == "pending", "today, open")
    }

    // MARK: The calendar export: no removed task, no habit slot.
    let ics = try m.quire(now, ["ics", "export"]).stdout
    #expect(ics.contains("SUMMARY:Book dentist"), "\(ics)")
    #expect(ics.contains("SUMMARY:Submit tax form"))
    // One series: the open copy of Water plants (its done line is one past occurrence).
    #expect(ics.components(separatedBy: "RRULE:").count - 1 == 1, "\(ics)")
    for absent in ["Renew library card", "Cancel gym membership", "#habit/", "Stretch", "Read 21:00"] {
      #expect(!ics.contains(absent), "\(absent) in the export")
    }

    // MARK: quire check: exactly the planted mistakes (warnings all: exit 0).
    let check = try m.quire(now, ["check"])
    let report = check.stdout + "--- stderr\n" + check.stderr + "--- exit \(check.status)\n"
    if let problem = Golden.check(report, name: "month/check.txt") { Issue.record(Comment(rawValue: problem)) }
  }

  /// The day's task commands.
  func tasks(of d: Int, _ m: Month) throws {
    let at = "\(m.day(d))T12:00"
    switch d {
    case 1:
      try m.quire(at, ["add", "Pay rent", "--due", "2026-09-05", "--remind", "2026-09-05 09:00"])
    case 2:
      try m.quire(at, ["add", "Buy a birthday gift for Ana", "--due", "2026-09-12"])
    case 3:
      try m.quire(at, ["add", "Renew library card", "--due", "2026-09-20"])
      try m.quire(at, ["done", try m.id(of: "Buy a birthday gift for Ana", at: at)])
    case 4:
      // Undone: it was not bought after all.
      try m.quire(at, ["undo", "inbox.md:4"])
    case 5:
      try m.quire(at, ["done", try m.id(of: "Pay rent", at: at)])
      try m.quire(at, ["add", "Water plants", "--repeat", "every week", "--due", "2026-09-07"])
    case 6:
      try m.quire(at, ["rm", try m.id(of: "Renew library card", at: at)])
    case 7:
      // Done, undone (the next copy goes again), done again.
      // By place: the next copy goes on the line above, with the same text.
      let line = try m.openTasks(at: at).first { $0.text == "Water plants" }?.line ?? 0
      try m.quire(at, ["done", "inbox.md:\(line)"])
      #expect(try m.openTasks(at: at).filter { $0.text == "Water plants" }.map(\.due) == ["2026-09-14"])
      try m.quire(at, ["undo", "inbox.md:\(line + 1)"])
      #expect(try m.openTasks(at: at).filter { $0.text == "Water plants" }.map(\.due) == ["2026-09-07"])
      try m.quire(at, ["done", "inbox.md:\(line)"])
    case 10:
      try m.quire(at, ["add", "Book dentist", "--due", "2026-09-26", "--remind", "2026-09-26 10:00"])
    case 12:
      try m.quire(at, ["add", "Cancel gym membership", "--due", "2026-09-15", "--remind", "2026-09-27 09:00"])
    case 14:
      try m.quire(at, ["rm", try m.id(of: "Cancel gym membership", at: at)])
    case 15:
      // Planted in the day's note: a misspelt weekday, a date that is not ISO, an empty due
      // field, and a day-planner time that does not exist.
      try m.edit("journal/2026/2026-09-15.md") { note in
        note.replacingOccurrences(
          of: "## Journal\n\n",
          with: """
            ## Journal

            - [ ] Pay the water bill 🔁 every wensday
            - [ ] Return library books 📅 12/05/2026
            - [ ] Fix the bike [due:: ]

            """
        ).replacingOccurrences(of: "## Day planner\n", with: "## Day planner\n\n- 25:00 Party at Ana's\n")
      }
    case 20:
      try m.quire(at, ["add", "Submit tax form", "--due", "2026-10-10", "--priority", "high"])
    case 24:
      try m.quire(at, ["add", "Call plumber", "--due", "2026-09-28", "--remind", "2026-09-27 18:00"])
    default:
      break
    }
  }
}
