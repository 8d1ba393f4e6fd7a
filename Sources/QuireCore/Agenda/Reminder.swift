/// A reminder due to fire: what it is about, when it was set for, and when it fires.
public struct Reminder: Sendable, Equatable {
  /// What set the reminder.
  public enum Source: String, Sendable, Codable {
    case task, event, habit
  }

  /// The wall time the reminder was set for.
  public var at: LocalDateTime
  /// The wall time it fires at: `at`, or the first valid minute after it when `at` falls in a
  /// daylight-saving gap.
  public var fires: LocalDateTime
  /// Seconds since 1970-01-01T00:00Z (a time that happens twice fires at the first).
  public var instant: Int64
  public var title: String
  public var source: Source
  /// The task's id, for task reminders.
  public var taskID: String?
  public var file: String
  public var line: Int
  /// For a task reminder: the task's due date and time, when it has them (the notification
  /// says when the task is due, not only when the reminder was set).
  public var due: LocalDate?
  public var dueTime: LocalTime?

  public init(
    at: LocalDateTime, fires: LocalDateTime, instant: Int64, title: String, source: Source, taskID: String? = nil,
    file: String, line: Int
  ) {
    self.at = at
    self.fires = fires
    self.instant = instant
    self.title = title
    self.source = source
    self.taskID = taskID
    self.file = file
    self.line = line
  }

  /// The reminder of `task` set for `at`, firing at `fires` (`instant`): with the task's due date
  /// and time, for the notification.
  public init(task: TaskItem, at: LocalDateTime, fires: LocalDateTime, instant: Int64) {
    self.init(
      at: at, fires: fires, instant: instant, title: task.fields.description, source: .task, taskID: task.id,
      file: task.file, line: task.line)
    (due, dueTime) = (task.fields.due, task.fields.dueTime)
  }

  /// A key that names this reminder across runs (to deliver each exactly once).
  public var key: String { "\(source.rawValue)|\(file)|\(line)|\(taskID ?? title)|\(at)" }

  /// The key `quire watch` records a delivery under: the item (a task's id; an event's or a
  /// habit's file and title) and the wall time it was set for. Unlike `key` it holds no line
  /// number, so a line moved by an edit above it is still the same reminder.
  public var deliveryKey: String { "\(source.rawValue)|\(taskID ?? file + "|" + title)|\(at)" }
}
