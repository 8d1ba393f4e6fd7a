import Foundation
import QuireTestSupport
import Testing

/// Fourteen mornings of the Samples vault planned by the built binary (docs/plan.md): each
/// day's plan, as `quire plan DAY --dry-run` prints it at 07:00 that day, is a golden file
/// (`Tests/Fixtures/golden/plan/samples-fortnight.txt`), and every block is checked against
/// what other commands say of the day: inside the working hours and out of the breaks (the
/// Samples keep the defaults, 09:00-17:00 on weekdays with 12:00-13:00 off), clear of every
/// timed event, class and planner line of `quire agenda --json` and of each habit's time, clear
/// of the other blocks, and ending by its task's due time on its due day
/// (`quire export --json`); a study block (the physics course's budget) lies on a day before its
/// course's exam (`quire exams --json`).
@Suite struct PlanFortnightTests {
  static let golden = "plan/samples-fortnight.txt"

  /// `HH:MM` as minutes of the day.
  static func minutes(_ clock: Substring) -> Int {
    let parts = clock.split(separator: ":")
    return (Int(parts.first ?? "") ?? 0) * 60 + (Int(parts.last ?? "") ?? 0)
  }

  /// `HH:MM-HH:MM` (or `HH:MM`, lasting `minutes`) as a half-open range of minutes.
  static func span(_ text: String, lasting minutes: Int) -> Range<Int> {
    let ends = text.split(separator: "-")
    let start = Self.minutes(ends[0])
    return start..<(ends.count > 1 ? Self.minutes(ends[1]) : start + minutes)
  }

  static func json(_ arguments: [String], in v: TemporaryVault) throws -> [String: Any] {
    let result = try QuireProcess.run(arguments, in: v.url)
    #expect(result.status == 0, "quire \(arguments): \(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test func aFortnightOfTheSamplesIsPlannedIntoTheFreeTimeOfEachDay() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let tasks =
      try Self.json(["--now", "2026-11-24T07:00", "export", "--json"], in: v)["tasks"] as? [[String: Any]] ?? []
    var due: [String: (date: String, time: String?)] = [:]
    for task in tasks {
      guard let id = task["id"] as? String, let date = task["due"] as? String else { continue }
      due[id] = (date, task["dueTime"] as? String)
    }
    var exams: [String: String] = [:]
    for exam in try Self.json(["--now", "2026-11-24T07:00", "exams", "--json"], in: v)["exams"] as? [[String: Any]]
      ?? []
    {
      guard let course = exam["course"] as? String, let date = exam["date"] as? String, exams[course] == nil else {
        continue
      }
      exams[course] = date
    }
    var studyDays = 0
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let first = try #require(formatter.date(from: "2026-11-24"))
    var text = ""
    var placed = 0
    for offset in 0..<14 {
      let day = formatter.string(from: first.addingTimeInterval(Double(offset) * 86_400))
      let now = ["--now", day + "T07:00"]
      let plan = try QuireProcess.run(now + ["plan", day, "--dry-run"], in: v.url)
      #expect(plan.status == 0, "\(day): \(plan.stderr)")
      text += "$ quire --now \(day)T07:00 plan \(day) --dry-run\n" + plan.stdout + "\n"

      let answer = try Self.json(now + ["plan", day, "--dry-run", "--json"], in: v)
      let working = (answer["working"] as? [String] ?? []).map { Self.span($0, lasting: 0) }
      let agenda = try Self.json(now + ["agenda", "--json"], in: v)
      var busy: [(Range<Int>, String)] = []
      for event in agenda["timeline"] as? [[String: Any]] ?? [] where event["timed"] as? Bool == true {
        guard let time = event["time"] as? String else { continue }
        busy.append((Self.span(time, lasting: 30), event["title"] as? String ?? "?"))
      }
      for habit in agenda["habits"] as? [[String: Any]] ?? [] {
        for slot in habit["slots"] as? [[String: Any]] ?? [] {
          guard let time = slot["time"] as? String else { continue }
          busy.append((Self.span(time, lasting: 15), habit["name"] as? String ?? "?"))
        }
      }
      let blocks = answer["blocks"] as? [[String: Any]] ?? []
      var spans: [Range<Int>] = []
      for block in blocks {
        let id = block["id"] as? String ?? "?"
        let span =
          Self.minutes(
            Substring(block["start"] as? String ?? ""))..<Self.minutes(
            Substring(block["end"] as? String ?? ""))
        #expect(!span.isEmpty, "\(day) \(id)")
        #expect(
          working.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }, "\(day) \(id)")
        #expect(!span.overlaps(720..<780), "\(day) \(id) in the lunch break")
        for (event, title) in busy { #expect(!span.overlaps(event), "\(day) \(id) overlaps \(title)") }
        for other in spans { #expect(!span.overlaps(other), "\(day) \(id) overlaps another block") }
        if let (date, time) = due[id], date == day, let time {
          #expect(span.upperBound <= Self.minutes(Substring(time)), "\(day) \(id) ends after its due time \(time)")
        }
        if id.hasPrefix("study/") {
          let exam = exams[String(id.dropFirst(6))]
          #expect(exam.map { day < $0 } == true, "\(day) \(id): a study block on or after the exam \(exam ?? "-")")
        }
        spans.append(span)
      }
      if blocks.contains(where: { ($0["id"] as? String)?.hasPrefix("study/") == true }) { studyDays += 1 }
      placed += blocks.count
    }
    #expect(placed > 50, "\(placed) blocks in a fortnight")
    // The midterm is on 2026-12-07: study on the working days before it that keep a gap of at
    // least the shortest block once the tasks due earlier are placed (six of the nine).
    #expect(studyDays >= 5, "study blocks on \(studyDays) days")
    if let problem = Golden.check(text, name: Self.golden) { Issue.record(Comment(rawValue: problem)) }
  }
}
