extension ICalendarImport {
  // MARK: - Tasks

  func task(_ c: ICalendarComponent, into sink: inout Sink) -> Task? {
    guard let uidProperty = c.first("UID"), !uidProperty.value.trimmingSpaces().isEmpty else {
      sink.warn(c.line, .icsTaskNoUID)
      return nil
    }
    let uid = ICalendarValue.text(uidProperty.value.trimmingSpaces())
    var fields = TaskFields(description: Self.taskText(c.first("SUMMARY").map { ICalendarValue.text($0.value) } ?? ""))
    if fields.description.isEmpty { fields.description = "Untitled task" }
    for p in c.all("CATEGORIES") {
      for name in ICalendarValue.list(p.value).map({ ICalendarValue.text($0).lowercased() })
      where courses.contains(name) {
        if !fields.description.contains("#" + name) { fields.description += " #" + name }
      }
    }
    var dueAt: LocalDateTime? = nil
    if let due = c.first("DUE") {
      switch ICalendarValue.time(due) {
      case .date(let d)?: fields.due = d
      case let t?:
        let at = local(t, line: due.line, into: &sink)
        fields.due = at.date
        fields.dueTime = at.time
        dueAt = at
      case nil:
        sink.warn(
          due.line, .icsBadTime(property: "DUE", value: due.value, expected: "a date or date-time", outcome: "ignored"))
      }
    }
    if let s = c.first("DTSTART") {
      switch ICalendarValue.time(s) {
      case .date(let d)?: fields.start = d
      case let t?: fields.start = local(t, line: s.line, into: &sink).date
      case nil:
        sink.warn(
          s.line, .icsBadTime(property: "DTSTART", value: s.value, expected: "a date or date-time", outcome: "ignored"))
      }
    }
    if let p = c.first("PRIORITY"), let n = Int(p.value.trimmingSpaces()) {
      switch n {
      case 1: fields.priority = .highest
      case 2...4: fields.priority = .high
      case 5: fields.priority = .medium
      case 6...8: fields.priority = .low
      case 9: fields.priority = .lowest
      default: break
      }
    }
    if let r = c.first("RRULE") {
      do {
        let rule = try RecurrenceRule(parsing: r.value.trimmingSpaces())
        // The plugin's phrase when one says the rule: the plugin reads it, and the fields after it.
        let first = fields.due ?? fields.scheduled ?? fields.start
        fields.recurrence = rule.phrase(from: first) ?? "RRULE:" + rule.description
      } catch {
        sink.warn(r.line, .icsBadRRule(rule: r.value, error: "\(error)", outcome: "the task is imported without it"))
      }
    }
    var status = TaskStatus.todo
    switch c.first("STATUS")?.value.trimmingSpaces().uppercased() {
    case "COMPLETED"?:
      status = .done
      if let done = c.first("COMPLETED"), let t = ICalendarValue.time(done) {
        if case .date(let d) = t { fields.done = d } else { fields.done = local(t, line: done.line, into: &sink).date }
      }
    case "CANCELLED"?: status = .cancelled
    case "IN-PROCESS"?: status = .inProgress
    default: break
    }
    for alarm in c.children("VALARM") {
      guard let trigger = alarm.first("TRIGGER") else { continue }
      if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" || trigger.value.uppercased().hasSuffix("Z") {
        if let t = ICalendarValue.time(trigger.value.trimmingSpaces(), tzid: nil), !t.isDate {
          fields.reminders.append(.absolute(local(t, line: trigger.line, into: &sink)))
        }
      } else if let offset = ICalendarValue.duration(trigger.value), fields.due != nil {
        if offset <= 0 {
          fields.reminders.append(.beforeDue(minutes: -offset))
        } else {
          let base = dueAt ?? LocalDateTime(date: fields.due!, time: defaultReminderTime)
          fields.reminders.append(.absolute(base.adding(minutes: offset)))
        }
      } else {
        sink.warn(trigger.line, .icsAlarmWithoutDue(trigger.value))
      }
    }
    fields.id = "ics-" + ICalendarUID.hash([uid]).prefix(10)
    var task = Task(fields: fields, status: status, uid: uid, line: c.line)
    if let d = c.first("DESCRIPTION") { task.notes = TaskNotes.normalized(ICalendarValue.text(d.value)) }
    return task
  }

  /// A SUMMARY made safe as a task's description: one line, without the emoji and `[key:: value]`
  /// fields that Quire would read as the task's dates, priority or recurrence.
  static func taskText(_ text: String) -> String {
    let markers: Set<Unicode.Scalar> = [
      "📅", "📆", "🗓", "⏳", "⌛", "🛫", "➕", "✅", "❌", "🔁", "🆔", "⛔", "⏰", "🔺", "⏫", "🔼", "🔽", "⏬", "🏁",
      "\u{FE0F}",
    ]
    var s = String(
      String.UnicodeScalarView(MarkdownEscape.oneLine(text).unicodeScalars.filter { !markers.contains($0) }))
    while s.contains("::") { s = s.replacingAll("::", ":") }
    while s.contains("  ") { s = s.replacingAll("  ", " ") }
    return s.trimmingSpaces()
  }
}

extension String {
  /// Every `target` replaced by `replacement` (Foundation-free).
  fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
