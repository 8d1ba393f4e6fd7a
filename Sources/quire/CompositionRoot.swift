import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place adapters are built and wired (style.md): vault, clock, output.
struct CompositionRoot {
  let options: GlobalOptions
  let environment = ProcessInfo.processInfo.environment

  /// The vault the command works on.
  func vault() throws -> Vault {
    do {
      let root = try Vault.locate(
        explicit: options.vault, environment: environment, cwd: FileManager.default.currentDirectoryPath)
      var vault = Vault(root: root)
      vault.usesIndex = usesIndex
      return vault
    } catch {
      throw UserError(error.description)
    }
  }

  /// Whether commands read the vault through the index: yes, unless `--no-cache` or a
  /// non-empty `QUIRE_NO_CACHE` (other than `0`) says no.
  var usesIndex: Bool {
    let env = environment["QUIRE_NO_CACHE"] ?? ""
    return !options.noCache && (env.isEmpty || env == "0")
  }

  /// The current moment: `--now`, else `$QUIRE_NOW`, else `--today` at the system's time of
  /// day, else the system clock in the vault's zone.
  func now(for vault: Vault) throws -> LocalDateTime {
    if let text = options.now ?? environment["QUIRE_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) {
      guard let value = LocalDateTime(text: text) else {
        throw UserError("QUIRE_NOW '\(text)' is not a date-time; write YYYY-MM-DDTHH:MM")
      }
      return value
    }
    let system = SystemClock.now(in: SystemClock.timeZone(for: vault.config))
    if let text = options.today, let date = LocalDate(iso: text) {
      return LocalDateTime(date: date, time: system.time)
    }
    return system
  }

  /// Today's date in the vault (see `now(for:)`).
  func today(for vault: Vault) throws -> LocalDate {
    if let text = options.today, let date = LocalDate(iso: text) { return date }
    return try now(for: vault).date
  }

  /// The one task `query` names (id, unique id prefix or FILE:LINE), or a user error listing candidates.
  func resolveTask(_ query: String, in contents: VaultContents) throws -> TaskItem {
    switch TaskResolver.resolve(query, in: contents.tasks) {
    case .success(let task): return task
    case .failure(let error): throw UserError(error.description)
    }
  }

  /// Today's date: `--today`, `--now` or `$QUIRE_NOW` when given (no vault needed), else the
  /// system clock in the vault's zone.
  func today() throws -> LocalDate {
    if let text = options.today, let date = LocalDate(iso: text) { return date }
    if let text = options.now ?? environment["QUIRE_NOW"].flatMap({ $0.isEmpty ? nil : $0 }),
      let value = LocalDateTime(text: text)
    {
      return value.date
    }
    return try today(for: vault())
  }

  /// Whether to colour standard output: a terminal, no `--no-color`, no `NO_COLOR`.
  var color: Bool {
    !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty && isatty(STDOUT_FILENO) == 1
      && environment["TERM"] != "dumb"
  }
}

/// A failure the user caused and can fix: printed as one line, exit status 1.
struct UserError: Error, CustomStringConvertible {
  let description: String
  init(_ message: String) { description = message }
}
