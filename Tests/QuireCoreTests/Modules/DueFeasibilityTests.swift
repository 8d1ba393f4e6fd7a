import PropertyBased
import Testing

@testable import QuireCore

/// `DueFeasibility` (docs/plan.md, "Due times the free time cannot meet") over random weeks,
/// held to a minute-by-minute run of the work in order of due time through the free minutes:
/// a task is reported exactly when that run finishes it after its due time.
@Suite struct DueFeasibilityTests {
  static let now = LocalDateTime(date: LocalDate(iso: "2026-12-01")!, time: LocalTime(hour: 10, minute: 0)!)

  struct Week: Sendable, CustomStringConvertible {
    var tasks: [TaskItem]
    var free: [Int: [MinuteSpan]]
    var description: String {
      "free \(free.sorted { $0.key < $1.key }) tasks "
        + tasks.map {
          "\($0.id):\($0.fields.estimate ?? 0)m due \($0.fields.due?.description ?? "-") \($0.fields.dueTime?.description ?? "")"
        }
        .joined(separator: ", ")
    }
  }

  static let weeks = Generator<Week, Shrink.None<Week>> { rng in
    var free: [Int: [MinuteSpan]] = [:]
    for day in 0...8 {
      var start = Int.random(in: 420...600, using: &rng)
      var spans: [MinuteSpan] = []
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        let end = min(1440, start + Int.random(in: 1...24, using: &rng) * 10)
        spans.append(MinuteSpan(start, end))
        start = end + Int.random(in: 1...12, using: &rng) * 10
        if start >= 1430 { break }
      }
      free[day] = spans
    }
    var tasks: [TaskItem] = []
    for i in 0..<Int.random(in: 0...10, using: &rng) {
      var fields = TaskFields(description: "task \(i)")
      if Int.random(in: 0..<5, using: &rng) > 0 { fields.estimate = Int.random(in: 1...40, using: &rng) * 15 }
      fields.due = now.date.adding(days: Int.random(in: -1...9, using: &rng))
      if Bool.random(using: &rng) { fields.dueTime = LocalTime(hour: Int.random(in: 7...22, using: &rng), minute: 0) }
      let status: TaskStatus = Int.random(in: 0..<6, using: &rng) == 0 ? .done : .todo
      tasks.append(TaskItem(id: "t\(i)", file: "n.md", line: i + 1, status: status, fields: fields, format: .emoji))
    }
    return Week(tasks: tasks, free: free)
  }

  /// The free gaps of `date` in `week`, from now on for today.
  static func gaps(_ week: Week, _ date: LocalDate) -> [MinuteSpan] {
    let spans = week.free[now.date.days(to: date)] ?? []
    guard date == now.date else { return spans }
    let from = now.time.minutesOfDay
    return spans.compactMap { $0.end <= from ? nil : MinuteSpan(max($0.start, from), $0.end) }
  }

  @Test func aTaskIsReportedExactlyWhenTheWorkInDueOrderFinishesItLate() async {
    await propertyCheck(count: 2000, input: Self.weeks) { week in
      var settings = PlanSettings()
      settings.horizon = 7
      let reported = Set(
        DueFeasibility.shortfalls(week.tasks, now: Self.now, settings: settings) { Self.gaps(week, $0) }.map(\.task.id))
      // The free minutes as (day, minute) one by one, and the work done in them in due order.
      var minutes: [(day: Int, minute: Int)] = []
      for day in 0...7 {
        let date = Self.now.date.adding(days: day)
        for span in Self.gaps(week, date) { for m in span.start..<span.end { minutes.append((day, m)) } }
      }
      let due = week.tasks.filter {
        guard !$0.status.isClosed, let estimate = $0.fields.estimate, estimate > 0, let date = $0.fields.due else {
          return false
        }
        let day = Self.now.date.days(to: date)
        let minute = $0.fields.dueTime?.minutesOfDay ?? 1440
        return day >= 0 && day <= 7 && (day > 0 || minute > Self.now.time.minutesOfDay)
      }
      .sorted {
        let a = (Self.now.date.days(to: $0.fields.due!), $0.fields.dueTime?.minutesOfDay ?? 1440, $0.line)
        let b = (Self.now.date.days(to: $1.fields.due!), $1.fields.dueTime?.minutesOfDay ?? 1440, $1.line)
        return a < b
      }
      var used = 0
      var late = Set<String>()
      for task in due {
        used += task.fields.estimate!
        let deadline = (Self.now.date.days(to: task.fields.due!), task.fields.dueTime?.minutesOfDay ?? 1440)
        // Finished at the `used`-th free minute: late when there is none, or it lies past the deadline.
        let finished = used <= minutes.count ? minutes[used - 1] : nil
        if finished.map({ ($0.day, $0.minute + 1) > deadline }) ?? true { late.insert(task.id) }
      }
      #expect(reported == late, "\(week)")
    }
  }

  @Test func theWarningSaysTheWorkAndTheFreeTimeBeforeTheDueTime() {
    var essay = TaskFields(description: "Write the essay")
    essay.estimate = 300
    essay.due = Self.now.date.adding(days: 1)
    essay.dueTime = LocalTime(hour: 11, minute: 0)
    var lab = TaskFields(description: "Lab")
    lab.estimate = 45
    lab.due = Self.now.date
    let tasks = [
      TaskItem(id: "e", file: "n.md", line: 1, status: .todo, fields: essay, format: .emoji),
      TaskItem(id: "l", file: "n.md", line: 2, status: .todo, fields: lab, format: .emoji),
    ]
    // Two free hours today from 10:00 and one tomorrow morning.
    let free: (LocalDate) -> [MinuteSpan] = { $0 == Self.now.date ? [MinuteSpan(600, 720)] : [MinuteSpan(540, 600)] }
    let shortfalls = DueFeasibility.shortfalls(tasks, now: Self.now, settings: PlanSettings(), free: free)
    #expect(shortfalls.map(\.task.id) == ["e"])
    #expect(shortfalls.first.map { ($0.needed, $0.free) } ?? (0, 0) == (345, 180))
  }
}
