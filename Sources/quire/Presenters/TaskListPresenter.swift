import QuireCore
import QuireKit

/// Renders task groups for the terminal and for scripts.
enum TaskListPresenter {
  /// `{"groups":[{"name":"Overdue","tasks":[...]}]}` with tasks in the export schema.
  static func json(_ groups: [TaskGroup], encoder: ExportEncoder) -> String {
    let view = TaskListJSON(
      groups: JSONLines(
        groups.map {
          .init(name: $0.name, tasks: JSONLines($0.tasks.map { RawJSON(encoder.task($0)) }, layout: .bracketsApart))
        },
        layout: .bracketsApart))
    // Cannot fail: every value is a string, a number or already JSON.
    return (try? OrderedJSONEncoder().encode(view)) ?? ""
  }

  /// The groups, one task a line (the tasks in the export schema, `ExportEncoder`).
  struct TaskListJSON: Encodable {
    struct Group: Encodable {
      let name: String
      let tasks: JSONLines<RawJSON>
    }

    let groups: JSONLines<Group>
  }

  /// One heading per group, one line per task: id, due, priority, text, file:line; the text as
  /// `settings` shows it (without the plugin's global filter when its settings say so).
  static func text(_ groups: [TaskGroup], today: LocalDate, style: Style, settings: TaskSettings = TaskSettings())
    -> String
  {
    if groups.isEmpty { return "No open tasks.\n" }
    var out = ""
    // Ids are eight hex digits, or a 🆔 of any length: pad the column to the longest.
    let idWidth = groups.flatMap(\.tasks).map(\.id.count).max() ?? 8
    for (i, group) in groups.enumerated() {
      if i > 0 { out += "\n" }
      let heading = "\(group.name) (\(group.tasks.count))"
      out += (group.name == "Overdue" ? style.red(style.bold(heading)) : style.bold(heading)) + "\n"
      for task in group.tasks {
        var due = task.fields.due?.description ?? "          "
        if let time = task.fields.dueTime {
          due += " " + time.description
        } else if task.fields.due != nil {
          due += "      "
        }
        let marker = priorityMarker(task.fields.priority)
        let status = task.status.symbol == " " ? "" : "[\(task.status.symbol)] "
        let id = task.id + String(repeating: " ", count: idWidth - task.id.count)
        let recurring = task.fields.recurrence == nil ? "" : " 🔁"
        out +=
          "  " + style.cyan(id) + "  " + style.dim(due) + "  " + marker + status
          + settings.shown(task.fields.description) + recurring
          + (task.inConflict ? " " + style.yellow("(git conflict)") : "")
        out += "  " + style.dim("\(task.file):\(task.line)") + "\n"
      }
    }
    return out
  }

  private static func priorityMarker(_ p: Priority) -> String {
    switch p {
    case .highest: return "🔺 "
    case .high: return "⏫ "
    case .medium: return "🔼 "
    case .low: return "🔽 "
    case .lowest: return "⏬ "
    case .none: return ""
    }
  }
}
