/// Everything a task line says after its checkbox, in either Obsidian Tasks format.
///
/// NEW-TASK-FIELD: a field of a plain kind is a property here and a case of ``TaskFieldKey``
/// (the field table); the marker names the places that handle the older fields by hand.
public struct TaskFields: Sendable, Equatable {
  /// The description without the fields read from the end of the line, trimmed; tags stay in it.
  ///
  /// Tags found between or after the fields are appended to it, in order, each after one space
  /// (obsidian-tasks `DefaultTaskSerializer.deserialize`).
  public var description: String = ""
  /// Field tokens that were recognised but could not be read (`📅 2022-02-30`,
  /// `[remind:: someday]`), exactly as written, in line order.
  ///
  /// The parser reports a ``TaskFieldProblem`` for each one and leaves the field unset; the
  /// syntaxes write these tokens back right after the description, so rewriting a line never
  /// loses text the user wrote (docs/data-safety.md).
  public var invalidFields: [String] = []
  /// `🆔 abc123` / `[id:: abc123]`: the task's own id (`[a-zA-Z0-9_-]+`).
  public var id: String?
  /// `⛔ abc123,def456` / `[dependsOn:: ...]`: ids of the tasks this one waits for.
  public var dependsOn: [String] = []
  /// `🔺 ⏫ 🔼 🔽 ⏬` / `[priority:: high]`; `.none` when absent.
  public var priority: Priority = .none
  /// The recurrence rule as written (`every week on Monday`, `RRULE:FREQ=...`).
  public var recurrence: String?
  /// `🏁` / `[onCompletion::]` action, lower-cased as Obsidian Tasks reads it (`keep`, `delete`).
  public var onCompletion: String?
  /// `➕ date` / `[created:: date]`.
  public var created: LocalDate?
  /// `🛫 date` / `[start:: date]`.
  public var start: LocalDate?
  /// `⏳ date` (also `⌛`) / `[scheduled:: date]`.
  public var scheduled: LocalDate?
  /// `📅 date` (also `📆`, `🗓`) / `[due:: date]`.
  public var due: LocalDate?
  /// A time written after the due date (`📅 2026-11-25 17:00`).
  ///
  /// Written only together with ``due``; a due time without a due date is not written.
  public var dueTime: LocalTime?
  /// `❌ date` / `[cancelled:: date]`.
  public var cancelled: LocalDate?
  /// `✅ date` / `[completion:: date]`.
  public var done: LocalDate?
  /// `⏰ ...` / `[remind:: ...]`, in the order written.
  public var reminders: [ReminderSpec] = []
  /// `[course:: code]` (Quire extension).
  public var course: String?
  /// `[habit:: slug]` (Quire extension).
  public var habit: String?
  /// `[estimate:: 45m]`: how long the task will take, in minutes (Quire extension).
  public var estimate: Int?
  /// A trailing Obsidian block link with its leading space (` ^abc123`), or empty.
  public var blockLink: String = ""

  /// Creates fields with a description and nothing else set.
  public init(description: String = "") { self.description = description }

  /// The `#tags` in the description, in order, with their `#` (Obsidian Tasks' tag rule).
  public var tags: [String] { TagScanner.tags(in: description) }
}

/// A problem with one field of a task line (a bad date, an unreadable reminder).
public struct TaskFieldProblem: Sendable, Equatable {
  /// 0-based UTF-8 byte offset of the field's value within the text handed to the parser.
  ///
  /// ``TaskLineParser`` hands it the whole line, so `offset + 1` is the diagnostic's column.
  public var offset: Int
  /// What is wrong: ``DiagnosticKind/badTaskDate(_:)``, ``DiagnosticKind/badTaskTime(_:)``,
  /// ``DiagnosticKind/badReminder(_:)`` or ``DiagnosticKind/badOnCompletion(_:)`` (the token is
  /// kept in ``TaskFields/invalidFields``), or ``DiagnosticKind/reminderNeedsDate(_:)`` (a
  /// reminder read, which has no day to fall on).
  public private(set) var kind: DiagnosticKind
  /// The kind's code: `bad-date`, `bad-time`, `bad-reminder` or `bad-on-completion`.
  public private(set) var code: String
  /// The kind's message: one lower-case sentence that says what is wrong and how to write it.
  public private(set) var message: String

  /// Creates a problem of `kind` at a byte offset.
  public init(offset: Int, _ kind: DiagnosticKind) {
    self.offset = offset
    self.kind = kind
    self.code = kind.code.rawValue
    self.message = kind.message
  }

  /// A problem spelled out by its code and message, as tests write the expected one.
  ///
  /// The kind is read back from the quoted value at the start of the message; the code and
  /// message stay as given, so a problem spelled wrong never equals the parser's.
  public init(offset: Int, code: String, message: String) {
    var value = message.drop { $0 != "'" }.dropFirst()
    if let end = value.firstRange(of: "' is not") { value = value[..<end.lowerBound] }
    let text = String(value)
    switch code {
    case DiagnosticKind.Code.badTime.rawValue: self.init(offset: offset, .badTaskTime(text))
    case DiagnosticKind.Code.badReminder.rawValue: self.init(offset: offset, .badReminder(text))
    case DiagnosticKind.Code.badOnCompletion.rawValue: self.init(offset: offset, .badOnCompletion(text))
    default: self.init(offset: offset, .badTaskDate(text))
    }
    self.code = code
    self.message = message
  }
}
