/// `quire snooze ID [DURATION|DATE-TIME]` (docs/watch.md, "Snoozing"), the pure half: when the
/// reminder comes again, and the task's reminders with it moved or added.
public enum Snooze {
  /// How long or until when to snooze.
  public enum Amount: Sendable, Equatable {
    /// `30m`, `2h`, `1d`, `1w` (also `+30m`, `90 min`): that long after the reminder that fired
    /// last, or after now.
    case minutes(Int)
    /// A date phrase with a time (`18:00`, `tomorrow 9am`; docs/dates.md).
    case at(LocalDateTime)
  }

  /// The default: one hour.
  public static let defaultAmount = Amount.minutes(60)

  /// Reads `text`: a duration (a number and `m`, `h`, `d` or `w`, as `--remind ... before` has
  /// them) or a date phrase with a time resolved against `today`; `nil` is one hour.
  public static func amount(_ text: String?, today: LocalDate, weekStart: Int) -> Result<Amount, TaskDraftError> {
    guard var text = text?.trimmingSpaces() else { return .success(defaultAmount) }
    if text.hasPrefix("+"), text.dropFirst().first?.isNumber == true { text.removeFirst() }
    if case .beforeDue(let minutes)? = ReminderSpec(text: text + " before") {
      guard minutes > 0 else {
        return .failure(TaskDraftError("snooze '\(text)' is no time at all; write 10m, 1h, 1d"))
      }
      return .success(.minutes(minutes))
    }
    switch ReminderArgument.resolve(text, today: today, weekStart: weekStart) {
    case .success(.absolute(let moment)): return .success(.at(moment))
    default:
      return .failure(
        TaskDraftError(
          "snooze '\(text)' is neither a duration (10m, 1h, 2d, 1w) nor a date and time (18:00, tomorrow 9am); "
            + "see docs/dates.md"))
    }
  }

  /// The moment the reminder comes again, or an error when it is not after `now`. A duration
  /// counts from `fired` (the reminder that fired last) when that lands after now, else from now.
  public static func target(_ amount: Amount, fired: LocalDateTime?, now: LocalDateTime) -> Result<
    LocalDateTime, TaskDraftError
  > {
    switch amount {
    case .minutes(let minutes):
      if let fired {
        let moved = fired.adding(minutes: minutes)
        if moved > now { return .success(moved) }
      }
      return .success(now.adding(minutes: minutes))
    case .at(let moment):
      guard moment > now else {
        return .failure(
          TaskDraftError("snooze until \(moment.date) \(moment.time) is not later than now (\(now.date) \(now.time))"))
      }
      return .success(moment)
    }
  }

  /// The wall time of the reminder of task `id` that `quire watch` delivered last, from its
  /// ledger's keys (`Reminder.deliveryKey`: `task|ID|YYYY-MM-DDTHH:MM`).
  public static func lastFired(taskID id: String, in ledger: ReminderLedger) -> LocalDateTime? {
    let prefix = "task|\(id)|"
    return ledger.delivered.filter { $0.key.hasPrefix(prefix) }
      .sorted { ($0.value, $0.key) > ($1.value, $1.key) }
      .lazy.compactMap { LocalDateTime(text: $0.key.dropFirst(prefix.count)) }.first
  }

  /// `fields` with a reminder at `target`: the absolute reminder at `fired` moves there when the
  /// task has one, else one is added (a relative or already moved reminder stays as it is).
  public static func fields(_ fields: TaskFields, fired: LocalDateTime?, target: LocalDateTime) -> TaskFields {
    var fields = fields
    let new = ReminderSpec.absolute(target)
    if fields.reminders.contains(new) { return fields }
    if let fired, let index = fields.reminders.firstIndex(of: .absolute(fired)) {
      fields.reminders[index] = new
    } else {
      fields.reminders.append(new)
    }
    return fields
  }
}
