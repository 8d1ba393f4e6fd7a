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
}
