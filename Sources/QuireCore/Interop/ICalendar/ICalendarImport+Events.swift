extension ICalendarImport {
  // MARK: - Events

  struct ReadEvent {
    var event: Event
    var recurrenceDay: LocalDate?
    var cancelled: Bool
  }

  func event(_ c: ICalendarComponent, into sink: inout Sink) -> ReadEvent? {
    guard let uidProperty = c.first("UID"), !uidProperty.value.trimmingSpaces().isEmpty else {
      sink.warn(c.line, .icsEventNoUID)
      return nil
    }
    let uid = ICalendarValue.text(uidProperty.value.trimmingSpaces())
    guard let startProperty = c.first("DTSTART") else {
      sink.warn(c.line, .icsNoDTStart)
      return nil
    }
    guard let start = ICalendarValue.time(startProperty) else {
      sink.warn(
        startProperty.line,
        .icsBadTime(
          property: "DTSTART", value: startProperty.value, expected: "a date or date-time", outcome: "VEVENT skipped"))
      return nil
    }
    let title = c.first("SUMMARY").map { MarkdownEscape.oneLine(ICalendarValue.text($0.value)) } ?? ""
    var note: EventNote
    var anchor: LocalDateTime? = nil
    var dayShift = 0
    switch start {
    case .date(let day):
      note = EventNote(title: title, date: day, allDay: true)
      if let end = c.first("DTEND") {
        if case .date(let last)? = ICalendarValue.time(end) {
          if last > day.adding(days: 1) { note.endDate = last.adding(days: -1) }
          if last < day { sink.warn(end.line, .icsEndBeforeStart(end.value.trimmingSpaces())) }
        } else {
          sink.warn(
            end.line,
            .icsBadTime(property: "DTEND", value: end.value, expected: "a date like DTSTART", outcome: "ignored"))
        }
      } else if let d = c.first("DURATION") {
        if let minutes = ICalendarValue.duration(d.value), minutes > 1440 {
          note.endDate = day.adding(days: minutes / 1440 - (minutes % 1440 == 0 ? 1 : 0))
        }
      }
    default:
      let begin = local(start, line: startProperty.line, into: &sink)
      anchor = begin
      if case .date = start {} else { dayShift = wall(start).date.days(to: begin.date) }
      note = EventNote(title: title, date: begin.date, start: begin.time)
      var end: LocalDateTime? = nil
      if let e = c.first("DTEND") {
        if let t = ICalendarValue.time(e), !t.isDate {
          end = local(t, line: e.line, into: &sink)
        } else {
          sink.warn(
            e.line,
            .icsBadTime(property: "DTEND", value: e.value, expected: "a date-time like DTSTART", outcome: "ignored"))
        }
      } else if let d = c.first("DURATION") {
        if let minutes = ICalendarValue.duration(d.value) {
          end = begin.adding(minutes: minutes)
        } else {
          sink.warn(d.line, .icsBadDuration(d.value))
        }
      }
      if let end, end < begin, let e = c.first("DTEND") {
        sink.warn(e.line, .icsEndBeforeStart(e.value.trimmingSpaces()))
      }
      if let end, end > begin {
        note.end = end.time
        let overnight = end.date == begin.date.adding(days: 1) && end.time <= begin.time
        if end.date != begin.date, !overnight { note.endDate = end.date }
      }
    }
    note.uid = uid
    if note.title.isEmpty { note.title = "Untitled event" }
    if let r = c.first("RRULE") { note.recurrence = rrule(r, anchor: anchor, dayShift: dayShift, into: &sink) }
    if c.first("RDATE") != nil, let r = c.first("RDATE") {
      sink.warn(r.line, .icsRDate)
    }
    if note.recurrence != nil {
      for ex in c.all("EXDATE") {
        for raw in ICalendarValue.list(ex.value) {
          guard
            let t = ICalendarValue.time(
              raw.trimmingSpaces(), tzid: ex.parameter("TZID"), isDate: ex.parameter("VALUE")?.uppercased() == "DATE")
          else {
            sink.warn(
              ex.line, .icsBadTime(property: "EXDATE", value: raw, expected: "a date or date-time", outcome: "ignored"))
            continue
          }
          if case .date(let d) = t {
            note.exdates.append(d)
          } else {
            note.exdates.append(local(t, line: ex.line, into: &sink).date)
          }
        }
      }
    }
    if let d = c.first("DESCRIPTION") { note.body = description(ICalendarValue.text(d.value), title: note.title) }
    if let l = c.first("LOCATION") { note.location = MarkdownEscape.oneLine(ICalendarValue.text(l.value)) }
    var categories: [String] = []
    for p in c.all("CATEGORIES") {
      categories += ICalendarValue.list(p.value).map { MarkdownEscape.oneLine(ICalendarValue.text($0)) }.filter {
        !$0.isEmpty
      }
    }
    if let course = categories.first(where: { courses.contains($0.lowercased()) }) {
      note.course = course.lowercased()
      categories.removeAll { $0 == course }
    }
    note.kind = categories.first
    for alarm in c.children("VALARM") {
      if let r = reminder(alarm, anchor: anchor, day: note.date, repeating: note.recurrence != nil, into: &sink) {
        if !note.reminders.contains(r) { note.reminders.append(r) }
      }
    }
    var recurrenceDay: LocalDate? = nil
    if let rid = c.first("RECURRENCE-ID") {
      guard let t = ICalendarValue.time(rid) else {
        sink.warn(
          rid.line,
          .icsBadTime(
            property: "RECURRENCE-ID", value: rid.value, expected: "a date or date-time", outcome: "VEVENT skipped"))
        return nil
      }
      if let range = rid.parameter("RANGE"), range.uppercased() == "THISANDFUTURE" {
        sink.warn(rid.line, .icsThisAndFuture)
      }
      recurrenceDay =
        t.isDate
        ? { if case .date(let d) = t { return d } else { return nil } }() : local(t, line: rid.line, into: &sink).date
      note.recurrence = nil
      note.exdates = []
      note.recurrenceID = recurrenceDay
    }
    let cancelled = c.first("STATUS").map { $0.value.trimmingSpaces().uppercased() == "CANCELLED" } ?? false
    let key = recurrenceDay.map { uid + "#" + $0.description } ?? uid
    return ReadEvent(
      event: Event(note: note, key: key, line: c.line), recurrenceDay: recurrenceDay, cancelled: cancelled)
  }

  /// The body without the `# Title` heading Quire's export puts first (so a round trip does
  /// not add a second one).
  func description(_ text: String, title: String) -> String {
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    if let first = lines.first, first.trimmingSpaces() == "# " + title {
      // One cut, not `removeFirst()` per blank line (each shifts every line after it).
      let text = lines.dropFirst().firstIndex { !$0.trimmingSpaces().isEmpty } ?? lines.endIndex
      lines.removeFirst(text)
    }
    return lines.joined(separator: "\n")
  }

  /// `RRULE:...` as Quire writes it, the days moved when the vault's zone puts the start on
  /// another day, `UNTIL` in the vault's zone; `nil` (and a warning) when it cannot be read.
  func rrule(_ p: ICalendarProperty, anchor: LocalDateTime?, dayShift: Int, into sink: inout Sink) -> String? {
    var rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: p.value.trimmingSpaces())
    } catch {
      sink.warn(p.line, .icsBadRRule(rule: p.value, error: "\(error)", outcome: "the event is imported once"))
      return nil
    }
    if dayShift != 0 {
      if rule.byDay.contains(where: { $0.ordinal != nil }) || !rule.byMonthDay.isEmpty || !rule.byYearDay.isEmpty {
        sink.warn(p.line, .icsRRuleZone(dayShift: dayShift))
      } else {
        rule.byDay = rule.byDay.map { entry in
          var e = entry
          e.weekday = Weekday(rawValue: ((entry.weekday.rawValue - 1 + dayShift) % 7 + 7) % 7 + 1)!
          return e
        }
      }
    }
    if case .dateTime(let until)? = rule.until, let anchor {
      // UNTIL with `Z` is UTC (RFC 5545 §3.3.10); the last day is the last one whose start is not after it.
      let isUTC = p.value.uppercased().split(separator: ";").contains { $0.hasPrefix("UNTIL=") && $0.hasSuffix("Z") }
      let last = isUTC ? WallClock(zone: vaultZone).local(at: Int64(until.minuteNumber) * 60) : until
      rule.until = .date(last.time < anchor.time ? last.date.adding(days: -1) : last.date)
    }
    return "RRULE:" + rule.description
  }

  /// A VALARM as a Quire reminder: `N before` the start, or an absolute time.
  func reminder(
    _ alarm: ICalendarComponent, anchor: LocalDateTime?, day: LocalDate, repeating: Bool, into sink: inout Sink
  )
    -> String?
  {
    guard let trigger = alarm.first("TRIGGER") else {
      sink.warn(alarm.line, .icsAlarmNoTrigger)
      return nil
    }
    if let r = alarm.first("REPEAT"), let n = Int(r.value.trimmingSpaces()), n > 0 {
      sink.warn(r.line, .icsAlarmRepeat(n, every: alarm.first("DURATION")?.value.trimmingSpaces() ?? "?"))
    }
    if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" || trigger.value.uppercased().hasSuffix("Z") {
      guard let t = ICalendarValue.time(trigger.value.trimmingSpaces(), tzid: trigger.parameter("TZID")), !t.isDate
      else {
        sink.warn(trigger.line, .icsBadTrigger(trigger.value, expected: "a date-time"))
        return nil
      }
      return ReminderSpec.absolute(local(t, line: trigger.line, into: &sink)).text
    }
    guard var offset = ICalendarValue.duration(trigger.value) else {
      sink.warn(trigger.line, .icsBadTrigger(trigger.value, expected: "a duration such as -PT15M"))
      return nil
    }
    if trigger.parameter("RELATED")?.uppercased() == "END" {
      sink.warn(trigger.line, .icsAlarmEnd)
    }
    // An all-day event's reminders count from the default reminder time on its day.
    let base = anchor ?? LocalDateTime(date: day, time: defaultReminderTime)
    if anchor == nil { offset -= defaultReminderTime.minutesOfDay }
    if offset <= 0, -offset <= ReminderSpec.maxMinutesBefore {
      return ReminderSpec.beforeDue(minutes: -offset).text
    }
    let at = base.adding(minutes: anchor == nil ? offset + defaultReminderTime.minutesOfDay : offset)
    if repeating {
      sink.warn(trigger.line, .icsAlarmAfterStart(trigger.value))
      return nil
    }
    return ReminderSpec.absolute(at).text
  }
}
