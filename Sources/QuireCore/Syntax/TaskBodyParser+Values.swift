// The values of the fields ``TaskBodyParser`` reads: each field's value by its kind in the
// field table (``TaskFieldKey/value``), and the shapes of its own for the others.
extension TaskBodyParser.Scanner {
  /// Reads the value `u[v..<ve]` (trimmed) of a field; `false` when it is not a field at all.
  ///
  /// A value of the right shape that cannot be read (an impossible date, an unreadable
  /// reminder) still counts as the field: it is reported and kept in `invalidFields`.
  mutating func read(
    _ key: TaskFieldKey, value v: Int, _ ve: Int, token ts: Int, _ te: Int, dataview: Bool
  ) -> Bool {
    let invalidBefore = invalid.count
    dueTimeSpan = nil
    guard readValue(key, value: v, ve, token: ts, te, dataview: dataview) else { return false }
    let isInvalid = invalid.count > invalidBefore
    let readable = PluginReach.readsValue(key, u[v..<ve])
    // A due date read with a time after it is the one field whose own token the plugin cannot read
    // but would read written apart (`[dueTime:: …]`); a value it has no form for (a raw RRULE) is
    // never the plugin's, so it is not hidden either.
    let hidesItself = key == .due && ve - v > 10
    let field = key.isPluginField && !isInvalid && (readable || hidesItself) ? key : nil
    // Each of the plugin's readers knows the fields of its own format only.
    emojiReach.see(ts..<te, readable: readable && !dataview, field: dataview ? nil : field, hidesItself: hidesItself)
    dataviewReach.see(ts..<te, readable: readable && dataview, field: dataview ? field : nil, hidesItself: hidesItself)
    guard spans != nil else { return true }
    // A time after the due date (`📅 2026-11-25 17:00`) is a span of its own inside the due
    // date's token, so an edit changes the date or the time alone; spans are collected from
    // the end, so it goes first.
    if let time = dueTimeSpan { spans!.append(time) }
    let value = dueTimeSpan == nil ? v..<ve : v..<(v + 10)
    spans!.append(TaskBodyParser.FieldSpan(key: key, token: ts..<te, value: value, isInvalid: isInvalid))
    return true
  }

  /// ``read(_:value:_:token:_:dataview:)`` without the bookkeeping of spans.
  mutating func readValue(
    _ key: TaskFieldKey, value v: Int, _ ve: Int, token ts: Int, _ te: Int, dataview: Bool
  ) -> Bool {
    // The plain kinds from the field table; the others by hand.
    switch key.value {
    case .date(let path): return readDate(key, path, value: v, ve, token: ts, te)
    case .text(let path):
      fields[keyPath: path] = text(v, ve)
      return true
    case .time(let path):
      guard let time = LocalTime(text: text(v, ve)) else {
        report(v, ts, te, .badTaskTime(text(v, ve)))
        return true
      }
      fields[keyPath: path] = time
      if key == .dueTime { readDueTimeField = true }
      return true
    case .minutes:
      let written = text(v, ve)
      if !key.setPlain(written, in: &fields) { report(v, ts, te, .badTaskDuration(key.rawValue, written)) }
      return true
    case .special: break
    }
    switch key {
    case .priority:
      guard let priority = Priority(dataviewValue: text(v, ve)) else { return false }
      fields.priority = priority
    case .recurrence:
      // Emoji rules end where Obsidian's character set ends ([a-zA-Z0-9, !]), widened by
      // `:;=+-` so raw `RRULE:FREQ=MONTHLY;BYDAY=-1FR` rules read too; brackets delimit dataview.
      guard dataview || all(v, ve, Self.isRecurrenceByte) else { return false }
      fields.recurrence = text(v, ve)
    case .onCompletion:
      guard all(v, ve, Self.isLetter) else { return false }
      let action = text(v, ve).lowercased()
      if action == "keep" || action == "delete" {
        fields.onCompletion = action
      } else {
        report(v, ts, te, .badOnCompletion(text(v, ve)))
      }
    case .id:
      guard all(v, ve, Self.isIdByte) else { return false }
      fields.id = text(v, ve)
    case .dependsOn:
      guard let ids = idList(v, ve) else { return false }
      fields.dependsOn = ids
    case .reminder:
      guard dataview || all(v, ve, Self.isReminderByte) else { return false }
      let written = text(v, ve)
      if let reminder = ReminderSpec(text: written) {
        reminders.append(reminder)
        if case .atTimeOnDate = reminder { dayTimeReminders.append((v, written)) }
      } else {
        report(v, ts, te, .badReminder(written))
      }
    default: return false
    }
    return true
  }

  /// `YYYY-MM-DD`, and for the due date an optional ` HH:MM` / `THH:MM` after it (the due time as
  /// Quire wrote it before `[dueTime:: …]`; still read, docs/syntax.md).
  mutating func readDate(
    _ key: TaskFieldKey, _ path: WritableKeyPath<TaskFields, LocalDate?>, value v: Int, _ ve: Int, token ts: Int,
    _ te: Int
  ) -> Bool {
    guard ve - v >= 10, isDateShape(v) else { return false }
    var timeStart: Int?
    if ve - v > 10 {
      let t = v + 11
      guard key == .due, u[v + 10] == UInt8(ascii: " ") || u[v + 10] == UInt8(ascii: "T"),
        ve - t == 4 || ve - t == 5, all(t, ve - 3, Self.isDigit), u[ve - 3] == UInt8(ascii: ":"),
        Self.isDigit(u[ve - 2]), Self.isDigit(u[ve - 1])
      else { return false }
      timeStart = t
    }
    guard let date = LocalDate(year: number(v, v + 4), month: number(v + 5, v + 7), day: number(v + 8, v + 10))
    else {
      report(v, ts, te, .badTaskDate(text(v, v + 10)))
      return true
    }
    if let t = timeStart {
      guard let time = LocalTime(hour: number(t, ve - 3), minute: number(ve - 2, ve)) else {
        report(t, ts, te, .badTaskTime(text(t, ve)))
        return true
      }
      // A `[dueTime:: …]` field wins over the time after the date, wherever it stands.
      if !readDueTimeField { fields.dueTime = time }
      if spans != nil {
        // The separator `T` goes with the time; a space is the blank before it.
        let token = u[v + 10] == UInt8(ascii: "T") ? (v + 10)..<ve : t..<ve
        dueTimeSpan = TaskBodyParser.FieldSpan(key: .dueTime, token: token, value: t..<ve)
      }
    }
    fields[keyPath: path] = date
    if key == .due, timeStart == nil, !readDueTimeField { fields.dueTime = nil }
    return true
  }

  /// `id( *, *id *)*` as Obsidian Tasks' `dependsOnRegex`; `nil` when the text is not such a list.
  func idList(_ v: Int, _ ve: Int) -> [String]? {
    var ids: [String] = []
    var i = v
    while true {
      while i < ve, Self.isBlank(u[i]) { i += 1 }
      let start = i
      while i < ve, Self.isIdByte(u[i]) { i += 1 }
      guard i > start else { return nil }
      ids.append(text(start, i))
      while i < ve, Self.isBlank(u[i]) { i += 1 }
      if i == ve { return ids }
      guard u[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }
}
