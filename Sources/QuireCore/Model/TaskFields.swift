/// Everything a task line says after its checkbox, in either Obsidian Tasks format.
///
/// NEW-TASK-FIELD: every place a new task field must be touched carries this marker.
public struct TaskFields: Sendable, Equatable {
  /// The description without the fields read from the end of the line, trimmed; tags stay in it.
  public var description: String = ""
  public var id: String?
  public var dependsOn: [String] = []
  public var priority: Priority = .none
  /// The recurrence rule as written (`every week on Monday`, `RRULE:FREQ=...`).
  public var recurrence: String?
  /// `🏁` / `[onCompletion::]` action as written (`keep`, `delete`).
  public var onCompletion: String?
  public var created: LocalDate?
  public var start: LocalDate?
  public var scheduled: LocalDate?
  public var due: LocalDate?
  /// A time written after the due date (`📅 2026-11-25 17:00`).
  public var dueTime: LocalTime?
  public var cancelled: LocalDate?
  public var done: LocalDate?
  /// `⏰ ...` / `[remind:: ...]`, in the order written.
  public var reminders: [ReminderSpec] = []
  /// `[course:: code]` (Quire extension).
  public var course: String?
  /// `[habit:: slug]` (Quire extension).
  public var habit: String?
  /// A trailing Obsidian block link with its leading space (` ^abc123`), or empty.
  public var blockLink: String = ""

  public init(description: String = "") { self.description = description }

  /// The `#tags` in the description, in order, with their `#` (Obsidian Tasks' tag rule).
  public var tags: [String] { TagScanner.tags(in: description) }
}

/// A problem with one field of a task line (a bad date, an unreadable reminder).
public struct TaskFieldProblem: Sendable, Equatable {
  /// 0-based UTF-8 byte offset of the field's value within the text handed to the parser.
  public var offset: Int
  public var code: String
  public var message: String

  public init(offset: Int, code: String, message: String) {
    self.offset = offset
    self.code = code
    self.message = message
  }
}
