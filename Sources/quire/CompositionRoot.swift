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
      VaultLock.recoverIfNeeded(vault)
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
      guard let value = GlobalOptions.moment(text)?.minute else {
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

  /// `--now` (or `$QUIRE_NOW`) as an instant to the second in the vault's zone, for a clock
  /// that runs on from it (`quire watch`); `--today` alone is that day at the system's time;
  /// `nil` when none is given.
  func startInstant(for vault: Vault) throws -> Double? {
    let wall = WallClock(zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)))
    guard let text = options.now ?? environment["QUIRE_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      return options.today == nil ? nil : Double(wall.resolve(try now(for: vault)).instant)
    }
    guard let moment = GlobalOptions.moment(text) else {
      throw UserError("QUIRE_NOW '\(text)' is not a date-time; write YYYY-MM-DDTHH:MM[:SS]")
    }
    return Double(wall.resolve(moment.minute).instant + Int64(moment.seconds))
  }

  /// Today's date in the vault (see `now(for:)`).
  func today(for vault: Vault) throws -> LocalDate {
    if let text = options.today, let date = LocalDate(iso: text) { return date }
    return try now(for: vault).date
  }

  /// The vault, its "today" and its contents: what most listing commands start with.
  func loadVault() throws -> (vault: Vault, today: LocalDate, contents: VaultContents) {
    let vault = try vault()
    return (vault, try today(for: vault), VaultLoader(vault: vault).load())
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
      let value = GlobalOptions.moment(text)?.minute
    {
      return value.date
    }
    return try today(for: vault())
  }

  /// The built-in templates (`Templates/`) with the vault's overrides in `.quire/templates/`.
  func templates(for vault: Vault?) throws -> TemplateSet {
    guard let folder = TemplateLocator.folder(environment: environment, executable: CommandLine.arguments[0]) else {
      throw UserError(QuireKitError.templatesNotFound.description)
    }
    do {
      return try TemplateSet(builtIn: folder, vaultRoot: vault?.root)
    } catch {
      throw UserError("\(error)")
    }
  }

  /// The vault read and ready for agenda views at `now`, with holidays for the years around
  /// `day`; prepared for the days of `page` when the view shows one page.
  func agendaContext(_ vault: Vault, now: LocalDateTime, around day: LocalDate, for page: AgendaPage? = nil)
    -> AgendaContext
  {
    let years =
      max(
        HolidayCalendar.years.lowerBound, min(day.year, now.date.year) - 1)...min(
        HolidayCalendar.years.upperBound, max(day.year, now.date.year) + 1)
    let window = page.map { AgendaPage.days(of: [$0], weekStart: vault.config.weekStart, today: now.date) }
    return AgendaContext(vault: vault, loader: VaultLoader(vault: vault), now: now, years: years, window: window)
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
