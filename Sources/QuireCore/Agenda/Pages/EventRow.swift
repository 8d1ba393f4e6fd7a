/// One event occurrence or holiday as a page or terminal view shows it.
public struct EventRow: Sendable, Equatable, Encodable {
  public var date: String
  /// `09:00-10:30`, `09:00`, or `all day`.
  public var time: String
  public var title: String
  public var location: String?
  public var kind: String?
  public var course: String?
  public var holiday: Bool
  /// Whether the event has a start time (timed events form the day's timeline).
  public var timed: Bool
  /// The text for a table cell (`|` escaped): time and title.
  public var cell: String
  /// `planner/team-sync.md:1`, `nil` for a holiday.
  public var place: String?
  /// Relative link from the page to the event's note, `nil` for a holiday.
  public var href: String?
  /// The event's id (its file below the planner folder without `.md`; a day-planner line adds `:LINE`).
  public var id: String?

  public init(_ occurrence: EventOccurrence, page: String?, plannerFolder: String) {
    date = occurrence.date.description
    title = occurrence.title
    holiday = occurrence.holiday != nil
    let event = occurrence.event
    if let start = occurrence.start {
      time = start.description + (event?.end.map { "-\($0)" } ?? "")
      timed = true
    } else {
      time = "all day"
      timed = false
    }
    location = event?.location
    kind = event?.kind
    course = event?.course
    cell = PageLink.cell((occurrence.start.map { "\($0) " } ?? "") + (holiday ? "🎉 " : "") + occurrence.title)
    if let event {
      place = "\(event.file):\(event.line)"
      href = PageLink.href(from: page ?? "", to: event.file, line: event.line)
      id = EventRow.id(of: event, plannerFolder: plannerFolder)
    }
  }

  /// An event's id: the path of its note below the planner folder without `.md`
  /// (`planner/work/standup.md` → `work/standup`); for a day-planner line elsewhere, the
  /// note's path without `.md` and `:LINE`.
  public static func id(of event: EventItem, plannerFolder: String) -> String {
    let stem = event.file.hasSuffix(".md") ? String(event.file.dropLast(3)) : event.file
    if VaultPath.isInside(event.file, folder: plannerFolder) && event.line <= 1 {
      return String(stem.dropFirst(plannerFolder.count + 1))
    }
    return "\(stem):\(event.line)"
  }
}
