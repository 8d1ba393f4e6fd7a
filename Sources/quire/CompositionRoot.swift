import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place adapters are built and wired (docs/architecture.md): vault, clock, output.
struct CompositionRoot {
  let options: GlobalOptions
  let environment: [String: String]
  /// Where QuireKit reports warnings, waits for the write lock and an indexing's progress: the
  /// terminal (standard error), built once here and handed down with the vault (`Vault.reporter`).
  let reporter: any Reporter

  init(options: GlobalOptions) {
    self.options = options
    environment = ProcessInfo.processInfo.environment
    reporter = TerminalReporter(environment: environment)
  }

  /// The vault the command works on.
  func vault() throws -> Vault {
    do {
      let root = try Vault.locate(
        explicit: options.vault, environment: environment, cwd: FileManager.default.currentDirectoryPath)
      var vault = Vault(root: root)
      vault.usesIndex = usesIndex
      // Before the first lock, so that finishing what a killed writer left can warn.
      vault.reporter = reporter
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

  /// The moment `--now`, else `$QUIRE_NOW`, pins (the only place `$QUIRE_NOW` is read): `nil`
  /// when neither is given, a failure when `$QUIRE_NOW` is not a date-time.
  var pinnedMoment: Result<(minute: LocalDateTime, seconds: Int), UserError>? {
    guard let text = options.now ?? environment["QUIRE_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
    guard let moment = GlobalOptions.moment(text) else {
      return .failure(UserError("QUIRE_NOW '\(text)' is not a date-time; write YYYY-MM-DDTHH:MM"))
    }
    return .success(moment)
  }

  /// The day `--today` pins, when given.
  var pinnedDay: LocalDate? { options.today.flatMap { LocalDate(iso: $0) } }

  /// The clock every command reads, built once here: `--now` (or `$QUIRE_NOW`) as a fixed
  /// clock, with `--today` as its date when both are given; `--today` alone at the system's time
  /// of day; else the system clock in the vault's zone (docs/architecture.md).
  func clock(for vault: Vault) throws -> any QuireClock {
    let zone = SystemClock.timeZone(for: vault.config)
    switch pinnedMoment {
    case .success(let moment)?:
      return ManualClock(
        wall: moment.minute, seconds: moment.seconds, zone: FoundationZoneRules(zone), pinnedDay: pinnedDay)
    case .failure(let error)?: throw error
    case nil: return SystemClock(zone: zone, pinnedDay: pinnedDay)
    }
  }

  /// The clock of `quire timer` and, when it is fixed, the same clock to move: `--now` (or
  /// `$QUIRE_NOW`) starts a fixed clock at its minute, moved only by the session's `tick` and
  /// `wait` lines; otherwise the system clock runs. `--today` pins the day the session is
  /// logged in, as for every other command: with `--now` the fixed clock
  /// starts on that day at `--now`'s time, alone it sets the running clock's date.
  func timerClock(for vault: Vault) throws -> (clock: any QuireClock, fixed: ManualClock?) {
    guard let pinned = try clock(for: vault) as? ManualClock else {
      return (SystemClock(zone: SystemClock.timeZone(for: vault.config), pinnedDay: pinnedDay), nil)
    }
    let start = pinned.now()
    let fixed = ManualClock(wall: LocalDateTime(date: pinnedDay ?? start.date, time: start.time), zone: pinned.zone)
    return (fixed, fixed)
  }

  /// Today's date: `--today`, `--now` or `$QUIRE_NOW` when given (no vault needed), else the
  /// system clock in the vault's zone.
  func today() throws -> LocalDate {
    if let day = pinnedDay { return day }
    if case .success(let moment)? = pinnedMoment { return moment.minute.date }
    return try clock(for: vault()).today()
  }

  /// The reader of `vault` (`VaultLoader.reader()`): its index, brought up to date with a
  /// progress bar on a terminal, unless `--no-cache` or the index cannot be used; warnings go to
  /// the vault's reporter, this root's (standard error).
  func reader(for vault: Vault, readingAhead: TaskFilter? = nil) -> any VaultReader {
    VaultLoader(vault: vault).reader(progress: indexProgress, readingAhead: readingAhead)
  }

  /// The vault's index, opened (created, or rebuilt when damaged), for `quire index`; `nil` with
  /// why when it cannot be used.
  func index(of vault: Vault) -> (index: VaultIndex?, warning: String?) { VaultIndex.open(vault) }

  /// The events of the notes an event ID may name, read from those notes' files
  /// (`VaultLoader.eventsNamed`).
  func eventsNamed(_ id: String, in vault: Vault) -> [EventItem] { VaultLoader(vault: vault).eventsNamed(id) }

  /// The notifier of a vault's settings; a `terminal` notifier writes its line to standard error.
  func notifier(for config: VaultConfig) -> Notifier {
    Notifier(config: config, environment: environment, terminal: { Output.error($0) })
  }

  /// The clock of `quire watch`: it starts at the vault clock's instant (`--now`, `$QUIRE_NOW` or
  /// the system's) and runs on in real seconds, in the vault's zone.
  func runningClock(for vault: Vault) throws -> RunningClock {
    RunningClock(startingAt: try clock(for: vault).instant(), zone: SystemClock.timeZone(for: vault.config))
  }

  /// A counter for one refresh of the index, reported to the reporter (which draws the bar).
  var indexProgress: @Sendable () -> IndexProgress? {
    { [reporter] in IndexProgress(reportingTo: reporter) }
  }

  /// The template files: the ones compiled into the binary, or `$QUIRE_TEMPLATES` (development).
  func templateFiles() throws -> TemplateFiles {
    do {
      return try TemplateFiles.resolve(environment: environment)
    } catch {
      throw UserError(error.description)
    }
  }

  /// The built-in templates (`Templates/`) with the vault's overrides in `.quire/templates/`.
  func templates(for vault: Vault?) throws -> TemplateSet {
    let files = try templateFiles()
    do {
      return try TemplateSet(files: files, vaultRoot: vault?.root)
    } catch {
      throw UserError("\(error)")
    }
  }

  /// The vault read and ready for agenda views at `now`, with holidays for the years around
  /// `day`; read for the days of `page` when the view shows one page, else for `now`'s day
  /// through `day`. The context answers exactly for those days only.
  func agendaContext(
    _ vault: Vault, reader: any VaultReader, now: LocalDateTime, around day: LocalDate, for page: AgendaPage? = nil
  ) -> AgendaContext {
    let years =
      max(
        HolidayCalendar.years.lowerBound, min(day.year, now.date.year) - 1)...min(
        HolidayCalendar.years.upperBound, max(day.year, now.date.year) + 1)
    let window =
      page.map { AgendaPage.days(of: [$0], weekStart: vault.config.weekStart, today: now.date) }
      ?? min(now.date, day)...max(now.date, day)
    return AgendaContext(vault: vault, reader: reader, now: now, years: years, window: window)
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
