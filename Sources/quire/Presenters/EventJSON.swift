import QuireCore

/// `quire event list --json`, `quire calendars --json` and `quire event show --json`.
enum EventJSON {
  /// One occurrence in `event list`.
  struct Occurrence: Encodable {
    let id: String?
    let date: String
    let start: String?
    let end: String?
    let title: String
    let holiday: Bool
    let kind: String?
    let file: String?
    let line: Int?

    init(_ o: EventOccurrence, plannerFolder: String) {
      id = o.event.map { EventID.of($0, plannerFolder: plannerFolder) }
      (date, start, title, holiday) = (o.date.description, o.start?.description, o.title, o.holiday != nil)
      end = o.event?.allDay == false ? o.event?.end?.description : nil
      (kind, file, line) = (o.event?.kind, o.event?.file, o.event?.line)
    }
  }

  /// One calendar and its number of events.
  struct Calendar: Encodable {
    let name: String
    let events: Int
  }

  /// One event, every field, in `event show`.
  struct Detail: Encodable {
    let id: String
    let title: String
    let date: String
    let start: String?
    let end: String?
    let endDate: String?
    let allDay: Bool
    let recurrence: String?
    let until: String?
    let exdates: [String]
    /// Extra days (`rdate:`).
    let rdates: [String]
    /// The zone the date and times are written in (`timezone:`), when not the vault's.
    let timeZone: String?
    let reminders: [String]
    let kind: String?
    let course: String?
    let location: String?
    let uid: String?
    let notes: String?
    let file: String
    let line: Int

    init(_ e: EventItem, id: String) {
      (self.id, title, date, allDay) = (id, e.title, e.date.description, e.allDay)
      (start, end) = (e.allDay ? nil : e.start?.description, e.allDay ? nil : e.end?.description)
      (endDate, recurrence, until) = (e.endDate?.description, e.recurrence, e.until?.description)
      (exdates, reminders, kind, course) = (e.exdates.map(\.description), e.reminders, e.kind, e.course)
      (rdates, timeZone) = (e.rdates.map(\.description), e.timeZone)
      (location, uid, notes, file, line) = (e.location, e.uid, e.notes, e.file, e.line)
    }
  }
}
