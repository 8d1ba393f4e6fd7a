/// Changing a task's status on its line, with the side effects Obsidian Tasks gives it: the done
/// and cancelled dates, the next copy of a recurring task, and `🏁 delete` (docs/syntax.md).
///
/// Pure: it is handed the parsed line, the new status and the day, and returns the replacement
/// lines; the IO layer writes them (docs/data-safety.md). Every rule below is the plugin's
/// `Task.handleNewStatus` and `Recurrence.next` (compat README, "Behaviour worth knowing"):
///
/// - **Done date.** Becoming done (`x`, `X`) from any other kind sets `✅ day` (`[completion:: day]`
///   on a dataview line); done to another done symbol keeps the old date; any other status
///   removes it. The cancelled date (`❌`, `[cancelled::]`) works the same way for `-`.
/// - **Next copy.** A recurring task that becomes done from a status that is not done gets a new
///   copy, on the line above (``Options/recurrenceOnNextLine`` puts it below). The copy is todo
///   (`[ ]`), and its due, scheduled and start dates, and absolute reminders, move by the offset
///   that takes the reference date (due, else scheduled, else start) to
///   ``Recurrence/next(after:completion:)``. A due time, relative reminders, priority, tags,
///   `[course::]` and `[habit::]` stay. The copy has no done or cancelled date, no `🆔`/`⛔`, no
///   created date (``Options/setCreatedDate`` gives it `➕ today`) and no block link. A recurring
///   task without dates gets a copy without dates.
/// - **`🏁 delete`.** A task that becomes done with `🏁 delete` disappears; its next copy stays.
///
/// Lines are edited in place (``ParsedTaskLine/edited(status:fields:lineEnding:plainFormat:)``): the plugin
/// rewrites the whole line in its own field order, Quire keeps the user's order and spacing.
public enum TaskCompletion {
  /// The Obsidian Tasks settings that shape a status change; the defaults are the plugin's.
  public struct Options: Sendable, Equatable {
    /// Add `✅ day` when a task becomes done (plugin `setDoneDate`, on).
    public var setDoneDate: Bool
    /// Add `❌ day` when a task is cancelled (plugin `setCancelledDate`, on).
    public var setCancelledDate: Bool
    /// Give the next copy `➕ today` (plugin `setCreatedDate`, off).
    public var setCreatedDate: Bool
    /// Put the next copy below the completed task instead of above (plugin `recurrenceOnNextLine`, off).
    public var recurrenceOnNextLine: Bool
    /// Drop the scheduled date from the next copy unless it is its only date, and count from the
    /// start date before the scheduled date (plugin `removeScheduledDateOnRecurrence`, off).
    public var removeScheduledDateOnRecurrence: Bool
    /// The format of the date added to a line that has no field yet (the vault's `task_format`);
    /// a line with fields keeps its own.
    public var plainLineFormat: TaskFormat
    /// The vault's statuses: the next copy takes the open status that follows the done one
    /// (``StatusRegistry/recurrenceStatus(after:)``), `[ ]` with the plugin's defaults.
    public var statuses: StatusRegistry = .standard

    /// Creates options; every default is the plugin's.
    public init(
      setDoneDate: Bool = true, setCancelledDate: Bool = true, setCreatedDate: Bool = false,
      recurrenceOnNextLine: Bool = false, removeScheduledDateOnRecurrence: Bool = false,
      plainLineFormat: TaskFormat = .emoji
    ) {
      self.setDoneDate = setDoneDate
      self.setCancelledDate = setCancelledDate
      self.setCreatedDate = setCreatedDate
      self.recurrenceOnNextLine = recurrenceOnNextLine
      self.removeScheduledDateOnRecurrence = removeScheduledDateOnRecurrence
      self.plainLineFormat = plainLineFormat
    }
  }

  /// Why a recurring task that was completed got no next copy.
  public enum NoNextCopy: Error, Sendable, Equatable {
    /// The rule cannot be read; the error says which part.
    case unreadableRule(RecurrenceError)
    /// A due, scheduled or start date cannot be read (`📅 2022-02-30`), so the copy's dates are
    /// unknown; the token is given as written.
    case unreadableDate(String)
    /// The rule has no date after the reference date (`UNTIL` passed, `COUNT=1`).
    case seriesEnded
    /// A date of the copy would fall outside the years 1 to 9999.
    case dateOutOfRange
  }

  /// What a status change does to the task's line.
  public struct Outcome: Sendable, Equatable {
    /// The lines that replace the task's line, in file order, each with a line ending (the
    /// original one; `\n` for an inserted line when the original line had none). Empty when
    /// `🏁 delete` removed the task and there is no next copy. `[original]` when nothing changed.
    public var lines: [String]
    /// The task's own line after the change, or `nil` when `🏁 delete` removed it.
    public var task: String?
    /// The next copy of a recurring task, when one was made.
    public var nextCopy: String?
    /// Why a recurring task that became done got no next copy, or `nil`.
    public var noNextCopy: NoNextCopy?
    /// Whether the line stays exactly as it was (the status was already `status`).
    public var isUnchanged: Bool
    /// When a done recurring task is set back to to-do: the next copy its completion made, as
    /// that completion wrote it (`copyMade(byCompleting:)`): the caller removes it when the note
    /// still holds it unchanged beside the task, and says it kept it otherwise.
    public var copyToUndo: String? = nil
    /// Set by the editor of the note: whether `copyToUndo` was found beside the task and removed
    /// (`false`: it was changed or moved since, and kept).
    public var removedCopy: Bool? = nil
  }

  /// The next copy that completing `line` (a recurring task, done on its `✅` date, else on
  /// `today`) made: what `setStatus(of:to: .done)` of its to-do form writes, without the line
  /// ending. `nil` when the task is not done or not recurring.
  public static func copyMade(byCompleting line: ParsedTaskLine, today: LocalDate, options: Options = Options())
    -> String?
  {
    guard line.status.kind == .done, line.fields.recurrence != nil else { return nil }
    let day = line.fields.done ?? today
    var open = line.fields
    open.done = nil
    let undone = line.edited(status: .todo, fields: open, lineEnding: "", plainFormat: options.plainLineFormat)
    guard let parsed = TaskLineParser.parse(undone) else { return nil }
    let copy = setStatus(of: parsed, to: line.status, today: day, completion: day, options: options).nextCopy
    return copy.map { line in
      var line = line
      while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
      return line
    }
  }

  /// Gives `line` the status `status` on `today`.
  ///
  /// - Parameters:
  ///   - line: The task line as read.
  ///   - status: The new status; the same symbol changes nothing.
  ///   - today: The day of the change: the date of `➕` on the next copy.
  ///   - completion: The day the task was done or cancelled (its `✅`/`❌` date and the base of
  ///     `when done`); `today` when `nil`.
  ///   - options: The Obsidian Tasks settings; the plugin's defaults when left out.
  public static func setStatus(
    of line: ParsedTaskLine, to status: TaskStatus, today: LocalDate, completion: LocalDate? = nil,
    options: Options = Options()
  ) -> Outcome {
    guard status != line.status else {
      return Outcome(lines: [line.original], task: line.original, nextCopy: nil, noNextCopy: nil, isUnchanged: true)
    }
    let day = completion ?? today
    let old = line.status.kind
    let new = status.kind

    var fields = line.fields
    fields.done = dateAfterChange(old: old, new: new, kind: .done, date: fields.done, enabled: options.setDoneDate, day)
    fields.cancelled = dateAfterChange(
      old: old, new: new, kind: .cancelled, date: fields.cancelled, enabled: options.setCancelledDate, day)

    let becomesDone = new == .done && old != .done
    var nextCopy: String?
    var noNextCopy: NoNextCopy?
    if becomesDone, let text = line.fields.recurrence {
      switch nextFields(of: line, recurrenceText: text, today: today, day: day, options: options) {
      case .success(let copy):
        let ending = line.lineEnding.isEmpty && !options.recurrenceOnNextLine ? "\n" : line.lineEnding
        nextCopy = line.edited(
          status: options.statuses.recurrenceStatus(after: status), fields: copy, lineEnding: ending,
          plainFormat: options.plainLineFormat)
      case .failure(let reason):
        noNextCopy = reason
      }
    }

    let deleted = becomesDone && line.fields.onCompletion == "delete"
    var taskLine: String?
    if !deleted {
      let ending = line.lineEnding.isEmpty && nextCopy != nil && options.recurrenceOnNextLine ? "\n" : line.lineEnding
      taskLine = line.edited(status: status, fields: fields, lineEnding: ending, plainFormat: options.plainLineFormat)
    }
    var lines: [String] = []
    if let taskLine { lines.append(taskLine) }
    if let nextCopy { lines.insert(nextCopy, at: options.recurrenceOnNextLine ? lines.count : 0) }
    // The last line keeps the original ending (none at the end of a file).
    if line.lineEnding.isEmpty, var last = lines.popLast() {
      while last.hasSuffix("\n") || last.hasSuffix("\r") { last.removeLast() }
      lines.append(last)
    }
    var outcome = Outcome(lines: lines, task: taskLine, nextCopy: nextCopy, noNextCopy: noNextCopy, isUnchanged: false)
    if old == .done, new != .done { outcome.copyToUndo = copyMade(byCompleting: line, today: today, options: options) }
    return outcome
  }

  /// obsidian-tasks `Task.newDate`: the date of `kind` after a change from `old` to `new`.
  static func dateAfterChange(
    old: TaskStatus.Kind, new: TaskStatus.Kind, kind: TaskStatus.Kind, date: LocalDate?, enabled: Bool,
    _ day: LocalDate
  ) -> LocalDate? {
    guard new == kind else { return nil }
    if old == kind { return date }
    return enabled ? day : nil
  }

  /// The fields of the next copy, or why there is none.
  static func nextFields(
    of line: ParsedTaskLine, recurrenceText: String, today: LocalDate, day: LocalDate, options: Options
  ) -> Result<TaskFields, NoNextCopy> {
    let recurrence: Recurrence
    do {
      recurrence = try Recurrence(parsing: recurrenceText)
    } catch {
      return .failure(.unreadableRule(error))
    }
    let f = line.fields
    // A date that cannot be read would leave the copy's dates unknown (the plugin gives up when
    // it is the reference date, and guesses otherwise); say so instead.
    for token in f.invalidFields where isDateToken(token, of: [.due, .scheduled, .start]) {
      return .failure(.unreadableDate(token))
    }
    let reference =
      options.removeScheduledDateOnRecurrence ? f.due ?? f.start ?? f.scheduled : f.due ?? f.scheduled ?? f.start
    var copy = f
    if let reference {
      guard let next = recurrence.next(after: reference, completion: day) else { return .failure(.seriesEnded) }
      let offset = reference.days(to: next)
      copy.due = f.due?.adding(days: offset)
      copy.scheduled = f.scheduled?.adding(days: offset)
      copy.start = f.start?.adding(days: offset)
      copy.reminders = f.reminders.map { reminder in
        guard case .absolute(let dt) = reminder else { return reminder }
        return .absolute(LocalDateTime(date: dt.date.adding(days: offset), time: dt.time))
      }
      let moved =
        [copy.due, copy.scheduled, copy.start].compactMap { $0 }
        + copy.reminders.compactMap {
          if case .absolute(let dt) = $0 { return dt.date } else { return nil }
        }
      guard moved.allSatisfy({ (1...9999).contains($0.year) }) else { return .failure(.dateOutOfRange) }
    } else if recurrence.next(after: day, completion: day) == nil {
      return .failure(.seriesEnded)
    }
    if options.removeScheduledDateOnRecurrence, f.due != nil || f.start != nil { copy.scheduled = nil }
    copy.done = nil
    copy.cancelled = nil
    copy.id = nil
    copy.dependsOn = []
    copy.created = options.setCreatedDate ? today : nil
    copy.blockLink = ""
    copy.invalidFields = f.invalidFields.filter { !isDateToken($0, of: [.done, .cancelled, .created]) }
    return .success(copy)
  }

  /// Whether an unreadable token is one of these date fields (`📅 2022-02-30`, `[due:: 2022-02-30]`).
  static func isDateToken(_ token: String, of keys: [TaskFieldKey]) -> Bool {
    for key in keys {
      if key.emoji.contains(where: { token.hasPrefix($0) }) { return true }
      for name in key.dataviewKeys {
        var rest = Substring(token.dropFirst())
        while rest.first == " " { rest = rest.dropFirst() }
        if (token.hasPrefix("[") || token.hasPrefix("(")) && rest.hasPrefix(name + "::") { return true }
      }
    }
    return false
  }
}
