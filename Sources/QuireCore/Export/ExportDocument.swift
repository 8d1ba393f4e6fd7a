/// The layout of `quire export --json`: one object, one array per item kind, one item a line.
///
/// Written in pieces so that tasks can stream out while the vault is still being read:
/// `opening`, then each task after its `taskPrefix`, then each array after the tasks
/// (`sectionOpening`, the items, `sectionClosing`).
public enum ExportDocument {
  /// The text before the first task.
  public static let opening = "{\n\"tasks\": ["

  /// What goes before task number `index` (0-based).
  public static func taskPrefix(_ index: Int) -> String { index == 0 ? "\n" : ",\n" }

  /// The arrays after the tasks, in the schema's order: each kind's (`NoteKindRegistry`), then
  /// the diagnostics.
  public static let sectionNames = NoteKindRegistry.all.map { $0.section } + ["diagnostics"]

  /// One note's items of one array after the tasks, encoded.
  public struct Items: Sendable {
    /// The items, each preceded by `,\n` (`appendItems` drops the first comma of an array).
    public var bytes: [UInt8] = []
    public var count = 0

    public init() {}

    /// Adds one encoded item.
    public mutating func add(_ item: String) {
      bytes += [UInt8(ascii: ","), UInt8(ascii: "\n")]
      bytes += item.utf8
      count += 1
    }
  }

  /// The items `note` adds to each array of `sectionNames` but the diagnostics (which the vault
  /// as a whole adds to), in that order: a note's share is encoded where it is parsed, and the
  /// arrays are put together from the shares in path order.
  public static func items(of note: ParsedNote, encoder: ExportEncoder) -> [Items] {
    NoteKindRegistry.all.map { steps in
      var items = Items()
      steps.export(note, encoder: encoder, into: &items)
      return items
    }
  }

  /// The diagnostics array's items.
  public static func diagnostics(_ diagnostics: [Diagnostic], encoder: ExportEncoder) -> Items {
    var items = Items()
    for d in diagnostics { items.add(encoder.diagnostic(d)) }
    return items
  }

  /// What ends the tasks array and opens array number `index` of `sectionNames`.
  public static func sectionOpening(_ index: Int, taskCount: Int) -> String {
    (index == 0 ? (taskCount > 0 ? "\n]" : "]") : "") + ",\n\"\(sectionNames[index])\": ["
  }

  /// What closes an array of `count` items (and, after the last array, the document).
  public static func sectionClosing(_ index: Int, count: Int) -> String {
    (count > 0 ? "\n]" : "]") + (index == sectionNames.count - 1 ? "\n}\n" : "")
  }
}
