/// A reminder typed on the command line (`--remind`): `1h before` the due time, or a moment as a
/// date phrase with a time (`tomorrow 9am`, `fri 14:30`, `2026-11-25 09:00`; docs/dates.md),
/// resolved to the absolute date-time a note holds.
public enum ReminderArgument {
  /// The reminder `text` names when today is `today` and weeks start on `weekStart`, or a
  /// one-line message naming `--remind`.
  public static func resolve(_ text: String, today: LocalDate, weekStart: Int) -> Result<ReminderSpec, TaskDraftError> {
    // A bare time (`18:00`) is today at that time, as a date phrase reads it; a note's `⏰ 18:00`
    // (the task's day at 18:00) is for lines written by hand.
    if let spec = ReminderSpec(text: text) {
      if case .atTimeOnDate = spec {} else { return .success(spec) }
    }
    guard case .success(let phrase) = DatePhrase.parse(text) else {
      return .failure(
        TaskDraftError(
          "--remind '\(text)' is not a reminder: write a date and time such as 'tomorrow 9am' or 'YYYY-MM-DD HH:MM', "
            + "or '1h before' (docs/dates.md)"))
    }
    guard let time = phrase.time else {
      return .failure(TaskDraftError("--remind '\(text)' has no time: add one, such as '\(text) 9am'"))
    }
    return .success(.absolute(LocalDateTime(date: phrase.date(today: today, weekStart: weekStart), time: time)))
  }
}
