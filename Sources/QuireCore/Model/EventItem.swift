/// An event: a note with `type: event`, or a day-planner line in a daily note.
public struct EventItem: Sendable, Equatable {
  public var title: String
  public var date: LocalDate
  public var start: LocalTime?
  public var end: LocalTime?
  public var endDate: LocalDate?
  public var allDay: Bool
  /// The repeat rule as written (phrase or RRULE).
  public var recurrence: String?
  public var until: LocalDate?
  /// Days the repeat skips (`exdate:`, iCalendar `EXDATE`): no occurrence, no reminder.
  public var exdates: [LocalDate]
  /// Reminders as written (`1h before`, `2026-11-25 09:00`).
  public var reminders: [String]
  public var kind: String?
  public var course: String?
  public var location: String?
  /// The body of an event note; empty for a day-planner line.
  public var notes: String
  /// For a day-planner line with a checkbox, its status symbol.
  public var status: String?
  /// `uid:` of an event note imported from iCalendar (`quire ics import` finds it again by it).
  public var uid: String?
  /// `recurrence_id:` of an imported note that replaces one occurrence of a series (the
  /// original day; the series lists that day in `exdate:`).
  public var recurrenceID: LocalDate?
  /// Extra days of the series (`rdate:`, iCalendar `RDATE`), at the series' start time.
  public var rdates: [LocalDate]
  /// `timezone:` of an imported series: the IANA zone its date, times, `exdate`, `rdate` and
  /// `until` are written in (its own, not the vault's); `nil`: the vault's zone. Each occurrence
  /// is placed in this zone and then shown in the vault's (``EventOccurrences``).
  public var timeZone: String?
  /// For a day-planner line that is a block of `quire plan` (`[plan:: ID]`, docs/plan.md): the id
  /// of the task it was placed for. Not exported: the line holds it.
  public var planTask: String?
  public var file: String
  public var line: Int

  public init(
    title: String, date: LocalDate, start: LocalTime? = nil, end: LocalTime? = nil, endDate: LocalDate? = nil,
    allDay: Bool = false, recurrence: String? = nil, until: LocalDate? = nil, reminders: [String] = [],
    kind: String? = nil, course: String? = nil, location: String? = nil, notes: String = "",
    status: String? = nil, file: String, line: Int, exdates: [LocalDate] = [], uid: String? = nil,
    recurrenceID: LocalDate? = nil, rdates: [LocalDate] = [], timeZone: String? = nil,
    planTask: String? = nil
  ) {
    self.planTask = planTask
    self.rdates = rdates
    self.timeZone = timeZone
    self.exdates = exdates
    self.uid = uid
    self.recurrenceID = recurrenceID
    self.title = title
    self.date = date
    self.start = start
    self.end = end
    self.endDate = endDate
    self.allDay = allDay
    self.recurrence = recurrence
    self.until = until
    self.reminders = reminders
    self.kind = kind
    self.course = course
    self.location = location
    self.notes = notes
    self.status = status
    self.file = file
    self.line = line
  }

  /// Whether `day` is one the repeat skips (listed in `exdate:`).
  public func isExcluded(_ day: LocalDate) -> Bool { !exdates.isEmpty && exdates.contains(day) }
}
