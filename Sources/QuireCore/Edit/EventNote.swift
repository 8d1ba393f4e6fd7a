/// The content of an event note Quire writes (`quire event add`, `quire ics import`), and the
/// view-model the `notes/event` template renders it from.
///
/// Every text value is escaped here, so a template cannot be tricked by what it is given:
/// YAML values for double quotes, the heading on one line, the body so no line of it opens
/// Markdown structure (see ``MarkdownEscape``).
public struct EventNote: Sendable, Equatable {
  public var title: String
  public var date: LocalDate
  public var start: LocalTime?
  public var end: LocalTime?
  public var endDate: LocalDate?
  public var allDay: Bool
  /// A phrase or `RRULE:...`.
  public var recurrence: String?
  public var until: LocalDate?
  public var exdates: [LocalDate] = []
  /// Extra days of the series (iCalendar `RDATE`).
  public var rdates: [LocalDate] = []
  /// The IANA zone an imported series is written in, when not the vault's (`timezone:`).
  public var timeZone: String?
  /// Reminders in Quire's syntax (`1h before`, `2026-11-25 09:00`).
  public var reminders: [String] = []
  public var kind: String?
  public var course: String?
  public var location: String?
  /// The notes, as plain text (escaped when rendered).
  public var body: String = ""
  /// The iCalendar UID an imported note came from.
  public var uid: String?
  /// For an imported override of one occurrence: the day it replaces.
  public var recurrenceID: LocalDate?

  public init(title: String, date: LocalDate, start: LocalTime? = nil, end: LocalTime? = nil, allDay: Bool = false) {
    self.title = title
    self.date = date
    self.start = start
    self.end = end
    self.allDay = allDay
  }

  /// The template's view-model: strings ready to print, `nil` keys left out.
  /// `importHash` fills `import_hash` (see ``ImportHash``).
  public func viewModel(importHash: String? = nil) -> [String: Any] {
    var m: [String: Any] = [:]
    let q = YAMLText.escapedForDoubleQuotes
    m["title"] = q(MarkdownEscape.oneLine(title))
    m["heading"] = MarkdownEscape.oneLine(title)
    m["date"] = date.description
    m["weekday"] = Weekday(of: date).name
    if let start { m["start"] = start.description }
    if let end { m["end"] = end.description }
    if let endDate { m["end_date"] = endDate.description }
    m["all_day"] = allDay
    if let recurrence { m["repeat"] = q(recurrence) }
    if let until { m["until"] = until.description }
    if !exdates.isEmpty {
      m["has_exdate"] = true
      m["exdate"] = Set(exdates).sorted().map(\.description)
    }
    if !rdates.isEmpty {
      m["has_rdate"] = true
      m["rdate"] = Set(rdates).sorted().map(\.description)
    }
    if let timeZone { m["timezone"] = q(timeZone) }
    if !reminders.isEmpty { m["remind"] = reminders.map(q) }
    if let kind, !kind.isEmpty { m["kind"] = q(kind) }
    if let course, !course.isEmpty { m["course"] = q(course) }
    if let location, !location.isEmpty { m["location"] = q(MarkdownEscape.oneLine(location)) }
    m["body"] = MarkdownEscape.body(body)
    if let uid { m["uid"] = q(uid) }
    if let recurrenceID { m["recurrence_id"] = recurrenceID.description }
    if let importHash { m["import_hash"] = importHash }
    return m
  }
}
