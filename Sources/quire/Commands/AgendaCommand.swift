import ArgumentParser
import QuireCore
import QuireKit

/// `quire agenda [--day|--week|--month] [DATE]`: the agenda pages on the terminal.
struct AgendaCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "agenda",
    abstract: "Show the agenda of a day, week or month (the same sections as the generated pages).")

  enum Span: String, EnumerableFlag {
    case day, week, month
  }

  @OptionGroup var global: GlobalOptions

  @Flag(help: "The span to show (default: --day).")
  var span: Span = .day

  @Argument(
    help: ArgumentHelp(
      "A day in the span (YYYY-MM-DD or a phrase such as tomorrow; default: today).", valueName: "date"))
  var date: String?

  func validate() throws { try DateArgument.check(date, option: nil) }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let day =
        try date.map { try DateArgument.date($0, option: nil, today: now.date, weekStart: vault.config.weekStart) }
        ?? now.date
      let page: AgendaPage = span == .day ? .daily(day) : span == .week ? .weekly(day) : .monthly(day)
      let context = root.agendaContext(vault, reader: context.reader, now: now, around: day, for: page)
      let paths = AgendaPaths(vault: vault)
      let presenter = AgendaPresenter(style: Style(enabled: root.color))
      switch span {
      case .day:
        let page = DailyPage(day: day, context: context, paths: paths)
        if global.json { try Output.json(page) } else { Output.write(presenter.day(page)) }
      case .week:
        let page = WeeklyPage(containing: day, context: context, paths: paths)
        if global.json { try Output.json(page) } else { Output.write(presenter.week(page)) }
      case .month:
        let page = MonthlyPage(containing: day, context: context, paths: paths)
        if global.json { try Output.json(page) } else { Output.write(presenter.month(page)) }
      }
    }
  }
}
