import ArgumentParser
import QuireCore
import QuireKit

/// `quire plan [DATE] [--dry-run] [--explain]`: places open tasks into the free time of a day and
/// writes them as blocks into its daily note; `--week` shows the load of each day of its week
/// (docs/plan.md).
struct PlanCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Place open tasks into the free time of a day, as blocks in its daily note's Day planner.",
    discussion: """
      Overdue tasks first, then by due date, priority, scheduled and started; each into the earliest \
      free gap between events, classes, habit times and planner lines that holds its estimate \
      ([estimate:: 45m], else plan: estimate:) and ends by its due time. Planning again moves only \
      Quire's own blocks that still read as written; a block you moved, edited or ticked stays.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The day: YYYY-MM-DD or a phrase such as tomorrow or fri (docs/dates.md; default: today).")
  var date: String?

  @Flag(help: "Show the plan without writing the daily note.")
  var dryRun = false

  @Flag(help: "Say for each task why it landed where it did, or why it did not fit.")
  var explain = false

  @Flag(help: "Show the load of each day of the week holding the day (events, tasks, free time); write nothing.")
  var week = false

  func validate() throws {
    try DateArgument.check(date, option: nil)
    if week && explain { throw ValidationError("--explain explains a day's plan; leave it out with --week") }
  }

  /// What `plan --week` prints for `request` (its `planWeek` the week's first day) over `reader`:
  /// the command's answer, and the watcher's.
  static func week(_ request: QueryRequest, vault: Vault, reader: any VaultReader) throws -> String {
    guard let week = request.planWeek, let first = LocalDate(iso: week), let today = LocalDate(iso: request.today)
    else { throw UserError("not a week request") }
    let load = DayPlanning.load(
      first...first.adding(days: 6), vault: vault, today: today, reader: reader, zones: EventZones(vault: vault))
    if request.json { return try OrderedJSONEncoder().encode(PlanLoadPresenter.json(load)) + "\n" }
    return PlanLoadPresenter.text(load, style: Style(enabled: request.color)).map { $0 + "\n" }.joined()
  }

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let now = try context.now()
      let today = try context.today()
      let day = try date.map { try context.date($0, option: nil) } ?? today
      if week {
        let first = day.startOfWeek(weekStart: vault.config.weekStart)
        let request = QueryRequest(
          sources: [], file: nil, today: today.description, json: global.json, color: context.root.color,
          planWeek: first.description)
        // A running `quire watch` may hold the answer, as it holds a query's (docs/plan.md, "Speed").
        if QueryCommand.printedWatchersAnswer(request, what: "week", context: context) { return }
        Output.write(try Self.week(request, vault: vault, reader: context.reader))
        return
      }
      guard day >= today else { throw UserError("\(day) is past; plan today or a later day") }
      // `--today` moves the day; the time of day comes from the clock.
      let moment = LocalDateTime(date: today, time: now.time)
      let planning = DayPlanning(vault: vault, templates: try context.root.templates(for: vault))
      let outcome = try planning.plan(
        day, now: moment, reader: context.reader, zones: EventZones(vault: vault), dryRun: dryRun)
      // As `quire build` says the boxes it applied.
      Output.applied(outcome.ticks, besideJSON: global.json)
      if global.json {
        try Output.json(PlanPresenter.json(outcome))
      } else {
        for line in PlanPresenter.text(outcome, explain: explain, dryRun: dryRun) { Output.line(line) }
      }
    }
  }
}
