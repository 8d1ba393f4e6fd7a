/// Writes indexed items as JSON objects in the schema of README.md, "quire export --json".
///
/// Dates are `YYYY-MM-DD`, date-times `YYYY-MM-DDTHH:MM`; every key of the schema is always
/// present, `null` when unknown. NEW-TASK-FIELD: add a new task field to `task(_:)`.
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
    // The fields of the field table alone, under their names (`TaskFieldKey.isTableOnly`).
    for key in TaskFieldKey.tableOnly {
      switch key.value {
      case .minutes(let path): o.int(field: key.rawValue, f[keyPath: path])
      default: o.string(field: key.rawValue, key.plainText(in: f))
      }
    }
  }

  public func event(_ e: EventItem) -> String {
    var o = JSONObject()
    o.string("title", e.title)
    o.string("date", e.date.description)
    o.string("start", e.start?.description)
    o.string("end", e.end?.description)
    o.string("endDate", e.endDate?.description)
    o.bool("allDay", e.allDay)
    o.string("recurrence", e.recurrence)
    o.string("until", e.until?.description)
    o.string("kind", e.kind)
    o.string("course", e.course)
    o.string("location", e.location)
    o.strings("reminders", e.reminders)
    o.string("status", e.status)
    o.string("file", e.file)
    o.int("line", e.line)
    // Added after `line`, so that the keys consumers already read keep their places.
    o.strings("rdates", e.rdates.map(\.description))
    o.string("timeZone", e.timeZone)
    return o.json
  }

  public func habit(_ h: Habit) -> String {
    var o = JSONObject()
    o.string("slug", h.slug)
    o.string("name", h.name)
    o.strings("times", h.times.map(\.description))
    o.strings("days", h.days)
    o.string("start", h.start?.description)
    o.string("file", h.file)
    o.int("line", h.line)
    return o.json
  }

  public func checkin(_ c: CheckIn) -> String {
    var o = JSONObject()
    o.string("habit", c.habit)
    o.string("date", c.date.description)
    o.string("time", c.time?.description)
    o.string("file", c.file)
    o.int("line", c.line)
    return o.json
  }

  public func entry(_ e: JournalEntry) -> String {
    var o = JSONObject()
    o.string("date", e.date.description)
    o.string("title", e.title)
    o.int("words", e.words)
    o.string("file", e.file)
    o.int("line", 1)
    return o.json
  }

  public func dream(_ d: Dream) -> String {
    var o = JSONObject()
    o.string("date", d.date?.description)
    o.string("title", d.title)
    o.bool("cameTrue", d.cameTrue)
    o.string("prediction", d.prediction)
    o.string("file", d.file)
    o.int("line", 1)
    return o.json
  }

  public func goal(_ g: Goal) -> String {
    var o = JSONObject()
    o.string("slug", g.slug)
    o.string("title", g.title)
    o.string("list", g.list)
    o.number("target", g.target)
    o.string("unit", g.unit)
    o.string("priority", g.priority)
    o.string("color", g.color)
    o.string("start", g.start?.description)
    o.string("end", g.end?.description)
    o.bool("achieved", g.achieved)
    o.number("current", g.current)
    o.raw(
      "progress",
      JSONText.array(
        g.progress.map { p in
          var po = JSONObject()
          po.string("date", p.date.description)
          po.number("amount", p.amount)
          po.string("note", p.note)
          po.int("line", p.line)
          return po.json
        }))
    o.string("file", g.file)
    o.int("line", 1)
    return o.json
  }

  public func course(_ c: Course) -> String {
    var o = JSONObject()
    o.string("code", c.code)
    o.string("title", c.title)
    o.string("file", c.file)
    o.int("line", 1)
    return o.json
  }

  public func deck(_ d: Deck) -> String {
    var o = JSONObject()
    o.string("name", d.name)
    o.raw(
      "cards",
      JSONText.array(
        d.cards.map { card in
          var co = JSONObject()
          co.string("kind", card.kind.rawValue)
          co.string("front", card.front)
          co.string("back", card.back)
          co.raw(
            "schedules",
            JSONText.array(
              card.schedules.map { s in
                var so = JSONObject()
                so.string("due", s.due.description)
                so.int("interval", s.interval)
                so.int("ease", s.ease)
                return so.json
              }))
          co.int("line", card.line)
          return co.json
        }))
    o.string("file", d.file)
    o.int("line", 1)
    return o.json
  }

  public func note(_ n: FreeNote) -> String {
    var o = JSONObject()
    o.string("title", n.title)
    o.string("file", n.file)
    o.int("line", 1)
    return o.json
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
