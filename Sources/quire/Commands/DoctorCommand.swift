import ArgumentParser
import QuireCore
import QuireKit

/// `quire doctor`: checks the vault and its config, the time zone, the templates, the notifier,
/// the inotify watch limit, the index, a running watcher and the service — one line each, with what to do.
struct DoctorCommand: VaultCommand {
  /// Lists the config's problems with the others (`VaultCommand.reportsConfigItself`).
  static let reportsConfigItself = true

  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the vault, config, time zone, templates, notifier, inotify limit, index, watcher and service.",
    discussion: """
      One line per check: 'ok', 'info' (worth knowing, nothing wrong) or 'warning' (a problem, with what to do). \
      Exit status 0 when no check warns, 1 when one does. The notifier is run once with a test notification. \
      See docs/watch.md and docs/service.md.
      """)

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var warned = false
    try withVault { context in
      let checks = VaultDoctor.checks(
        vault: context.vault, environment: context.root.environment, service: context.service)
      warned = checks.contains { $0.status == .warning }
      if global.json {
        try Output.orderedJSON(DoctorJSON(checks))
      } else {
        for check in checks { Output.line("\(check.status.rawValue): \(check.name): \(check.message)") }
      }
    }
    if warned { throw ExitCode.failure }
  }
}
