/// Writes indexed items as JSON objects in the schema of README.md, "quire export --json".
///
/// Dates are `YYYY-MM-DD`, date-times `YYYY-MM-DDTHH:MM`; every key of the schema is always
/// present, `null` when unknown. NEW-TASK-FIELD: add a new task field to `task(_:)`. A note
/// kind's items are written by its own file in `Sources/QuireCore/Entries/Kinds/` (`event(_:)`, ...).
public struct ExportEncoder: Sendable {
  /// The time of day relative reminders count from on a date-only due.
  public var defaultReminderTime: LocalTime
  /// Resolves a task's course from its tags when no field or folder names one.
  public var courses: CourseResolver

  public init(defaultReminderTime: LocalTime, courses: CourseResolver) {
    self.defaultReminderTime = defaultReminderTime
    self.courses = courses
  }

  public func task(_ t: TaskItem) -> String {
    var out: [UInt8] = []
    appendTask(t, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes `tasks` as JSON objects separated by `,\n` straight into `out` (the export's hot path).
  public func appendTasks(_ tasks: [TaskItem], to out: inout [UInt8]) {
    out.reserveCapacity(out.count + tasks.count * 560)
    for (i, task) in tasks.enumerated() {
      if i > 0 { out += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
      appendTask(task, to: &out)
    }
  }

  /// Writes one task object at the end of `out`.
  public func appendTask(_ t: TaskItem, to out: inout [UInt8]) {
    var o = JSONObject(continuing: &out)
    defer { o.finish(into: &out) }
    let f = t.fields
    o.string("id", t.id)
    o.string("file", t.file)
    o.int("line", t.line)
    o.string("text", f.description)
    o.string("status", t.status.symbol)
    o.string("statusType", t.status.kind.rawValue)
    o.bool("done", t.status.kind == .done)
    o.string("due", f.due?.description)
    o.string("dueTime", f.dueTime?.description)
    o.string("scheduled", f.scheduled?.description)
    o.string("start", f.start?.description)
    o.string("created", f.created?.description)
    o.string("doneDate", f.done?.description)
    o.string("cancelledDate", f.cancelled?.description)
    o.string("priority", f.priority.rawValue)
    o.string("recurrence", f.recurrence)
    o.strings("reminders", t.reminderTimes(defaultTime: defaultReminderTime).map(\.description))
    let tags = f.tags
    o.strings("tags", tags)
    o.string("course", courses.course(for: t, tags: tags))
    o.string("taskId", f.id)
    o.strings("dependsOn", f.dependsOn)
    o.string("onCompletion", f.onCompletion)
    o.string("habit", f.habit)
    o.string("format", t.format.rawValue)
    o.bool("conflict", t.inConflict)
    // The fields of the field table alone, under their names (`TaskFieldKey.isTableOnly`).
    for key in TaskFieldKey.tableOnly {
      // Unset is `null`, decided without a read through the key path (which copies the fields).
      guard key.isSet(in: f) else {
        o.string(field: key.rawValue, nil)
        continue
      }
      switch key.value {
      case .minutes(let path): o.int(field: key.rawValue, f[keyPath: path])
      default: o.string(field: key.rawValue, key.plainText(in: f))
      }
    }
    // The indented lines below the task (docs/syntax.md, "Task notes"), `\n` between them.
    o.string("notes", t.notes.isEmpty ? nil : t.notes)
  }

  public func diagnostic(_ d: Diagnostic) -> String {
    var o = JSONObject()
    o.string("file", d.file)
    o.int("line", d.line)
    o.int("column", d.column)
    o.string("severity", d.severity.rawValue)
    o.string("code", d.code)
    o.string("message", d.message)
    return o.json
  }
}
