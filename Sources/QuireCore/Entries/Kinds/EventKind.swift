/// An event note (`type: event`, the planner folder): one event from its front matter
/// (docs/syntax.md, "Events"). Its items, `ParsedNote.events`, also hold a journal's day-planner lines
/// (`JournalKind.plannerLine`).
public enum EventKind: NoteKindSteps {
  public static let kind: NoteKind? = .event
  public static let section = "events"
  public static let bits: NoteKinds = [.events, .eventReminders, .courseEvents]

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    note.events.append(contentsOf: event(source, diagnostics: &diagnostics))
    note.date = note.events.first?.date
  }

  private static func event(_ source: NoteSource, diagnostics: inout [Diagnostic]) -> [EventItem] {
    let fields = source.fields
    let file = source.file
    guard let date = fields.date("date", file: file, into: &diagnostics) else {
      if fields.string("date") == nil {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line, .eventNoDate))
      }
      return []
    }
    if let rule = fields.string("repeat") {
      do {
        _ = try Recurrence(parsing: rule)
        if RecurrenceCheck.neverOccurs(rule, start: date) {
          diagnostics.append(
            NoteParser.neverOccurs(
              rule, file: file, line: fields.line(of: "repeat"), outcome: "the event is never shown"))
        }
      } catch {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line(of: "repeat"), .badEventRepeat(rule: rule, error: "\(error)")))
      }
    }
    let start = fields.time("start", file: file, into: &diagnostics)
    let end = fields.time("end", file: file, into: &diagnostics)
    let allDay = fields.bool("all_day", file: file, into: &diagnostics) ?? (start == nil)
    // An unknown zone is no zone at all: the times are then read as the vault's (`EventZones`).
    if let zone = fields.string("timezone"), !zone.isEmpty, !source.config.knownZones.contains(zone) {
      diagnostics.append(Diagnostic(file: file, line: fields.line(of: "timezone"), .eventUnknownZone(zone)))
    }
    return [
      EventItem(
        title: fields.string("title") ?? VaultPath.stem(file), date: date, start: start, end: end,
        endDate: fields.date("end_date", file: file, into: &diagnostics), allDay: allDay,
        recurrence: fields.string("repeat"), until: fields.date("until", file: file, into: &diagnostics),
        reminders: fields.strings("remind") ?? [], kind: fields.string("kind"),
        course: fields.string("course")?.lowercased() ?? source.courseFromPath(), location: fields.string("location"),
        notes: source.body, file: file, line: 1,
        exdates: fields.items("exdate").compactMap { item in
          guard let day = LocalDate(iso: item.text) ?? LocalDateTime(text: item.text)?.date else {
            diagnostics.append(
              Diagnostic(
                file: file, line: item.line, .badExdate(item.text)))
            return nil
          }
          return day
        }, uid: fields.string("uid"), recurrenceID: fields.date("recurrence_id", file: file, into: &diagnostics),
        rdates: fields.items("rdate").compactMap { item in
          guard let day = LocalDate(iso: item.text) ?? LocalDateTime(text: item.text)?.date else {
            diagnostics.append(Diagnostic(file: file, line: item.line, .notADate(key: "rdate", value: item.text)))
            return nil
          }
          return day
        }, timeZone: fields.string("timezone"))
    ]
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.array(note.events) { w, e in encode(e, in: note.file, to: &w) }
  }

  /// One event in the index's layout (`file` written as empty when it is `noteFile`): also what
  /// `quire vdir sync` fingerprints an event by.
  public static func encode(_ e: EventItem, in noteFile: String, to w: inout BinaryWriter) {
    w.string(e.title)
    w.date(e.date)
    w.optional(e.start) { $0.time($1) }
    w.optional(e.end) { $0.time($1) }
    w.optional(e.endDate) { $0.date($1) }
    w.bool(e.allDay)
    w.optionalString(e.recurrence)
    w.optional(e.until) { $0.date($1) }
    w.strings(e.reminders)
    w.optionalString(e.kind)
    w.optionalString(e.course)
    w.optionalString(e.location)
    w.string(e.notes)
    w.optionalString(e.status)
    w.file(e.file, in: noteFile)
    w.int(e.line)
    w.array(e.exdates) { $0.date($1) }
    w.optionalString(e.uid)
    w.optional(e.recurrenceID) { $0.date($1) }
    w.array(e.rdates) { $0.date($1) }
    w.optionalString(e.timeZone)
    w.optionalString(e.planTask)
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    let file = note.file
    note.events = try r.array { r throws(IndexError) in
      EventItem(
        title: try r.string(), date: try r.date(), start: try r.optionalTime(), end: try r.optionalTime(),
        endDate: try r.optionalDate(), allDay: try r.bool(), recurrence: try r.optionalString(),
        until: try r.optionalDate(), reminders: try r.strings(), kind: try r.optionalString(),
        course: try r.optionalString(), location: try r.optionalString(), notes: try r.string(),
        status: try r.optionalString(), file: try r.file(in: file), line: try r.int(),
        exdates: try r.array { r throws(IndexError) in try r.date() }, uid: try r.optionalString(),
        recurrenceID: try r.optionalDate(), rdates: try r.array { r throws(IndexError) in try r.date() },
        timeZone: try r.optionalString(), planTask: try r.optionalString())
    }
  }

  // MARK: - Contents

  public static func kinds(of note: ParsedNote) -> NoteKinds {
    var kinds: NoteKinds = []
    if !note.events.isEmpty { kinds.insert(.events) }
    if note.events.contains(where: { !$0.reminders.isEmpty }) { kinds.insert(.eventReminders) }
    if note.events.contains(where: { $0.course != nil }) { kinds.insert(.courseEvents) }
    if note.events.contains(where: {
      $0.recurrence != nil || $0.recurrenceID != nil || !$0.rdates.isEmpty || $0.timeZone != nil
    }) {
      kinds.insert(.undated)
    }
    return kinds
  }

  /// One-off events, to their last day (a recurring one, or one in a zone, has no day range).
  public static func days(of note: ParsedNote, into days: inout [Int]) {
    for event in note.events where event.recurrence == nil && event.rdates.isEmpty && event.timeZone == nil {
      days.append(event.date.dayNumber)
      if let end = event.endDate { days.append(end.dayNumber) }
    }
  }

  public static func count(in note: ParsedNote) -> Int { note.events.count }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) { contents.events += note.events }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.events.patch(run, with: note.events)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    for event in note.events { items.add(encoder.event(event)) }
  }
}

extension NoteKinds {
  public static let events = NoteKinds(rawValue: 1 << 0)
  /// An event with a reminder (a subset of `events`: most events, such as a day's planner
  /// lines, have none).
  public static let eventReminders = NoteKinds(rawValue: 1 << 10)
  /// An event of a course (its `course:`, or its place in the courses folder): what
  /// `quire course` reads besides the course notes (a subset of `events`).
  public static let courseEvents = NoteKinds(rawValue: 1 << 12)
}

extension ExportEncoder {
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
}
