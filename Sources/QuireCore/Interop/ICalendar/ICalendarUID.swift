/// Stable UIDs for exported components: a hash of what identifies an item in the vault, so
/// the same item gets the same UID on every run and after edits anywhere else.
public enum ICalendarUID {
  /// An event note (`file`), or a day-planner line (`file`, its date and title, and its
  /// occurrence when the same title is planned twice that day).
  public static func event(_ event: EventItem, plannerOccurrence: Int) -> String {
    guard event.line > 1 else { return hash([event.file]) + "@quire" }
    var parts = [event.file, event.date.description, event.title]
    if plannerOccurrence > 0 { parts.append(String(plannerOccurrence)) }
    return hash(parts) + "@quire"
  }

  /// A task: its id.
  public static func task(_ task: TaskItem) -> String { "task-" + task.id + "@quire" }

  /// A holiday: its country, date and name.
  public static func holiday(_ holiday: Holiday) -> String {
    "holiday-" + holiday.country.lowercased() + "-" + ICalendarText.date(holiday.date) + "-"
      + hash([holiday.displayName]).prefix(8) + "@quire"
  }

  /// Sixteen hex digits of FNV-1a (64 bit) over the parts, separated by NUL bytes.
  public static func hash(_ parts: [String]) -> String {
    var h = FNV1a()
    for (i, part) in parts.enumerated() {
      if i > 0 { h.mix([0]) }
      h.mix(part.utf8)
    }
    let hex = String(h.value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
