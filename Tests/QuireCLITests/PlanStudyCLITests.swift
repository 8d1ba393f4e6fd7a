import Foundation
import QuireTestSupport
import Testing

/// Study before exams through the built binary (docs/plan.md, "Study before exams"): a course's
/// `study:` budget is placed by `quire plan` over the working days before its exam; a ticked
/// study block and a `quire timer --course` phase count as studied, so the next day's share is
/// worked out from what is left.
@Suite struct PlanStudyCLITests {
  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(
      ".quire/config.yaml",
      """
      timezone: Europe/Berlin
      plan:
        hours: {weekdays: "09:00-13:00"}
        breaks: ["11:00-11:30"]

      """)
    try v.write(
      "courses/phys201.md",
      """
      ---
      type: course
      code: phys201
      title: Classical Mechanics
      study: 3h
      study_days: 5
      ---
      - [ ] Problem set 8 #phys201 [estimate:: 1h] 📅 2026-12-03

      """)
    try v.write(
      "planner/phys201-exam.md",
      """
      ---
      type: event
      title: Physics midterm
      date: 2026-12-07
      start: "08:15"
      kind: exam
      course: phys201
      ---

      """)
    return v
  }

  static func plan(_ v: TemporaryVault, at now: String, _ more: [String] = []) throws -> [String: Any] {
    let result = try QuireProcess.run(["--now", now, "plan", "--json"] + more, in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("not applied") && !result.stderr.contains("not applied"), "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
  }

  static func studyBlocks(_ plan: [String: Any]) -> [[String: Any]] {
    (plan["blocks"] as! [[String: Any]]).filter { $0["id"] as? String == "study/phys201" }
  }

  static func minutes(_ block: [String: Any]) -> Int {
    func clock(_ s: String) -> Int { Int(s.prefix(2))! * 60 + Int(s.suffix(2))! }
    return clock(block["end"] as! String) - clock(block["start"] as! String)
  }

  @Test func studyIsSpreadOverTheDaysBeforeTheExamAndWhatWasStudiedCounts() throws {
    let v = try Self.vault()
    // Tuesday: the exam is six days off, outside the five-day window.
    #expect(Self.studyBlocks(try Self.plan(v, at: "2026-12-01T08:00", ["--dry-run"])).isEmpty)

    // Wednesday, Thursday and Friday are the working days of the window (weights 6, 7 and 8 of
    // 21): 180 × 6 / 21 = 51 → 50 minutes, after the problem set due Thursday.
    let wednesday = try Self.plan(v, at: "2026-12-02T08:00")
    let blocks = Self.studyBlocks(wednesday)
    #expect(blocks.map(Self.minutes).reduce(0, +) == 50, "\(wednesday)")
    #expect(
      blocks.first?["why"] as? String
        == "study for Physics midterm on 2026-12-07: 3 h of 3 h left, 3 working days to go")
    #expect(blocks.first?["title"] as? String == "Study for Physics midterm #phys201")
    let firstTask = (wednesday["blocks"] as! [[String: Any]]).first?["title"] as? String
    #expect(firstTask?.hasPrefix("Problem set 8") == true, "more urgent: due before the exam")
    let note = "journal/2026/2026-12-02.md"
    var text = String(decoding: try v.read(note), as: UTF8.self)
    #expect(text.contains("Study for Physics midterm #phys201 [plan:: study/phys201]"), "\(text)")

    // The block ticked, and 25 minutes more with the timer that afternoon.
    text = text.replacingOccurrences(of: "\n- 1", with: "\n- [x] 1").replacingOccurrences(
      of: "\n- 0", with: "\n- [x] 0")
    try v.write(note, text)
    let timer = try QuireProcess.run(
      ["--now", "2026-12-02T14:00", "timer", "--cycles", "1", "--course", "phys201"], in: v.url, input: "wait\nc\n")
    #expect(timer.status == 0, "\(timer.stderr)")
    #expect(timer.stdout.contains("logged 14:00–14:25 Study #phys201 [study:: 25m] in \(note)"), "\(timer.stdout)")

    // Thursday: 180 - 75 = 105 left over two days (weights 7 and 8): 105 × 7 / 15 = 49 → 50.
    let thursday = try Self.plan(v, at: "2026-12-03T08:00", ["--dry-run"])
    let next = Self.studyBlocks(thursday)
    #expect(next.map(Self.minutes).reduce(0, +) == 50, "\(thursday)")
    #expect(
      next.first?["why"] as? String
        == "study for Physics midterm on 2026-12-07: 1 h 45 of 3 h left, 2 working days to go")
    // Friday, the eve, takes all that is left; the weekend and the exam day get none.
    let friday = try Self.plan(v, at: "2026-12-04T08:00", ["--dry-run"])
    #expect(Self.studyBlocks(friday).map(Self.minutes).reduce(0, +) == 105, "\(friday)")
    #expect(Self.studyBlocks(try Self.plan(v, at: "2026-12-07T07:00", ["--dry-run"])).isEmpty)
  }

  /// `quire check` holds what is left of a budget, with the tasks due before the exam, to the free
  /// time before it (docs/plan.md, "Due times the free time cannot meet").
  @Test func checkWarnsAboutABudgetTheFreeTimeBeforeTheExamCannotHold() throws {
    let v = try Self.vault()
    func check() throws -> String {
      let result = try QuireProcess.run(["--now", "2026-12-02T08:00", "check"], in: v.url)
      return result.stdout + result.stderr
    }
    let before = try check()
    #expect(!before.contains("study budget"), "\(before)")
    // 20 hours over Wednesday to Friday, 3 h 30 free each, with the problem set's hour due first.
    let course = try v.readText("courses/phys201.md").replacingOccurrences(of: "study: 3h", with: "study: 20h")
    try v.write("courses/phys201.md", course)
    let out = try check()
    #expect(
      out.contains(
        "courses/phys201.md:1: warning: 20 h of the study budget for 'Physics midterm' on 2026-12-07 is left: "
          + "with the estimated tasks due before it 21 h of work but 10 h 30 free before the exam; "
          + "lower study:, or free some time (quire plan --week)"), "\(out)")
  }

  @Test func aCourseTheVaultDoesNotHaveAndABadBudgetAreSaid() throws {
    let v = try Self.vault()
    let timer = try QuireProcess.run(
      ["--now", "2026-12-02T14:00", "timer", "--cycles", "1", "--course", "chem"], in: v.url, input: "")
    #expect(timer.status != 0)
    #expect(timer.stderr.contains("no course 'chem' in this vault; 'quire course list' shows the codes"))
    try v.write("courses/bio.md", "---\ntype: course\ncode: bio\nstudy: ten hours\n---\n")
    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(
      check.stdout.contains(
        "courses/bio.md:4: error: 'study: ten hours' is not a duration; write minutes and hours such as 45m, 10h or 1h30m"
      ), "\(check.stdout)")
  }
}
