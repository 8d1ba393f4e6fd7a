/// What another program changed in a task, as edits of its line (pure; docs/phone.md, "What
/// syncs"): the description, the due date and time, the start date, the priority, the
/// recurrence and the reminders are rewritten in the line's own format, nothing else on the line
/// is touched, and the notes below it are written anew (``TaskNotes``); a new status is left to
/// ``TaskCompletion`` (a recurring task rolls over as with `quire done`).
public struct VdirTaskChange: Sendable, Equatable {
  /// The new status, when it changed.
  public var status: TaskStatus?
  /// The new description, when it changed.
  public var description: String?
  public var due: LocalDate??
  public var dueTime: LocalTime??
  public var start: LocalDate??
  public var priority: Priority?
  /// The new recurrence (the RRULE read back as the plugin's phrase where one says it), or
  /// `.some(nil)` when the other side removed it.
  public var recurrence: String??
  /// The new reminders (VALARMs), when they changed: written as the phone has them.
  public var reminders: [ReminderSpec]?
  /// The new notes (DESCRIPTION), when they changed: the lines below the task are rewritten
  /// (``TaskNotes``; empty: the task's notes go).
  public var notes: String?

  /// The differences between the item as the vault's task renders (`vault`) and as the vdir holds it (`vdir`).
  public init(vault: ICalendarImport.Task, vdir: ICalendarImport.Task) {
    let (a, b) = (vault.fields, vdir.fields)
    if vault.status.kind != vdir.status.kind { status = vdir.status }
    if a.description != b.description { description = b.description }
    if a.due != b.due { due = .some(b.due) }
    if a.dueTime != b.dueTime { dueTime = .some(b.dueTime) }
    if a.start != b.start { start = .some(b.start) }
    if a.priority != b.priority { priority = b.priority }
    if a.recurrence != b.recurrence { recurrence = .some(b.recurrence) }
    if a.reminders != b.reminders { reminders = b.reminders }
    if vault.notes != vdir.notes { notes = vdir.notes }
  }

  /// Whether this change is a recurring task rolled over by the other side: a phone that
  /// completes a recurring task itself (Tasks.org, iOS Reminders) sends the same item, still
  /// open, with the next due date of its series instead of STATUS:COMPLETED. Quire then
  /// completes the task as `quire done` does (the next copy becomes a new item).
  /// - Parameter line: the task's line in the vault; `today`: the day of the sync.
  public func isRollover(of line: ParsedTaskLine, today: LocalDate) -> Bool {
    guard status == nil, description == nil, priority == nil, recurrence == nil, notes == nil, let newDue = due ?? nil,
      line.fields.recurrence != nil,
      !line.status.isClosed, let oldDue = line.fields.due, newDue > oldDue
    else { return false }
    guard let next = TaskCompletion.setStatus(of: line, to: .done, today: today).nextCopy,
      let copy = TaskLineParser.parse(next)
    else { return false }
    return copy.fields.due == newDue
  }

  /// Whether a field of the line (not the status, not the notes) changed.
  public var changesFields: Bool {
    description != nil || due != nil || dueTime != nil || start != nil || priority != nil || recurrence != nil
      || reminders != nil
  }

  /// The line with the changed fields (not the status), without its line ending; `nil` when
  /// the line cannot hold them (the new text would read as fields).
  public func applyFields(to line: ParsedTaskLine, plainFormat: TaskFormat) -> String? {
    var current = line
    if let description {
      guard case .success(let body) = line.withDescription(text: description, addTags: [], removeTags: []),
        let read = TaskLineParser.parse(body + line.lineEnding)
      else { return nil }
      current = read
    }
    var fields = current.fields
    if let due { fields.due = due }
    if let dueTime { fields.dueTime = dueTime }
    if fields.due == nil { fields.dueTime = nil }
    if let start {
      // DTSTART came from the scheduled date of a task without a start date (ICalendarExport).
      if current.fields.start == nil, current.fields.scheduled != nil {
        fields.scheduled = start
      } else {
        fields.start = start
      }
    }
    if let priority { fields.priority = priority }
    if let recurrence { fields.recurrence = recurrence }
    if let reminders { fields.reminders = reminders }
    let edited =
      fields == current.fields
      ? current.original : current.edited(status: current.status, fields: fields, plainFormat: plainFormat)
    var bytes = Array(edited.utf8)
    let ending = Array(current.lineEnding.utf8)
    if !ending.isEmpty, bytes.count >= ending.count, Array(bytes.suffix(ending.count)) == ending {
      bytes.removeLast(ending.count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
