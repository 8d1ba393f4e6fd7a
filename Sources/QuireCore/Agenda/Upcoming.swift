/// The next events and due tasks from a moment on, for status bars and widgets (`quire upcoming`).
///
/// Events that have not started yet (today's all-day events count until the day ends), and
/// open tasks due from today on (a task with a due time that has passed is left out; it
/// shows as overdue in `quire tasks`), merged in time order: all-day events and holidays
/// first in their day, a date-only task last (it is due by the end of the day).
public enum Upcoming {
  /// One thing coming up.
  public struct Item: Sendable, Equatable, Encodable {
    public enum Kind: String, Sendable, Encodable { case event, task, holiday, overdue }
    public var kind: Kind
    public var date: String
    public var time: String?
    public var title: String
    /// `today 14:00`, `tomorrow`, `Thu 26 10:00`, `2026-12-07`.
    public var when: String
    public var file: String?
    public var line: Int?
    /// A task's id.
    public var id: String?
    /// Minutes from now until it starts (`nil` for an all-day item today).
    public var minutesAway: Int?
    /// On an overdue item: how many open tasks are overdue in all (the items are the first few).
    public var overdueCount: Int? = nil
  }

  /// The first `limit` overdue tasks (oldest due first, as the pages list them) as items of kind
  /// `overdue` (`when`: `2 days overdue`), each carrying the count of all overdue tasks.
  public static func overdue(_ context: AgendaContext, limit: Int) -> [Item] {
    let today = context.now.date
    let (tasks, count) = context.openDue(before: today, limit: max(0, limit))
    return tasks.compactMap { task in
      guard let due = task.fields.due else { return nil }
      let late = due.days(to: today)
      return Item(
        kind: .overdue, date: due.description, time: task.fields.dueTime?.description, title: task.fields.description,
        when: late == 1 ? "1 day overdue" : "\(late) days overdue", file: task.file, line: task.line, id: task.id,
        minutesAway: nil, overdueCount: count)
    }
  }

  /// At most `limit` items starting at `now`, looking `days` days ahead.
  public static func items(_ context: AgendaContext, limit: Int, days: Int = 30) -> [Item] {
    let now = context.now
    let today = now.date
    let last = today.adding(days: days)
    var keyed: [(key: (Int, Int, Int, String), item: Item)] = []
    for occurrence in context.occurrences(from: today, to: last) {
      if let start = occurrence.start, occurrence.date == today, start < now.time { continue }
      let kind: Item.Kind = occurrence.holiday != nil ? .holiday : .event
      let moment = occurrence.start.map { LocalDateTime(date: occurrence.date, time: $0) }
      keyed.append(
        (
          (occurrence.date.dayNumber, occurrence.start?.minutesOfDay ?? -2, 0, occurrence.title),
          Item(
            kind: kind, date: occurrence.date.description, time: occurrence.start?.description, title: occurrence.title,
            when: when(occurrence.date, occurrence.start, today: today), file: occurrence.event?.file,
            line: occurrence.event?.line, id: nil, minutesAway: moment.map { $0.minuteNumber - now.minuteNumber })
        ))
    }
    for task in context.openDue(from: today, to: last) {
      guard let due = task.fields.due else { continue }
      if due == today, let time = task.fields.dueTime, time < now.time { continue }
      let moment = task.fields.dueTime.map { LocalDateTime(date: due, time: $0) }
      keyed.append(
        (
          (
            due.dayNumber, task.fields.dueTime?.minutesOfDay ?? 1440, 1 + task.fields.priority.rank,
            task.fields.description
          ),
          Item(
            kind: .task, date: due.description, time: task.fields.dueTime?.description, title: task.fields.description,
            when: when(due, task.fields.dueTime, today: today), file: task.file, line: task.line, id: task.id,
            minutesAway: moment.map { $0.minuteNumber - now.minuteNumber })
        ))
    }
    keyed.sort { $0.key < $1.key }
    return keyed.prefix(max(0, limit)).map(\.item)
  }

  /// `today 14:00`, `tomorrow`, `Thu 26 10:00` within a week, else the ISO date (and time).
  static func when(_ date: LocalDate, _ time: LocalTime?, today: LocalDate) -> String {
    let days = today.days(to: date)
    let day: String
    switch days {
    case 0: day = "today"
    case 1: day = "tomorrow"
    case 2..<7: day = "\(date.weekdayShort) \(date.day)"
    default: day = date.description
    }
    return time.map { "\(day) \($0)" } ?? day
  }
}
