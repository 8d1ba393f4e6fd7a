/// iCalendar components turned into Quire items (docs/icalendar.md, "Import"): a VEVENT into
/// an ``EventNote``, a VTODO into task fields. Times are moved into the vault's zone; what
/// cannot be read becomes a warning on its line and the rest is kept.
///
/// Pure: the zone rules are handed in (the vault's, and a directory for `TZID`s).
public struct ICalendarImport: Sendable {
  /// An event to write, with the key that finds its note again (`uid`, or `uid#YYYY-MM-DD` for
  /// the override of one occurrence).
  public struct Event: Sendable, Equatable {
    public var note: EventNote
    public var key: String
    public var line: Int
  }

  /// A task to write.
  public struct Task: Sendable, Equatable {
    public var fields: TaskFields
    public var status: TaskStatus
    public var uid: String
    public var line: Int
  }

  /// What a file holds.
  public struct Result: Sendable {
    public var events: [Event] = []
    public var tasks: [Task] = []
    public var diagnostics: [Diagnostic] = []
    /// Whether the file was iCalendar at all.
    public var isCalendar = false
    /// X-WR-CALNAME, when given.
    public var calendarName: String?
  }

  /// The file name used in diagnostics.
  public var file: String
  /// The vault's zone: UTC and zoned times are shown in it.
  public var vaultZone: any ZoneRules
  /// Finds the rules of a `TZID`.
  public var zones: any ZoneDirectory
  /// The time an all-day event's relative reminder counts from (as in the export).
  public var defaultReminderTime: LocalTime
  /// Course codes of the vault (lower-case): a CATEGORIES value naming one becomes `course`.
  public var courses: Set<String>

  public init(
    file: String, vaultZone: any ZoneRules, zones: any ZoneDirectory,
    defaultReminderTime: LocalTime = LocalTime(hour: 9, minute: 0)!, courses: Set<String> = []
  ) {
    self.file = file
    self.vaultZone = vaultZone
    self.zones = zones
    self.defaultReminderTime = defaultReminderTime
    self.courses = courses
  }

  /// Reads `text` (the whole file).
  public func read(_ text: String) -> Result { read(bytes: Array(text.utf8)) }

  /// Reads the file's bytes (see ``ICalendarParser/parse(bytes:)``).
  public func read(bytes: [UInt8]) -> Result {
    var result = Result()
    let (calendars, parseDiagnostics) = ICalendarParser(file: file).parse(bytes: bytes)
    var sink = Sink(file: file)
    sink.diagnostics = parseDiagnostics
    guard !calendars.isEmpty else {
      result.diagnostics = sink.diagnostics
      return result
    }
    result.isCalendar = true
    var masters: [Event] = []
    var masterIndex: [String: Int] = [:]
    var overrides: [(event: Event?, uid: String, day: LocalDate, line: Int)] = []
    var taskUIDs = Set<String>()
    for calendar in calendars {
      if result.calendarName == nil, let name = calendar.first("X-WR-CALNAME") {
        result.calendarName = ICalendarValue.text(name.value)
      }
      for component in calendar.components {
        switch component.name {
        case "VEVENT":
          guard let read = event(component, into: &sink) else { continue }
          if let day = read.recurrenceDay {
            overrides.append((read.cancelled ? nil : read.event, read.event.note.uid ?? "", day, component.line))
          } else if read.cancelled {
            sink.warn(
              component.line, "ics-cancelled",
              "VEVENT '\(read.event.note.title)' is cancelled (STATUS:CANCELLED); not imported")
          } else if let first = masterIndex[read.event.key] {
            sink.warn(
              component.line, "ics-duplicate-uid",
              "VEVENT repeats the UID of the one at line \(masters[first].line); skipped")
          } else {
            masterIndex[read.event.key] = masters.count
            masters.append(read.event)
          }
        case "VTODO":
          guard let task = task(component, into: &sink) else { continue }
          guard taskUIDs.insert(task.uid).inserted else {
            sink.warn(component.line, "ics-duplicate-uid", "VTODO repeats a UID seen before; skipped")
            continue
          }
          result.tasks.append(task)
        case "VTIMEZONE":
          continue
        default:
          sink.warn(component.line, "ics-unsupported", "\(component.name) is not imported (only VEVENT and VTODO are)")
        }
      }
    }
    // An override (RECURRENCE-ID) takes its day out of the series and stands as its own note.
    var overrideDays = Set<String>()
    for o in overrides {
      if let index = masterIndex[o.uid] {
        masters[index].note.exdates.append(o.day)
      }
      guard var event = o.event else { continue }
      guard overrideDays.insert(event.key).inserted else {
        sink.warn(o.line, "ics-duplicate-uid", "a second override of \(o.day) for the same UID; skipped")
        continue
      }
      if masterIndex[o.uid] == nil { event.note.recurrenceID = o.day }
      result.events.append(event)
    }
    for i in masters.indices { masters[i].note.exdates = Set(masters[i].note.exdates).sorted() }
    result.events = masters + result.events
    result.diagnostics = sink.diagnostics
    return result
  }

  // MARK: - Events

  struct ReadEvent {
    var event: Event
    var recurrenceDay: LocalDate?
    var cancelled: Bool
  }

  func event(_ c: ICalendarComponent, into sink: inout Sink) -> ReadEvent? {
    guard let uidProperty = c.first("UID"), !uidProperty.value.trimmingSpaces().isEmpty else {
      sink.warn(c.line, "ics-no-uid", "VEVENT has no UID; skipped (a calendar needs it to find the event again)")
      return nil
    }
    let uid = ICalendarValue.text(uidProperty.value.trimmingSpaces())
    guard let startProperty = c.first("DTSTART") else {
      sink.warn(c.line, "ics-no-dtstart", "VEVENT has no DTSTART; skipped")
      return nil
    }
    guard let start = ICalendarValue.time(startProperty) else {
      sink.warn(
        startProperty.line, "ics-bad-time",
        "DTSTART '\(startProperty.value)' is not a date or date-time; VEVENT skipped")
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
        } else {
          sink.warn(end.line, "ics-bad-time", "DTEND '\(end.value)' is not a date like DTSTART; ignored")
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
          sink.warn(e.line, "ics-bad-time", "DTEND '\(e.value)' is not a date-time like DTSTART; ignored")
        }
      } else if let d = c.first("DURATION") {
        if let minutes = ICalendarValue.duration(d.value) {
          end = begin.adding(minutes: minutes)
        } else {
          sink.warn(d.line, "ics-bad-duration", "DURATION '\(d.value)' is not a duration such as PT1H; ignored")
        }
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
      sink.warn(r.line, "ics-unsupported", "RDATE (extra dates) is not imported; add those days as events of their own")
    }
    if note.recurrence != nil {
      for ex in c.all("EXDATE") {
        for raw in ICalendarValue.list(ex.value) {
          guard
            let t = ICalendarValue.time(
              raw.trimmingSpaces(), tzid: ex.parameter("TZID"), isDate: ex.parameter("VALUE")?.uppercased() == "DATE")
          else {
            sink.warn(ex.line, "ics-bad-time", "EXDATE '\(raw)' is not a date or date-time; ignored")
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
        sink.warn(rid.line, "ics-bad-time", "RECURRENCE-ID '\(rid.value)' is not a date or date-time; VEVENT skipped")
        return nil
      }
      if let range = rid.parameter("RANGE"), range.uppercased() == "THISANDFUTURE" {
        sink.warn(rid.line, "ics-unsupported", "RANGE=THISANDFUTURE is read as changing this one occurrence only")
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
      sink.warn(p.line, "ics-bad-rrule", "RRULE '\(p.value)' cannot be read (\(error)); the event is imported once")
      return nil
    }
    if dayShift != 0 {
      if rule.byDay.contains(where: { $0.ordinal != nil }) || !rule.byMonthDay.isEmpty || !rule.byYearDay.isEmpty {
        sink.warn(
          p.line, "ics-rrule-zone",
          "in the vault's zone the event starts \(abs(dayShift)) day\(abs(dayShift) == 1 ? "" : "s") \(dayShift > 0 ? "later" : "earlier"); the rule's month days and numbered weekdays are kept as written, check them"
        )
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
      sink.warn(alarm.line, "ics-bad-alarm", "VALARM has no TRIGGER; ignored")
      return nil
    }
    if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" || trigger.value.uppercased().hasSuffix("Z") {
      guard let t = ICalendarValue.time(trigger.value.trimmingSpaces(), tzid: trigger.parameter("TZID")), !t.isDate
      else {
        sink.warn(trigger.line, "ics-bad-alarm", "TRIGGER '\(trigger.value)' is not a date-time; alarm ignored")
        return nil
      }
      return ReminderSpec.absolute(local(t, line: trigger.line, into: &sink)).text
    }
    guard var offset = ICalendarValue.duration(trigger.value) else {
      sink.warn(
        trigger.line, "ics-bad-alarm", "TRIGGER '\(trigger.value)' is not a duration such as -PT15M; alarm ignored")
      return nil
    }
    if trigger.parameter("RELATED")?.uppercased() == "END" {
      sink.warn(trigger.line, "ics-alarm-end", "TRIGGER relative to the end is read as relative to the start")
    }
    // An all-day event's reminders count from the default reminder time on its day.
    let base = anchor ?? LocalDateTime(date: day, time: defaultReminderTime)
    if anchor == nil { offset -= defaultReminderTime.minutesOfDay }
    if offset <= 0, -offset <= ReminderSpec.maxMinutesBefore {
      return ReminderSpec.beforeDue(minutes: -offset).text
    }
    let at = base.adding(minutes: anchor == nil ? offset + defaultReminderTime.minutesOfDay : offset)
    if repeating {
      sink.warn(
        trigger.line, "ics-bad-alarm",
        "TRIGGER '\(trigger.value)' fires after the start of a repeating event, which Quire cannot say; alarm ignored")
      return nil
    }
    return ReminderSpec.absolute(at).text
  }

  // MARK: - Tasks

  func task(_ c: ICalendarComponent, into sink: inout Sink) -> Task? {
    guard let uidProperty = c.first("UID"), !uidProperty.value.trimmingSpaces().isEmpty else {
      sink.warn(c.line, "ics-no-uid", "VTODO has no UID; skipped")
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
      case nil: sink.warn(due.line, "ics-bad-time", "DUE '\(due.value)' is not a date or date-time; ignored")
      }
    }
    if let s = c.first("DTSTART") {
      switch ICalendarValue.time(s) {
      case .date(let d)?: fields.start = d
      case let t?: fields.start = local(t, line: s.line, into: &sink).date
      case nil: sink.warn(s.line, "ics-bad-time", "DTSTART '\(s.value)' is not a date or date-time; ignored")
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
        fields.recurrence = "RRULE:" + rule.description
      } catch {
        sink.warn(
          r.line, "ics-bad-rrule", "RRULE '\(r.value)' cannot be read (\(error)); the task is imported without it")
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
        sink.warn(
          trigger.line, "ics-bad-alarm",
          "TRIGGER '\(trigger.value)' of a task without DUE cannot be placed; alarm ignored")
      }
    }
    fields.id = "ics-" + ICalendarUID.hash([uid]).prefix(10)
    return Task(fields: fields, status: status, uid: uid, line: c.line)
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

  // MARK: - Times

  /// The wall time as written (before moving to the vault's zone).
  func wall(_ t: ICalendarValue.Time) -> LocalDateTime {
    switch t {
    case .date(let d): return LocalDateTime(date: d, time: LocalTime(hour: 0, minute: 0)!)
    case .floating(let dt), .utc(let dt), .zoned(let dt, _): return dt
    }
  }

  /// A date-time in the vault's zone: floating stays, UTC and zoned times are converted.
  /// An unknown TZID is reported and its time read as the vault's own.
  func local(_ t: ICalendarValue.Time, line: Int, into sink: inout Sink) -> LocalDateTime {
    switch t {
    case .date(let d): return LocalDateTime(date: d, time: LocalTime(hour: 0, minute: 0)!)
    case .floating(let dt): return dt
    case .utc(let dt): return WallClock(zone: vaultZone).local(at: Int64(dt.minuteNumber) * 60)
    case .zoned(let dt, let tzid):
      guard let zone = lookup(tzid) else {
        sink.warn(line, "ics-unknown-tzid", "unknown TZID '\(tzid)'; the time is read as the vault's local time")
        return dt
      }
      return WallClock(zone: vaultZone).local(at: WallClock(zone: zone).resolve(dt).instant)
    }
  }

  /// The zone of a TZID: its IANA name, a Windows name Outlook writes (`W. Europe Standard
  /// Time`), or the IANA name at the end of a prefixed one (`/mozilla.org/20050126_1/America/New_York`).
  func lookup(_ tzid: String) -> (any ZoneRules)? {
    if let zone = zones.zone(named: tzid) { return zone }
    if let iana = WindowsZoneNames.iana(tzid.trimmingSpaces()), let zone = zones.zone(named: iana) { return zone }
    let parts = tzid.split(separator: "/")
    for n in [3, 2] where parts.count > n {
      if let zone = zones.zone(named: parts.suffix(n).joined(separator: "/")) { return zone }
    }
    return nil
  }

  /// Collects warnings on the file's lines.
  struct Sink {
    let file: String
    var diagnostics: [Diagnostic] = []

    mutating func warn(_ line: Int, _ code: String, _ message: String) {
      diagnostics.append(Diagnostic(file: file, line: line, severity: .warning, code: code, message: message))
    }
  }
}

extension String {
  /// Every `target` replaced by `replacement` (Foundation-free).
  fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
