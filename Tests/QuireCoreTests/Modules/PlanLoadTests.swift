import Testing

@testable import QuireCore

/// The load of a day for `quire plan --week` (docs/plan.md, "The load of a week").
@Suite struct PlanLoadTests {
  static func task(_ text: String, _ fields: (inout TaskFields) -> Void = { _ in }, status: TaskStatus = .todo)
    -> TaskItem
  {
    var f = TaskFields(description: text)
    fields(&f)
    return TaskItem(id: text, file: "inbox.md", line: 1, status: status, fields: f, format: .emoji)
  }

  static let thursday = LocalDate(year: 2026, month: 12, day: 3)!

  @Test func eventsCountOnceAndOnlyInsideTheWorkingHoursLessBreaks() {
    var settings = PlanSettings()
    settings.buffer = 5
    // 09:00-17:00 less 12:00-13:00: 420 minutes. Two events overlapping 10:00-11:30 (90 min), one
    // inside the break (none of it counts), one from 16:30 to 18:00 (30 min of it counts).
    let busy = [
      DayPlanner.Busy(MinuteSpan(600, 660), "A"), DayPlanner.Busy(MinuteSpan(630, 690), "B"),
      DayPlanner.Busy(MinuteSpan(730, 770), "Lunch talk"), DayPlanner.Busy(MinuteSpan(990, 1080), "Late"),
    ]
    let tasks = [
      Self.task("Lab") { $0.estimate = 150 }, Self.task("Read") { $0.estimate = 50 }, Self.task("Default"),
    ]
    let day = PlanLoad.day(Self.thursday, busy: busy, tasks: tasks, settings: settings)
    #expect(day.working == 420)
    #expect(day.events == 120)
    #expect(day.tasks == 230)
    // Free as `quire plan` sees it: the events with a buffer on both sides.
    #expect(day.free == DayPlanner.plan(Self.thursday, tasks: [], busy: busy, settings: settings).freeMinutes)
    #expect(day.free == 420 - 100 - 35)
    #expect(!day.isOverbooked)
    #expect(day.taskIDs == ["Lab", "Read", "Default"])
  }

  @Test func anOverbookedDaySaysSoInOneLine() {
    var settings = PlanSettings()
    settings.hours = [4: [MinuteSpan(540, 660)]]
    settings.breaks = []
    settings.buffer = 0
    let day = PlanLoad.day(
      Self.thursday, busy: [DayPlanner.Busy(MinuteSpan(540, 590), "Standup")],
      tasks: [Self.task("Essay") { $0.estimate = 200 }], settings: settings)
    #expect(day.isOverbooked)
    #expect(PlanLoad.warning(day) == "Thursday: 3 h 20 of tasks, 1 h 10 free")
    let friday = PlanLoad.day(Self.thursday.adding(days: 1), busy: [], tasks: [], settings: settings)
    #expect(friday.working == 0 && friday.free == 0 && !friday.isOverbooked)
  }

  @Test func aTaskFallsOnItsScheduledDayAheadElseItsDueDayAndNeverBeforeToday() {
    let today = Self.thursday
    let due = today.adding(days: 2)
    #expect(PlanLoad.day(of: Self.task("a") { $0.due = due }, today: today) == due)
    #expect(
      PlanLoad.day(of: Self.task("b") { ($0.due, $0.scheduled) = (due, today.adding(days: 1)) }, today: today)
        == today.adding(days: 1))
    #expect(PlanLoad.day(of: Self.task("c") { $0.due = today.adding(days: -3) }, today: today) == today)
    #expect(PlanLoad.day(of: Self.task("d") { $0.scheduled = today.adding(days: -1) }, today: today) == nil)
    #expect(
      PlanLoad.day(of: Self.task("d2") { ($0.scheduled, $0.due) = (today.adding(days: -1), due) }, today: today) == due)
    #expect(PlanLoad.day(of: Self.task("e"), today: today) == nil)
    #expect(PlanLoad.day(of: Self.task("f", { $0.due = due }, status: .done), today: today) == nil)
    #expect(PlanLoad.day(of: Self.task("g", { $0.due = due }, status: .inProgress), today: today) == due)
  }
}
