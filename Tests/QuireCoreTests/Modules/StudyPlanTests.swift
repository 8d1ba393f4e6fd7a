import PropertyBased
import Testing

@testable import QuireCore

/// `StudyPlan`: a course's study budget spread over the working days before its exam, more as it
/// nears, each day's share worked out again from what is left (docs/plan.md, "Study before
/// exams").
@Suite struct StudyPlanTests {
  static let exam = LocalDate(iso: "2026-12-07")!  // a Monday

  static func examEvent(_ date: LocalDate = exam, course: String = "phys201") -> EventItem {
    EventItem(
      title: "Physics midterm", date: date, start: LocalTime(hour: 8, minute: 15), kind: "exam", course: course,
      file: "planner/exam.md", line: 1)
  }

  /// A planner line of the daily note of `date` that logs `minutes` of study for `course`.
  static func logged(_ minutes: Int, on date: LocalDate, course: String = "phys201") -> EventItem {
    EventItem(
      title: "Study #\(course) [study:: \(StudyLog.text(minutes: minutes))]", date: date,
      start: LocalTime(hour: 14, minute: 0), file: "journal/\(date).md", line: 5)
  }

  static func course(_ study: Int?, days: Int? = nil) -> Course {
    Course(code: "phys201", title: "Mechanics", file: "courses/phys201.md", study: study, studyDays: days)
  }

  struct Setup: Sendable, CustomStringConvertible {
    var budget: Int
    var window: Int
    var workingWeekdays: Set<Int>
    var shortest: Int
    /// Days (offsets from the window's start) on which nothing is studied.
    var skipped: Set<Int>
    var description: String {
      "budget \(budget) window \(window) weekdays \(workingWeekdays.sorted()) shortest \(shortest) skipped \(skipped.sorted())"
    }
  }

  static let setups = Generator<Setup, Shrink.None<Setup>> { rng in
    var weekdays = Set((1...7).filter { _ in Int.random(in: 0..<10, using: &rng) < 7 })
    if weekdays.isEmpty { weekdays = [3] }
    let window = Int.random(in: 1...21, using: &rng)
    let skipped = Set((0..<window).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
    return Setup(
      budget: Int.random(in: 1...(20 * 60), using: &rng), window: window, workingWeekdays: weekdays,
      shortest: [10, 15, 30][Int.random(in: 0..<3, using: &rng)], skipped: skipped)
  }

  static func settings(_ setup: Setup) -> PlanSettings {
    var settings = PlanSettings()
    settings.hours = Dictionary(uniqueKeysWithValues: setup.workingWeekdays.map { ($0, [MinuteSpan(540, 1020)]) })
    settings.shortestBlock = setup.shortest
    settings.studyDays = setup.window
    return settings
  }

  /// Walks the window day by day, studying each day's share (but on skipped days), and gives
  /// the shares of the days that had one, with the day's offset from the window's start.
  static func walk(_ setup: Setup) -> (shares: [(offset: Int, share: StudyPlan.Share)], studied: Int) {
    let settings = settings(setup)
    var events = [examEvent()]
    var shares: [(offset: Int, share: StudyPlan.Share)] = []
    var studied = 0
    for offset in 0..<setup.window {
      let day = exam.adding(days: offset - setup.window)
      guard
        let share = StudyPlan.shares(on: day, courses: [course(setup.budget)], events: events, settings: settings).first
      else { continue }
      shares.append((offset, share))
      if !setup.skipped.contains(offset), share.toPlace > 0 {
        events.append(logged(share.toPlace, on: day))
        studied += share.toPlace
      }
    }
    return (shares, studied)
  }

  @Test func studyingEachSharePutsInTheWholeBudgetByTheEve() async {
    await propertyCheck(count: 1000, input: Self.setups) { setup in
      var setup = setup
      setup.skipped = []
      let (shares, studied) = Self.walk(setup)
      // Every working day of the window has a share, and the budget is met on the last of them.
      let working = (0..<setup.window).filter {
        setup.workingWeekdays.contains(Self.exam.adding(days: $0 - setup.window).isoWeekday)
      }
      #expect(shares.map(\.offset) == working, "\(setup)")
      #expect(working.isEmpty || studied == setup.budget, "\(setup): \(studied)")
      // More as the exam nears: no share is smaller than the one before it by more than the
      // rounding, while neither is the shortest block raised up to.
      for (a, b) in zip(shares.map(\.share), shares.dropFirst().map(\.share))
      where a.minutes > setup.shortest && b.left >= setup.shortest {
        #expect(b.minutes + 5 >= a.minutes, "\(setup): \(a.minutes) then \(b.minutes)")
      }
    }
  }

  @Test func aDaySkippedMovesItsShareOntoTheDaysAfter() async {
    await propertyCheck(count: 1000, input: Self.setups) { setup in
      let (shares, studied) = Self.walk(setup)
      guard let (offset, eve) = shares.last else { return }
      // The eve's share is all that is left; studied, the budget is met whatever was skipped.
      #expect(eve.daysLeft == 1 && eve.minutes == eve.left, "\(setup)")
      if !setup.skipped.contains(offset) { #expect(studied == setup.budget, "\(setup): \(studied)") }
    }
  }

  @Test func sharesGrowTowardsTheExamAndTheEveTakesTheRest() throws {
    var settings = PlanSettings()
    settings.studyDays = 7
    // Ten hours over a week of working days Monday to Friday: 2026-11-30 to 2026-12-04.
    let monday = LocalDate(iso: "2026-11-30")!
    var events = [Self.examEvent()]
    var minutes: [Int] = []
    for offset in 0..<7 {
      let day = monday.adding(days: offset)
      let shares = StudyPlan.shares(on: day, courses: [Self.course(600)], events: events, settings: settings)
      guard let share = shares.first else {
        #expect(day.isoWeekday >= 6, "\(day)")
        continue
      }
      minutes.append(share.minutes)
      events.append(Self.logged(share.minutes, on: day))
    }
    // Weights 8, 9, 10, 11 and 12 (from 15 - days before the exam): 600 × 8 / 50 = 96 → 95, then
    // 505 × 9 / 42 = 108 → 110, 395 × 10 / 33 = 120, 275 × 11 / 23 = 132 → 130, and the rest.
    #expect(minutes == [95, 110, 120, 130, 145])
    #expect(minutes.reduce(0, +) == 600)
  }

  @Test func whatCountsAsStudied() throws {
    let day = LocalDate(iso: "2026-12-01")!
    let block = { (status: String?, course: String) in
      EventItem(
        title: "Study for Physics midterm #\(course)", date: day, start: LocalTime(hour: 9, minute: 0),
        end: LocalTime(hour: 9, minute: 50), status: status, file: "journal/d.md", line: 3,
        planTask: StudyPlan.linkPrefix + course)
    }
    let events = [
      Self.logged(25, on: day),  // counts
      Self.logged(40, on: day, course: "cs101"),  // another course
      EventItem(title: "Study [study:: 30m]", date: day, file: "journal/d.md", line: 4),  // no course
      Self.logged(45, on: day.adding(days: -20)),  // before the window
      block("x", "phys201"),  // a ticked block: 50 minutes
      block(nil, "phys201"),  // planned, not done
      block("x", "cs101"),
      EventItem(
        title: "Study #PHYS201 [study:: 1h]", date: day.adding(days: -1), file: "journal/e.md", line: 2),  // any case
    ]
    let studied = StudyPlan.minutesStudied("phys201", events, from: day.adding(days: -7), through: day)
    #expect(studied == [day: 75, day.adding(days: -1): 60])
  }

  @Test func noShareWithoutABudgetAnExamInTheWindowOrWorkingHours() {
    let settings = PlanSettings()  // Monday to Friday, 14 days
    let friday = LocalDate(iso: "2026-12-04")!
    let events = [Self.examEvent()]
    #expect(StudyPlan.shares(on: friday, courses: [Self.course(nil)], events: events, settings: settings).isEmpty)
    #expect(!StudyPlan.shares(on: friday, courses: [Self.course(600)], events: events, settings: settings).isEmpty)
    // A window of 2 days starts on Saturday; Saturday has no working hours.
    #expect(
      StudyPlan.shares(on: friday, courses: [Self.course(600, days: 2)], events: events, settings: settings).isEmpty)
    #expect(
      StudyPlan.shares(on: friday.adding(days: 1), courses: [Self.course(600)], events: events, settings: settings)
        .isEmpty)
    // The exam day itself, and after it: the next exam (none) counts.
    #expect(StudyPlan.shares(on: Self.exam, courses: [Self.course(600)], events: events, settings: settings).isEmpty)
    // The eve (Friday is the last working day before Monday's exam) takes all that is left.
    let eve = StudyPlan.shares(on: friday, courses: [Self.course(600)], events: events, settings: settings)
    #expect(eve.first?.minutes == 600 && eve.first?.daysLeft == 1)
  }

  @Test func aShareIsARoundNumberOfMinutesAndAtLeastTheShortestBlock() {
    let days = (0..<10).map { Self.exam.adding(days: $0 - 10) }
    for left in [1, 7, 14, 100, 599, 601] {
      let share = StudyPlan.share(left: left, on: days[0], days: days, exam: Self.exam, window: 10, shortest: 15)
      #expect(share <= left)
      #expect(share == left || share % 5 == 0, "\(left): \(share)")
      #expect(share >= min(left, 15), "\(left): \(share)")
    }
  }
}
