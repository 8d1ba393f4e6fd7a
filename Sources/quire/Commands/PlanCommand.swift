import ArgumentParser
import QuireCore
import QuireKit

/// `quire plan [DATE] [--dry-run] [--explain]`: places open tasks into the free time of a day and
/// writes them as blocks into its daily note (docs/plan.md).
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

  func validate() throws { try DateArgument.check(date, option: nil) }

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let now = try context.now()
      let today = try context.today()
      let day = try date.map { try context.date($0, option: nil) } ?? today
      guard day >= today else { throw UserError("\(day) is past; plan today or a later day") }
      // `--today` moves the day; the time of day comes from the clock.
      let moment = LocalDateTime(date: today, time: now.time)
      let planning = DayPlanning(vault: vault, templates: try context.root.templates(for: vault))
      let outcome = try planning.plan(
        day, now: moment, reader: context.reader, zones: EventZones(vault: vault), dryRun: dryRun)
      if global.json {
        try Output.json(PlanPresenter.json(outcome))
      } else {
        for line in PlanPresenter.text(outcome, explain: explain, dryRun: dryRun) { Output.line(line) }
      }
    }
  }
}
