import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire ics`: the vault as iCalendar (RFC 5545), for calendar programs and phones (docs/icalendar.md).
struct IcsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ics",
    abstract: "Export the vault's events and tasks as iCalendar (.ics), or import a calendar file.",
    subcommands: [IcsExportCommand.self, IcsImportCommand.self])
}

/// `quire ics export`: one VCALENDAR with the vault's events, tasks and, on request, holidays.
struct IcsExportCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the events (and tasks) as one iCalendar file, or print it.",
    discussion: "Times carry the vault's 'timezone:' with a VTIMEZONE, or are floating when the vault has none. "
      + "UIDs stay the same from run to run, so a calendar subscribed to the file updates its items.")

  @OptionGroup var global: GlobalOptions

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
  var output: String?

  /// Only events that touch the range, and tasks due in it.
  @OptionGroup var range: DateRangeOptions

  @Flag(inversion: .prefixedNo, help: "Export open and dated tasks as VTODOs.")
  var tasks = true

  @Flag(help: "Add the vault country's public holidays of the years exported as all-day events.")
  var holidays = false

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let now = try context.now()
      let (start, end) = try range.days(today: context.today(), weekStart: vault.config.weekStart)
      let export = VaultCalendarExport(
        from: start, to: end, includeTasks: tasks,
        holidays: holidays ? try holidayList(vault.config, from: start, to: end, now: now) : [])
      guard let output else {
        try export.stream(vault, reader: context.reader, now: now, write: Output.write(bytes:))
        return
      }
      let path = URL(
        fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      )
      .standardizedFileURL.path
      do throws(QuireKitError) {
        try export.write(vault, reader: context.reader, now: now, to: path)
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
        country: country, subdivision: config.subdivision, years: first,
        through: to?.year ?? max(first, now.date.year) + 1)
    } catch {
      throw UserError(error.description + " (from .quire/config.yaml)")
    }
  }
}

/// `quire ics import FILE`: each VEVENT an event note, the VTODOs an imported-tasks note.
struct IcsImportCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import an iCalendar file: events as notes in planner/<calendar>/, tasks in one note.",
    discussion: "Importing the same file again changes nothing; a changed event updates the note it made, unless "
      + "you edited that note since (then --force replaces it). Problems are printed as FILE:LINE: warning: ...; "
      + "the exit status is 1 when nothing could be imported.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The .ics file.", valueName: "file"))
  var file: String

  @Option(
    help: ArgumentHelp(
      "The calendar (folder below planner/) to import into; default: the file's name.", valueName: "name"))
  var calendar: String?

  @Flag(help: "Replace notes edited since the last import too.")
  var force = false

  func validate() throws {
    if let calendar, !Slug.isSlug(calendar) {
      throw ValidationError(
        "--calendar '\(calendar)' is not a calendar name; use lower-case letters, digits and '-' (such as '\(Slug.make(calendar, fallback: "work"))')"
      )
    }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      guard let data = FileManager.default.contents(atPath: file) else {
        throw UserError("cannot read '\(file)'; give the path of an .ics file")
      }
      let name = calendar ?? Slug.make(VaultPath.stem(file), fallback: "imported")
      let importer = CalendarImporter(vault: vault, templates: try root.templates(for: vault), force: force)
      let report = importer.run(bytes: [UInt8](data), label: file, calendar: name)
      for d in report.diagnostics { Output.error(d.formatted) }
      for path in report.created { Output.line("created \(path)") }
      for path in report.updated { Output.line("updated \(path)") }
      for path in report.kept {
        Output.error("\(path): warning: edited since the last import; not updated (--force replaces it)")
      }
      for path in report.removed { Output.line("not restored \(path) (removed with 'quire event rm')") }
      guard report.items > 0 else { throw UserError("nothing in '\(file)' could be imported") }
      Output.line(
        "created: \(report.createdCount), updated: \(report.updatedCount), unchanged: \(report.unchanged), kept: \(report.keptCount)"
      )
    }
  }
}
