/// What `quire add` was told, turned into task fields (pure; the CLI parses, this checks). Dates
/// may be phrases (`tomorrow`, `fri 9am`; docs/dates.md): the fields hold the resolved ISO dates.
public struct TaskDraft: Sendable {
  public var text: String
  public var due: String?
  public var reminders: [String] = []
  public var recurrence: String?
  public var priority: String?
  public var tags: [String] = []

  public init(text: String) { self.text = text }

  /// The fields, or a one-line message saying which value is wrong and what to write. Date
  /// phrases are resolved against `today` and weeks starting on ISO weekday `weekStart`.
  public func fields(today: LocalDate, weekStart: Int) -> Result<TaskFields, TaskDraftError> {
    let description = text.trimmingSpaces()
    guard !description.isEmpty else { return .failure(TaskDraftError("the task text is empty")) }
    guard !description.contains("\n"), !description.contains("\r") else {
      return .failure(TaskDraftError("the task text must be one line"))
    }
    var fields = TaskFields(description: description)
    for tag in tags {
      let name = tag.hasPrefix("#") ? String(tag.dropFirst()) : tag
      guard !name.isEmpty, TagScanner.tags(in: "#" + name) == ["#" + name] else {
        return .failure(TaskDraftError("'\(tag)' is not a tag; use letters, digits, '-', '_' and '/'"))
      }
      if !fields.tags.contains("#" + name) { fields.description += " #" + name }
    }
    if let due {
      switch DatePhrase.parse(due) {
      case .success(let phrase):
        fields.due = phrase.date(today: today, weekStart: weekStart)
        fields.dueTime = phrase.time
      case .failure(let error): return .failure(TaskDraftError(error.message(option: "--due")))
      }
    }
    for text in reminders {
      let spec: ReminderSpec
      switch ReminderArgument.resolve(text, today: today, weekStart: weekStart) {
      case .success(let value): spec = value
      case .failure(let error): return .failure(error)
      }
      if case .beforeDue = spec, fields.due == nil {
        return .failure(TaskDraftError("--remind '\(text)' counts from the due date; add --due"))
      }
      fields.reminders.append(spec)
    }
    if let recurrence {
      let rule = recurrence.trimmingSpaces()
      guard !rule.isEmpty else { return .failure(TaskDraftError("--repeat is empty")) }
      do {
        _ = try Recurrence(parsing: rule)
      } catch {
        return .failure(TaskDraftError("--repeat '\(rule)' cannot be read: \(error); see docs/recurrence.md"))
      }
      fields.recurrence = rule
    }
    if let priority {
      guard let value = Priority(rawValue: priority.lowercased()) else {
        return .failure(
          TaskDraftError("--priority '\(priority)' is not one of highest, high, medium, none, low, lowest"))
      }
      fields.priority = value
    }
    return .success(fields)
  }
}

/// A bad value given to `quire add`.
public struct TaskDraftError: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
