import Foundation
import QuireCore

/// The checks of the vault's own setup: its folder and config, its time zone, its templates,
/// and its background service.
extension VaultDoctor {
  /// The vault folder and its `.quire/config.yaml`: read without errors.
  static func vault(_ vault: Vault) -> DoctorCheck {
    guard VaultStateFolder.isInVault(vault.root) else {
      return DoctorCheck(
        "vault", .info,
        "\(vault.root) has no .quire/ folder: the defaults are used and Quire writes nothing there but notes "
          + "and pages (the index is in \(VaultStateFolder.path(for: vault.root))); quire init adds a config")
    }
    let errors = vault.configDiagnostics.filter { $0.severity == .error }
    if let first = errors.first {
      let more = errors.count > 1 ? " (and \(errors.count - 1) more; quire check lists them)" : ""
      return DoctorCheck("vault", .warning, first.formatted + more + "; fix the setting, the default is used meanwhile")
    }
    let warnings = vault.configDiagnostics.filter { $0.severity == .warning }
    if let first = warnings.first {
      return DoctorCheck("vault", .warning, first.formatted + "; fix the setting, the default is used meanwhile")
    }
    return DoctorCheck("vault", .ok, "\(vault.root), .quire/config.yaml read without problems")
  }

  /// The time zone the vault's dates and reminders are in.
  static func timeZone(_ vault: Vault) -> DoctorCheck {
    if let name = vault.config.timeZone {
      guard TimeZone(identifier: name) != nil else {
        return DoctorCheck(
          "time zone", .warning,
          "'\(name)' (timezone in .quire/config.yaml) is unknown, so the system's \(TimeZone.current.identifier) "
            + "is used; write an IANA name such as Europe/Berlin")
      }
      return DoctorCheck("time zone", .ok, "\(name) (timezone in .quire/config.yaml)")
    }
    return DoctorCheck(
      "time zone", .ok,
      "\(TimeZone.current.identifier), the system's (set timezone in .quire/config.yaml to fix it for the vault)")
  }

  /// The templates: built-in or `$QUIRE_TEMPLATES`, and whether the vault's overrides parse.
  static func templates(_ vault: Vault, environment: [String: String]) -> DoctorCheck {
    let files: TemplateFiles
    do {
      files = try TemplateFiles.resolve(environment: environment)
    } catch {
      return DoctorCheck("templates", .warning, error.description)
    }
    let origin: String
    switch files.origin {
    case .builtIn: origin = "built-in (\(files.files.count) files)"
    case .folder(let folder): origin = "from \(folder) ($QUIRE_TEMPLATES)"
    }
    let set: TemplateSet
    do {
      set = try TemplateSet(files: files, vaultRoot: vault.root)
    } catch {
      return DoctorCheck("templates", .warning, "\(error)")
    }
    if let problem = set.diagnostics.first {
      return DoctorCheck(
        "templates", .warning,
        problem.formatted + "; fix the override (the built-in template is used meanwhile), or remove it")
    }
    let overrides = TemplateSet.templateFiles(under: vault.root + "/.quire/templates").count
    return DoctorCheck(
      "templates", .ok,
      origin
        + (overrides == 0
          ? ", no overrides" : ", \(overrides) override\(overrides == 1 ? "" : "s") in .quire/templates/, all parse"))
  }

  /// The background service of `quire service`: installed, and running.
  static func service(_ service: ServiceManager) -> DoctorCheck {
    let status = service.status()
    let label = service.definition.label
    guard status.installed else {
      return DoctorCheck(
        "service", .info, "not installed; quire service install keeps quire watch running (docs/service.md)")
    }
    if let state = status.managerState, !["active", "running", "activating", "loaded"].contains(state) {
      let how =
        service.definition.kind == .systemd
        ? "systemctl --user status \(label) and journalctl --user -u \(label) say why"
        : "launchctl print gui/\(getuid())/\(label) and \(service.definition.logFile) say why"
      return DoctorCheck("service", .warning, "\(label) is installed but \(state); \(how)")
    }
    return DoctorCheck(
      "service", .ok,
      "\(label) installed" + (status.managerState.map { ", \($0)" } ?? " (its manager cannot be asked here)"))
  }
}
