import ArgumentParser
import QuireCore
import QuireKit

/// `quire conflicts [list|merge]`: the sync tools' conflict copies beside their notes (docs/sync.md).
struct ConflictsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conflicts",
    abstract: "The sync tools' conflict copies (Syncthing, Dropbox, Nextcloud, ...): list them, merge one.",
    subcommands: [ConflictsListCommand.self, ConflictsMergeCommand.self],
    defaultSubcommand: ConflictsListCommand.self)
}

/// `quire conflicts [list]`: each copy with what it holds that its note does not, task by task.
struct ConflictsListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Each conflict copy and how it differs from its note, task by task (the default).",
    discussion: """
      A conflict copy beside its note is not read by any command (its tasks would be listed and \
      reminded twice); 'quire check' warns about each. This lists every copy with the task-level \
      difference: a task ticked on one side, a task on one side only, a task whose fields differ, \
      and how many other lines differ. Nothing is written. The names each tool gives its copies \
      are in docs/sync.md.
      """)

  @OptionGroup var global: GlobalOptions

  /// A copy in `--json`.
  struct Row: Encodable {
    let copy: String
    let original: String
    let tool: String
    let changes: [ChangeRow]
    let otherLinesOnlyInCopy: Int
    let otherLinesOnlyInOriginal: Int
  }

  /// One task-level difference in `--json`.
  struct ChangeRow: Encodable {
    let kind: String
    let copyLine: Int?
    let originalLine: Int?
    let description: String
    let status: [String: String]?
    let fields: [String]
  }

  func run() throws {
    try withVault { context in
      let report = ConflictReport(vault: context.vault)
      for d in report.diagnostics { Output.error(d.formatted(severity: d.severity.rawValue)) }
      if global.json {
        try Output.orderedJSON(report.entries.map(Self.row))
        return
      }
      if report.entries.isEmpty { Output.line("No conflict copies.") }
      let style = Style(enabled: context.root.color)
      for entry in report.entries {
        Output.line(
          "\(style.bold(entry.copy.path)): \(entry.copy.tool.rawValue) conflict copy of \(entry.copy.original)")
        for change in entry.diff.changes { Output.line("  " + Self.describe(change)) }
        let diff = entry.diff
        if diff.otherLinesOnlyInCopy + diff.otherLinesOnlyInOriginal > 0 {
          Output.line(
            "  other lines: \(diff.otherLinesOnlyInCopy) only in the copy, \(diff.otherLinesOnlyInOriginal) only in the original"
          )
        }
        if diff.isEmpty { Output.line("  the same as the original: the copy can be deleted") }
        if !diff.isEmpty { Output.line("  quire conflicts merge '\(entry.copy.path)' --dry-run") }
      }
    }
  }

  static func row(_ entry: ConflictReport.Entry) -> Row {
    Row(
      copy: entry.copy.path, original: entry.copy.original, tool: entry.copy.tool.rawValue,
      changes: entry.diff.changes.map { c in
        ChangeRow(
          kind: c.kind.rawValue, copyLine: c.copyLine, originalLine: c.originalLine, description: c.description,
          status: c.statuses.map { ["original": $0.original, "copy": $0.copy] }, fields: c.fields)
      },
      otherLinesOnlyInCopy: entry.diff.otherLinesOnlyInCopy,
      otherLinesOnlyInOriginal: entry.diff.otherLinesOnlyInOriginal)
  }

  /// `copy line 3, original line 3: [x] in the copy, [ ] in the original: Buy milk (done)`.
  static func describe(_ c: ConflictDiff.Change) -> String {
    var place: [String] = []
    if let line = c.copyLine { place.append("copy line \(line)") }
    if let line = c.originalLine { place.append("original line \(line)") }
    let fields = c.fields.isEmpty ? "" : " (\(c.fields.joined(separator: ", ")))"
    let what =
      switch c.kind {
      case .status: "[\(c.statuses!.copy)] in the copy, [\(c.statuses!.original)] in the original"
      case .fields: "fields differ"
      case .onlyInCopy: "only in the copy"
      case .onlyInOriginal: "only in the original"
      }
    return place.joined(separator: ", ") + ": " + what + ": " + c.description + fields
  }
}
