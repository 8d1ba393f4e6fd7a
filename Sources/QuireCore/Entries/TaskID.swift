/// Short task ids: eight hex digits hashed from what a task reads, never from its place, so that
/// the edits Quire makes (a next copy inserted above, a line removed) give no task another task's
/// id (README.md, docs/syntax.md "Task ids").
///
/// A task without a `🆔` is told apart from the other tasks of its note by as little as needed:
///
/// 1. The only task of its note with its description (and not a recurring task with a date):
///    the file and the description. A date or status change keeps this id.
/// 2. Else its dates too (due with its time, scheduled, start, and whether it repeats). A
///    recurring task with a date always has one of these: its next copy has other dates, so each
///    occurrence keeps an id of its own (the ticked line keeps the one it had).
/// 3. A recurring task without dates and its done lines are told apart by being open or closed
///    and by the done or cancelled date. The open one keeps the task's id: the task hands it to
///    its next copy, which reads as the task did, and the done line gets one of its own.
/// 4. Tasks that still agree (identical lines, whatever their status) are numbered among
///    themselves together with their count, so a line removed or added gives the others new ids
///    rather than its own.
public enum TaskID {
  /// The id of a task that is the only one of its note with `description` (rule 1).
  public static func lone(file: String, description: String) -> String {
    hex(base(file: file, description: description), scrambled: false)
  }

  /// Gives every task of one note without a `🆔` its id; `tasks` are the note's tasks in line
  /// order (habit slots left out). Tasks with a `🆔` keep it and are not counted.
  public static func assign(_ tasks: inout [TaskItem]) {
    let hashed = tasks.indices.filter { tasks[$0].fields.id == nil }
    var perDescription: [String: Int] = [:]
    for i in hashed { perDescription[tasks[i].fields.description, default: 0] += 1 }
    // Rule 2's groups: same description and dates.
    var groups: [Key: [Int]] = [:]
    var order: [Key] = []
    for i in hashed {
      let task = tasks[i]
      let alone = perDescription[task.fields.description] == 1
      if alone && task.fields.recurrence == nil {
        // Rule 1 without building rule 2's key: most tasks.
        tasks[i].id = lone(file: task.file, description: task.fields.description)
        continue
      }
      let key = Key(description: task.fields.description, dates: dates(task.fields))
      if alone && !key.hasDates {
        tasks[i].id = lone(file: task.file, description: key.description)
        continue
      }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(i)
    }
    for key in order {
      let members = groups[key]!
      var hash = base(file: tasks[members[0]].file, description: key.description)
      // A recurring task without dates keeps the id it had alone when its done lines join it.
      let keyed = key.dates != Key.repeats
      if keyed {
        hash.mix([0])
        hash.mix(key.dates.utf8)
      }
      if members.count == 1 {
        tasks[members[0]].id = hex(hash, scrambled: keyed)
        continue
      }
      // Rule 3, for a recurring task without dates and its done lines only: open or closed, with
      // the date it was closed. Other tasks keep their id through any status change.
      var byState: [String: [Int]] = [:]
      var states: [String] = []
      for i in members {
        let state = keyed ? "" : closedState(tasks[i])
        if byState[state] == nil { states.append(state) }
        byState[state, default: []].append(i)
      }
      for state in states {
        let alike = byState[state]!
        var stated = hash
        if !state.isEmpty {
          stated.mix([0])
          stated.mix(state.utf8)
        }
        if alike.count == 1 {
          tasks[alike[0]].id = hex(stated, scrambled: keyed || !state.isEmpty)
          continue
        }
        // Rule 4: identical lines, numbered with their count.
        for (rank, i) in alike.enumerated() {
          var numbered = stated
          numbered.mix([0])
          numbered.mix("\(rank + 1)/\(alike.count)".utf8)
          tasks[i].id = hex(numbered, scrambled: true)
        }
      }
    }
  }

  /// A group of rule 2.
  private struct Key: Hashable {
    /// The dates of a recurring task without any: they mark it as repeating only.
    static let repeats = "🔁"
    var description: String
    var dates: String
    var hasDates: Bool { !dates.isEmpty && dates != Self.repeats }
  }

  /// The fields rule 2 adds, as text: due (with its time), scheduled, start, and `🔁` for a task
  /// that repeats. Not the created, done or cancelled dates: a status change keeps the id.
  static func dates(_ fields: TaskFields) -> String {
    var text = ""
    if let due = fields.due {
      text += "📅\(due)"
      if let time = fields.dueTime { text += " \(time)" }
    }
    if let scheduled = fields.scheduled { text += "⏳\(scheduled)" }
    if let start = fields.start { text += "🛫\(start)" }
    if fields.recurrence != nil { text += Key.repeats }
    return text
  }

  /// Rule 3: empty for an open task, else `x` (done) or `-` (cancelled) and the date.
  static func closedState(_ task: TaskItem) -> String {
    switch task.status.kind {
    case .done: return "x" + (task.fields.done.map { " \($0)" } ?? "")
    case .cancelled: return "-" + (task.fields.cancelled.map { " \($0)" } ?? "")
    default: return ""
    }
  }

  private static func base(file: String, description: String) -> FNV1a {
    var hash = FNV1a()
    hash.mix(file.utf8)
    hash.mix([0])
    hash.mix(description.utf8)
    return hash
  }

  /// Eight hex digits of `hash`. `scrambled`: first mixed so that every bit of the input counts
  /// in every digit (MurmurHash3's 64-bit finalizer): FNV-1a leaves the last bytes (the end of a
  /// date) in the low digits, and tasks that differ only there would share a prefix. The ids of
  /// rule 1 are the plain hash, as before rules 2 to 4 existed.
  private static func hex(_ hash: FNV1a, scrambled: Bool) -> String {
    var value = hash.value
    if scrambled {
      value ^= value >> 33
      value = value &* 0xff51_afd7_ed55_8ccd
      value ^= value >> 33
      value = value &* 0xc4ce_b9fe_1a85_ec53
      value ^= value >> 33
    }
    let hex = String(UInt32(truncatingIfNeeded: value ^ (value >> 32)), radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
