/// The blocks `quire plan` writes into a daily note's `## Day planner` section, and what a day
/// holds that they must stay clear of (docs/plan.md).
///
/// A block is a day-planner line without a checkbox, linked to its task by the task's id:
/// `- 09:00 - 09:45 Write the lab discussion [plan:: 1a2b3c4d]`. Without a checkbox it is no
/// task of its own, so neither Quire nor the Obsidian Tasks plugin lists the task twice; it is an
/// event of the day, shown on the pages, and reminded at its start.
public enum PlanBlocks {
  /// The section the blocks go to.
  public static let section = "Day planner"

  /// A block's reminder, as an event's `remind:` says it: at its start.
  public static let reminder = "0m before"

  /// The line of a block of `task`.
  public static func line(_ span: MinuteSpan, _ task: TaskItem) -> String {
    "- \(MinuteSpan.clock(span.start)) - \(MinuteSpan.clock(span.end)) \(task.fields.description) [plan:: \(task.id)]"
  }

  /// The task id a line links to when it is a block (with or without a checkbox), else `nil`.
  public static func taskID(in line: some StringProtocol) -> String? {
    link(in: Substring(line))?.id
  }

  /// The block `line` ticks, when it is one of `written` with its box ticked: `- [x] 09:00 -
  /// 09:45 Write [plan:: ID]` ticks `- 09:00 - 09:45 Write [plan:: ID]` (`x` or `X`, as Obsidian
  /// writes a done box). `nil` for any other line: the person's own planner lines, a block Quire
  /// did not write as it reads, a box not ticked. With the id of the block's task.
  public static func tickedBlock(_ line: some StringProtocol, written: Set<String>) -> (block: String, id: String)? {
    let line = NoteSection.stripped(Substring(line))
    let indent = line.prefix { $0 == " " || $0 == "\t" }
    let rest = line.dropFirst(indent.count)
    guard let marker = rest.first, "-*+".contains(marker),
      rest.dropFirst().hasPrefix(" [x] ") || rest.dropFirst().hasPrefix(" [X] ")
    else { return nil }
    let unticked = String(indent) + String(marker) + " " + rest.dropFirst(6)
    guard written.contains(unticked), let id = taskID(in: unticked) else { return nil }
    return (unticked, id)
  }

  /// A planner line's title without its block link: the event of a block is named as its task.
  public static func title(_ title: String) -> String {
    guard let link = link(in: Substring(title)) else { return title }
    return title[..<link.start].trimmingSpaces()
  }

  /// Where the line's closing ` [plan:: ID]` starts, and the id.
  private static func link(in line: Substring) -> (start: Substring.Index, id: String)? {
    var text = line
    while text.last == "\r" || text.last == " " { text = text.dropLast() }
    guard text.hasSuffix("]") else { return nil }
    let marker = " [plan:: "
    var start = text.endIndex
    while start > text.startIndex {
      start = text.index(before: start)
      guard text[start...].hasPrefix(marker) else { continue }
      let id = text[text.index(start, offsetBy: marker.count)..<text.index(before: text.endIndex)].trimmingSpaces()
      guard !id.isEmpty, !id.contains(" "), !id.contains("]") else { return nil }
      return (start, id)
    }
    return nil
  }

  /// What takes time on `date`: the timed events (an event without an end takes
  /// `settings.eventMinutes`; one that goes on past the day, the rest of it), the habits' times,
  /// and the planner lines but the blocks in `replaced` (each `file:line`, the blocks about to
  /// be placed again).
  public static func busy(
    on date: LocalDate, occurrences: [EventOccurrence], habits: [Habit], replaced: Set<String>,
    settings: PlanSettings
  ) -> [DayPlanner.Busy] {
    var busy: [DayPlanner.Busy] = []
    for occurrence in occurrences where occurrence.date == date {
      guard let event = occurrence.event, !event.allDay, !replaced.contains("\(event.file):\(event.line)") else {
        continue
      }
      let (startsToday, endsToday) = Self.startsAndEnds(event, on: date)
      let start = startsToday ? (event.start?.minutesOfDay ?? 0) : 0
      var end = 1440
      if endsToday {
        // An end at or before the start on the same day runs past midnight: the rest of the day.
        if let last = event.end?.minutesOfDay {
          end = last > start ? last : (startsToday ? 1440 : last)
        } else if startsToday {
          end = start + settings.eventMinutes
        }
      }
      busy.append(DayPlanner.Busy(MinuteSpan(start, min(max(end, start), 1440)), event.title))
    }
    for habit in habits {
      for case let time? in HabitSchedule(habit).slots(on: date) {
        let start = time.minutesOfDay
        busy.append(DayPlanner.Busy(MinuteSpan(start, min(start + settings.habitMinutes, 1440)), habit.name))
      }
    }
    return busy.filter { $0.span.end > $0.span.start }
  }

  /// Whether the occurrence of `event` on `date` starts that day, and whether it ends that day
  /// (an occurrence over several days is listed on each of them).
  static func startsAndEnds(_ event: EventItem, on date: LocalDate) -> (Bool, Bool) {
    let span = event.endDate.map { max(0, event.date.days(to: $0)) } ?? 0
    guard span > 0 else { return (true, true) }
    let first =
      event.recurrence == nil && event.rdates.isEmpty
      ? event.date : EventOccurrences.starts(of: event, from: date.adding(days: -span), to: date).last ?? date
    return (first == date, first.adding(days: span) == date)
  }

  /// `bytes` of a daily note with the lines in `dropped` (1-based) taken out and `lines` added at
  /// the end of its `## Day planner` section (a section added at the note's end when it has
  /// none). Every other byte stays.
  public static func rewrite(
    _ bytes: [UInt8], dropping dropped: [(line: Int, text: String)], adding lines: [String]
  ) -> Result<[UInt8], LineEditError> {
    var current = bytes
    if !dropped.isEmpty {
      switch LineEditor.apply(dropped.map { LineEdit(line: $0.line, expected: $0.text, replacement: []) }, to: current)
      {
      case .success(let new): current = new
      case .failure(let error): return .failure(error)
      }
    }
    guard !lines.isEmpty else { return .success(current) }
    let text = String(decoding: current, as: UTF8.self)
    if let edit = NoteSection.insertion(lines, under: section, in: text) {
      return LineEditor.apply([edit], to: current)
    }
    let heading = (text.isEmpty || text.hasSuffix("\n\n") ? [] : [""]) + ["## \(section)", ""]
    return LineEditor.append(heading + lines, to: current)
  }
}
