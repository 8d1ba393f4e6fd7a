/// One task format: reads the fields from a checkbox item's body and writes them back.
///
/// Implementations are symbol tables plus small overrides (obsidian-tasks
/// `src/TaskSerializer/DefaultTaskSerializer.ts`, `DataviewTaskSerializer.ts`): the shared table
/// is ``TaskFieldKey``, the shared order is ``TaskFields/writtenFields``. Reading is the same
/// for every format, because Quire reads both formats at once (``TaskBodyParser``).
public protocol TaskLineSyntax: Sendable {
  /// The format this syntax writes.
  var format: TaskFormat { get }
  /// Writes `fields` as the text after `- [ ] `, in the canonical Obsidian Tasks field order.
  func serialize(_ fields: TaskFields) -> String
}

// MARK: - Reading and whole lines

extension TaskLineSyntax {
  /// Reads the fields of a body (the text after `- [ ] `), in either format.
  public func parse(_ body: some StringProtocol) -> TaskFields {
    TaskBodyParser.parse(body).fields
  }

  /// A whole task line: `prefix`, `listMarker`, one space, `[status]`, one space and the body.
  ///
  /// This is obsidian-tasks `Task.toFileLineString`; a task with fields and an empty description
  /// therefore gets two spaces after the checkbox (`- [x]  ✅ 2022-09-04`), as in the plugin.
  public func line(
    prefix: String = "", listMarker: String = "-", status: TaskStatus = .todo, fields: TaskFields
  ) -> String {
    prefix + listMarker + " [" + status.symbol + "] " + serialize(fields)
  }
}

// MARK: - Choosing a syntax

extension TaskFormat {
  /// The syntax that writes this format.
  public var syntax: any TaskLineSyntax {
    switch self {
    case .emoji: return EmojiTaskSyntax()
    case .dataview: return DataviewTaskSyntax()
    }
  }
}

// MARK: - Canonical order

extension TaskFields {
  /// One field ready to write: its key, its value text, and its emoji when it has one.
  public struct WrittenField: Sendable, Equatable {
    /// Which field.
    public var key: TaskFieldKey
    /// The value as written (`2026-11-25`, `17:00`, `every day`, `high`); an emoji priority is
    /// written as its emoji alone.
    public var value: String
    /// The emoji that writes the field in the emoji format, or `nil` when the field has no emoji
    /// form for this value (estimate, due time, relative reminders, course, habit, a recurrence
    /// with a character the emoji form cannot hold), which the emoji format writes as dataview
    /// fields.
    public var emoji: String?
  }

  /// The fields that are set, in the written order of ``TaskFieldKey`` (reminders in their own
  /// order); the description, invalid fields and block link are not included.
  ///
  /// A due time is written only with a due date, as its own field (`[dueTime:: 17:00]`, before
  /// the plugin's fields), so `📅 2026-11-25` stays readable by Obsidian Tasks.
  public var writtenFields: [WrittenField] {
    var out: [WrittenField] = []
    func add(_ key: TaskFieldKey, _ value: String?) { add(key, value, emoji: key.emoji.first) }
    func add(_ key: TaskFieldKey, _ value: String?, emoji: String?) {
      if let value { out.append(WrittenField(key: key, value: value, emoji: emoji)) }
    }
    for key in TaskFieldKey.allCases {
      switch key.value {
      case .time where key == .dueTime:
        // A due time means nothing without a due date.
        if due != nil { add(key, key.plainText(in: self)) }
        continue
      case .date, .text, .time, .minutes:
        add(key, key.plainText(in: self))
        continue
      case .special: break
      }
      switch key {
      case .id: add(key, id)
      case .dependsOn: add(key, dependsOn.isEmpty ? nil : dependsOn.joined(separator: ","))
      case .priority: add(key, priority == .none ? nil : priority.rawValue, emoji: priority.emoji)
      case .recurrence:
        // The emoji form ends at the first character outside `Scanner.isRecurrenceByte`: a rule with another one
        // (`every month on the 1.`, a tab) is written as a dataview field, or it would read back as description.
        let fits = recurrence?.utf8.allSatisfy(TaskBodyParser.Scanner.isRecurrenceByte) ?? true
        add(key, recurrence, emoji: fits ? key.emoji.first : nil)
      case .onCompletion: add(key, onCompletion?.isEmpty == false ? onCompletion : nil)
      case .reminder:
        for reminder in reminders {
          // A reminder relative to the due time has no emoji form.
          if case .beforeDue = reminder { add(key, reminder.text, emoji: nil) } else { add(key, reminder.text) }
        }
      default: break
      }
    }
    return out
  }

  /// The written form of `reminders` alone, as ``writtenFields`` lists them.
  static func reminderFields(_ reminders: [ReminderSpec]) -> [WrittenField] {
    var fields = TaskFields()
    fields.reminders = reminders
    return fields.writtenFields
  }

  /// The description followed by the invalid field tokens, each after the separator its kind
  /// takes (two spaces before a bracketed token, see ``DataviewTaskSyntax``).
  var descriptionWithInvalidFields: String {
    var out = description
    for token in invalidFields {
      out += token.hasPrefix("[") || token.hasPrefix("(") ? "  " : " "
      out += token
    }
    return out
  }
}
