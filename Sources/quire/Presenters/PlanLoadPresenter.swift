import QuireCore

/// What `quire plan --week` prints: a row per day (working hours less breaks, what events take of
/// them, the tasks that fall on the day and the free time), then a warning for each overbooked
/// day; with `--json` the same as data in minutes (docs/plan.md, "The load of a week").
enum PlanLoadPresenter {
  static func text(_ days: [PlanLoad.Day], style: Style) -> [String] {
    func cell(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    let rows = days.map { day in
      ["\(day.date.weekdayShort) \(day.date)"]
        + [day.working, day.events, day.tasks, day.free].map(DayPlanner.duration)
        + [day.taskIDs.isEmpty ? "" : "\(day.taskIDs.count) task\(day.taskIDs.count == 1 ? "" : "s")"]
    }
    let header = ["day", "working", "events", "tasks", "free", ""]
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func joined(_ row: [String]) -> String {
      var line = row.enumerated().map { cell($1, widths[$0]) }.joined(separator: "  ")
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    var lines = [joined(header)]
    for (day, row) in zip(days, rows) { lines.append(day.isOverbooked ? style.yellow(joined(row)) : joined(row)) }
    let over = days.filter(\.isOverbooked)
    if over.isEmpty {
      lines.append("No day is overbooked.")
    } else {
      for day in over { lines.append(style.yellow("overbooked: " + PlanLoad.warning(day))) }
    }
    return lines
  }

  struct Day: Encodable {
    let date: String
    let weekday: String
    let working: Int
    let events: Int
    let tasks: Int
    let free: Int
    let overbooked: Bool
    let taskIDs: [String]
  }

  static func json(_ days: [PlanLoad.Day]) -> [String: [Day]] {
    [
      "days": days.map {
        Day(
          date: $0.date.description, weekday: $0.date.weekdayName, working: $0.working, events: $0.events,
          tasks: $0.tasks, free: $0.free, overbooked: $0.isOverbooked, taskIDs: $0.taskIDs)
      }
    ]
  }
}
