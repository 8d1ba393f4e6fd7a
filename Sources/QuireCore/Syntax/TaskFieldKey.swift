/// The fields a task line can carry after its description, in the order Quire writes them: the
/// field table (docs/syntax.md, "The field table").
///
/// Each case declares its field once: its emoji and dataview keys (the symbol table of both
/// syntaxes: ``TaskBodyParser`` reads every one listed here, ``EmojiTaskSyntax`` and
/// ``DataviewTaskSyntax`` write the first), the kind of its value and where it lives in
/// ``TaskFields`` (``value``), whether the Obsidian Tasks plugin reads it (``isPluginField``), and
/// whether it is handled from this table alone (``isTableOnly``: read, written, edited, kept in the
/// index, set by `quire modify --set` and exported with no code of its own).
///
/// The order of the cases is the written order: Quire's own fields (estimate, due time,
/// reminders, course, habit) come first, right after the description, where they hide none of the
/// plugin's fields (the plugin reads fields from the line's end and stops at the first token it
/// does not know); then the Obsidian Tasks order (obsidian-tasks `TaskLayoutOptions`, compat
/// `field_order_written`). docs/obsidian-tasks-compat.md, "Writing".
///
/// NEW-TASK-FIELD: a field of a plain kind (a date, text, a duration) is one case here, in its
/// written place, with its symbols, ``value`` and ``isSet(in:)`` (the compiler asks for each), and
/// one property of ``TaskFields``; nothing else.
public enum TaskFieldKey: String, Sendable, CaseIterable {
  /// `[estimate:: 45m]`: how long the task will take (Quire extension, dataview form only).
  case estimate
  /// `[dueTime:: 17:00]`: the time of day the task is due, on its due date (Quire extension,
  /// dataview form only). A time written after the due date (`📅 2026-11-25 17:00`) is read too.
  case dueTime
  /// `⏰ 2026-11-25 09:00` / `[remind:: 1h before]`; a line may carry any number.
  case reminder
  /// `[course:: cs101]` (Quire extension, dataview form only).
  case course
  /// `[habit:: feed-cat]` (Quire extension, dataview form only).
  case habit
  /// `🆔 abc123` / `[id:: abc123]`.
  case id
  /// `⛔ abc,def` / `[dependsOn:: abc,def]`.
  case dependsOn
  /// `🔺 ⏫ 🔼 🔽 ⏬` / `[priority:: high]`.
  case priority
  /// `🔁 every week` / `[repeat:: every week]`.
  case recurrence
  /// `🏁 delete` / `[onCompletion:: delete]`.
  case onCompletion
  /// `➕ date` / `[created:: date]`.
  case created
  /// `🛫 date` / `[start:: date]`.
  case start
  /// `⏳ date` / `[scheduled:: date]`.
  case scheduled
  /// `📅 date` / `[due:: date]`.
  case due
  /// `❌ date` / `[cancelled:: date]`.
  case cancelled
  /// `✅ date` / `[completion:: date]`.
  case done

  // MARK: - Symbols

  /// The emoji that introduce the field, the written one first; empty when the field has no
  /// emoji form (priority has one emoji per level, see ``Priority/emoji``).
  public var emoji: [String] {
    switch self {
    case .estimate, .dueTime: return []
    case .id: return ["🆔"]
    case .dependsOn: return ["⛔"]
    case .priority: return []
    case .recurrence: return ["🔁"]
    case .onCompletion: return ["🏁"]
    case .created: return ["➕"]
    case .start: return ["🛫"]
    case .scheduled: return ["⏳", "⌛"]
    case .due: return ["📅", "📆", "🗓"]
    case .reminder: return ["⏰"]
    case .course, .habit: return []
    case .cancelled: return ["❌"]
    case .done: return ["✅"]
    }
  }

  /// The dataview keys of the field (`[key:: value]`), the written one first. Keys are
  /// case-sensitive, as in Obsidian Tasks (`dependson` is not `dependsOn`).
  public var dataviewKeys: [String] {
    switch self {
    case .estimate: return ["estimate"]
    case .dueTime: return ["dueTime"]
    case .id: return ["id"]
    case .dependsOn: return ["dependsOn"]
    case .priority: return ["priority"]
    case .recurrence: return ["repeat"]
    case .onCompletion: return ["onCompletion"]
    case .created: return ["created"]
    case .start: return ["start"]
    case .scheduled: return ["scheduled"]
    case .due: return ["due"]
    // `reminder::` is the key later Obsidian Tasks versions use; Quire reads it too.
    case .reminder: return ["remind", "reminder"]
    case .course: return ["course"]
    case .habit: return ["habit"]
    case .cancelled: return ["cancelled"]
    case .done: return ["completion"]
    }
  }
}

// MARK: - Values

/// The kind of value a task field holds, with where it lives in ``TaskFields``.
public enum TaskFieldValue {
  /// A date, `YYYY-MM-DD`; the due date may carry a time (``TaskFields/dueTime``).
  case date(WritableKeyPath<TaskFields, LocalDate?>)
  /// Text, as written.
  case text(WritableKeyPath<TaskFields, String?>)
  /// A time of day, `HH:MM`.
  case time(WritableKeyPath<TaskFields, LocalTime?>)
  /// A duration in whole minutes, read as `45m`, `2h`, `1h30m`, `1.5h` or a bare number of
  /// minutes, written as `45m`, `2h` or `1h30m` (``StudyLog/text(minutes:)``).
  case minutes(WritableKeyPath<TaskFields, Int?>)
  /// Read and written by hand, in the plugin's own shapes: priority, recurrence, on-completion,
  /// id, depends-on, reminders.
  case special
}

extension TaskFieldKey {
  /// The kind of the field's value and where it lives.
  public var value: TaskFieldValue {
    switch self {
    case .estimate: return .minutes(Paths.estimate)
    case .dueTime: return .time(Paths.dueTime)
    case .created: return .date(Paths.created)
    case .start: return .date(Paths.start)
    case .scheduled: return .date(Paths.scheduled)
    case .due: return .date(Paths.due)
    case .cancelled: return .date(Paths.cancelled)
    case .done: return .date(Paths.done)
    case .course: return .text(Paths.course)
    case .habit: return .text(Paths.habit)
    case .id, .dependsOn, .priority, .recurrence, .onCompletion, .reminder: return .special
    }
  }

  /// Whether `fields` sets the field: a value present, a list non-empty, a priority other than
  /// `none`. A switch of its own rather than ``value``'s key path: the index writes every task
  /// through it, and a read through a key path copies the whole ``TaskFields`` each time (it
  /// was a sixth of a first index run's CPU). The switch is exhaustive, so a new case cannot be
  /// forgotten here.
  public func isSet(in f: TaskFields) -> Bool {
    switch self {
    case .estimate: f.estimate != nil
    case .dueTime: f.dueTime != nil
    case .reminder: !f.reminders.isEmpty
    case .course: f.course != nil
    case .habit: f.habit != nil
    case .id: f.id != nil
    case .dependsOn: !f.dependsOn.isEmpty
    case .priority: f.priority != .none
    case .recurrence: f.recurrence != nil
    case .onCompletion: f.onCompletion != nil
    case .created: f.created != nil
    case .start: f.start != nil
    case .scheduled: f.scheduled != nil
    case .due: f.due != nil
    case .cancelled: f.cancelled != nil
    case .done: f.done != nil
    }
  }

  /// Whether `a` and `b` hold the same value of the field (both unset counts as the same).
  public func isEqual(in a: TaskFields, _ b: TaskFields) -> Bool {
    switch value {
    case .date(let path): a[keyPath: path] == b[keyPath: path]
    case .text(let path): a[keyPath: path] == b[keyPath: path]
    case .time(let path): a[keyPath: path] == b[keyPath: path]
    case .minutes(let path): a[keyPath: path] == b[keyPath: path]
    case .special:
      switch self {
      case .id: a.id == b.id
      case .dependsOn: a.dependsOn == b.dependsOn
      case .priority: a.priority == b.priority
      case .recurrence: a.recurrence == b.recurrence
      case .onCompletion: a.onCompletion == b.onCompletion
      case .reminder: a.reminders == b.reminders
      default: preconditionFailure("\(self) has a plain kind")
      }
    }
  }

  /// Sets the field in `target` to its value in `source` (unset when `source` has none).
  public func copy(from source: TaskFields, into target: inout TaskFields) {
    switch value {
    case .date(let path): target[keyPath: path] = source[keyPath: path]
    case .text(let path): target[keyPath: path] = source[keyPath: path]
    case .time(let path): target[keyPath: path] = source[keyPath: path]
    case .minutes(let path): target[keyPath: path] = source[keyPath: path]
    case .special:
      switch self {
      case .id: target.id = source.id
      case .dependsOn: target.dependsOn = source.dependsOn
      case .priority: target.priority = source.priority
      case .recurrence: target.recurrence = source.recurrence
      case .onCompletion: target.onCompletion = source.onCompletion
      case .reminder: target.reminders = source.reminders
      default: preconditionFailure("\(self) has a plain kind")
      }
    }
  }

  /// The key paths, made once: a key path literal is looked up by the runtime each time it is
  /// evaluated, which the parser, the codec and the export would otherwise do for every task.
  private enum Paths {
    nonisolated(unsafe) static let estimate = \TaskFields.estimate
    nonisolated(unsafe) static let dueTime = \TaskFields.dueTime
    nonisolated(unsafe) static let created = \TaskFields.created
    nonisolated(unsafe) static let start = \TaskFields.start
    nonisolated(unsafe) static let scheduled = \TaskFields.scheduled
    nonisolated(unsafe) static let due = \TaskFields.due
    nonisolated(unsafe) static let cancelled = \TaskFields.cancelled
    nonisolated(unsafe) static let done = \TaskFields.done
    nonisolated(unsafe) static let course = \TaskFields.course
    nonisolated(unsafe) static let habit = \TaskFields.habit
  }

  /// Whether the Obsidian Tasks plugin reads the field (Quire's own fields it does not).
  public var isPluginField: Bool {
    switch self {
    case .estimate, .dueTime, .reminder, .course, .habit: return false
    default: return true
    }
  }

  /// Whether the field is handled from this table alone: the export and `quire tasks --json` give
  /// it under its name, after their older keys, by iterating the table. The older fields keep
  /// their names and places in the export, which is a published schema (README.md). (The index
  /// codec stores every field, and `quire modify --set` sets every plain one, by the table.)
  public var isTableOnly: Bool {
    switch self {
    case .estimate: return true
    default: return false
    }
  }

  /// The field's place in the written order (0 for the first).
  public var rank: Int { Self.ranks[self]! }
  private static let ranks = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

  /// The fields of a plain kind (everything but ``TaskFieldValue/special``), in written order:
  /// `quire modify --set NAME=VALUE` and `--unset NAME` take each of them.
  public static let plain: [TaskFieldKey] = allCases.filter {
    if case .special = $0.value { false } else { true }
  }

  /// The fields handled from this table alone, in written order.
  public static let tableOnly: [TaskFieldKey] = allCases.filter(\.isTableOnly)

  /// The field's value in `fields` as written (`45m`, `2026-11-25`), `nil` when unset; for a
  /// plain kind only (``TaskFieldValue/special`` fields give `nil`).
  public func plainText(in fields: TaskFields) -> String? {
    switch value {
    case .date(let path): return fields[keyPath: path]?.description
    case .text(let path): return fields[keyPath: path]
    case .time(let path): return fields[keyPath: path]?.description
    case .minutes(let path): return fields[keyPath: path].map { StudyLog.text(minutes: $0) }
    case .special: return nil
    }
  }

  /// Sets the field from its written value (`nil`: unsets it); `false` when `text` is not a value
  /// of the field's kind. For a plain kind only.
  public func setPlain(_ text: String?, in fields: inout TaskFields) -> Bool {
    switch value {
    case .date(let path):
      guard let text else {
        fields[keyPath: path] = nil
        return true
      }
      guard let date = LocalDate(iso: text) else { return false }
      fields[keyPath: path] = date
    case .text(let path):
      fields[keyPath: path] = text.flatMap { $0.isEmpty ? nil : $0 }
    case .time(let path):
      guard let text else {
        fields[keyPath: path] = nil
        return true
      }
      guard let time = LocalTime(text: text) else { return false }
      fields[keyPath: path] = time
    case .minutes(let path):
      guard let text else {
        fields[keyPath: path] = nil
        return true
      }
      guard let seconds = StudyLog.seconds(text), seconds > 0 else { return false }
      fields[keyPath: path] = max(1, (seconds + 30) / 60)
    case .special:
      return false
    }
    return true
  }
}
