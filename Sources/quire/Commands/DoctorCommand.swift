import ArgumentParser
import QuireCore
import QuireKit

/// `quire doctor`: checks what `quire watch` and the other commands need — the inotify watch
/// limit, the index, a running watcher, the notifier — one line each, with what to do.
struct DoctorCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the inotify limit, the index, quire watch and the notifier; say what to do.",
    discussion: """
      One line per check, 'ok' or 'warning'. Exit status 0 when every check is ok, 1 when one \
      warns. See docs/watch.md.
      """)

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var warned = false
    try withVault { context in
      let checks = VaultDoctor.checks(vault: context.vault, environment: context.root.environment)
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
