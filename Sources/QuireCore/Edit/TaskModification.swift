/// What `quire modify` was told: the fields to change on one task line (pure; the CLI parses,
/// this checks and computes the new line).
///
/// The line keeps its own format (emoji or dataview) and every byte the change does not touch:
/// a changed field is rewritten inside its own token, a new one is inserted where the written
/// order (``TaskFieldKey``) puts it, a removed one is cut out with the blanks before it
/// (``ParsedTaskLine/edited(status:fields:lineEnding:plainFormat:)``); the description is edited by
/// ``ParsedTaskLine/withDescription(text:addTags:removeTags:)``. Dates may be phrases
/// (docs/dates.md) and are written as ISO dates.
public struct TaskModification: Sendable, Equatable {
  /// `--due`: a date phrase; a time in it sets the due time, none keeps the line's due time.
  public var due: String?
  /// `--scheduled`, `--start`: date phrases without a time.
  public var scheduled: String?
  public var start: String?
  /// `--priority`: highest, high, medium, none, low, lowest, or an emoji (`🔺 ⏫ 🔼 🔽 ⏬`).
  public var priority: String?
  /// `--text`: the new words of the description (the line's tags stay unless removed).
  public var text: String?
  /// `--tag`: `+name` adds `#name`, `-name` removes it (a `#` after the sign is allowed).
  public var tags: [String] = []
  /// `--remind`: reminders to add.
  public var reminders: [String] = []
  /// `--no-remind`: remove every reminder (before adding `reminders`).
  public var removeReminders = false
  /// `--repeat`: the new recurrence, checked by the recurrence parser.
  public var recurrence: String?
  /// `--no-repeat`: remove the recurrence.
  public var removeRecurrence = false
  /// `--set FIELD=VALUE`: fields of the field table set by name (`estimate=45m`); `--unset FIELD`
  /// gives the name alone. Only the fields the table alone handles (`TaskFieldKey.isTableOnly`).
  public var sets: [String] = []
  public var unsets: [String] = []

  public init() {}

  /// Whether nothing was asked for.
  public var isEmpty: Bool {
    due == nil && scheduled == nil && start == nil && priority == nil && text == nil && tags.isEmpty
      && reminders.isEmpty && !removeReminders && recurrence == nil && !removeRecurrence && sets.isEmpty
      && unsets.isEmpty
  }

  /// The field table's field `name` may name, for `--set` and `--unset`: every field of a plain
  /// kind (a date, text, a time, a duration), its value written as in a note (ISO dates).
  static func tableField(_ name: String, option: String) -> Result<TaskFieldKey, TaskDraftError> {
    let lower = name.trimmingSpaces().lowercased()
    guard let key = TaskFieldKey.plain.first(where: { $0.rawValue.lowercased() == lower }) else {
      let names = TaskFieldKey.plain.map(\.rawValue).joined(separator: ", ")
      return .failure(TaskDraftError("\(option) '\(name)' is not a field it sets; it sets \(names)"))
    }
    return .success(key)
  }

  /// The line after the change, without its line ending, or a one-line message saying which value
  /// is wrong. Date phrases are resolved against `today` and weeks starting on ISO weekday
  /// `weekStart`; `plainFormat` is the format for a line that has no field yet.
  public func apply(to line: ParsedTaskLine, today: LocalDate, weekStart: Int, plainFormat: TaskFormat)
    -> Result<String, TaskDraftError>
  {
    if let text {
      let trimmed = text.trimmingSpaces()
      guard !trimmed.isEmpty else { return .failure(TaskDraftError("--text is empty")) }
      guard !trimmed.contains("\n"), !trimmed.contains("\r") else {
        return .failure(TaskDraftError("--text must be one line"))
      }
    }
    var add: [String] = []
    var remove: [String] = []
    for tag in tags {
      let sign = tag.first
      var name = Substring(tag.dropFirst())
      if name.hasPrefix("#") { name = name.dropFirst() }
      guard sign == "+" || sign == "-", !name.isEmpty, TagScanner.tags(in: "#" + name) == ["#" + name] else {
        return .failure(
          TaskDraftError("--tag '\(tag)' is not +tag or -tag; a tag has letters, digits, '-', '_' and '/'"))
      }
      if sign == "+" { add.append(String(name)) } else { remove.append(String(name)) }
    }
    if let both = add.first(where: remove.contains) {
      return .failure(TaskDraftError("--tag +\(both) and -\(both) contradict each other"))
    }

    // The description first, in place; then the fields on the line that gives.
    var current = line
    if text != nil || !tags.isEmpty {
      switch line.withDescription(text: text?.trimmingSpaces(), addTags: add, removeTags: remove) {
      case .success(let body):
        guard let read = TaskLineParser.parse(body + line.lineEnding) else {
          return .failure(TaskDraftError("the new text does not leave a task line"))
        }
        current = read
      case .failure(let error): return .failure(error)
      }
    }
    var fields = current.fields
    switch changedFields(&fields, today: today, weekStart: weekStart) {
    case .success: break
    case .failure(let error): return .failure(error)
    }
    if fields == current.fields { return .success(Self.withoutEnding(current.original, current.lineEnding)) }
    let edited = current.edited(status: current.status, fields: fields, plainFormat: plainFormat)
    return .success(Self.withoutEnding(edited, current.lineEnding))
  }

  /// `line` without its line ending `ending` (bytes: `\r\n` is one `Character`).
  private static func withoutEnding(_ line: String, _ ending: String) -> String {
    let bytes = Array(line.utf8)
    guard bytes.count >= ending.utf8.count, bytes.suffix(ending.utf8.count).elementsEqual(ending.utf8) else {
      return line
    }
    return String(decoding: bytes.dropLast(ending.utf8.count), as: UTF8.self)
  }

  /// Applies the field options to `fields`.
  private func changedFields(_ fields: inout TaskFields, today: LocalDate, weekStart: Int)
    -> Result<Void, TaskDraftError>
  {
    func phrase(_ text: String, _ option: String) -> Result<DatePhrase, TaskDraftError> {
      DatePhrase.parse(text).mapError { TaskDraftError($0.message(option: option)) }
    }
    if let due {
      switch phrase(due, "--due") {
      case .success(let value):
        fields.due = value.date(today: today, weekStart: weekStart)
        if let time = value.time { fields.dueTime = time }
      case .failure(let error): return .failure(error)
      }
    }
    let dates: [(String?, String, WritableKeyPath<TaskFields, LocalDate?>)] = [
      (scheduled, "--scheduled", \.scheduled), (start, "--start", \.start),
    ]
    for (text, option, key) in dates {
      guard let text else { continue }
      switch phrase(text, option) {
      case .success(let value) where value.time == nil:
        fields[keyPath: key] = value.date(today: today, weekStart: weekStart)
      case .success: return .failure(TaskDraftError("\(option) '\(text)' takes a date without a time"))
      case .failure(let error): return .failure(error)
      }
    }
    if let priority {
      let word = priority.trimmingSpaces().lowercased()
      let levels: [Priority] = [.highest, .high, .medium, .none, .low, .lowest]
      guard let level = Priority(rawValue: word) ?? levels.first(where: { $0.emoji.map(word.hasPrefix) == true })
      else {
        return .failure(
          TaskDraftError("--priority '\(priority)' is not one of highest, high, medium, none, low, lowest"))
      }
      fields.priority = level
    }
    if removeReminders { fields.reminders = [] }
    for text in reminders {
      switch ReminderArgument.resolve(text, today: today, weekStart: weekStart) {
      case .success(let spec):
        if case .beforeDue = spec, fields.due == nil {
          return .failure(TaskDraftError("--remind '\(text)' counts from the due date; the task has none, add --due"))
        }
        if !fields.reminders.contains(spec) { fields.reminders.append(spec) }
      case .failure(let error): return .failure(error)
      }
    }
    for name in unsets {
      switch Self.tableField(name, option: "--unset") {
      case .success(let key): _ = key.setPlain(nil, in: &fields)
      case .failure(let error): return .failure(error)
      }
    }
    for assignment in sets {
      guard let equals = assignment.firstIndex(of: "=") else {
        return .failure(TaskDraftError("--set '\(assignment)' is not FIELD=VALUE, such as estimate=45m"))
      }
      let value = String(assignment[assignment.index(after: equals)...]).trimmingSpaces()
      switch Self.tableField(String(assignment[..<equals]), option: "--set") {
      case .success(let key):
        guard !value.isEmpty, key.setPlain(value, in: &fields) else {
          return .failure(TaskDraftError("--set \(key.rawValue)='\(value)' cannot be read; see docs/syntax.md"))
        }
      case .failure(let error): return .failure(error)
      }
    }
    if removeRecurrence { fields.recurrence = nil }
    if let recurrence {
      let rule = recurrence.trimmingSpaces()
      guard !rule.isEmpty else { return .failure(TaskDraftError("--repeat is empty; --no-repeat removes it")) }
      do {
        _ = try Recurrence(parsing: rule)
      } catch {
        return .failure(TaskDraftError("--repeat '\(rule)' cannot be read: \(error); see docs/recurrence.md"))
      }
      fields.recurrence = rule
    }
    return .success(())
  }
}
