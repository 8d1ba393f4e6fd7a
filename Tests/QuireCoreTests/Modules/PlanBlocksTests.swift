import Testing

@testable import QuireCore

/// The block lines of `quire plan` and the rewrite of a daily note (docs/plan.md).
@Suite struct PlanBlocksTests {
  static let task = TaskItem(
    id: "1a2b3c4d", file: "inbox.md", line: 3, status: .todo, fields: TaskFields(description: "Write the lab #phys"),
    format: .emoji)

  @Test func aBlockNamesItsTaskAndReadsBackAsAPlannerLine() {
    let line = PlanBlocks.line(MinuteSpan(540, 585), Self.task)
    #expect(line == "- 09:00 - 09:45 Write the lab #phys [plan:: 1a2b3c4d]")
    #expect(PlanBlocks.taskID(in: line) == "1a2b3c4d")
    #expect(PlanBlocks.taskID(in: "- [x] 09:00 - 09:45 Write the lab [plan:: abc]\r") == "abc")
    #expect(PlanBlocks.taskID(in: "- 09:00 Write [plan:: ]") == nil)
    #expect(PlanBlocks.taskID(in: "- 09:00 Write [plan:: a b]") == nil)
    #expect(PlanBlocks.taskID(in: "- 09:00 Write the lab") == nil)
    let planner = DayPlannerLine(line: Substring(line))
    #expect(planner?.start == LocalTime(hour: 9, minute: 0) && planner?.end == LocalTime(hour: 9, minute: 45))
    #expect(PlanBlocks.title(planner?.title ?? "") == "Write the lab #phys")
    #expect(PlanBlocks.title("Standup [link:: x]") == "Standup [link:: x]")
  }

  /// A block Quire wrote, its box ticked (as Obsidian writes it), is a tick of that block; any
  /// other line is not.
  @Test func aTickedBlockIsTheBlockItWasWrittenAs() {
    let block = "- 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]"
    let written: Set<String> = [block, "  * 10:00 - 10:30 Nested [plan:: 5e6f7a8b]"]
    #expect(
      PlanBlocks.tickedBlock("- [x] 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]", written: written)?.block == block)
    #expect(
      PlanBlocks.tickedBlock("- [X] 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]\r", written: written)?.block == block)
    #expect(
      PlanBlocks.tickedBlock("  * [x] 10:00 - 10:30 Nested [plan:: 5e6f7a8b]", written: written)?.block
        == "  * 10:00 - 10:30 Nested [plan:: 5e6f7a8b]")
    // Not ticked, ticked otherwise, moved after the tick, not Quire's, or no block at all.
    for line in [
      block, "- [ ] 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]",
      "- [-] 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]",
      "- [x] 09:30 - 10:15 Write the lab [plan:: 1a2b3c4d]", "- [x] 09:00 - 09:45 Write the lab [plan:: 99999999]",
      "- [x] 12:00-12:30 Lunch with Sam", "-  [x] 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]",
    ] {
      #expect(PlanBlocks.tickedBlock(line, written: written) == nil, "\(line)")
    }
    #expect(PlanBlocks.tickedBlock("- [x] 12:00-12:30 Lunch", written: ["- 12:00-12:30 Lunch"]) == nil)
  }

  @Test func aNoteWithoutTheSectionGetsItAtItsEndAndKeepsItsLineEndings() throws {
    let text = "# Day\r\n\r\nSome words.\r\n"
    let lines = ["- 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]"]
    let new = try PlanBlocks.rewrite(Array(text.utf8), dropping: [], adding: lines).get()
    #expect(
      String(decoding: new, as: UTF8.self)
        == "# Day\r\n\r\nSome words.\r\n\r\n## Day planner\r\n\r\n- 09:00 - 09:45 Write the lab [plan:: 1a2b3c4d]\r\n")
  }

  @Test func dropsOnlyTheLinesNamedAndRefusesALineThatChanged() throws {
    let text = "## Day planner\n\n- 09:00 - 09:30 A [plan:: a]\n- 10:00 - 10:30 B [plan:: b]\n"
    let new = try PlanBlocks.rewrite(
      Array(text.utf8), dropping: [(3, "- 09:00 - 09:30 A [plan:: a]")], adding: ["- 11:00 - 11:30 A [plan:: a]"]
    ).get()
    #expect(
      String(decoding: new, as: UTF8.self)
        == "## Day planner\n\n- 10:00 - 10:30 B [plan:: b]\n- 11:00 - 11:30 A [plan:: a]\n")
    let refused = PlanBlocks.rewrite(Array(text.utf8), dropping: [(3, "- 09:05 - 09:30 A [plan:: a]")], adding: [])
    #expect(throws: LineEditError.self) { try refused.get() }
  }

  @Test func busyTimeFollowsEventsAcrossDaysAndHabitTimes() {
    let day = LocalDate(iso: "2026-12-02")!
    func event(_ title: String, _ date: String, _ start: String?, _ end: String?, until: String? = nil) -> EventItem {
      var event = EventItem(title: title, date: LocalDate(iso: date)!, file: "\(title).md", line: 1)
      event.start = start.flatMap { LocalTime(text: $0) }
      event.end = end.flatMap { LocalTime(text: $0) }
      event.allDay = start == nil
      event.endDate = until.flatMap { LocalDate(iso: $0) }
      return event
    }
    let events = [
      event("Lecture", "2026-12-02", "10:15", "11:45"), event("Call", "2026-12-02", "18:00", nil),
      event("Trip", "2026-12-01", "20:00", "09:00", until: "2026-12-02"), event("Holiday", "2026-12-02", nil, nil),
      event("Late", "2026-12-02", "23:00", "01:00"),
    ]
    let occurrences = EventOccurrences.list(events, from: day, to: day)
    let habit = Habit(
      slug: "cat", name: "Feed the cat", times: [LocalTime(hour: 8, minute: 30)!], days: [], start: nil, file: "h.md",
      line: 1)
    var settings = PlanSettings()
    settings.eventMinutes = 20
    let busy = PlanBlocks.busy(
      on: day, occurrences: occurrences, habits: [habit], replaced: ["Call.md:1"], settings: settings)
    #expect(
      Set(busy.map { "\($0.span) \($0.title)" })
        == ["10:15-11:45 Lecture", "00:00-09:00 Trip", "23:00-24:00 Late", "08:30-08:45 Feed the cat"])
  }
}
