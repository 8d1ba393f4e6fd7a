import Foundation
import QuireTestSupport
import Testing

/// `quire course new` writes the course note from the template; the course is then listed and
/// its tag joins tasks to it; a taken code and a code that is no tag are refused.
@Suite struct CourseNewTests {
  @Test func aNewCourseIsListedAndItsTagJoinsTasks() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", "# Inbox\n- [ ] Read chapter 2 #cs201 📅 2026-11-27\n")
    let today = ["--today", "2026-11-25"]
    let made = try QuireProcess.run(
      today + ["course", "new", "CS201", "--title", "Data structures: trees"], in: v.url, environment: ["EDITOR": ""])
    #expect(made.status == 0, "\(made.stderr)")
    let text = String(decoding: try v.read("courses/cs201.md"), as: UTF8.self)
    #expect(text.hasPrefix("---\ntype: course\ncode: cs201\ntitle: \"Data structures: trees\"\n---\n"), "\(text)")
    let list = try QuireProcess.run(today + ["course", "list"], in: v.url)
    #expect(list.stdout.contains("cs201  Data structures: trees  1 open"), "\(list.stdout)")
    let again = try QuireProcess.run(today + ["course", "new", "cs201", "--title", "Other"], in: v.url)
    #expect(again.status == 1 && again.stderr.contains("courses/cs201.md exists already"))
    let bad = try QuireProcess.run(today + ["course", "new", "c s", "--title", "X"], in: v.url)
    #expect(bad.status == 64, "\(bad.stderr)")
  }

  /// `--schedule` writes a repeating event note of the course per class time, from the first
  /// class day on or after `--from` (default today) to `--until`: `event list` shows the
  /// classes on their weekdays, and a bad class time is refused before anything is written.
  @Test func classTimesBecomeRepeatingEventsOfTheCourse() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let today = ["--today", "2026-11-25"]  // a Wednesday
    let made = try QuireProcess.run(
      today + [
        "course", "new", "cs101", "--title", "Intro to CS", "--schedule", "mon,wed 10:00-11:30", "--schedule",
        "Friday 14:00-15:00", "--until", "2026-12-11",
      ], in: v.url, environment: ["EDITOR": ""])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stderr.contains("(every week on Monday, Wednesday, 10:00-11:30)"), "\(made.stderr)")
    let events = try QuireProcess.run(
      today + ["event", "list", "--from", "2026-11-23", "--to", "2026-12-14", "--json"], in: v.url)
    let occurrences = try #require(try JSONSerialization.jsonObject(with: Data(events.stdout.utf8)) as? [[String: Any]])
    let classes = occurrences.filter { ($0["title"] as? String) == "Intro to CS" }
    let days = classes.compactMap { o in (o["date"] as? String).map { "\($0) \(o["start"] as? String ?? "")" } }
    #expect(
      days == [
        "2026-11-25 10:00", "2026-11-27 14:00", "2026-11-30 10:00", "2026-12-02 10:00", "2026-12-04 14:00",
        "2026-12-07 10:00", "2026-12-09 10:00", "2026-12-11 14:00",
      ], "\(days)")
    #expect(classes.allSatisfy { ($0["kind"] as? String) == "class" }, "\(classes)")
    for file in Set(classes.compactMap { $0["file"] as? String }) {
      let note = String(decoding: try v.read(file), as: UTF8.self)
      #expect(note.contains("course: \"cs101\"") && note.contains("2026-12-11"), "\(note)")
    }
    // A bad class time: refused, and no course note written.
    let bad = try QuireProcess.run(
      today + ["course", "new", "ma1", "--title", "Maths", "--schedule", "moon 10:00-11:00"], in: v.url)
    #expect(bad.status == 64 && bad.stderr.contains("'moon' is not a weekday"), "\(bad.stderr)")
    #expect((try? v.read("courses/ma1.md")) == nil)
    let backwards = try QuireProcess.run(
      today + ["course", "new", "ma1", "--title", "Maths", "--schedule", "tue 11:00-10:00"], in: v.url)
    #expect(backwards.status == 64 && backwards.stderr.contains("must end after it starts"), "\(backwards.stderr)")
  }
}
