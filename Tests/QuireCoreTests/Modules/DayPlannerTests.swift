import PropertyBased
import Testing

@testable import QuireCore

/// `DayPlanner` over random days: every block lies in the working hours, clear of the breaks,
/// the busy time (with its buffer) and the other blocks, and ends by its task's due time; no task
/// is left out while a less urgent one holds a gap that would have held it (docs/plan.md).
@Suite struct DayPlannerTests {
  static let day = LocalDate(iso: "2026-12-02")!  // a Wednesday

  struct Day: Sendable, CustomStringConvertible {
    var settings: PlanSettings
    var busy: [DayPlanner.Busy]
    var tasks: [TaskItem]
    var now: Int?
    var description: String {
      "hours \(settings.hours[3] ?? []) breaks \(settings.breaks) busy \(busy.map(\.span)) now \(now ?? -1) tasks "
        + tasks.map {
          "\($0.id):\($0.fields.estimate ?? 0)m due \($0.fields.due?.description ?? "-") \($0.fields.dueTime?.description ?? "")"
        }
        .joined(separator: ", ")
    }
  }

  static func span(_ rng: inout some RandomNumberGenerator, from: Int = 0, to: Int = 1440) -> MinuteSpan {
    let start = Int.random(in: from..<(to - 5), using: &rng) / 5 * 5
    let end = min(to, start + Int.random(in: 1...48, using: &rng) * 5)
    return MinuteSpan(start, end)
  }

  static let days = Generator<Day, Shrink.None<Day>> { rng in
    var settings = PlanSettings()
    settings.hours[3] = (0..<Int.random(in: 1...2, using: &rng)).map { _ in span(&rng, from: 360, to: 1320) }
    settings.breaks = (0..<Int.random(in: 0...2, using: &rng)).map { _ in span(&rng, from: 600, to: 900) }
    settings.buffer = [0, 5, 10][Int.random(in: 0..<3, using: &rng)]
    settings.shortestBlock = [10, 15, 30][Int.random(in: 0..<3, using: &rng)]
    let busy = (0..<Int.random(in: 0...5, using: &rng)).map { DayPlanner.Busy(span(&rng), "busy \($0)") }
    var tasks: [TaskItem] = []
    for i in 0..<Int.random(in: 0...12, using: &rng) {
      var fields = TaskFields(description: "task \(i)" + (Bool.random(using: &rng) ? " #split" : ""))
      fields.estimate = Int.random(in: 1...36, using: &rng) * 5
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: fields.due = day.adding(days: -Int.random(in: 1...5, using: &rng))
      case 1:
        fields.due = day
        if Bool.random(using: &rng) { fields.dueTime = LocalTime(hour: Int.random(in: 8...20, using: &rng), minute: 0) }
      case 2: fields.due = day.adding(days: Int.random(in: 1...7, using: &rng))
      default: fields.scheduled = day
      }
      fields.priority = Priority.allCases[Int.random(in: 0..<Priority.allCases.count, using: &rng)]
      tasks.append(TaskItem(id: "t\(i)", file: "n.md", line: i + 1, status: .todo, fields: fields, format: .emoji))
    }
    let now = Bool.random(using: &rng) ? Int.random(in: 0...1440, using: &rng) : nil
    return Day(settings: settings, busy: busy, tasks: tasks, now: now)
  }

  @Test func blocksStayInTheFreeTimeAndBeforeTheirDueTime() async {
    await propertyCheck(count: 2000, input: Self.days) { day in
      let plan = DayPlanner.plan(
        Self.day, tasks: day.tasks, busy: day.busy, settings: day.settings, now: day.now)
      let blocks = plan.blocks
      let working = FreeTime(day.settings.hours[3] ?? []).spans
      for (i, block) in blocks.enumerated() {
        #expect(working.contains { $0.start <= block.span.start && block.span.end <= $0.end }, "\(block.span) \(day)")
        #expect(!day.settings.breaks.contains { $0.overlaps(block.span) }, "\(block.span) \(day)")
        for busy in day.busy {
          let padded = MinuteSpan(busy.span.start - day.settings.buffer, busy.span.end + day.settings.buffer)
          #expect(!padded.overlaps(block.span), "\(block.span) against \(busy.span): \(day)")
        }
        if let now = day.now { #expect(block.span.start >= now, "\(block.span) before now: \(day)") }
        for other in blocks[(i + 1)...] where !Self.aBreakLies(between: block.span, other.span, day.settings) {
          let padded = MinuteSpan(block.span.start, block.span.end + day.settings.buffer)
          #expect(!padded.overlaps(other.span), "\(block.span) and \(other.span): \(day)")
        }
        #expect(block.span.end <= PlanOrder.deadline(of: block.task, on: Self.day), "\(block.span) after due: \(day)")
      }
      for entry in plan.entries {
        guard case .placed(let spans) = entry.outcome else { continue }
        #expect(spans.reduce(0) { $0 + $1.minutes } == entry.minutes, "\(entry.task.id) \(spans): \(day)")
        if spans.count > 1 {
          #expect(entry.task.fields.description.hasSuffix(DayPlanner.splitTag), "\(entry.task.id) split: \(day)")
          #expect(spans.allSatisfy { $0.minutes >= day.settings.shortestBlock }, "\(spans): \(day)")
        }
      }
    }
  }

  /// A break, or time outside the working hours, between two blocks is their pause (a split
  /// task's pieces on either side of it): no buffer is kept around it.
  static func aBreakLies(between first: MinuteSpan, _ second: MinuteSpan, _ settings: PlanSettings) -> Bool {
    let between = MinuteSpan(first.end, second.start)
    let working = FreeTime(settings.hours[3] ?? []).spans
    return settings.breaks.contains { first.end <= $0.start && $0.end <= second.start }
      || !working.contains { $0.start <= between.start && between.end <= $0.end }
  }

  /// A task left out fitted in no gap at its turn, when only the more urgent tasks had their
  /// blocks: so no less urgent task took a gap that would have held it (later blocks only take
  /// free time away).
  @Test func noLessUrgentTaskTakesAGapAMoreUrgentOneWouldFit() async {
    await propertyCheck(count: 2000, input: Self.days) { day in
      let plan = DayPlanner.plan(
        Self.day, tasks: day.tasks, busy: day.busy, settings: day.settings, now: day.now)
      let buffer = day.settings.buffer
      for (rank, entry) in plan.entries.enumerated() {
        guard case .notPlaced = entry.outcome, !entry.task.fields.description.hasSuffix(DayPlanner.splitTag) else {
          continue
        }
        let before = plan.entries[..<rank].flatMap { earlier -> [MinuteSpan] in
          guard case .placed(let spans) = earlier.outcome else { return [] }
          return spans.map { MinuteSpan($0.start - buffer, $0.end + buffer) }
        }
        let deadline = PlanOrder.deadline(of: entry.task, on: Self.day)
        for gap in FreeTime(plan.free).removing(before).spans {
          #expect(min(gap.end, deadline) - gap.start < entry.minutes, "\(entry.task.id) fitted \(gap): \(day)")
        }
      }
    }
  }

  @Test func ordersOverdueThenDueThenPriority() {
    func task(_ id: String, due: String?, priority: Priority = .none, time: String? = nil) -> TaskItem {
      var fields = TaskFields(description: id)
      fields.due = due.flatMap { LocalDate(iso: $0) }
      fields.dueTime = time.flatMap { LocalTime(text: $0) }
      fields.priority = priority
      return TaskItem(id: id, file: "n.md", line: 1, status: .todo, fields: fields, format: .emoji)
    }
    let tasks = [
      task("later", due: "2026-12-05", priority: .highest), task("none", due: nil),
      task("today-high", due: "2026-12-02", priority: .high), task("today-noon", due: "2026-12-02", time: "12:00"),
      task("overdue", due: "2026-11-30"),
    ]
    #expect(
      PlanOrder.sorted(tasks, on: Self.day).map(\.id) == ["overdue", "today-noon", "today-high", "later", "none"])
  }

  @Test func candidatesAreOpenStartedAndDueSoonScheduledOrInProgress() {
    func task(_ text: String, status: TaskStatus = .todo, _ set: (inout TaskFields) -> Void) -> TaskItem {
      var fields = TaskFields(description: text)
      set(&fields)
      return TaskItem(id: text, file: "n.md", line: 1, status: status, fields: fields, format: .emoji)
    }
    let day = Self.day
    let tasks = [
      task("due in a week") { $0.due = day.adding(days: 7) },
      task("due in eight days") { $0.due = day.adding(days: 8) },
      task("overdue") { $0.due = day.adding(days: -30) },
      task("scheduled before") { $0.scheduled = day.adding(days: -1) },
      task("scheduled after") { $0.scheduled = day.adding(days: 1) }, task("in progress", status: .inProgress) { _ in },
      task("no date") { _ in }, task("done", status: TaskStatus(symbol: "x")) { $0.due = day },
      task("starts later") {
        $0.due = day
        $0.start = day.adding(days: 1)
      },
      task("09:30 Standup") { $0.due = day }, task("2 chapters") { $0.due = day },
      task("voucher #expires") { $0.due = day.adding(days: -1) }, task("ticket #expires") { $0.due = day },
    ]
    #expect(
      PlanOrder.candidates(tasks, on: day, settings: PlanSettings()).map(\.id) == [
        "due in a week", "overdue", "scheduled before", "in progress", "2 chapters", "ticket #expires",
      ])
  }

  @Test func splitsOnlyIntoPiecesWorthPlacing() {
    let gaps = [MinuteSpan(540, 560), MinuteSpan(600, 640), MinuteSpan(700, 800)]
    // 20 + 40 would leave 10, shorter than a block worth placing: the second piece leaves 15.
    #expect(
      DayPlanner.split(70, over: gaps, shortest: 15) == [
        MinuteSpan(540, 560), MinuteSpan(600, 635), MinuteSpan(700, 715),
      ])
    #expect(DayPlanner.split(45, over: gaps, shortest: 15) == [MinuteSpan(540, 560), MinuteSpan(600, 625)])
    #expect(DayPlanner.split(200, over: gaps, shortest: 15) == nil)
  }
}
