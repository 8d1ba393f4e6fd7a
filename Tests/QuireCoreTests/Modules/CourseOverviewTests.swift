import QuireCore
import Testing

@Suite struct CourseOverviewTests {
  let today = LocalDate(iso: "2026-11-24")!

  func contents(_ notes: [(String, String)]) -> VaultContents {
    let parser = NoteParser(config: VaultConfig())
    var contents = VaultContents()
    for (file, text) in notes { contents.add(parser.parse(file: file, text: text)) }
    contents.resolveCourses()
    return contents
  }

  var vault: VaultContents {
    contents([
      ("courses/bio.md", "---\ntype: course\ncode: BIO1\ntitle: Biology\n---\n- [ ] Read ch. 2 📅 2026-11-30\n"),
      ("courses/bio1/lab.md", "- [x] Lab 1 ✅ 2026-11-10\n- [-] Lab 0 ❌ 2026-11-01\n- [ ] Lab 2 📅 2026-11-25\n"),
      ("inbox.md", "- [ ] Essay #bio1\n- [ ] Other #chem\n- [x] Quiz prep [course:: bio1] [completion:: 2026-11-20]\n"),
      ("archive/2026-10.md", "- [ ] Moved away #bio1\n"),
      (
        "planner/final.md",
        "---\ntype: event\ntitle: Final\ndate: 2026-12-10\nstart: \"09:00\"\nkind: exam\ncourse: bio1\n---\n"
      ),
      ("planner/midterm.md", "---\ntype: event\ntitle: Midterm\ndate: 2026-11-25\nkind: Exam\ncourse: bio1\n---\n"),
      ("planner/old.md", "---\ntype: event\ntitle: Old exam\ndate: 2026-10-01\nkind: exam\ncourse: bio1\n---\n"),
      (
        "planner/quiz.md",
        "---\ntype: event\ntitle: Weekly quiz\ndate: 2026-11-02\nrepeat: every week on Monday\nkind: exam\ncourse: bio1\n---\n"
      ),
      (
        "planner/lecture.md",
        "---\ntype: event\ntitle: Lecture\ndate: 2026-10-01\nrepeat: every week on Thursday\nstart: \"10:00\"\ncourse: bio1\n---\n"
      ),
      ("planner/chem.md", "---\ntype: event\ntitle: Chem exam\ndate: 2026-11-24\nkind: exam\ncourse: chem\n---\n"),
    ])
  }

  @Test func homeworkIsTheCoursesTasksByTagFieldAndFolder() {
    let c = vault
    let o = CourseOverview.make(c.courses[0], contents: c, today: today, archiveFolder: "archive")
    #expect(o.course.code == "bio1")
    #expect(o.open.map(\.fields.description) == ["Lab 2", "Read ch. 2", "Essay #bio1"])
    #expect(o.done.map(\.fields.description) == ["Quiz prep", "Lab 1"])
  }

  @Test func examsAreUpcomingOccurrencesWithDaysLeft() {
    let c = vault
    let o = CourseOverview.make(c.courses[0], contents: c, today: today)
    #expect(o.exams.map(\.title) == ["Midterm", "Weekly quiz", "Final"])
    #expect(o.exams.map(\.daysLeft) == [1, 6, 16])
    #expect(o.exams.map(\.countdown) == ["tomorrow", "in 6 days", "in 16 days"])
    #expect(o.events.map(\.title) == ["Lecture"])
    #expect(o.events.first?.next == LocalDate(iso: "2026-11-26"))
  }

  @Test func allExamsSortedByDateWithTodayFirst() {
    let exams = CourseOverview.upcomingExams(vault.events, today: today)
    #expect(exams.map(\.title) == ["Chem exam", "Midterm", "Weekly quiz", "Final"])
    #expect(exams.first?.countdown == "today")
  }
}
