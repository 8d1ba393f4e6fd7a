import ArgumentParser
import Foundation
import QuireKit

/// `quire service install|uninstall|status`: keeps `quire watch` running for the vault.
struct ServiceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "service",
    abstract: "Keep quire watch running for the vault in the background (systemd user unit, launchd agent).",
    discussion: "See docs/service.md.",
    subcommands: [ServiceInstallCommand.self, ServiceUninstallCommand.self, ServiceStatusCommand.self])
}

extension VaultContext {
  /// The service of this vault, run by this very binary.
  var service: ServiceManager {
    let environment = root.environment
    let executable = ServiceDefinition.executable(
      argv0: CommandLine.arguments[0], cwd: FileManager.default.currentDirectoryPath, environment: environment)
    let vaultPath = VaultWalker.realPath(vault.root) ?? vault.root
    return ServiceManager(
      definition: ServiceDefinition(executable: executable, vault: vaultPath, environment: environment),
      environment: environment)
  }
}

/// `quire service install [--dry-run]`.
struct ServiceInstallCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "install",
    abstract: "Write the service file for the vault, then enable and start it (systemctl --user / launchctl).")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print the service file and where it would go; write nothing, start nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let service = context.service
      if dryRun {
        Output.line("# \(service.definition.path)")
        Output.write(service.definition.text)
        return
      }
      let report = try service.install()
      for line in report.lines { Output.line(line) }
      if service.definition.executable.contains("/.build/") {
        Output.error(
          "quire: warning: the service runs \(service.definition.executable), a build folder's binary that the next "
            + "build replaces; run make install, then quire service install again with the installed quire")
      }
      if let failure = report.failure { throw UserError(failure) }
    }
  }
}

/// `quire service uninstall [--dry-run]`.
struct ServiceUninstallCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "uninstall", abstract: "Stop and disable the vault's service and remove its file.")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Say which file would be removed; change nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let service = context.service
      if dryRun {
        let exists = FileManager.default.fileExists(atPath: service.definition.path)
        Output.line(
          exists ? "would remove \(service.definition.path)" : "no service installed for \(service.definition.vault)")
        return
      }
      let report = try service.uninstall()
      for line in report.lines { Output.line(line) }
      if let failure = report.failure { Output.error("quire: warning: \(failure)") }
    }
  }
}

/// `quire service status`.
struct ServiceStatusCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract:
      "Whether the vault's service is installed and runs, and when its watcher last delivered a reminder and wrote pages."
  )

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Accepted for symmetry with install and uninstall; status never changes anything.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let service = context.service
      let status = service.status()
      for line in ServiceStatusText.lines(status, definition: service.definition) { Output.line(line) }
    }
  }
}
