import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// `quire plan --week` (`DayPlanning.load`, from the reader's task rows) and the weekly page
/// (`AgendaContext.load`, from the agenda's reads) give each day the same load (docs/plan.md,
/// "The load of a week"), through the index and through the files, with Quire's blocks in a
/// daily note and on days before, at and after today; the dashboard shows the load of the week
/// holding today as the weekly page does.
@Suite struct PlanLoadAgreementTests {
  @Test func theWeekAndTheWeeklyPageAgree() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let vault = IndexTestSupport.vault(v)
    let templates = try TemplateSet(builtIn: RepositoryPaths.templates.path, vaultRoot: vault.root)
    let planning = DayPlanning(vault: vault, templates: templates)
    let planned = try planning.plan(
      LocalDate(iso: "2026-11-26")!, now: LocalDateTime(text: "2026-11-25T09:00")!,
      reader: ParsedVaultReader(vault: vault), zones: nil, dryRun: false)
    #expect(planned.wrote && !planned.lines.isEmpty)
    var sawTasks = false
    for today in ["2026-11-24", "2026-11-25", "2026-11-27", "2026-12-03"].map({ LocalDate(iso: $0)! }) {
      let first = today.startOfWeek(weekStart: vault.config.weekStart)
      let week = first...first.adding(days: 6)
      let now = LocalDateTime(date: today, time: LocalTime(hour: 9, minute: 0)!)
      for (name, reader) in IndexTestSupport.readers(v) {
        let cli = DayPlanning.load(week, vault: vault, today: today, reader: reader, zones: nil)
        let context = AgendaContext(vault: vault, reader: reader, now: now, years: 2025...2027, window: week)
        let page = context.load(from: week.lowerBound, to: week.upperBound)
        #expect(cli == page, "\(name), today \(today)")
        sawTasks = sawTasks || cli.contains { $0.tasks > 0 }
        // The dashboard shows the week holding today, read for its own days.
        let days = AgendaPage.days(of: [.dashboard], weekStart: vault.config.weekStart, today: today)
        let dashboard = DashboardPage(
          context: AgendaContext(vault: vault, reader: reader, now: now, years: 2025...2027, window: days),
          paths: AgendaPaths(vault: vault))
        let shown = cli.filter { $0.working > 0 || $0.tasks > 0 }
        #expect(dashboard.load.map(\.label) == shown.map { "\($0.date.weekdayShort) \($0.date.day)" })
        #expect(dashboard.load.map(\.tasks) == shown.map { DayPlanner.duration($0.tasks) }, "\(name), today \(today)")
        #expect(dashboard.load.map(\.free) == shown.map { DayPlanner.duration($0.free) }, "\(name), today \(today)")
        #expect(dashboard.overbooked == cli.filter(\.isOverbooked).map(PlanLoad.warning))
      }
    }
    #expect(sawTasks)
  }
}
