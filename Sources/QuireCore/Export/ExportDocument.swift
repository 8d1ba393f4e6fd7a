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
    closing(sections: sectionNames.indices.map { section($0, of: contents, encoder: encoder) }, taskCount: taskCount)
  }

  /// The arrays after the tasks, in the schema's order.
  public static let sectionNames = [
    "events", "habits", "checkins", "entries", "dreams", "goals", "courses", "decks", "notes", "diagnostics",
  ]

  /// The items of array number `index` of `sectionNames`, each encoded: a caller may encode
  /// the arrays at once, on several cores.
  public static func section(_ index: Int, of contents: VaultContents, encoder: ExportEncoder) -> [String] {
    switch sectionNames[index] {
    case "events": contents.events.map(encoder.event)
    case "habits": contents.habits.map(encoder.habit)
    case "checkins": contents.checkins.map(encoder.checkin)
    case "entries": contents.entries.map(encoder.entry)
    case "dreams": contents.dreams.map(encoder.dream)
    case "goals": contents.goals.map(encoder.goal)
    case "courses": contents.courses.map(encoder.course)
    case "decks": contents.decks.map(encoder.deck)
    case "notes": contents.notes.map(encoder.note)
    default: contents.diagnostics.map(encoder.diagnostic)
    }
  }

  /// Everything after the tasks, from the encoded items of each array of `sectionNames`.
  public static func closing(sections: [[String]], taskCount: Int) -> String {
    var out = taskCount > 0 ? "\n]" : "]"
    for (name, items) in zip(sectionNames, sections) {
      out += ",\n\"\(name)\": ["
      if !items.isEmpty { out += "\n" + items.joined(separator: ",\n") + "\n" }
      out += "]"
    }
    out += "\n}\n"
    return out
  }
}
