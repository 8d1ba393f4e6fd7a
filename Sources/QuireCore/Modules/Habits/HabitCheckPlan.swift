/// What `quire habit check SLUG [--time HH:MM]` does to the day's note.
///
/// 1. The slot: `--time` when given, else the earliest slot of the day not yet checked in (an
///    untimed habit has one slot). When every slot is checked in already, nothing is written.
/// 2. When the note has an open check-in line for that habit and slot (`- [ ] Feed the cat 17:00
///    #habit/feed-cat`, as `quire journal` writes them), that line is ticked: only its checkbox
///    character changes. An open line without a time matches any slot.
/// 3. Otherwise a ticked line `- [x] NAME HH:MM #habit/SLUG` is added at the end of the note's
///    `## Habits` section, or at the end of the note when it has none.
public enum HabitCheckPlan {
  /// The outcome for one note.
  public enum Outcome: Sendable, Equatable {
    /// Change this line (tick an open check-in, or add a line after a kept one).
    case edit(LineEdit, time: LocalTime?)
    /// Append these lines at the end of the note.
    case append([String], time: LocalTime?)
    /// Every slot of the day is checked in already (or the chosen one is).
    case alreadyDone(time: LocalTime?)
  }

  /// Plans the check-in of `habit` at `time` (or the next open slot) in the note `text`, parsed as `note`.
  public static func plan(
    _ habit: Habit, time: LocalTime?, date: LocalDate, text: String, note: ParsedNote, allCheckins: [CheckIn]
  ) -> Outcome {
    let slug = habit.slug.lowercased()
    let dayCheckins = allCheckins.filter { $0.habit == slug && $0.date == date }
    let slots = habit.times.sorted()
    var chosen = time
    if chosen == nil, !slots.isEmpty {
      // The earliest slot that the day's check-ins leave open.
      var open = slots
      var loose = 0
      for c in dayCheckins {
        if let t = c.time, let i = open.firstIndex(of: t) {
          open.remove(at: i)
        } else if c.time.map({ !slots.contains($0) }) ?? true {
          loose += 1
        }
      }
      open.removeFirst(min(loose, open.count))
      guard let first = open.first else { return .alreadyDone(time: nil) }
      chosen = first
    } else if let t = chosen {
      if dayCheckins.contains(where: { $0.time == t }) { return .alreadyDone(time: t) }
      if !slots.contains(t), HabitStreaks.filledSlots(habit, dayCheckins) >= max(1, slots.count) {
        return .alreadyDone(time: t)
      }
    } else if !dayCheckins.isEmpty {
      return .alreadyDone(time: nil)
    }

    // An open check-in line of this habit and slot in the note (a slot is no task of the note:
    // its lines are read here).
    let lines = SourceLines(text)
    var candidates: [TaskItem] = []
    if lines.count > 0 {
      for n in 1...lines.count {
        guard let parsed = TaskLineParser.parse(lines[n]) else { continue }
        let task = TaskItem(
          id: "", file: note.file, line: n, status: parsed.status, fields: parsed.fields, format: parsed.format)
        if task.status.kind != .done, task.status.kind != .cancelled, names(task, slug) { candidates.append(task) }
      }
    }
    let timed = candidates.first { lineTime($0) == chosen && chosen != nil }
    let untimed = candidates.first { lineTime($0) == nil }
    if let task = timed ?? untimed {
      let old = String(lines[task.line])
      if let ticked = tick(old) {
        return .edit(LineEdit(line: task.line, expected: old, replacement: [ticked]), time: chosen)
      }
    }
    let newLine = "- [x] \(habit.name)\(chosen.map { " \($0)" } ?? "") #habit/\(habit.slug)"
    if let edit = NoteSection.insertion([newLine], under: "Habits", in: text) { return .edit(edit, time: chosen) }
    return .append([newLine], time: chosen)
  }

  /// Whether a task names the habit by `[habit:: slug]` or `#habit/slug`.
  static func names(_ task: TaskItem, _ slug: String) -> Bool {
    if task.fields.habit?.lowercased() == slug { return true }
    return task.fields.tags.contains { $0.lowercased() == "#habit/" + slug }
  }

  /// The first `HH:MM` word of a task's description.
  static func lineTime(_ task: TaskItem) -> LocalTime? {
    for word in task.fields.description.split(separator: " ") {
      var w = Substring(word)
      if let t = DayPlannerLine.time(&w), w.isEmpty { return t }
    }
    return nil
  }

  /// The line with its checkbox set to `x`: `- [ ] a` → `- [x] a`, `> 1. [/] a` → `> 1. [x] a`.
  public static func tick(_ line: String) -> String? {
    var chars = Array(line)
    var i = 0
    while i < chars.count, chars[i] == " " || chars[i] == "\t" || chars[i] == ">" { i += 1 }
    guard i < chars.count else { return nil }
    if chars[i] == "-" || chars[i] == "*" || chars[i] == "+" {
      i += 1
    } else {
      while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
      guard i < chars.count, chars[i] == "." || chars[i] == ")" else { return nil }
      i += 1
    }
    while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
    guard i + 2 < chars.count, chars[i] == "[", chars[i + 2] == "]" else { return nil }
    chars[i + 1] = "x"
    return String(chars)
  }
}
