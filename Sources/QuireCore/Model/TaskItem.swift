/// A task found in the vault: a checkbox list item, located in its file.
public struct TaskItem: Sendable, Equatable {
  /// `🆔` when the task has one, else a short stable hash of its file and description.
  public var id: String
  /// Vault-relative path.
  public var file: String
  /// 1-based line.
  public var line: Int
  public var status: TaskStatus
  public var fields: TaskFields
  /// The format the line is written in (edits keep it).
  public var format: TaskFormat
  /// The course the task belongs to (field, path or course tag), once resolved.
  public var course: String?
  /// Whether `fields.scheduled` is the date of the note's file name rather than written on the
  /// line (the plugin's "use filename as scheduled date", ``TaskSettings/filenameDate``).
  public var scheduledIsInferred = false
  /// The line as written, without its line break (what `quire query` shows; empty for a task
  /// that was never read from a note).
  public var written = ""
  /// The heading the task stands under, as written after its `#` marks (the plugin's
  /// `precedingHeader`); `nil` above the first heading.
  public var heading: String?
  /// Whether the line stands inside a region git's merge left with conflict markers
  /// (`GitConflictRegion`): listed, once, and marked; never edited.
  public var inConflict = false
  /// The task's notes: the lines below it that belong to its list item, without their
  /// indentation (``TaskNotes``; a VTODO's DESCRIPTION); empty when it has none.
  public var notes = ""

  /// The fields as the line writes them (without an inferred scheduled date).
  public var writtenFields: TaskFields {
    guard scheduledIsInferred else { return fields }
    var written = fields
    written.scheduled = nil
    return written
  }

  public init(
    id: String, file: String, line: Int, status: TaskStatus, fields: TaskFields, format: TaskFormat,
    course: String? = nil
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.status = status
    self.fields = fields
    self.format = format
    self.course = course
  }

  /// The due moment a relative reminder counts from: the due time, else `defaultTime` on the due date.
  public func dueDateTime(defaultTime: LocalTime) -> LocalDateTime? {
    guard let due = fields.due else { return nil }
    return LocalDateTime(date: due, time: fields.dueTime ?? defaultTime)
  }

  /// Every reminder as a wall-clock date-time; relative ones need a due date, a time of day
  /// (`⏰ 12:00`) the due date or else the scheduled date.
  public func reminderTimes(defaultTime: LocalTime) -> [LocalDateTime] {
    fields.reminders.compactMap { spec in
      switch spec {
      case .absolute(let dt): return dt
      case .beforeDue(let minutes): return dueDateTime(defaultTime: defaultTime)?.adding(minutes: -minutes)
      case .atTimeOnDate(let time): return fields.reminderDay.map { LocalDateTime(date: $0, time: time) }
      }
    }
  }
}
