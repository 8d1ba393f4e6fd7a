/// What `quire event add` was told, checked and turned into an ``EventNote`` (pure; the CLI
/// parses, this checks). Each bad value gives one line saying what to write instead. Dates may be
/// phrases (`fri`, `dec 24 18:00`; docs/dates.md): the note holds the resolved ISO dates.
public struct EventDraft: Sendable {
  public var title: String
  public var date: String
  public var start: String?
  public var end: String?
  public var allDay = false
  public var recurrence: String?
  public var until: String?
  public var reminders: [String] = []
  public var notes: String?
  public var kind: String?
  public var course: String?

  public init(title: String, date: String) {
    self.title = title
    self.date = date
  }

  /// The note, or a one-line message naming the wrong value. Date phrases are resolved against
  /// `today` and weeks starting on ISO weekday `weekStart`; a time in `--date` is the start time
  /// when `--start` is not given.
  public func note(today: LocalDate, weekStart: Int) -> Result<EventNote, TaskDraftError> {
    let name = title.trimmingSpaces()
    guard !name.isEmpty else { return .failure(TaskDraftError("the event's title is empty")) }
    guard !name.contains("\n"), !name.contains("\r") else {
      return .failure(TaskDraftError("the event's title must be one line"))
    }
    let phrase: DatePhrase
    switch DatePhrase.parse(date) {
    case .success(let value): phrase = value
    case .failure(let error): return .failure(TaskDraftError(error.message(option: "--date")))
    }
    let day = phrase.date(today: today, weekStart: weekStart)
    var note = EventNote(title: name, date: day, allDay: allDay)
    if let time = phrase.time {
      guard start == nil else {
        return .failure(TaskDraftError("--date '\(date)' has a time and --start another; give one"))
      }
      note.start = time
    }
    if let start {
      guard let time = LocalTime(text: start) else {
        return .failure(TaskDraftError("--start '\(start)' is not a time; write HH:MM (24-hour)"))
      }
      note.start = time
    }
    if let end {
      guard let time = LocalTime(text: end) else {
        return .failure(TaskDraftError("--end '\(end)' is not a time; write HH:MM (24-hour)"))
      }
      guard note.start != nil else { return .failure(TaskDraftError("--end needs --start")) }
      note.end = time
    }
    if allDay, note.start != nil {
      return .failure(TaskDraftError("--all-day and --start do not go together; give one of them"))
    }
    note.allDay = note.start == nil
    if let recurrence {
      let rule = recurrence.trimmingSpaces()
      do {
        let parsed = try Recurrence(parsing: rule)
        if parsed.whenDone {
          return .failure(
            TaskDraftError("--repeat '\(rule)': 'when done' is for tasks; an event repeats from its date"))
        }
      } catch {
        return .failure(TaskDraftError("--repeat '\(rule)' cannot be read: \(error); see docs/recurrence.md"))
      }
      note.recurrence = rule
    }
    if let until {
      let last: LocalDate
      switch DatePhrase.parse(until) {
      case .success(let phrase): last = phrase.date(today: today, weekStart: weekStart)
      case .failure(let error): return .failure(TaskDraftError(error.message(option: "--until")))
      }
      guard note.recurrence != nil else { return .failure(TaskDraftError("--until needs --repeat")) }
      guard last >= day else { return .failure(TaskDraftError("--until \(until) is before --date \(date)")) }
      note.until = last
    }
    for text in reminders {
      switch ReminderArgument.resolve(text, today: today, weekStart: weekStart) {
      case .success(let spec): note.reminders.append(spec.text)
      case .failure(let error): return .failure(error)
      }
    }
    for (flag, value) in [("--kind", kind), ("--course", course)] {
      if let value, value.contains(where: { $0 == "\n" || $0 == "\r" }) {
        return .failure(TaskDraftError("\(flag) must be one line"))
      }
    }
    note.kind = kind?.trimmingSpaces()
    note.course = course?.trimmingSpaces().lowercased()
    note.body = notes ?? ""
    return .success(note)
  }
}
