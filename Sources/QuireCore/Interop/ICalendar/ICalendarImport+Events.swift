extension ICalendarImport {
  // MARK: - Events

  struct ReadEvent {
    var event: Event
    var recurrenceDay: LocalDate?
    var cancelled: Bool
    /// `RECURRENCE-ID;RANGE=THISANDFUTURE`: the override changes this occurrence and all later ones.
    var thisAndFuture = false
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
    guard let start = ICalendarValue.time(startProperty).map(calendarTime) else {
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
    // The zone a series keeps (its own), when not the vault's.
    var zone: SeriesZone? = nil
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
      zone = seriesZone(c, start: start)
      let begin = local(start, in: zone, line: startProperty.line, into: &sink)
      anchor = begin
      if case .date = start {} else { dayShift = wall(start).date.days(to: begin.date) }
      note = EventNote(title: title, date: begin.date, start: begin.time)
      note.timeZone = zone?.name
      var end: LocalDateTime? = nil
      if let e = c.first("DTEND") {
        if let t = ICalendarValue.time(e).map(calendarTime), !t.isDate {
          end = local(t, in: zone, line: e.line, into: &sink)
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
        // `22:00-01:00` is one night; a whole day (`DURATION:P1D`, 15:00 to 15:00) spans two days.
        let overnight = end.date == begin.date.adding(days: 1) && end.time < begin.time
        if end.date != begin.date, !overnight { note.endDate = end.date }
      }
    }
    note.uid = uid
    if note.title.isEmpty { note.title = "Untitled event" }
    if let r = c.first("RRULE") {
      note.recurrence = rrule(r, anchor: anchor, dayShift: dayShift, zone: zone?.rules ?? vaultZone, into: &sink)
    }
    note.rdates = rdates(c, series: note, zone: zone, into: &sink)
    // A second (third, ...) RRULE: its days join the first's, as extra days.
    for r in c.all("RRULE").dropFirst() {
      guard
        let text = rrule(r, anchor: anchor, dayShift: dayShift, zone: zone?.rules ?? vaultZone, into: &sink),
        let more = Recurrence(text: text)
      else { continue }
      guard more.rule.count != nil || more.rule.until != nil else {
        sink.warn(
          r.line,
          .icsBadRRule(rule: r.value, error: "a second RRULE without COUNT or UNTIL", outcome: "left out"))
        continue
      }
      let days = more.dates(from: note.date, within: note.date, note.date.adding(days: 36_600), limit: 1000)
      note.rdates = Array(Set(note.rdates + days).subtracting([note.date])).sorted()
    }
    if note.recurrence != nil || !note.rdates.isEmpty {
      for ex in c.all("EXDATE") {
        for raw in ICalendarValue.list(ex.value) {
          guard
            let t = ICalendarValue.time(
              raw.trimmingSpaces(), tzid: ex.parameter("TZID"), isDate: ex.parameter("VALUE")?.uppercased() == "DATE"
            ).map(calendarTime)
          else {
            sink.warn(
              ex.line, .icsBadTime(property: "EXDATE", value: raw, expected: "a date or date-time", outcome: "ignored"))
            continue
          }
          switch t {
          case .date(let d): note.exdates.append(d)
          // An all-day series' zoned EXDATE (Outlook: midnight in the organizer's zone) is its own day.
          case .zoned(let dt, _) where note.allDay: note.exdates.append(dt.date)
          default: note.exdates.append(local(t, in: zone, line: ex.line, into: &sink).date)
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
    var thisAndFuture = false
    if let rid = c.first("RECURRENCE-ID") {
      guard let t = ICalendarValue.time(rid).map(calendarTime) else {
        sink.warn(
          rid.line,
          .icsBadTime(
            property: "RECURRENCE-ID", value: rid.value, expected: "a date or date-time", outcome: "VEVENT skipped"))
        return nil
      }
      thisAndFuture = rid.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
      recurrenceDay = overriddenDay(t, start: start, line: rid.line, into: &sink)
      note.recurrence = nil
      note.exdates = []
      note.recurrenceID = recurrenceDay
    }
    let cancelled = c.first("STATUS").map { $0.value.trimmingSpaces().uppercased() == "CANCELLED" } ?? false
    let key = recurrenceDay.map { uid + "#" + $0.description } ?? uid
    return ReadEvent(
      event: Event(note: note, key: key, line: c.line), recurrenceDay: recurrenceDay, cancelled: cancelled,
      thisAndFuture: thisAndFuture)
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
  func rrule(
    _ p: ICalendarProperty, anchor: LocalDateTime?, dayShift: Int, zone: any ZoneRules, into sink: inout Sink
  ) -> String? {
    var rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: p.value.trimmingSpaces())
    } catch {
      // Parts that are no RFC 5545 rule part (`X-NAME=...`, a stray word) are left out, as
      // other calendar programs do, and the rest is read.
      // So is a COUNT that is no positive number (`COUNT=-1` beside an UNTIL).
      let known = p.value.trimmingSpaces().split(separator: ";").filter { part in
        let pair = part.split(separator: "=", maxSplits: 1)
        let name = pair.first.map { $0.uppercased() } ?? ""
        let bare = name.hasPrefix("RRULE:") ? String(name.dropFirst(6)) : name
        if bare == "COUNT", (pair.count < 2 ? nil : Int(pair[1])).map({ $0 <= 0 }) ?? true { return false }
        return part.contains("=") && Self.rulePartNames.contains(bare)
      }
      guard known.count < p.value.split(separator: ";").count,
        let cleaned = try? RecurrenceRule(parsing: known.joined(separator: ";"))
      else {
        sink.warn(p.line, .icsBadRRule(rule: p.value, error: "\(error)", outcome: "the event is imported once"))
        return nil
      }
      sink.warn(
        p.line,
        .icsBadRRule(
          rule: p.value, error: "\(error)",
          outcome: "read as '\(known.joined(separator: ";"))' (without what it does not know)"))
      rule = cleaned
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
      let last = isUTC ? WallClock(zone: zone).local(at: Int64(until.minuteNumber) * 60) : until
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

  // MARK: - A series' own zone

  /// The zone a series is kept in, by its IANA name.
  struct SeriesZone {
    var name: String
    var rules: any ZoneRules
  }

  /// RFC 5545 rule part names (RRULE parts other than these are left out).
  static let rulePartNames: Set<String> = [
    "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY",
    "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
  ]

  /// The zone a recurring event (RRULE or RDATE) keeps when the vault's zone is named and its
  /// DTSTART is in another one (`TZID`, or UTC): its occurrences then follow that zone's
  /// daylight-saving dates, not the vault's. `nil`: converted to the vault's zone.
  func seriesZone(_ c: ICalendarComponent, start: ICalendarValue.Time) -> SeriesZone? {
    guard let vaultZoneName, c.first("RECURRENCE-ID") == nil, c.first("RRULE") != nil || c.first("RDATE") != nil
    else { return nil }
    var name: String? = nil
    switch start {
    case .utc: name = "UTC"
    case .zoned(_, let tzid): name = zoneName(tzid) ?? fileZoneNames[tzid]
    default: break
    }
    guard let name, name != vaultZoneName, let rules = zones.zone(named: name) else { return nil }
    return SeriesZone(name: name, rules: rules)
  }

  /// The IANA name a TZID is found under (as ``lookup(_:)`` finds it).
  func zoneName(_ tzid: String) -> String? {
    if zones.zone(named: tzid) != nil { return tzid }
    if let iana = WindowsZoneNames.iana(tzid.trimmingSpaces()), zones.zone(named: iana) != nil { return iana }
    let parts = tzid.split(separator: "/")
    for n in [3, 2] where parts.count >= n {
      let name = parts.suffix(n).joined(separator: "/")
      if zones.zone(named: name) != nil { return name }
    }
    return nil
  }

  /// `t` on the wall clock of `zone` (the vault's when `nil`).
  func local(_ t: ICalendarValue.Time, in zone: SeriesZone?, line: Int, into sink: inout Sink) -> LocalDateTime {
    guard let zone else { return local(t, line: line, into: &sink) }
    switch t {
    case .date(let d): return LocalDateTime(date: d, time: LocalTime(hour: 0, minute: 0)!)
    case .floating(let dt): return dt
    case .utc(let dt): return WallClock(zone: zone.rules).local(at: Int64(dt.minuteNumber) * 60)
    case .zoned(let dt, let tzid):
      if zoneName(tzid) == zone.name { return dt }
      guard let other = lookup(tzid) else {
        sink.warn(line, .icsUnknownTZID(tzid))
        return dt
      }
      return WallClock(zone: zone.rules).local(at: WallClock(zone: other).resolve(dt).instant)
    }
  }

  /// The day a RECURRENCE-ID names, as the series counts its days: a date as written; an
  /// all-day override's zoned one (Outlook's midnight in the organizer's zone) its own date;
  /// else the day in the zone the series keeps (the RECURRENCE-ID's own, or the override's
  /// DTSTART's for a UTC one), or the vault's when that is the vault's.
  func overriddenDay(
    _ t: ICalendarValue.Time, start: ICalendarValue.Time, line: Int, into sink: inout Sink
  ) -> LocalDate {
    switch t {
    case .date(let d): return d
    case .floating(let dt): return dt.date
    case .zoned(let dt, _) where start.isDate: return dt.date
    default: break
    }
    guard let vaultZoneName else { return local(t, line: line, into: &sink).date }
    var name: String? = nil
    switch (t, start) {
    case (.zoned(_, let tzid), _): name = zoneName(tzid)
    case (.utc, .zoned(_, let tzid)): name = zoneName(tzid)
    case (.utc, _): name = "UTC"
    default: break
    }
    guard let name, name != vaultZoneName, let rules = zones.zone(named: name) else {
      return local(t, line: line, into: &sink).date
    }
    return local(t, in: SeriesZone(name: name, rules: rules), line: line, into: &sink).date
  }

  /// RDATE days (a PERIOD counts from its start), in the series' zone; one at another time of
  /// day than DTSTART is listed at DTSTART's time (warned).
  func rdates(_ c: ICalendarComponent, series: EventNote, zone: SeriesZone?, into sink: inout Sink) -> [LocalDate] {
    var days: [LocalDate] = []
    for r in c.all("RDATE") {
      let isDate = r.parameter("VALUE")?.uppercased() == "DATE"
      for raw in ICalendarValue.list(r.value) {
        let value = String(raw.split(separator: "/").first ?? "").trimmingSpaces()
        guard let t = ICalendarValue.time(value, tzid: r.parameter("TZID"), isDate: isDate).map(calendarTime) else {
          sink.warn(
            r.line, .icsBadTime(property: "RDATE", value: raw, expected: "a date or date-time", outcome: "ignored"))
          continue
        }
        if case .date(let d) = t {
          days.append(d)
          continue
        }
        let at = local(t, in: zone, line: r.line, into: &sink)
        if let start = series.start, at.time != start, !series.allDay { sink.warn(r.line, .icsRDate) }
        days.append(at.date)
      }
    }
    return Set(days).subtracting([series.date]).sorted()
  }

  /// A floating or UTC time of a calendar with `X-WR-TIMEZONE` (Google, feeds), as a time in
  /// that zone: floating times are its wall clock, and a UTC series repeats by its rules.
  func calendarTime(_ t: ICalendarValue.Time) -> ICalendarValue.Time {
    guard let name = calendarZone, let zone = zones.zone(named: name) else { return t }
    switch t {
    case .floating(let dt): return .zoned(dt, tzid: name)
    case .utc(let dt): return .zoned(WallClock(zone: zone).local(at: Int64(dt.minuteNumber) * 60), tzid: name)
    default: return t
    }
  }
}
