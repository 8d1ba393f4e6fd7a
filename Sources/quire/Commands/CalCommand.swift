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
    help: ArgumentHelp(
      "A day of the month to show (YYYY-MM-DD, YYYY-MM or a phrase such as 'next month'; default: today).",
      valueName: "date"))
  var date: String?

  func validate() throws {
    if let date, LocalDate(iso: date + "-01") == nil { try DateArgument.check(date, option: nil) }
  }

  /// The day `text` names: a month (`YYYY-MM`, its first day) or a date phrase.
  static func day(_ text: String, today: LocalDate, weekStart: Int) throws -> LocalDate {
    if let first = LocalDate(iso: text + "-01") { return first }
    return try DateArgument.date(text, option: nil, today: today, weekStart: weekStart)
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let day = try date.map { try Self.day($0, today: now.date, weekStart: vault.config.weekStart) } ?? now.date
      let page = MonthlyPage(
        containing: day,
        context: root.agendaContext(vault, reader: context.reader, now: now, around: day, for: .monthly(day)),
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
