import QuireCore

/// The sync tools' conflict copies of a vault, each with what it holds that its note does not
/// (`quire conflicts`, docs/sync.md). Reads both files of each pair; writes nothing.
public struct ConflictReport: Sendable {
  /// A copy and its difference from its note.
  public struct Entry: Sendable {
    public var copy: ConflictCopy
    public var diff: ConflictDiff
  }

  public var entries: [Entry]
  /// Problems reading a copy or its note (the entry is left out).
  public var diagnostics: [Diagnostic]

  /// Every conflict copy the walk of `vault` leaves out, in path order.
  public init(vault: Vault) {
    let parser = NoteParser(config: vault.config)
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []
    for copy in VaultWalker(vault: vault).walkFindingCopies().copies {
      guard let original = Self.read(copy.original, vault: vault, parser: parser, into: &diagnostics),
        let copied = Self.read(copy.path, vault: vault, parser: parser, into: &diagnostics)
      else { continue }
      entries.append(Entry(copy: copy, diff: ConflictDiff(original: original, copy: copied)))
    }
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The tasks and text of the note at `path`, or `nil` with the reason in `diagnostics`.
  static func read(
    _ path: String, vault: Vault, parser: NoteParser, into diagnostics: inout [Diagnostic]
  ) -> (tasks: [TaskItem], text: String)? {
    guard let text = NoteReader.load(absolute: vault.root + "/" + path, relative: path, into: &diagnostics) else {
      return nil
    }
    return (parser.parse(file: path, text: text).tasks, text)
  }
}
