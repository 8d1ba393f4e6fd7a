import Foundation
import QuireTestSupport
import Testing

/// A week of daily notes whose habit slots were left open: `quire tasks` lists only real to-dos,
/// `ics export` writes no VTODO for a slot, `habit show` counts the missed days, and
/// `habit check` still ticks the open slot line.
@Suite struct HabitSlotTests {
  @Test func openSlotsOfPastDaysAreMissesNotTasks() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      "habits/feed-cat.md", "---\ntype: habit\nname: Feed the cat\ntimes: [\"08:30\"]\nstart: 2026-11-18\n---\n")
    for day in 18...24 {
      let ticked = day % 2 == 0 ? "x" : " "
      try v.write(
        "journal/2026/2026-11-\(day).md",
        "# 2026-11-\(day)\n\n## Habits\n- [\(ticked)] Feed the cat 08:30 #habit/feed-cat\n- [ ] Real to-do \(day)\n")
    }
    let now = ["--now", "2026-11-24T07:00"]
    let tasks = try QuireProcess.run(now + ["tasks"], in: v.url)
    #expect(tasks.status == 0, "\(tasks.stderr)")
    #expect(!tasks.stdout.contains("Feed the cat") && tasks.stdout.contains("Real to-do 24"), "\(tasks.stdout)")
    let ics = try QuireProcess.run(now + ["ics", "export"], in: v.url)
    #expect(!ics.stdout.contains("Feed the cat") && ics.stdout.contains("Real to-do 24"))
    let show = try QuireProcess.run(now + ["--json", "habit", "show", "feed-cat"], in: v.url)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("\"missed\""), "\(show.stdout)")
    let check = try QuireProcess.run(now + ["habit", "check", "feed-cat"], in: v.url)
    #expect(check.status == 0, "\(check.stderr)")
    #expect(
      String(decoding: try v.read("journal/2026/2026-11-24.md"), as: UTF8.self)
        .contains("- [x] Feed the cat 08:30 #habit/feed-cat\n"))
  }
}
