import Foundation
import QuireTestSupport
import Testing

/// The streaming export finds courses before the tasks stream out; it must agree with the
/// in-memory listing on every task's course, however the course note is written.
@Suite struct CourseResolutionTests {
  @Test func exportAndTasksAgree() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    try v.write("courses/cs101.md", "---\ncode: CS101\n---\n")
    try v.write("notes/cr.md", "---\rtype: course\rcode: crx\r---\r")
    try v.write(
      "notes/long.md",
      "---\n" + (0..<300).map { "k\($0): some long value here" }.joined(separator: "\n")
        + "\ntype: course\ncode: longfm\n---\n")
    try v.write("notes/quoted.md", "---\n\"type\": 'Course'\ncode: quoted\n---\n")
    try v.write("notes/not.md", "---\ntype: note\ntitle: about the course\n---\n")
    try v.write(
      "tasks.md",
      ["#cs101", "#crx", "#longfm", "#quoted", "#not", "#other"].map { "- [ ] task \($0)" }.joined(separator: "\n")
        + "\n")

    let export = try QuireProcess.run(["export"], in: v.url)
    let listing = try QuireProcess.run(["tasks", "--json"], in: v.url)
    #expect(export.status == 0 && listing.status == 0)
    let exported =
      (try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as! [String: Any])["tasks"]
      as! [[String: Any]]
    let groups =
      (try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as! [String: Any])["groups"]
      as! [[String: Any]]
    let listed = groups.flatMap { $0["tasks"] as! [[String: Any]] }
    func courses(_ tasks: [[String: Any]]) -> [String: String] {
      Dictionary(uniqueKeysWithValues: tasks.map { ($0["text"] as! String, ($0["course"] as? String) ?? "-") })
    }
    let expected = [
      "task #cs101": "cs101", "task #crx": "crx", "task #longfm": "longfm", "task #quoted": "quoted",
      "task #not": "-", "task #other": "-",
    ]
    #expect(courses(exported) == expected)
    #expect(courses(listed) == expected)
  }
}
