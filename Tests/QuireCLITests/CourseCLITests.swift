import Foundation
import QuireTestSupport
import Testing

/// Course commands on a vault built here, with a course the Samples do not have.
@Suite struct CourseCLITests {
  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: America/New_York\n")
    try v.write(
      "school/history.md",
      "---\ntype: course\ncode: HIST2\ntitle: \"Modern History\"\n---\n- [ ] Essay on 1848 [due:: 2026-12-01]\n")
    try v.write("courses/hist2/readings.md", "- [x] Read Hobsbawm ✅ 2026-11-02\n- [ ] Read Clark 📅 2026-11-28\n")
    try v.write("daily.md", "- [ ] Flashcards for #hist2 📅 2026-11-24\n- [ ] Unrelated\n")
    try v.write("archive/2026-11.md", "## inbox.md\n- [ ] Dropped #hist2\n")
    try v.write(
      "planner/oral.md",
      "---\ntype: event\ntitle: Oral exam\ndate: 2027-01-11\nstart: \"14:00\"\nkind: exam\ncourse: hist2\n---\n")
    try v.write(
      "planner/tests.md",
      "---\ntype: event\ntitle: Map test\ndate: 2026-11-03\nrepeat: every 4 weeks\nkind: exam\ncourse: hist2\n---\n")
    try v.write(
      "planner/seminar.md",
      "---\ntype: event\ntitle: Seminar\ndate: 2026-11-05\nrepeat: every week on Thursday\ncourse: hist2\n---\n")
    return v
  }

  @Test func showListsHomeworkExamsAndEvents() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["--today", "2026-11-24", "course", "show", "hist2", "--json"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["code"] as? String == "hist2")
    #expect(json["title"] as? String == "Modern History")
    let homework = try #require(json["homework"] as? [[String: Any]])
    #expect(
      homework.map { $0["text"] as? String } == [
        "Flashcards for #hist2", "Read Clark", "Essay on 1848", "Read Hobsbawm",
      ])
    #expect(homework.map { $0["done"] as? Bool } == [false, false, false, true])
    let exams = try #require(json["exams"] as? [[String: Any]])
    #expect(exams.map { $0["title"] as? String } == ["Map test", "Oral exam"])
    #expect(exams.map { $0["date"] as? String } == ["2026-12-01", "2027-01-11"])
    #expect(exams.map { $0["daysLeft"] as? Int } == [7, 48])
    let events = try #require(json["events"] as? [[String: Any]])
    #expect(events.map { $0["next"] as? String } == ["2026-11-26"])
  }

  @Test func examsCountDownAcrossAYear() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["--today", "2026-12-29", "exams"], in: v.url)
    #expect(r.status == 0)
    #expect(
      r.stdout == "2026-12-29         Map test  #hist2  today  planner/tests.md\n"
        + "2027-01-11  14:00  Oral exam  #hist2  in 13 days  planner/oral.md\n")
  }

  @Test func listShowsTheNextExam() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["--today", "2026-11-24", "course", "list"], in: v.url)
    #expect(r.stdout == "hist2  Modern History  3 open, exam in 7 days (2026-12-01)  school/history.md\n")
  }
}
