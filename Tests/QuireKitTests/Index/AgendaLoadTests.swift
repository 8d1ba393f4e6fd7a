import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// `quire agenda` reads the index without decoding the tasks (they are skimmed for their keys
/// and decoded when a page reads them): its pages equal those of a full load, for the pages of
/// a week and for days far from it, on the Samples and on a generated vault with every kind of
/// task, a damaged record and course tags.
@Suite struct AgendaLoadTests {
  typealias S = IndexTestSupport

  func expectSamePages(_ v: TemporaryVault, now text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let vault = S.vault(v)
    let now = LocalDateTime(text: text)!
    let paths = AgendaPaths(vault: vault)
    let planned = AgendaPage.plan(from: now.date, to: now.date.adding(days: 7), paths: paths)
    let window = AgendaPage.days(of: planned, weekStart: vault.config.weekStart, today: now.date)
    let years = (now.date.year - 1)...(now.date.year + 1)
    let full = AgendaContext(vault: vault, contents: VaultLoader(vault: vault).load(), now: now, years: years)
    let lean = AgendaContext(vault: vault, loader: VaultLoader(vault: vault), now: now, years: years, window: window)
    let far: [AgendaPage] = [
      .daily(now.date.adding(days: -45)), .weekly(now.date.adding(days: 60)), .monthly(now.date.adding(days: -90)),
    ]
    for page in planned + far {
      let a = page.viewModel(lean, paths)
      let b = page.viewModel(full, paths)
      let same: Bool
      switch (a, b) {
      case let (x as DailyPage, y as DailyPage): same = x == y
      case let (x as WeeklyPage, y as WeeklyPage): same = x == y
      case let (x as MonthlyPage, y as MonthlyPage): same = x == y
      case let (x as DashboardPage, y as DashboardPage): same = x == y
      default: same = false
      }
      #expect(same, "\(page)", sourceLocation: sourceLocation)
    }
    #expect(Upcoming.items(lean, limit: 30) == Upcoming.items(full, limit: 30), sourceLocation: sourceLocation)
  }

  @Test func samplesPagesEqualAFullLoad() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    expectSamePages(v, now: "2026-11-24T07:55")
    expectSamePages(v, now: "2026-11-24T07:55")  // warm: from the index
  }

  @Test func generatedVaultPagesEqualAFullLoad() throws {
    let v = try S.generatedVault(notes: 80)
    expectSamePages(v, now: "2026-01-20T08:00")
    expectSamePages(v, now: "2026-02-10T08:00")
  }

  /// The keys skimmed from the records are the keys of the decoded tasks, and each task reads
  /// back as the full load has it.
  @Test func skimmedKeysAndLazyTasksEqualDecodedOnes() throws {
    let v = try S.generatedVault(notes: 60)
    let vault = S.vault(v)
    _ = VaultLoader(vault: vault).load()  // the index, warm
    let (contents, tasks, keys) = VaultLoader(vault: vault).loadForAgenda()
    let full = VaultLoader(vault: vault).parseAll()
    #expect(contents.tasks.isEmpty)
    #expect(tasks.count == full.tasks.count)
    #expect(keys.keys == TaskKeys(full.tasks, archive: "archive/").keys)
    #expect(keys.inFileOrder)
    for i in full.tasks.indices { #expect(tasks[i] == full.tasks[i], "task \(i)") }
    #expect(contents.events == full.events && contents.checkins == full.checkins && contents.habits == full.habits)
  }
}
