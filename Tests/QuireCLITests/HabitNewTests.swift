import Foundation
import QuireTestSupport
import Testing

/// `quire habit new` writes the note a person would, from the habit template, and the habit is
/// then listed; it refuses a name taken, bad times and bad days.
@Suite struct HabitNewTests {
  @Test func aNewHabitIsListedAndATakenNameRefused() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", "# Inbox\n")
    let today = ["--today", "2026-11-25"]
    let made = try QuireProcess.run(
      today + [
        "habit", "new", "Feed the cat", "--times", "08:30, 17:00", "--days", "mon,Wed", "--start", "2026-11-02",
      ],
      in: v.url, environment: ["EDITOR": ""])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stderr.contains("created habits/feed-the-cat.md"))
    let text = String(decoding: try v.read("habits/feed-the-cat.md"), as: UTF8.self)
    #expect(
      text.hasPrefix(
        "---\ntype: habit\nname: \"Feed the cat\"\ntimes:\n  - \"08:30\"\n  - \"17:00\"\ndays: [mon, wed]\nstart: 2026-11-02\n---\n"
      ), "\(text)")
    let list = try QuireProcess.run(today + ["habit", "list"], in: v.url)
    #expect(list.stdout.contains("Feed the cat  0/2 today"), "\(list.stdout)")
    let again = try QuireProcess.run(today + ["habit", "new", "Feed the cat"], in: v.url)
    #expect(again.status == 1 && again.stderr.contains("habits/feed-the-cat.md exists already"))
    let phrase = try QuireProcess.run(today + ["habit", "new", "Stretch", "--days", "every 2 days"], in: v.url)
    #expect(phrase.status == 0, "\(phrase.stderr)")
    #expect(
      String(decoding: try v.read("habits/stretch.md"), as: UTF8.self).contains(
        "days: every 2 days\nstart: 2026-11-25\n"))
    for bad in [["--times", "25:00"], ["--days", "someday"], ["--start", "tomrow"]] {
      let refused = try QuireProcess.run(today + ["habit", "new", "Nap"] + bad, in: v.url)
      #expect(refused.status == 64, "\(bad) \(refused.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent("habits/nap.md").path))
  }
}
