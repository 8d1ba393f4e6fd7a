import ArgumentParser
import QuireCore
import QuireKit

/// `quire event`: events on the command line.
struct EventCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "event", abstract: "Events: add, list, show, edit and remove them.",
    subcommands: [
      EventListCommand.self, EventAddCommand.self, EventShowCommand.self, EventEditCommand.self, EventRmCommand.self,
    ])
}

/// `quire event list [--from D --to D] [--calendar NAME]`.
struct EventListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract:
      "List event occurrences (recurring events expanded, holidays included) in a date range (default: today and the next 30 days)."
  )

  @OptionGroup var global: GlobalOptions

  @OptionGroup var range: DateRangeOptions

  @Option(help: ArgumentHelp("Only events of this calendar (a folder below planner/).", valueName: "name"))
  var calendar: String?

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let days = try range.days(today: context.today(), weekStart: vault.config.weekStart)
      let first = try days.first ?? context.today()
      let last = days.last ?? first.adding(days: 30)
      // A bad country in the config is reported by `quire holidays` and `quire check`; here
      // the events are listed without holidays.
      let holidays =
        vault.config.country.flatMap {
          try? HolidayCalendar.holidays(
            country: $0, subdivision: vault.config.subdivision, years: first.year, through: last.year)
        } ?? []
      let occurrences = EventOccurrences.list(
        context.reader.events(on: first...max(first, last)), holidays: holidays, from: first, to: last,
        calendar: calendar,
        plannerFolder: vault.config.folders.planner, archiveFolder: vault.config.folders.archive,
        zones: EventZones(vault: vault))
      for (event, lastListed) in SeriesLimit.cut(occurrences, from: first, to: last) {
        Output.error(
          Diagnostic(
            file: event.file, line: event.line, .seriesCut(limit: SeriesLimit.occurrences, lastListed: lastListed)
          ).formatted)
      }
      if global.json {
        try Output.orderedJSON(
          occurrences.map { EventJSON.Occurrence($0, plannerFolder: vault.config.folders.planner) })
        return
      }
      if occurrences.isEmpty { Output.line("No events from \(first) to \(last).") }
      let style = Style(enabled: root.color)
      for o in occurrences {
        let time =
          o.start.map { start in start.description + (o.event?.end.map { "-" + $0.description } ?? "      ") }
          ?? "all day    "
        let place =
          o.event.map { "  " + style.dim(EventID.of($0, plannerFolder: vault.config.folders.planner)) } ?? "  "
          + style.dim("holiday")
        Output.line(o.date.description + "  " + time + "  " + o.title + place)
      }
    }
  }
}

/// `quire calendars`: the calendars (folders below planner/) and their event counts.
struct CalendarsCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "calendars", abstract: "List the calendars (folders below planner/) with their event counts.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let vault = context.vault
      var counts: [String: Int] = [:]
      for event in context.reader.events(below: vault.config.folders.planner) {
        counts[EventOccurrences.calendar(of: event, plannerFolder: vault.config.folders.planner), default: 0] += 1
      }
      if global.json {
        try Output.orderedJSON(counts.keys.sorted().map { EventJSON.Calendar(name: $0, events: counts[$0]!) })
      } else {
        for name in counts.keys.sorted() { Output.line("\(name)\t\(counts[name]!)") }
      }
    }
  }
}
