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
    /// The DESCRIPTION, as a task's notes keep it (``TaskNotes/normalized(_:)``); empty without one.
    public var notes = ""
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
  /// The vault zone's IANA name. When given, a series in another zone keeps that zone
  /// (`timezone:`), so each occurrence is placed by its own zone's rules; else it is converted.
  public var vaultZoneName: String?
  /// The IANA name of the calendar's `X-WR-TIMEZONE` being read (only with `vaultZoneName`): its
  /// floating and UTC times are read in that zone.
  var calendarZone: String?
  /// Zones the calendar being read defines itself (VTIMEZONE) under names Quire does not know.
  var fileZones: [String: ICalendarZone] = [:]
  /// For such a zone, the first IANA zone (in name order) with the very same offsets from the
  /// year of the calendar's first event through 2037: a series in it keeps that zone
  /// (`timezone:`) and is placed by its rules, instead of being converted once.
  var fileZoneNames: [String: String] = [:]

  public init(
    file: String, vaultZone: any ZoneRules, zones: any ZoneDirectory,
    defaultReminderTime: LocalTime = LocalTime(hour: 9, minute: 0)!, courses: Set<String> = [],
    vaultZoneName: String? = nil
  ) {
    self.vaultZoneName = vaultZoneName
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
    var laterParts: [LaterPart] = []
    var taskUIDs = Set<String>()
    var reader = self
    for calendar in calendars {
      reader.fileZones = fileZones(of: calendar)
      if vaultZoneName != nil { reader.fileZoneNames = equivalentNames(of: reader.fileZones, in: calendar) }
      reader.calendarZone =
        vaultZoneName == nil ? nil : calendar.first("X-WR-TIMEZONE").flatMap { zoneName($0.value.trimmingSpaces()) }
      if result.calendarName == nil, let name = calendar.first("X-WR-CALNAME") {
        result.calendarName = ICalendarValue.text(name.value)
      }
      for component in latestVersions(calendar.components, into: &sink) {
        switch component.name {
        case "VEVENT":
          guard let read = reader.event(component, into: &sink) else { continue }
          if let day = read.recurrenceDay, read.thisAndFuture {
            laterParts.append(
              LaterPart(event: read.cancelled ? nil : read.event, uid: read.event.note.uid ?? "", day: day))
          } else if let day = read.recurrenceDay {
            overrides.append((read.cancelled ? nil : read.event, read.event.note.uid ?? "", day, component.line))
          } else if read.cancelled {
            sink.warn(component.line, .icsCancelled(title: read.event.note.title))
          } else if let first = masterIndex[read.event.key] {
            sink.warn(component.line, .icsDuplicateEventUID(firstLine: masters[first].line))
          } else {
            masterIndex[read.event.key] = masters.count
            masters.append(read.event)
          }
        case "VTODO":
          guard let task = reader.task(component, into: &sink) else { continue }
          guard taskUIDs.insert(task.uid).inserted else {
            sink.warn(component.line, .icsDuplicateTaskUID)
            continue
          }
          result.tasks.append(task)
        case "VTIMEZONE":
          continue
        default:
          sink.warn(component.line, .icsUnsupportedComponent(component.name))
        }
      }
    }
    // An override (RECURRENCE-ID) takes its day out of the series and stands as its own note.
    let parts = split(&masters, masterIndex: masterIndex, at: laterParts)
    var overrideDays = Set<String>()
    for o in overrides {
      if let index = masterIndex[o.uid] {
        exclude(o.day, of: index, in: &masters, parts: parts[o.uid] ?? [])
      }
      guard var event = o.event else { continue }
      guard overrideDays.insert(event.key).inserted else {
        sink.warn(o.line, .icsDuplicateOverride(day: "\(o.day)"))
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
        sink.warn(line, .icsUnknownTZID(tzid))
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
    for n in [3, 2] where parts.count >= n {
      if let zone = zones.zone(named: parts.suffix(n).joined(separator: "/")) { return zone }
    }
    return fileZones[tzid]
  }

  /// The VTIMEZONEs of `calendar` whose TZID names no zone Quire knows, by TZID.
  func fileZones(of calendar: ICalendarComponent) -> [String: ICalendarZone] {
    var result: [String: ICalendarZone] = [:]
    for c in calendar.components where c.name == "VTIMEZONE" {
      guard let tzid = c.first("TZID")?.value.trimmingSpaces(), !tzid.isEmpty, lookup(tzid) == nil,
        let zone = ICalendarZone(c)
      else { continue }
      result[tzid] = zone
    }
    return result
  }

  /// The IANA zone each of `fileZones` equals over the years of `calendar`'s events (from the
  /// first through 2037), where there is one.
  func equivalentNames(of fileZones: [String: ICalendarZone], in calendar: ICalendarComponent) -> [String: String] {
    guard !fileZones.isEmpty else { return [:] }
    var first = 2037
    for c in calendar.components where c.name == "VEVENT" {
      if let start = c.first("DTSTART").flatMap({ ICalendarValue.time($0) }) {
        switch start {
        case .date(let d): first = min(first, d.year)
        case .floating(let dt), .utc(let dt), .zoned(let dt, _): first = min(first, dt.date.year)
        }
      }
    }
    let from = Int64(LocalDate(year: max(first, 1900), month: 1, day: 1)!.dayNumber) * 86_400
    let to = Int64(LocalDate(year: 2038, month: 1, day: 1)!.dayNumber) * 86_400
    let names = zones.knownNames()
    var result: [String: String] = [:]
    for (tzid, zone) in fileZones {
      for name in names {
        if let rules = zones.zone(named: name), zone.sameOffsets(as: rules, from: from, to: to) {
          result[tzid] = name
          break
        }
      }
    }
    return result
  }

  /// Collects warnings on the file's lines.
  struct Sink {
    let file: String
    var diagnostics: [Diagnostic] = []

    mutating func warn(_ line: Int, _ kind: DiagnosticKind) {
      diagnostics.append(Diagnostic(file: file, line: line, kind))
    }
  }
}
