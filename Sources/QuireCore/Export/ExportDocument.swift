/// The layout of `quire export --json`: one object, one array per item kind, one item a line.
///
/// Written in pieces so that tasks can stream out while the vault is still being read:
/// `opening`, then each task through `taskSeparator`, then `closing(...)`.
public enum ExportDocument {
  /// The text before the first task.
  public static let opening = "{\n\"tasks\": ["

  /// What goes before task number `index` (0-based).
  public static func taskPrefix(_ index: Int) -> String { index == 0 ? "\n" : ",\n" }

  /// Everything after the tasks: the other arrays, in the schema's order.
  public static func closing(_ contents: VaultContents, encoder: ExportEncoder, taskCount: Int) -> String {
    var out = taskCount > 0 ? "\n]" : "]"
    func section(_ name: String, _ items: [String]) {
      out += ",\n\"\(name)\": ["
      if !items.isEmpty { out += "\n" + items.joined(separator: ",\n") + "\n" }
      out += "]"
    }
    section("events", contents.events.map(encoder.event))
    section("habits", contents.habits.map(encoder.habit))
    section("checkins", contents.checkins.map(encoder.checkin))
    section("entries", contents.entries.map(encoder.entry))
    section("dreams", contents.dreams.map(encoder.dream))
    section("goals", contents.goals.map(encoder.goal))
    section("courses", contents.courses.map(encoder.course))
    section("decks", contents.decks.map(encoder.deck))
    section("notes", contents.notes.map(encoder.note))
    section("diagnostics", contents.diagnostics.map(encoder.diagnostic))
    out += "\n}\n"
    return out
  }
}
