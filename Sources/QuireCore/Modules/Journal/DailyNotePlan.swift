/// What a new daily note is created with (`quire journal`, and any command that needs a day's
/// note that does not exist yet): the habits due that day as open check-in lines, and the
/// tasks due that day listed as plain lines, so that they are not copied as new tasks.
public struct DailyNotePlan: Sendable, Equatable {
  /// One open check-in: a habit slot due that day.
  public struct HabitSlot: Sendable, Equatable {
    public var name: String
    public var slug: String
    /// `HH:MM`, or `nil` for a habit without times.
    public var time: String?

    public init(name: String, slug: String, time: String?) {
      self.name = name
      self.slug = slug
      self.time = time
    }
  }

  public var date: LocalDate
  public var habits: [HabitSlot]
  /// Display lines for the tasks due that day: `Submit slides, due 17:00 (notes/work.md:12)`.
  /// They are rendered as plain list items (`- ...`), never as checkboxes: the task lives in its
  /// own note, and a second checkbox would be a second task.
  public var tasks: [String]

  /// The plan for `date`: habits scheduled that day (one line per slot, in time order, habits by
  /// name), and open tasks due that day (by due time, file and line).
  public init(date: LocalDate, habits: [Habit], tasks: [TaskItem]) {
    self.date = date
    var slots: [HabitSlot] = []
    for habit in habits.sorted(by: { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }) {
      for time in HabitSchedule(habit).slots(on: date) {
        slots.append(HabitSlot(name: habit.name, slug: habit.slug, time: time?.description))
      }
    }
    self.habits = slots
    let due = tasks.filter { !$0.status.isClosed && $0.fields.due == date }.sorted {
      let a = $0.fields.dueTime?.minutesOfDay ?? -1
      let b = $1.fields.dueTime?.minutesOfDay ?? -1
      return (a, $0.file, $0.line) < (b, $1.file, $1.line)
    }
    self.tasks = due.map { task in
      let time = task.fields.dueTime.map { ", due \($0)" } ?? ""
      return "\(Self.flatten(task.fields.description))\(time) (\(task.file):\(task.line))"
    }
  }

  /// The weekday's English name (`Tuesday`), for the note's heading.
  public var weekday: String { Weekday(of: date).name }

  /// The vault-relative path of the day's note: `journal/YYYY/YYYY-MM-DD.md`.
  public static func path(for date: LocalDate, journalFolder: String) -> String {
    "\(journalFolder)/\(LocalDate.pad(date.year, 4))/\(date).md"
  }

  /// A task description as listing text: a leading time would make the line a day-planner event,
  /// so the time moves behind the words (`09:30 Standup` → `Standup — 09:30`).
  static func flatten(_ text: String) -> String {
    var s = Substring(text)
    if let first = s.first, first.isNumber, let _ = DayPlannerLine(line: Substring("- " + s)) {
      let time = s.prefix { !$0.isWhitespace }
      s = s.dropFirst(time.count).drop { $0 == " " }
      return "\(s) — \(time)"
    }
    return String(s)
  }
}
