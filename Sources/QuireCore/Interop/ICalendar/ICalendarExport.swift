/// A vault as one iCalendar document (RFC 5545): a VEVENT per event, a VTODO per open or dated
/// task, optional holidays, and a VTIMEZONE for the vault's zone (docs/icalendar.md).
///
/// Pure: the moment, the zone's name and its rules are handed in. The same vault and `now`
/// give the same bytes.
public struct ICalendarExport: Sendable {
  /// `X-WR-CALNAME`: the vault folder's name.
  public var calendarName: String
  /// The vault's zone name; `nil` writes floating times (no TZID, no VTIMEZONE).
  public var tzid: String?
  /// The rules that turn wall-clock times into UTC (DTSTAMP, COMPLETED, absolute alarms).
  public var zone: any ZoneRules
  /// The export's moment: DTSTAMP of every component.
  public var now: LocalDateTime
  /// Only events that touch `from...to` and tasks due in it (either end open when `nil`).
  public var from: LocalDate?
  /// See ``from``.
  public var to: LocalDate?
  /// Whether tasks become VTODOs.
  public var includeTasks: Bool
  /// Holidays to add as all-day VEVENTs (`CATEGORIES:HOLIDAY`); those outside the range are left out.
  public var holidays: [Holiday]
  /// The time of day an all-day event's or a timeless task's reminder counts from.
  public var defaultReminderTime: LocalTime
  /// Event notes in this folder were removed (`quire event rm`) and are not exported.
  public var archiveFolder = "archive"
  /// Finds the zone of an event written in its own (`timezone:`, an imported series): its times
  /// then carry that TZID (with a VTIMEZONE for it), or `Z` for UTC. `nil`: the vault's zone.
  public var zones: (any ZoneDirectory)? = nil

  /// Creates an export.
  public init(
    calendarName: String, tzid: String?, zone: any ZoneRules, now: LocalDateTime, from: LocalDate? = nil,
    to: LocalDate? = nil, includeTasks: Bool = true, holidays: [Holiday] = [],
    defaultReminderTime: LocalTime = LocalTime(hour: 9, minute: 0)!
  ) {
    self.calendarName = calendarName
    self.tzid = tzid
    self.zone = zone
    self.now = now
    self.from = from
    self.to = to
    self.includeTasks = includeTasks
    self.holidays = holidays
    self.defaultReminderTime = defaultReminderTime
  }

  /// The whole document.
  public func document(_ contents: VaultContents) -> String {
    var usedUIDs = Set<String>()
    var part = components(events: contents.events, tasks: contents.tasks, usedUIDs: &usedUIDs)
    let holidays = holidayComponents()
    part.zones.merge(holidays.zones)
    return String(decoding: head(part.zones) + part.events + holidays.events + part.tasks + Self.tail, as: UTF8.self)
  }

  // MARK: - Parts

  /// The years whose times were written with each TZID: the VTIMEZONEs must cover them.
  public struct ZoneYears: Sendable {
    /// Years of times in the vault's zone.
    var years = Set<Int>()
    /// Other zones events were written in: the years of their times, and their rules.
    var otherYears: [String: Set<Int>] = [:]
    var otherZones: [String: any ZoneRules] = [:]

    public init() {}

    /// Adds the years `other` saw.
    public mutating func merge(_ other: ZoneYears) {
      years.formUnion(other.years)
      for (name, years) in other.otherYears { otherYears[name, default: []].formUnion(years) }
      otherZones.merge(other.otherZones) { old, _ in old }
    }
  }

  /// Some of the document's components, made apart from the rest (one note's, on the core that
  /// read it): the VEVENTs, the VTODOs, and the years their times need VTIMEZONEs for. A
  /// document is `head`, then every part's events, the holidays, every part's tasks, `tail`.
  public struct Part: Sendable {
    public var events: [UInt8] = []
    public var tasks: [UInt8] = []
    public var zones = ZoneYears()

    public init() {}
  }

  /// The components of `events` (those in the range and outside the archive) and `tasks`
  /// (those `includes` takes), in order. `usedUIDs` holds the imported UIDs given out so far: a
  /// second event with one gets a UID of its own, so the parts of one document must be made in
  /// order wherever an event has a `uid:` (`needsOrder`).
  public func components(events: [EventItem], tasks: [TaskItem], usedUIDs: inout Set<String>) -> Part {
    var body = Body(export: self)
    var planned: [String: Int] = [:]
    for event in events where touchesRange(event) && !VaultPath.isInside(event.file, folder: archiveFolder) {
      var occurrence = 0
      if event.line > 1 {
        let key = event.file + "\u{0}" + event.date.description + "\u{0}" + event.title
        occurrence = planned[key, default: 0]
        planned[key] = occurrence + 1
      }
      // An imported series keeps the UID it came with (`uid:`), so a calendar that gave it sees
      // the same event again; an override note or a second note with that UID gets its own.
      if let uid = event.uid, !uid.isEmpty, event.recurrenceID == nil, usedUIDs.insert(uid).inserted {
        body.event(event, uid: uid)
      } else {
        body.event(event, uid: ICalendarUID.event(event, plannerOccurrence: occurrence))
      }
    }
    var part = Part()
    part.events = body.w.bytes
    if includeTasks {
      body.w = ICalendarWriter()
      for task in tasks where includes(task) { body.task(task) }
      part.tasks = body.w.bytes
    }
    part.zones = body.zones
    return part
  }

  /// Whether `components(events:...)` of these events depends on the parts before it (an
  /// imported UID may have been given out already).
  public static func needsOrder(_ events: [EventItem]) -> Bool {
    events.contains { ($0.uid.map { !$0.isEmpty } ?? false) && $0.recurrenceID == nil }
  }

  /// The holidays in the range as a part (in its `events`).
  public func holidayComponents() -> Part {
    var body = Body(export: self)
    for holiday in holidays where inRange(holiday.date) { body.holiday(holiday) }
    var part = Part()
    part.events = body.w.bytes
    part.zones = body.zones
    return part
  }

  /// The document's start: the calendar's properties and a VTIMEZONE for every zone `zones`
  /// saw, over the years it saw.
  public func head(_ zones: ZoneYears) -> [UInt8] {
    var w = ICalendarWriter()
    w.begin("VCALENDAR")
    w.property("VERSION", "2.0")
    w.property("PRODID", "-//Quire//Quire//EN")
    w.property("CALSCALE", "GREGORIAN")
    w.text("X-WR-CALNAME", calendarName)
    if let tzid { w.property("X-WR-TIMEZONE", ICalendarText.escape(tzid)) }
    if let tzid, let low = zones.years.min(), let high = zones.years.max() {
      let years = max(low, 1, high - 200)...min(max(high, now.date.year + 1), 9998)
      VTimeZone(tzid: tzid, zone: zone, years: years).write(into: &w)
    }
    for name in zones.otherYears.keys.sorted() {
      guard let rules = zones.otherZones[name], let low = zones.otherYears[name]?.min(),
        let high = zones.otherYears[name]?.max()
      else { continue }
      let years = max(low, 1, high - 200)...min(max(high, now.date.year + 1), 9998)
      VTimeZone(tzid: name, zone: rules, years: years).write(into: &w)
    }
    return w.bytes
  }

  /// The document's end.
  public static let tail = Array("END:VCALENDAR\r\n".utf8)

  // MARK: - Selection

  func inRange(_ date: LocalDate) -> Bool {
    (from.map { date >= $0 } ?? true) && (to.map { date <= $0 } ?? true)
  }

  /// Whether the event (or, for a repeating one, any day of its series) touches the range.
  func touchesRange(_ event: EventItem) -> Bool {
    if from == nil && to == nil { return true }
    let low = from ?? LocalDate(year: 1, month: 1, day: 1)!
    let high = to ?? LocalDate(year: 9999, month: 12, day: 31)!
    let span = max(0, event.date.days(to: event.endDate ?? event.date))
    if event.rdates.contains(where: { $0 <= high && $0.adding(days: span) >= low }) { return true }
    guard let text = event.recurrence, let recurrence = Recurrence(text: text) else {
      return event.date <= high && event.date.adding(days: span) >= low
    }
    let last = min(high, event.until ?? high)
    guard event.date <= last else { return false }
    return !recurrence.dates(from: event.date, within: low.adding(days: -span), last, limit: 1).isEmpty
  }

  /// Open tasks and dated ones; with a range, only those due in it.
  func includes(_ task: TaskItem) -> Bool {
    // Nothing in the archive folder is exported (`quire rm` moves a task there).
    guard !VaultPath.isInside(task.file, folder: archiveFolder) else { return false }
    guard !task.status.isClosed || task.fields.due != nil else { return false }
    if from == nil && to == nil { return true }
    guard let due = task.fields.due else { return false }
    return inRange(due)
  }

  // MARK: - Components

  /// The components after the VTIMEZONE, and the years of the times that carry each TZID.
  struct Body {
    let export: ICalendarExport
    var w = ICalendarWriter()
    var zones = ZoneYears()
    /// The zone of the event being written, when it keeps its own (not the vault's).
    var eventZone: (name: String, rules: any ZoneRules)? = nil

    init(export: ICalendarExport) { self.export = export }

    var clock: WallClock { WallClock(zone: export.zone) }

    func utc(_ local: LocalDateTime) -> String { ICalendarText.utc(clock.resolve(local).instant) }

    mutating func stamp(_ uid: String) {
      w.text("UID", uid)
      w.property("DTSTAMP", utc(export.now))
    }

    /// `NAME;TZID=zone:local` or floating `NAME:local`.
    mutating func time(_ name: String, _ value: LocalDateTime) {
      if let zone = eventZone {
        if zone.name == "UTC" {
          w.property(name, ICalendarText.utc(WallClock(zone: zone.rules).resolve(value).instant))
        } else {
          zones.otherYears[zone.name, default: []].insert(value.date.year)
          zones.otherZones[zone.name] = zone.rules
          w.property(name, [("TZID", zone.name)], ICalendarText.dateTime(value))
        }
      } else if let tzid = export.tzid {
        zones.years.insert(value.date.year)
        w.property(name, [("TZID", tzid)], ICalendarText.dateTime(value))
      } else {
        w.property(name, ICalendarText.dateTime(value))
      }
    }

    mutating func date(_ name: String, _ value: LocalDate) {
      w.property(name, [("VALUE", "DATE")], ICalendarText.date(value))
    }

    mutating func event(_ e: EventItem, uid: String) {
      w.begin("VEVENT")
      stamp(uid)
      w.text("SUMMARY", e.title)
      var anchor: LocalDateTime? = nil
      eventZone = nil
      if !e.allDay, e.start != nil, let name = e.timeZone, name != export.tzid,
        let rules = export.zones?.zone(named: name)
      {
        eventZone = (name, rules)
      }
      defer { eventZone = nil }
      if !e.allDay, let start = e.start {
        let begin = LocalDateTime(date: e.date, time: start)
        anchor = begin
        time("DTSTART", begin)
        if let endTime = e.end ?? (e.endDate != nil ? start : nil) {
          var end = LocalDateTime(date: e.endDate ?? e.date, time: endTime)
          // `22:00-01:00` on one day ends the next morning.
          if end < begin, e.endDate == nil { end = LocalDateTime(date: e.date.adding(days: 1), time: endTime) }
          if end > begin { time("DTEND", end) }
        }
      } else {
        date("DTSTART", e.date)
        date("DTEND", max(e.endDate ?? e.date, e.date).adding(days: 1))
      }
      let rule = rrule(e.recurrence, until: e.until, anchor: anchor)
      if let rule { w.property("RRULE", rule) }
      // Extra days (`rdate:`) at the start time, of DTSTART's value type.
      for day in Set(e.rdates).sorted() where day != e.date {
        if let start = anchor {
          time("RDATE", LocalDateTime(date: day, time: start.time))
        } else {
          date("RDATE", day)
        }
      }
      if rule != nil || !e.rdates.isEmpty {
        // One EXDATE per skipped day, of DTSTART's value type (RFC 5545 §3.8.5.1).
        for day in Set(e.exdates).sorted() {
          if let start = anchor {
            time("EXDATE", LocalDateTime(date: day, time: start.time))
          } else {
            date("EXDATE", day)
          }
        }
      }
      let notes = e.notes.trimmingBlankEdges()
      if !notes.isEmpty { w.text("DESCRIPTION", notes) }
      if let location = e.location, !location.isEmpty { w.text("LOCATION", location) }
      let categories = [e.kind, e.course].compactMap { $0 }.filter { !$0.isEmpty }
      if !categories.isEmpty { w.property("CATEGORIES", categories.map(ICalendarText.escape).joined(separator: ",")) }
      for text in e.reminders {
        guard let spec = ReminderSpec(text: text) else { continue }
        let offset: Int
        switch spec {
        case .absolute(let at):
          alarm(e.title, absolute: at)
          continue
        case .beforeDue(let minutes):
          // An all-day event's reminders count from the default reminder time on its day, as in `quire remind`.
          offset = anchor == nil ? export.defaultReminderTime.minutesOfDay - minutes : -minutes
        case .atTimeOnDate(let time):
          // At that time on each occurrence's day: after the start of the day or of the event.
          offset = time.minutesOfDay - (anchor?.time.minutesOfDay ?? 0)
        }
        w.begin("VALARM")
        w.property("ACTION", "DISPLAY")
        w.text("DESCRIPTION", e.title)
        w.property("TRIGGER", ICalendarText.duration(minutes: offset))
        w.end("VALARM")
      }
      w.end("VEVENT")
    }

    mutating func holiday(_ h: Holiday) {
      w.begin("VEVENT")
      stamp(ICalendarUID.holiday(h))
      w.text("SUMMARY", h.displayName)
      date("DTSTART", h.date)
      date("DTEND", h.date.adding(days: 1))
      w.property("CATEGORIES", "HOLIDAY")
      w.property("TRANSP", "TRANSPARENT")
      w.end("VEVENT")
    }

    mutating func task(_ t: TaskItem) {
      let f = t.fields
      w.begin("VTODO")
      stamp(ICalendarUID.task(t))
      w.text("SUMMARY", f.description)
      var anchor: LocalDateTime? = nil
      // A task with a scheduled date and no start date starts then: DTSTART is the only date a
      // VTODO has besides DUE (docs/phone.md), and a scheduled-only task would otherwise carry none.
      if let start = f.start ?? f.scheduled {
        // DTSTART takes DUE's value type (RFC 5545 §3.6.2).
        if f.due != nil, f.dueTime != nil {
          time("DTSTART", LocalDateTime(date: start, time: LocalTime(hour: 0, minute: 0)!))
        } else {
          date("DTSTART", start)
        }
      }
      if let due = f.due {
        if let dueTime = f.dueTime {
          anchor = LocalDateTime(date: due, time: dueTime)
          time("DUE", anchor!)
        } else {
          date("DUE", due)
        }
      }
      let priority = f.priority.icalendarPriority
      if priority != 0 { w.property("PRIORITY", String(priority)) }
      switch t.status.kind {
      case .todo, .deferred: w.property("STATUS", "NEEDS-ACTION")
      case .inProgress: w.property("STATUS", "IN-PROCESS")
      case .done: w.property("STATUS", "COMPLETED")
      // A checkbox that is no task (the plugin's NON_TASK) has nothing to do either.
      case .cancelled, .nonTask: w.property("STATUS", "CANCELLED")
      }
      if t.status.kind == .done, let done = f.done {
        w.property("COMPLETED", utc(LocalDateTime(date: done, time: LocalTime(hour: 0, minute: 0)!)))
      }
      // The task's notes, the indented lines below it (docs/syntax.md, "Task notes").
      if !t.notes.isEmpty { w.text("DESCRIPTION", t.notes) }
      if let course = t.course, !course.isEmpty { w.property("CATEGORIES", ICalendarText.escape(course)) }
      // A done or cancelled line of a recurring task is one past occurrence: its series goes on in
      // the next copy (the open line above it). With an RRULE each such line would be a second,
      // completed series beside the open one in a calendar app (a weekly task done for a year: 52).
      let closed = t.status.kind == .done || t.status.kind == .cancelled
      if !closed, let rule = rrule(f.recurrence, until: nil, anchor: anchor) { w.property("RRULE", rule) }
      for at in t.reminderTimes(defaultTime: export.defaultReminderTime) { alarm(f.description, absolute: at) }
      w.end("VTODO")
    }

    mutating func alarm(_ title: String, absolute at: LocalDateTime) {
      w.begin("VALARM")
      w.property("ACTION", "DISPLAY")
      w.text("DESCRIPTION", title)
      w.property("TRIGGER", [("VALUE", "DATE-TIME")], utc(at))
      w.end("VALARM")
    }

    /// The RRULE of a repeat: `nil` when it cannot be read or repeats `when done`. `UNTIL` takes
    /// the value type RFC 5545 asks for: a date for a date DTSTART, UTC for a zoned one,
    /// floating for a floating one; `until` fills it in when the rule has no end.
    func rrule(_ text: String?, until: LocalDate?, anchor: LocalDateTime?) -> String? {
      guard let text, let recurrence = Recurrence(text: text), !recurrence.whenDone else { return nil }
      var rule = recurrence.rule
      var end = rule.until
      if end == nil, rule.count == nil, let until { end = .date(until) }
      rule.until = nil
      guard let end else { return rule.description }
      let last: LocalDateTime
      switch end {
      case .date(let d): last = LocalDateTime(date: d, time: LocalTime(hour: 23, minute: 59)!)
      case .dateTime(let dt): last = dt
      }
      let value: String
      if anchor == nil {
        value = ICalendarText.date(last.date)
      } else if let zone = eventZone {
        value = ICalendarText.utc(WallClock(zone: zone.rules).resolve(last).instant)
      } else if export.tzid != nil {
        value = utc(last)
      } else {
        value = ICalendarText.dateTime(last)
      }
      return rule.description + ";UNTIL=" + value
    }
  }
}

extension String {
  /// The text without leading and trailing line breaks and spaces.
  fileprivate func trimmingBlankEdges() -> String {
    let blank: (Character) -> Bool = { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == " " }
    return String(Substring(self).trimmingEdges(leading: blank, trailing: blank))
  }
}
