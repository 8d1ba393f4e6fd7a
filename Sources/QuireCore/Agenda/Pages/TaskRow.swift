/// One task as a generated page or terminal view shows it, with display strings ready.
///
/// In a page it renders as a checkbox line that ends in ` · id ID`; ticking that box while
/// `quire watch` runs completes the task in its note (see `PageCheckboxes`).
public struct TaskRow: Sendable, Equatable, Encodable {
  public var id: String
  /// The status symbol as written in the note (` `, `x`, `/`, ...).
  public var checkbox: String
  /// The description, tags included.
  public var text: String
  /// The Obsidian Tasks priority emoji, `nil` for no priority.
  public var priority: String?
  /// `2026-11-24` or `2026-11-24 17:00`.
  public var due: String?
  /// `3 days overdue` for an overdue task, else `nil`.
  public var overdue: String?
  /// The text for a table cell (`|` escaped): time and description.
  public var cell: String
  /// `inbox.md:10`.
  public var place: String
  /// Relative link from the page to the line.
  public var href: String
  public var course: String?

  /// A row for `task` on the page at `page` (or a terminal view when `page` is `nil`), as of `day`;
  /// its text as `settings` shows it (``TaskSettings/shown(_:)``).
  public init(_ task: TaskItem, page: String?, day: LocalDate, settings: TaskSettings = TaskSettings()) {
    id = task.id
    checkbox = task.status.symbol
    text = settings.shown(task.fields.description)
    priority = task.fields.priority.emoji
    due = task.fields.due.map { due in task.fields.dueTime.map { "\(due) \($0)" } ?? due.description }
    if let dueDate = task.fields.due, dueDate < day {
      let days = dueDate.days(to: day)
      overdue = days == 1 ? "1 day overdue" : "\(days) days overdue"
    }
    cell = PageLink.cell((task.fields.dueTime.map { "\($0) " } ?? "") + text)
    place = "\(task.file):\(task.line)"
    href = PageLink.href(from: page ?? "", to: task.file, line: task.line)
    course = task.course
  }
}
