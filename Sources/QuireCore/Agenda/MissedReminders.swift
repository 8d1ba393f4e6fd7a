/// The reminders `quire watch` told in one notification on `day` because they were missed while
/// Quire was not running (`DueReminder.missed`): kept in the watch state (`ReminderLedger.missed`)
/// so that today's daily page lists them under "Missed reminders" until the day ends, through
/// every rebuild of that day (docs/watch.md).
public struct MissedReminders: Sendable, Equatable, Codable {
  /// One missed reminder: when it was due, what it said and where it is set.
  public struct Item: Sendable, Equatable, Codable {
    /// The wall time it was due (`YYYY-MM-DDTHH:MM`).
    public var due: LocalDateTime
    public var title: String
    public var file: String
    public var line: Int

    public init(due: LocalDateTime, title: String, file: String, line: Int) {
      self.due = due
      self.title = title
      self.file = file
      self.line = line
    }
  }

  /// The day they were told (the watcher's local date then).
  public var day: LocalDate
  /// In the order they were told (firing order within one start).
  public var items: [Item]

  public init(day: LocalDate, items: [Item]) {
    self.day = day
    self.items = items
  }

  /// The record after `missed` was told on `today`: added to this one when it is of the same day
  /// (the watcher was started twice after two absences), else a new record of `today` alone.
  public static func recording(_ missed: [DueReminder], today: LocalDate, to record: MissedReminders?)
    -> MissedReminders
  {
    let items = missed.map {
      Item(due: $0.reminder.fires, title: $0.reminder.title, file: $0.reminder.file, line: $0.reminder.line)
    }
    guard let record, record.day == today else { return MissedReminders(day: today, items: items) }
    return MissedReminders(day: today, items: record.items + items)
  }

  /// The items to show on `today`: this record's when it is of that day, else none.
  public func items(on today: LocalDate) -> [Item] { day == today ? items : [] }
}
