import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire ics`: the vault as iCalendar (RFC 5545), for calendar programs and phones (docs/icalendar.md).
struct IcsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ics",
    abstract: "Export the vault's events and tasks as iCalendar (.ics).",
    subcommands: [IcsExportCommand.self])
}

/// `quire ics export`: one VCALENDAR with the vault's events, tasks and, on request, holidays.
struct IcsExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the events (and tasks) as one iCalendar file, or print it.",
    discussion: "Times carry the vault's 'timezone:' with a VTIMEZONE, or are floating when the vault has none. "
      + "UIDs stay the same from run to run, so a calendar subscribed to the file updates its items.")

  @OptionGroup var global: GlobalOptions

  @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
  var output: String?

  /// Only events that touch the range, and tasks due in it.
  @OptionGroup var range: DateRangeOptions

  @Flag(inversion: .prefixedNo, help: "Export open and dated tasks as VTODOs.")
  var tasks = true

  @Flag(help: "Add the vault country's public holidays of the years exported as all-day events.")
  var holidays = false

  func run() throws {
    try reportingUserErrors {
      let root = CompositionRoot(options: global)
      let vault = try root.vault()
      let now = try root.now(for: vault)
      let start = range.first
      let end = range.last
      let export = VaultCalendarExport(
        from: start, to: end, includeTasks: tasks,
        holidays: holidays ? try holidayList(vault.config, from: start, to: end, now: now) : [])
      guard let output else {
        Output.write(bytes: export.document(vault, now: now))
        return
      }
      let path = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .standardizedFileURL.path
      do throws(QuireKitError) {
        try export.write(vault, now: now, to: path)
      } catch {
        throw UserError(error.description)
      }
    }
  }

  /// The vault country's holidays of the years from `from` to `to` (else this year and the next).
  func holidayList(_ config: VaultConfig, from: LocalDate?, to: LocalDate?, now: LocalDateTime) throws -> [Holiday] {
    guard let country = config.country, !country.isEmpty else {
      throw UserError("--holidays needs the vault's country; set 'country:' in .quire/config.yaml")
    }
    let first = from?.year ?? now.date.year
    do throws(HolidayError) {
      return try HolidayCalendar.holidays(
        country: country, subdivision: config.subdivision, years: first, through: to?.year ?? max(first, now.date.year) + 1)
    } catch {
      throw UserError(error.description + " (from .quire/config.yaml)")
    }
  }
}
