import QuireCore

extension TaskEditor {
  /// One line `tidy` looked at.
  public struct TidiedLine: Sendable, Equatable {
    public var file: String
    public var line: Int
    /// The line as it was (without its line ending).
    public var before: String
    /// The line as it is written now, or `nil` when no rewrite lets the plugin see every field.
    public var after: String?
  }

  /// Rewrites the task lines `lines` (note → 1-based line numbers, as `hidden-plugin-fields`
  /// names them) whose Obsidian Tasks fields are hidden, so the plugin reads them all
  /// (``PluginFieldOrder``). Each note is read again under the write lock and only lines that
  /// still hide fields change; every other byte stays. `dryRun` writes nothing.
  public func tidy(_ lines: [String: [Int]], dryRun: Bool) throws(QuireKitError) -> [TidiedLine] {
    var result: [TidiedLine] = []
    for file in lines.keys.sorted() {
      var found: [TidiedLine] = []
      try editor.update(file) { old throws(QuireKitError) -> [UInt8]? in
        found = []
        guard let old, let text = String(validating: old, as: UTF8.self) else { return nil }
        let source = SourceLines(text)
        var edits: [LineEdit] = []
        for n in Set(lines[file]!).sorted() where n >= 1 && n <= source.count {
          let before = Self.withoutLineEnding(String(source[n]))
          guard let parsed = TaskLineParser.parse(before), parsed.hiddenPluginFields != nil else { continue }
          let after = PluginFieldOrder.tidied(parsed)
          found.append(TidiedLine(file: file, line: n, before: before, after: after))
          if let after { edits.append(LineEdit(line: n, expected: before, replacement: [after])) }
        }
        guard !dryRun, !edits.isEmpty else { return nil }
        let new = try Self.apply(edits, to: old, file: file)
        // The fields are the same, so are the ids; the ledger still hears of the rewrite.
        _ = try recordIDs(file, old: old, new: new, map: LineMap())
        return new
      }
      result += found
    }
    return result
  }
}
