/// A vault item as the one-item calendar of its vdir file (pure): the export's own VTODO or
/// VEVENT (docs/icalendar.md) under the UID the sync gave it, with the task's tags as
/// CATEGORIES, merged with what another program wrote into the file that Quire does not model.
public struct VdirRendering: Sendable {
  /// The export that writes the components (zone, now, reminder time, archive folder).
  public var export: ICalendarExport

  public init(export: ICalendarExport) { self.export = export }

  /// Properties of a VTODO that Quire writes from the task; the others in a file stay.
  public static let taskProperties: Set<String> = [
    "UID", "DTSTAMP", "SUMMARY", "DTSTART", "DUE", "DURATION", "RRULE", "PRIORITY", "STATUS", "COMPLETED",
    "PERCENT-COMPLETE", "CATEGORIES", "LAST-MODIFIED", "DESCRIPTION",
  ]
  /// Properties of a VEVENT that Quire writes from the event note; the others in a file stay.
  public static let eventProperties: Set<String> = [
    "UID", "DTSTAMP", "SUMMARY", "DTSTART", "DTEND", "DURATION", "RRULE", "EXDATE", "DESCRIPTION", "LOCATION",
    "CATEGORIES", "LAST-MODIFIED",
  ]

  /// The calendar for a task (`nil` when the export leaves it out).
  public func calendar(task: TaskItem, uid: String) -> ICalendarComponent? {
    var contents = VaultContents()
    // The export leaves out a closed task without a due date; a synced one stays an item, closed.
    let closedWithoutDue = task.status.isClosed && task.fields.due == nil
    contents.tasks = [task]
    if closedWithoutDue { contents.tasks[0].status = .todo }
    guard var calendar = render(contents, uid: uid) else { return nil }
    if closedWithoutDue, let i = calendar.components.firstIndex(where: { $0.name == "VTODO" }) {
      var c = calendar.components[i]
      c.properties.removeAll { $0.name == "RRULE" || $0.name == "STATUS" }
      let done = task.status.kind == .done
      c.properties.append(ICalendarProperty(name: "STATUS", value: done ? "COMPLETED" : "CANCELLED", line: 0))
      if done, let day = task.fields.done {
        let midnight = WallClock(zone: export.zone).resolve(
          LocalDateTime(date: day, time: LocalTime(hour: 0, minute: 0)!))
        c.properties.append(ICalendarProperty(name: "COMPLETED", value: ICalendarText.utc(midnight.instant), line: 0))
      }
      calendar.components[i] = c
    }
    // Tags as CATEGORIES (after the course the export names), so a phone can filter by them.
    let tags = task.fields.tags.map { String($0.dropFirst()) }.filter { !$0.isEmpty }
    if let i = calendar.components.firstIndex(where: { $0.name == "VTODO" }), !tags.isEmpty {
      var names = calendar.components[i].first("CATEGORIES").map { ICalendarValue.list($0.value) } ?? []
      for tag in tags where !names.contains(ICalendarText.escape(tag)) { names.append(ICalendarText.escape(tag)) }
      calendar.components[i].properties.removeAll { $0.name == "CATEGORIES" }
      calendar.components[i].properties.append(
        ICalendarProperty(name: "CATEGORIES", value: names.joined(separator: ","), line: 0))
    }
    return calendar
  }

  /// The calendar for an event note (`nil` when the export leaves it out), with its override
  /// notes (`recurrence_id:`) as RECURRENCE-ID components of the series: their days leave the
  /// series' EXDATEs, as RFC 5545 has it (an EXDATE would hide the override too).
  public func calendar(event: EventItem, uid: String, overrides: [EventItem] = []) -> ICalendarComponent? {
    var contents = VaultContents()
    contents.events = [event]
    guard var calendar = render(contents, uid: uid),
      let i = calendar.components.firstIndex(where: { $0.name == "VEVENT" })
    else { return nil }
    let days = Set(overrides.compactMap(\.recurrenceID))
    guard !days.isEmpty, event.recurrence != nil else { return calendar }
    calendar.components[i].properties.removeAll { p in
      p.name == "EXDATE" && ICalendarValue.date(p.value.prefix(8)).map(days.contains) == true
    }
    let start = calendar.components[i].first("DTSTART")
    for o in overrides.sorted(by: { ($0.recurrenceID!, $0.file) < ($1.recurrenceID!, $1.file) }) {
      var single = o
      single.recurrenceID = nil
      single.uid = nil
      single.recurrence = nil
      var one = VaultContents()
      one.events = [single]
      guard let rendered = render(one, uid: uid),
        var component = rendered.components.first(where: { $0.name == "VEVENT" })
      else { continue }
      // RECURRENCE-ID names the occurrence as the series' DTSTART would: its type, zone and time.
      var id = ICalendarProperty(name: "RECURRENCE-ID", value: ICalendarText.date(o.recurrenceID!), line: 0)
      if let start {
        id.parameters = start.parameters
        if start.value.count > 8 { id.value += String(start.value.dropFirst(8)) }
      }
      component.properties.insert(id, at: min(2, component.properties.count))
      calendar.components.append(component)
    }
    return calendar
  }

  private func render(_ contents: VaultContents, uid: String) -> ICalendarComponent? {
    var export = self.export
    export.from = nil
    export.to = nil
    export.holidays = []
    let text = export.document(contents)
    guard var calendar = ICalendarParser(file: "").parse(text).calendars.first else { return nil }
    calendar.properties.removeAll { $0.name.hasPrefix("X-WR-") }
    guard let i = calendar.components.firstIndex(where: { $0.name == "VTODO" || $0.name == "VEVENT" }) else {
      return nil
    }
    for j in calendar.components[i].properties.indices where calendar.components[i].properties[j].name == "UID" {
      calendar.components[i].properties[j].value = ICalendarText.escape(uid)
    }
    return calendar
  }

  /// `fresh` (a rendering) merged with the file another program wrote: the properties of its
  /// main component that Quire does not model come after the fresh ones (VALARMs and other
  /// nested components of the fresh one stay, the old file's VALARMs go; its other nested
  /// components stay), and its VTIMEZONEs of other zones are kept. Its overrides (RECURRENCE-ID)
  /// are the fresh ones: the vault holds them as override notes.
  public static func merged(_ fresh: ICalendarComponent, into old: [ICalendarComponent]?) -> ICalendarComponent {
    guard let old, let oldCalendar = old.first(where: { $0.name == "VCALENDAR" }) else { return fresh }
    var calendar = fresh
    guard let i = calendar.components.firstIndex(where: { $0.name == "VTODO" || $0.name == "VEVENT" }) else {
      return fresh
    }
    let name = calendar.components[i].name
    let modeled = name == "VTODO" ? taskProperties : eventProperties
    guard let oldMain = oldCalendar.components.first(where: { $0.name == name && $0.first("RECURRENCE-ID") == nil })
    else { return fresh }
    calendar.components[i].properties += oldMain.properties.filter { !modeled.contains($0.name) }
    calendar.components[i].components += oldMain.components.filter { $0.name != "VALARM" }
    let zones = Set(calendar.components.filter { $0.name == "VTIMEZONE" }.compactMap { $0.first("TZID")?.value })
    let keptZones = oldCalendar.components.filter { c in
      c.name == "VTIMEZONE" && !zones.contains(c.first("TZID")?.value ?? "")
    }
    // The old file's overrides are not kept: they came into the vault as override notes (or as
    // EXDATEs, when cancelled), which the fresh rendering holds.
    calendar.components.insert(contentsOf: keptZones, at: 0)
    return calendar
  }
}
