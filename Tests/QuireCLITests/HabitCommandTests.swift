import Foundation
import QuireTestSupport
import Testing

/// `quire habit` and `quire journal` on vaults built at test time (not the Samples vault).
@Suite struct HabitCommandTests {
  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      "habits/stretch.md",
      "---\ntype: habit\nname: Stretch\ntimes: [\"07:00\", \"7pm\"]\ndays: [mon, funday, wed]\nstart: 2026-11-01\n---\n"
    )
    try v.write("habits/floss.md", "---\ntype: habit\nname: Floss\ndays: every day\n---\n")
    return v
  }

  @Test func aBadTimeAndDayAreDiagnosticsAndTheRestWorks() throws {
    let v = try Self.vault()
    let result = try QuireProcess.run(["--today", "2026-11-23", "habit", "list"], in: v.url)
    #expect(result.status == 0)
    #expect(result.stderr.contains("habits/stretch.md:4: error: habit time '7pm' is not HH:MM"))
    #expect(result.stderr.contains("habits/stretch.md:5: warning: 'funday' is not a weekday"))
    #expect(result.stdout.contains("Floss"))
    #expect(result.stdout.contains("stretch     Stretch  0/1 today"))
  }

  @Test func checkOnACRLFNoteChangesOnlyTheTickedLine() throws {
    let v = try Self.vault()
    let note =
      "\u{FEFF}---\r\ntype: journal\r\n---\r\n## Habits  \r\n- [ ] Floss #habit/floss\r\n\r\n## Notes\r\nno final newline"
    try v.write("journal/2026/2026-11-23.md", note)
    let result = try QuireProcess.run(["--today", "2026-11-23", "habit", "check", "floss"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "ticked: Floss journal/2026/2026-11-23.md:5\n")
    let after = String(decoding: try v.read("journal/2026/2026-11-23.md"), as: UTF8.self)
    #expect(after == note.replacingOccurrences(of: "- [ ] Floss", with: "- [x] Floss"))
    // Added after the last line of the section when no open line is left (the second slot of Stretch).
    _ = try QuireProcess.run(["--today", "2026-11-23", "habit", "check", "stretch", "--time", "07:00"], in: v.url)
    let again = String(decoding: try v.read("journal/2026/2026-11-23.md"), as: UTF8.self)
    #expect(
      again.contains(
        "- [x] Floss #habit/floss\r\n- [x] Stretch 07:00 #habit/stretch\r\n\r\n## Notes\r\nno final newline"))
  }

  @Test func aMissingNoteIsCreatedWithTheDaysHabitsAndTasks() throws {
    let v = try Self.vault()
    try v.write(
      "inbox.md", "- [ ] Submit slides 📅 2026-11-23 17:00\n- [x] Old 📅 2026-11-23\n- [ ] 09:30 Standup 📅 2026-11-23\n")
    let result = try QuireProcess.run(["--today", "2026-11-23", "journal"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "journal/2026/2026-11-23.md\n")
    let text = String(decoding: try v.read("journal/2026/2026-11-23.md"), as: UTF8.self)
    #expect(text.hasPrefix("---\ntype: journal\ndate: 2026-11-23\n---\n# Monday, 2026-11-23\n"))
    #expect(
      text.contains(
        "## Tasks\n\n- Standup — 09:30 (inbox.md:3)\n- Submit slides, due 17:00 (inbox.md:1)\n\n## Habits\n"))
    #expect(text.contains("- [ ] Floss #habit/floss\n- [ ] Stretch 07:00 #habit/stretch\n"))
    // The listed tasks are not new tasks, and a second run changes nothing.
    let tasks = try QuireProcess.run(["--today", "2026-11-23", "tasks", "--json"], in: v.url)
    #expect(tasks.stdout.components(separatedBy: "Submit slides").count == 2)
    let again = try QuireProcess.run(["--today", "2026-11-23", "journal", "2026-11-23"], in: v.url)
    #expect(again.stdout == "journal/2026/2026-11-23.md\n")
    #expect(String(decoding: try v.read("journal/2026/2026-11-23.md"), as: UTF8.self) == text)
  }

  @Test func habitTimesStillBecomeReminders() throws {
    let v = try Self.vault()
    let result = try QuireProcess.run(
      ["--now", "2026-11-23T06:00", "remind", "--to", "2026-11-23T23:00"], in: v.url)
    #expect(result.stdout.contains("2026-11-23 07:00  habit  Stretch  habits/stretch.md:1"))
  }
}
