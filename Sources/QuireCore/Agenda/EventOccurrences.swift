/// One day an event happens on (a recurring event gives one per occurrence), or a holiday.
public struct EventOccurrence: Sendable, Equatable {
  public var date: LocalDate
  public var event: EventItem?
  public var holiday: Holiday?

  /// The title shown: the event's, or the holiday's name.
  public var title: String { event?.title ?? holiday?.displayName ?? "" }

  /// Start time, `nil` for all-day events and holidays.
  public var start: LocalTime? { event?.allDay == false ? event?.start : nil }
}

/// Lists the occurrences of events in a date range, recurring ones expanded (up to `until:`),
/// an occurrence that spans days on each of them, with holidays among them. `exdate:` days are skipped, and
/// event notes moved to the archive folder (`quire event rm`) are left out.
public enum EventOccurrences {
  /// Occurrences in `from...to`, by date, then all-day first, then start time and title.
  /// With `zones`, an event written in its own zone (`timezone:`) is expanded in that zone and
  /// each occurrence moved into the vault's (see ``EventZones``); without, times are shown as written.
  public static func list(
    _ events: [EventItem], holidays: [Holiday] = [], from: LocalDate, to: LocalDate, calendar: String? = nil,
    plannerFolder: String = "planner", archiveFolder: String = "archive", zones: EventZones? = nil
  ) -> [EventOccurrence] {
    var result: [EventOccurrence] = []
    for i in events.indices {
      // A one-off event outside the range is turned away before anything else is read or copied:
      // a journal's day-planner lines make thousands of events, and a page asks about a few days.
      // (Two days of slack for one written in another zone.)
      let slack = events[i].timeZone == nil ? 0 : 2
      if events[i].recurrence == nil, events[i].rdates.isEmpty,
        events[i].date > to.adding(days: slack) || (events[i].endDate ?? events[i].date) < from.adding(days: -slack)
      {
        continue
      }
      let event = events[i]
      guard !VaultPath.isInside(event.file, folder: archiveFolder),
        calendar.map({ EventOccurrences.calendar(of: event, plannerFolder: plannerFolder) == $0 }) ?? true
      else { continue }
      let zone = zones?.sourceZone(of: event)
      // An occurrence that spans days shows on each of them: one that began up to `span` days
      // before the range still reaches into it; a zone move shifts a day by at most two.
      let span = listedSpan(event)
      let shift = zone == nil ? 0 : 2
      for first in starts(of: event, from: from.adding(days: -span - shift), to: to.adding(days: shift)) {
        let shown = zone.map { zones!.moved(event, on: first, from: $0) } ?? event
        let (start, last) =
          zone == nil ? (first, first.adding(days: span)) : (shown.date, shown.date.adding(days: listedSpan(shown)))
        var day = max(from, start)
        while day <= min(to, last) {
          result.append(EventOccurrence(date: day, event: shown))
          day = day.adding(days: 1)
        }
      }
    }
    if calendar == nil {
      result += holidays.filter { $0.date >= from && $0.date <= to }.map { EventOccurrence(date: $0.date, holiday: $0) }
    }
    // Sorted by keys made once, moving indices: comparing occurrences made their titles again
    // and again, and moving them retained each event's strings (a month of a busy vault holds
    // thousands).
    let keys = result.map { ($0.date.dayNumber, $0.start?.minutesOfDay ?? -1, $0.title, $0.event?.file ?? "") }
    return result.indices.sorted { keys[$0] < keys[$1] }.map { result[$0] }
  }

  /// The days after its first an occurrence is listed on: up to `end_date`, but not on an end
  /// day that it leaves at midnight.
  static func listedSpan(_ event: EventItem) -> Int {
    guard let last = event.endDate else { return 0 }
    let days = max(0, event.date.days(to: last))
    let atMidnight = !event.allDay && event.start != nil && event.end == LocalTime(hour: 0, minute: 0)
    return atMidnight && days > 0 ? days - 1 : days
  }

  /// The days occurrences of `event` start on within `from...to`, in its own zone: its date,
  /// or its rule's days up to `until`, with `rdate:` days added and `exdate:` days left out.
  public static func starts(of event: EventItem, from: LocalDate, to: LocalDate) -> [LocalDate] {
    guard let rule = event.recurrence, let recurrence = Recurrence(text: rule) else {
      return (event.date >= from && event.date <= to ? [event.date] : [])
        + event.rdates.filter {
          $0 >= from && $0 <= to && $0 != event.date && !event.isExcluded($0)
        }.sorted()
    }
    let last = min(to, event.until ?? to)
    var days = recurrence.dates(from: event.date, within: from, last)
    // RFC 5545: DTSTART is the first occurrence even when the rule would not produce it.
    if startCounts(rule), event.date >= from, event.date <= last, days.first != event.date {
      days.insert(event.date, at: 0)
    }
    if !event.rdates.isEmpty {
      days = Array(Set(days + event.rdates.filter { $0 >= from && $0 <= to })).sorted()
    }
    return event.exdates.isEmpty ? days : days.filter { !event.isExcluded($0) }
  }

  /// Whether the event's own day is an occurrence even when its rule does not produce it: so
  /// for an iCalendar `RRULE:...` (RFC 5545 §3.8.5.3 counts DTSTART as the first instance, and
  /// the export writes the day as DTSTART); a phrase (`every week on Monday`) lists only its days.
  static func startCounts(_ rule: String) -> Bool {
    let head = rule.trimmingSpaces().prefix(6).uppercased()
    return head == "RRULE:" || head.hasPrefix("FREQ=")
  }

  /// The calendar an event belongs to: the folder below `planner/` it lives in
  /// (`planner/work/x.md` → `work`), else `default`.
  public static func calendar(of event: EventItem, plannerFolder: String) -> String {
    guard VaultPath.isInside(event.file, folder: plannerFolder) else { return "default" }
    let rest = event.file.dropFirst(plannerFolder.count + 1).split(separator: "/")
    return rest.count >= 2 ? String(rest[0]) : "default"
  }
}
