/// A task as a query sees it: the task, its status as the vault's statuses name it, its text
/// without the global filter, and its place in the vault (path, folder, root, file name, the
/// heading above it), as the Obsidian Tasks plugin's `Task` and `TasksFile` give them.
///
/// A class: a query sorts and groups tens of thousands of these, and copying the task's strings
/// at each comparison was most of a large query's sort (docs/queries.md, "Speed").
public final class QueryTask: Sendable {
  public let task: TaskItem
  /// The status's name (`Todo`, `Done`, a custom status's own name).
  public let statusName: String
  /// The task's text without the global filter (the plugin's `removeAsSubstringFrom`).
  public let description: String
  /// Whether the task is a sub-item of another list item (indented, not only quoted).
  public let isSubItem: Bool
  /// The global filter, which ``tags`` leaves out.
  private let globalFilter: String

  /// `statusName` defaults to the name `settings` give the task's status.
  public init(task: consuming TaskItem, settings: TaskSettings = TaskSettings(), statusName: String? = nil) {
    let status = task.status
    let filter = settings.globalFilter
    var text = task.fields.description
    if !filter.isEmpty, let range = text.firstRange(of: filter) { text.removeSubrange(range) }
    description = text.trimmedAsJS()
    globalFilter = filter
    isSubItem = Self.isSubItem(indentation: Self.indentation(of: task.written))
    self.task = task
    self.statusName = statusName ?? settings.statuses.name(of: status)
  }

  /// What stands before a list item's marker: blanks, tabs and block quotes' `>`.
  public static func indentation(of line: String) -> Substring {
    line.prefix { $0 == " " || $0 == "\t" || $0 == ">" }
  }

  /// The heading the task stands under, if any.
  public var heading: String? { task.heading }

  /// The task's tags without the global filter, when that is a tag (the plugin leaves it out).
  /// Read from the text when asked: most queries never look at them, and an array per task
  /// was memory held for every task of a large answer.
  public var tags: [String] {
    let tags = task.fields.tags
    return globalFilter.isEmpty ? tags : tags.filter { $0 != globalFilter }
  }

  /// The task's line as written without its indentation.
  public var unindented: Substring { task.written[Self.indentation(of: task.written).endIndex...] }

  /// The length in bytes of the task's indentation: a printed answer copies the line's bytes
  /// after it.
  public var indentationLength: Int { Self.indentation(of: task.written).utf8.count }

  /// The task's line as written (`task.originalMarkdown` in a function); `nil` for a task that
  /// was not read from a note.
  public var originalMarkdown: String? { task.written.isEmpty ? nil : task.written }

  /// Whether a list item indented by `indentation` (what stands before its marker) is a sub-item:
  /// indented, unless the indentation is a block quote's `>` and at most one space (the plugin's
  /// `exclude sub-items`).
  public static func isSubItem(indentation: Substring) -> Bool {
    guard !indentation.isEmpty else { return false }
    guard let quote = indentation.lastIndex(of: ">") else { return true }
    let after = indentation[indentation.index(after: quote)...]
    return !(after.isEmpty || after == " ")
  }

  /// The task's recurrence rule, when it can be read (the plugin drops a rule it cannot read).
  public var recurrence: String? {
    guard let rule = task.fields.recurrence, (try? Recurrence(parsing: rule)) != nil else { return nil }
    return rule
  }

  public var path: String { task.file }

  /// The file name with its extension.
  public var filename: String { Self.filename(of: path) }

  /// The folder, ending in `/`; `/` for a note at the top.
  public var folder: String { Self.folder(of: path) }

  /// The first folder, ending in `/`; `/` for a note at the top.
  public var root: String { Self.root(of: path) }

  /// The names of the plugin's `TasksFile` properties, for `{{query.file.NAME}}` and `file.NAME`.
  public static let fileProperties = [
    "path", "pathWithoutExtension", "root", "folder", "filename", "filenameWithoutExtension",
  ]

  /// The `TasksFile` property `name` of the note at `path`, or `nil` for another name.
  public static func fileProperty(_ name: String, of path: String) -> String? {
    func withoutExtension(_ text: String) -> String { text.hasSuffix(".md") ? String(text.dropLast(3)) : text }
    switch name {
    case "path": return path
    case "pathWithoutExtension": return withoutExtension(path)
    case "root": return root(of: path)
    case "folder": return folder(of: path)
    case "filename": return filename(of: path)
    case "filenameWithoutExtension": return withoutExtension(filename(of: path))
    default: return nil
    }
  }

  /// The file name of `path` with its extension (the plugin's `TasksFile.filename`).
  public static func filename(of path: String) -> String { String(path.split(separator: "/").last ?? "") }

  /// The folder of `path`, ending in `/`; `/` for a note at the top (`TasksFile.folder`).
  public static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
    return String(path[...slash])
  }

  /// The first folder of `path`, ending in `/`; `/` for a note at the top (a Windows `\` counts
  /// as `/`; `TasksFile.root`).
  public static func root(of path: String) -> String {
    var path = path.replacingAll("\\", with: "/")
    if path.hasPrefix("/") { path.removeFirst() }
    guard let slash = path.firstIndex(of: "/") else { return "/" }
    return String(path[...slash])
  }

  /// The plugin's status type: `TODO`, `DONE`, `IN_PROGRESS`, `ON_HOLD`, `CANCELLED`, `NON_TASK`.
  public var statusType: String {
    switch task.status.kind {
    case .todo: "TODO"
    case .done: "DONE"
    case .inProgress: "IN_PROGRESS"
    case .deferred: "ON_HOLD"
    case .cancelled: "CANCELLED"
    case .nonTask: "NON_TASK"
    }
  }

  /// Done in the plugin's sense: done, cancelled or no task.
  public var isDone: Bool { task.status.isClosed }

  /// The plugin's urgency score on `today` (its `Urgency.calculate`): due dates near or past
  /// weigh most, then a scheduled date reached, a start date not reached, and the priority.
  public func urgency(today: LocalDate) -> Double {
    var urgency = 0.0
    let f = task.fields
    if let due = f.due {
      let overdue = Double(due.days(to: today))
      let multiplier: Double
      if overdue >= 7 {
        multiplier = 1
      } else if overdue >= -14 {
        multiplier = (overdue + 14) * 0.8 / 21 + 0.2
      } else {
        multiplier = 0.2
      }
      urgency += multiplier * 12
    }
    if let scheduled = f.scheduled, scheduled <= today { urgency += 5 }
    if let start = f.start, today < start { urgency -= 3 }
    switch f.priority {
    case .highest: urgency += 1.5 * 6
    case .high: urgency += 6
    case .medium: urgency += 0.65 * 6
    case .none: urgency += 0.325 * 6
    case .low: break
    case .lowest: urgency -= 0.3 * 6
    }
    return urgency
  }
}
