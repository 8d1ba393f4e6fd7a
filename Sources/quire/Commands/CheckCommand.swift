import ArgumentParser
import QuireCore
import QuireKit

/// `quire check`: every diagnostic as `path:line:column: severity: message`.
struct CheckCommand: VaultCommand {
  /// Lists the config's problems with the others (`VaultCommand.reportsConfigItself`).
  static let reportsConfigItself = true

  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Report problems in the vault's notes; exit 1 if any is an error.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var errors = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let contents = context.reader.checked()
      // Due times the free time cannot meet, from now on (docs/plan.md); none without a clock.
      let late = (try? context.now()).map {
        DayPlanning.dueDiagnostics(vault: vault, now: $0, reader: context.reader, zones: EventZones(vault: vault))
      }
      let diagnostics = (contents.diagnostics + (late ?? [])).sorted {
        ($0.file, $0.line ?? 0, $0.column ?? 0) < ($1.file, $1.line ?? 0, $1.column ?? 0)
      }
      errors = diagnostics.filter { $0.severity == .error }.count
      if global.json {
        let encoder = ExportEncoder(
          defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: contents.courses))
        try Output.orderedJSON(diagnostics.map { RawJSON(encoder.diagnostic($0)) })
      } else {
        let style = Style(enabled: root.color)
        for d in diagnostics {
          let label = d.severity == .error ? style.red("error") : style.yellow(d.severity.rawValue)
          Output.line(d.formatted(severity: label))
        }
        // What the person excluded is no finding: told on standard error, beside the count.
        for line in vault.ignore.skippedLines(counts: VaultWalker(vault: vault).skippedNotes()) { Output.error(line) }
        let warnings = diagnostics.count - errors
        Output.error("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
      }
    }
    if errors > 0 { throw ExitCode.failure }
  }
}
