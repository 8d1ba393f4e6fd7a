import ArgumentParser
import QuireCore
import QuireKit

/// `quire cal [DATE]`: a month grid with today, events and holidays marked.
struct CalCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "cal",
    abstract:
      "Show a month as a calendar grid: today highlighted ([24] without colour), • a day with events, ! a holiday.")

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A day of the month to show (YYYY-MM-DD or YYYY-MM; default: today).", valueName: "date"))
  var date: String?

  func validate() throws {
    if let date, Self.day(date) == nil { throw ValidationError("'\(date)' is not a date; write YYYY-MM-DD or YYYY-MM") }
  }

  static func day(_ text: String) -> LocalDate? { LocalDate(iso: text) ?? LocalDate(iso: text + "-01") }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let day = date.flatMap(Self.day) ?? now.date
      let page = MonthlyPage(
        containing: day, context: root.agendaContext(vault, now: now, around: day, for: .monthly(day)),
        paths: AgendaPaths(vault: vault))
      if global.json {
        try Output.json(CalendarJSON(month: page.month, weekdays: page.weekdays, weeks: page.weeks.map { $0.cells }))
      } else {
        Output.write(AgendaPresenter(style: Style(enabled: root.color)).calendar(page))
      }
    }
  }

  /// `{month, weekdays, weeks: [[cell]]}`: the grid without the page's task lists.
  struct CalendarJSON: Encodable {
    var month: String
    var weekdays: [String]
    var weeks: [[MonthlyPage.Cell]]
  }
}
