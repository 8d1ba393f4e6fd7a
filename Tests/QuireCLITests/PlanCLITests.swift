import Foundation
import QuireTestSupport
import Testing

/// `quire plan` through the built binary on a temporary vault (docs/plan.md): blocks around the
/// day's events, breaks and habit times, written into the daily note's Day planner; planning
/// again keeps the blocks the person moved or ticked byte for byte, replaces only Quire's own
/// and changes nothing else; the blocks read back as planner lines of the day.
@Suite struct PlanCLITests {
  static let now = ["--now", "2026-12-01T08:00"]

  static func run(_ arguments: [String], in v: TemporaryVault, status: Int32 = 0) throws -> QuireResult {
    let result = try QuireProcess.run(now + arguments, in: v.url)
    #expect(result.status == status, "quire \(arguments): \(result.stderr)")
    return result
  }

  /// The vault of these tests; `config` is added to its config file.
  static func vault(config: String = "") throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(
      ".quire/config.yaml",
      """
      timezone: Europe/Berlin
      plan:
        hours: {weekdays: "09:00-13:00"}
        breaks: ["11:00-11:30"]
        buffer: 5m

      """ + config)
    try v.write(
      "inbox.md",
      """
      # Inbox

      - [ ] Write the lab discussion  [estimate:: 45m] 📅 2026-12-02
      - [ ] Pay rent  [estimate:: 20m] ⏫ 📅 2026-11-30
      - [ ] Read chapter 5  [estimate:: 2h] 📅 2026-12-03
      - [ ] Call the dentist  [estimate:: 15m] 📅 2026-12-02 11:00
      - [ ] Someday, maybe

      """)
    try v.write(
      "planner/standup.md",
      """
      ---
      type: event
      title: Standup
      date: 2026-11-02
      start: "09:30"
      end: "09:45"
      repeat: every weekday
      ---

      """)
    try v.write(
      "journal/2026/2026-12-02.md",
      """
      ---
      type: journal
      date: 2026-12-02
      ---
      # Wednesday

      Slept well.

      ## Day planner

      - 12:00-12:30 Lunch with Sam

      ## Notes

      Keep this paragraph.

      """)
    return v
  }

  @Test func placesTasksAroundTheDayAndReplansAroundTheBlocksThePersonChanged() throws {
    let v = try Self.vault()
    let first = try Self.run(["plan", "2026-12-02"], in: v)
    #expect(
      first.stdout == """
        2026-12-02 Wednesday: 09:00-13:00, 2 h 25 free
          09:00-09:20 Pay rent  inbox.md:4 \(try Self.id("Pay rent", v))
          09:50-10:05 Call the dentist  inbox.md:6 \(try Self.id("Call the dentist", v))
          10:10-10:55 Write the lab discussion  inbox.md:3 \(try Self.id("Write the lab discussion", v))
        not placed:
          Read chapter 5: needs 2 h, the longest free gap is 25 min; tag it #split to have it split  inbox.md:5 \(try Self.id("Read chapter 5", v))
        wrote 3 blocks to journal/2026/2026-12-02.md

        """, "\(first.stdout)")
    let note = try v.readText("journal/2026/2026-12-02.md")
    let rent = "- 09:00 - 09:20 Pay rent [plan:: \(try Self.id("Pay rent", v))]"
    let dentistFirst = "- 09:50 - 10:05 Call the dentist [plan:: \(try Self.id("Call the dentist", v))]"
    let lab = "- 10:10 - 10:55 Write the lab discussion [plan:: \(try Self.id("Write the lab discussion", v))]"
    #expect(note.contains("- 12:00-12:30 Lunch with Sam\n\(rent)\n\(dentistFirst)\n\(lab)\n\n## Notes"), "\(note)")
    #expect(note.hasSuffix("## Notes\n\nKeep this paragraph.\n"))

    // The person moves the rent block and ticks the lab block; the dentist block stays Quire's.
    let moved = "- 12:35 - 12:55 Pay rent [plan:: \(try Self.id("Pay rent", v))]"
    let ticked = lab.replacingOccurrences(of: "- 10:10", with: "- [x] 10:10")
    let edited = note.replacingOccurrences(of: rent, with: moved).replacingOccurrences(of: lab, with: ticked)
    try v.write("journal/2026/2026-12-02.md", edited)
    let again = try Self.run(["plan", "2026-12-02"], in: v)
    #expect(again.stdout.contains("kept: Pay rent"), "\(again.stdout)")
    #expect(again.stdout.contains("kept: Write the lab discussion"), "\(again.stdout)")
    let after = try v.readText("journal/2026/2026-12-02.md")
    let dentist = "- 09:00 - 09:15 Call the dentist [plan:: \(try Self.id("Call the dentist", v))]"
    // Only Quire's own block moved (to the morning, now free), to the section's end; every other
    // line is as it was.
    #expect(
      after
        == edited.replacingOccurrences(of: dentistFirst + "\n", with: "")
        .replacingOccurrences(of: ticked + "\n", with: ticked + "\n" + dentist + "\n"), "\(after)")

    // A third plan with nothing changed writes nothing.
    let third = try Self.run(["plan", "2026-12-02"], in: v)
    #expect(third.stdout.hasSuffix("journal/2026/2026-12-02.md already holds this plan; nothing changed\n"))
    #expect(try v.readText("journal/2026/2026-12-02.md") == after)

    // The blocks are the day's planner lines, named as their tasks; no task is listed twice.
    let agenda = try QuireProcess.run(["--now", "2026-12-02T07:00", "agenda"], in: v.url).stdout
    #expect(agenda.contains("09:00-09:15  Call the dentist  journal/2026/2026-12-02.md"), "\(agenda)")
    #expect(agenda.contains("12:35-12:55  Pay rent  journal/2026/2026-12-02.md"), "\(agenda)")
    #expect(!agenda.contains("[plan::"), "\(agenda)")
    let tasks = try Self.run(["tasks", "--json"], in: v).stdout
    #expect(tasks.components(separatedBy: "Call the dentist").count == 2, "\(tasks)")
  }

  @Test func aDryRunWritesNothingAndAPastDayIsRefused() throws {
    let v = try Self.vault()
    let before = try v.readText("journal/2026/2026-12-02.md")
    let dry = try Self.run(["plan", "2026-12-02", "--dry-run", "--json"], in: v)
    let document = try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any]
    let blocks = document?["blocks"] as? [[String: Any]] ?? []
    #expect(blocks.map { $0["start"] as? String } == ["09:00", "09:50", "10:10"])
    #expect((document?["notPlaced"] as? [[String: Any]])?.first?["minutes"] as? Int == 120)
    #expect(document?["written"] as? Bool == false)
    #expect(try v.readText("journal/2026/2026-12-02.md") == before)
    let past = try Self.run(["plan", "2026-11-30"], in: v, status: 1)
    #expect(past.stderr.contains("2026-11-30 is past; plan today or a later day"), "\(past.stderr)")
  }

  @Test func theWeekShowsEachDaysLoadWithoutCountingTheBlocksAsEventsAndWritesNothing() throws {
    let v = try Self.vault()
    try v.write("thesis.md", "- [ ] Thesis chapter  [estimate:: 3h] 📅 2026-12-03\n")
    _ = try Self.run(["plan", "2026-12-02"], in: v)
    let note = try v.readText("journal/2026/2026-12-02.md")
    let out = try Self.run(["plan", "--week", "2026-12-02", "--json"], in: v).stdout
    let days = (try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["days"] as? [[String: Any]]
    #expect(days?.map { $0["date"] as? String } == (30...36).map { "2026-\($0 <= 30 ? "11-\($0)" : "12-0\($0 - 30)")" })
    // Working hours 09:00-13:00 less the 11:00-11:30 break; the standup every weekday, lunch on
    // Wednesday; Quire's blocks on Wednesday are task time, not events.
    #expect(days?.map { $0["working"] as? Int } == [210, 210, 210, 210, 210, 0, 0])
    #expect(days?.map { $0["events"] as? Int } == [15, 15, 45, 15, 15, 0, 0])
    // Pay rent is overdue: it falls on today (Tuesday); the lab and the dentist on Wednesday.
    #expect(days?.map { $0["tasks"] as? Int } == [0, 20, 60, 300, 0, 0, 0])
    #expect(days?.map { $0["overbooked"] as? Bool } == [false, false, false, true, false, false, false])
    let text = try Self.run(["plan", "--week", "2026-12-02"], in: v).stdout
    #expect(text.contains("overbooked: Thursday: 5 h of tasks, 3 h 05 free"), "\(text)")
    #expect(text.contains("Thu 2026-12-03  3 h 30   15 min  5 h     3 h 05  2 tasks"), "\(text)")
    #expect(try v.readText("journal/2026/2026-12-02.md") == note)
    let refused = try Self.run(["plan", "--week", "--explain"], in: v, status: 64)
    #expect(refused.stderr.contains("--explain explains a day's plan"), "\(refused.stderr)")
  }

  /// The blocks read back as events that remind at their start: `quire watch` tells the first
  /// once, at its minute; the person's own planner line and a ticked block do not remind.
  @Test func aBlockIsRemindedOnceAtItsStartByQuireWatch() throws {
    let out = NSTemporaryDirectory() + "quire-plan-notified-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let v = try Self.vault(
      config: "notify:\n  command: [sh, -c, 'printf \"%s|%s\\n\" \"$1\" \"$2\" >> \"$0\"', \(out)]\n")
    _ = try Self.run(["plan", "2026-12-02"], in: v)
    // The lab block ticked by hand: it is done, and does not remind.
    let path = "journal/2026/2026-12-02.md"
    let note = try v.readText(path)
    try v.write(path, note.replacingOccurrences(of: "- 10:10 - 10:55 Write", with: "- [x] 10:10 - 10:55 Write"))
    let lines = try v.readText(path).split(separator: "\n", omittingEmptySubsequences: false)
    let rentLine = (lines.firstIndex { $0.contains("Pay rent [plan::") } ?? -1) + 1
    let watch = try QuireBackgroundProcess([
      "watch", "--vault", v.url.path, "--now", "2026-12-02T08:59:58", "--no-pages",
    ])
    #expect(watch.waitFor("next reminder 09:00 Pay rent"))
    #expect(watch.waitFor("09:00 reminder: Pay rent", timeout: 6))
    Thread.sleep(forTimeInterval: 0.5)
    #expect(watch.stop() == 0)
    let told = ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n")
    #expect(told == ["Pay rent|09:00 · \(path):\(rentLine)"], "\(told)")
    // What reminds that day: the two untouched blocks, not the ticked one or the lunch line.
    let agenda = try QuireProcess.run(["remind", "--vault", v.url.path, "--now", "2026-12-02T08:00"])
    #expect(agenda.stdout.contains("Call the dentist") && !agenda.stdout.contains("Write the lab"), "\(agenda.stdout)")
    #expect(!agenda.stdout.contains("Lunch"))
  }

  /// Ticking a block ticks its task (docs/plan.md, "Ticking a block"), once: `quire build`
  /// applies it, a second build changes nothing; a recurring task done elsewhere is not done
  /// again through its next copy; `quire plan` applies a tick before planning again.
  @Test func aTickedBlockTicksItsTaskOnceAndNeverTheNextCopy() throws {
    let v = try Self.vault()
    let inbox = try v.readText("inbox.md")
    try v.write("inbox.md", inbox.replacingOccurrences(of: "⏫ 📅 2026-11-30", with: "⏫ 🔁 every month 📅 2026-11-30"))
    let (rent, lab, dentist) = (
      try Self.id("Pay rent", v), try Self.id("Write the lab discussion", v), try Self.id("Call the dentist", v)
    )
    _ = try Self.run(["plan", "2026-12-02"], in: v)
    // Rent is paid with `quire done`: its next copy takes the id.
    _ = try Self.run(["done", rent], in: v)
    #expect(try v.readText("inbox.md").contains("🔁 every month 📅 2026-12-30"))
    let path = "journal/2026/2026-12-02.md"
    let ticked = try v.readText(path)
      .replacingOccurrences(of: "- 09:00 - 09:20 Pay rent", with: "- [x] 09:00 - 09:20 Pay rent")
      .replacingOccurrences(of: "- 10:10 - 10:55 Write", with: "- [X] 10:10 - 10:55 Write")
    try v.write(path, ticked)
    let lines = ticked.split(separator: "\n", omittingEmptySubsequences: false)
    let labLine = (lines.firstIndex { $0.contains("Write the lab discussion [plan::") } ?? -1) + 1
    let rentLine = (lines.firstIndex { $0.contains("Pay rent [plan::") } ?? -1) + 1

    let build = try Self.run(["build"], in: v)
    #expect(
      build.stdout.contains(
        "done: \(lab) inbox.md:3 Write the lab discussion (its block ticked at \(path):\(labLine))"),
      "\(build.stdout)")
    // The rent block's id names the line `quire done` ticked (docs/syntax.md, "Task ids"), not the next copy.
    #expect(build.stderr.contains("\(path):\(rentLine): \(rent) is already done"), "\(build.stderr)")
    let after = try v.readText("inbox.md")
    #expect(after.contains("- [x] Write the lab discussion  [estimate:: 45m] 📅 2026-12-02 ✅ 2026-12-01"), "\(after)")
    #expect(after.contains("- [ ] Pay rent  [estimate:: 20m] ⏫ 🔁 every month 📅 2026-12-30"), "\(after)")
    #expect(try v.readText(path) == ticked)

    // Once: a second build applies nothing and changes no note.
    let again = try Self.run(["build"], in: v)
    #expect(!again.stdout.contains("done:") && !again.stderr.contains("already done"), "\(again.stdout)")
    #expect(try v.readText("inbox.md") == after)

    // `quire plan` applies a tick before it plans again; the ticked block stays.
    let dentistTicked = try v.readText(path).replacingOccurrences(
      of: "- 09:50 - 10:05 Call the dentist", with: "- [x] 09:50 - 10:05 Call the dentist")
    try v.write(path, dentistTicked)
    let plan = try Self.run(["plan", "2026-12-02"], in: v)
    #expect(plan.stdout.contains("done: \(dentist) inbox.md:"), "\(plan.stdout)")
    #expect(plan.stdout.contains("Call the dentist (its block ticked at \(path):"), "\(plan.stdout)")
    #expect(plan.stdout.contains("kept: Call the dentist"), "\(plan.stdout)")
    #expect(
      try v.readText("inbox.md").contains("- [x] Call the dentist  [estimate:: 15m] 📅 2026-12-02 11:00 ✅ 2026-12-01"))
    #expect(try v.readText(path).contains("- [x] 09:50 - 10:05 Call the dentist [plan:: \(dentist)]"))
  }

  /// A block ticked on its day and read days later: the task is done on the block's day.
  @Test func aTickReadLaterIsDoneOnTheBlocksDay() throws {
    let v = try Self.vault()
    let lab = try Self.id("Write the lab discussion", v)
    _ = try Self.run(["plan"], in: v)  // today, 2026-12-01
    let path = "journal/2026/2026-12-01.md"
    // Every block ticked.
    try v.write(
      path,
      try v.readText(path).replacingOccurrences(of: "\n- 0", with: "\n- [x] 0").replacingOccurrences(
        of: "\n- 1", with: "\n- [x] 1"))
    let build = try QuireProcess.run(["--now", "2026-12-03T18:00", "build"], in: v.url)
    #expect(build.stdout.contains("done: \(lab) inbox.md:3 Write the lab discussion"), "\(build.stdout)")
    #expect(try v.readText("inbox.md").contains("Write the lab discussion  [estimate:: 45m] 📅 2026-12-02 ✅ 2026-12-01"))
  }

  /// `quire watch` applies a ticked block as it builds the pages, as `quire build` does.
  @Test func quireWatchTicksTheTaskOfATickedBlock() throws {
    let v = try Self.vault()
    let lab = try Self.id("Write the lab discussion", v)
    _ = try Self.run(["plan", "2026-12-02"], in: v)
    let path = "journal/2026/2026-12-02.md"
    try v.write(
      path, try v.readText(path).replacingOccurrences(of: "- 10:10 - 10:55 Write", with: "- [x] 10:10 - 10:55 Write"))
    let watch = try Self.run(["watch", "--once"], in: v)
    #expect(
      watch.stdout.contains("done: \(lab) inbox.md:3 Write the lab discussion (its block ticked at \(path):"),
      "\(watch.stdout)")
    #expect(
      try v.readText("inbox.md").contains("- [x] Write the lab discussion  [estimate:: 45m] 📅 2026-12-02 ✅ 2026-12-01"))
  }

  /// `quire check` warns about a due time the free time from now cannot meet, with the
  /// estimated tasks due before it (docs/plan.md, "Due times the free time cannot meet").
  @Test func checkWarnsAboutADueTimeTheFreeTimeCannotMeet() throws {
    let v = try Self.vault()
    let inbox = try v.readText("inbox.md")
    // 185 free minutes on Tuesday from 08:00, 95 on Wednesday before 11:00: 5 h and the
    // dentist's 15 min due by then do not fit, and the lab due that evening then neither.
    try v.write("inbox.md", inbox + "- [ ] Write the essay  [estimate:: 5h] 📅 2026-12-02 11:00\n")
    let check = try QuireProcess.run(Self.now + ["check"], in: v.url)
    let late = check.stdout.split(separator: "\n").filter { $0.contains("free before then") }
    #expect(
      late == [
        "inbox.md:3: warning: due 2026-12-02, with the estimated tasks due before it 6 h of work but 5 h 30 free before then; move its due date, shorten an estimate or free some time (quire plan --week)",
        "inbox.md:8: warning: due 2026-12-02 11:00, with the estimated tasks due before it 5 h 15 of work but 4 h 40 free before then; move its due date, shorten an estimate or free some time (quire plan --week)",
      ], "\(check.stdout)")
    // Time enough once the essay is shorter; and a task without an estimate is never counted.
    try v.write(
      "inbox.md", inbox + "- [ ] Write the essay  [estimate:: 1h] 📅 2026-12-02 11:00\n- [ ] Move house 📅 2026-12-01\n")
    let fine = try QuireProcess.run(Self.now + ["check"], in: v.url)
    #expect(!fine.stdout.contains("free before then"), "\(fine.stdout)")
  }

  /// The id `quire export --json` gives the task whose text starts with `text`.
  static func id(_ text: String, _ v: TemporaryVault) throws -> String {
    let out = try QuireProcess.run(now + ["export", "--json"], in: v.url).stdout
    let tasks = (try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["tasks"] as? [[String: Any]]
    return (tasks ?? []).first { ($0["text"] as? String)?.hasPrefix(text) == true }?["id"] as? String ?? "?"
  }
}
