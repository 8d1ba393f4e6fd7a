import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// `quire agenda` asks the index's `tasks` table for the tasks a page shows: its pages equal
/// those of a full load, for the pages of a week and for days far from it, on the Samples and
/// on a generated vault with every kind of task, a damaged record and course tags.
@Suite struct AgendaLoadTests {
  typealias S = IndexTestSupport

  func expectSamePages(_ v: TemporaryVault, now text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let vault = S.vault(v)
    let now = LocalDateTime(text: text)!
    let paths = AgendaPaths(vault: vault)
    let planned = AgendaPage.plan(from: now.date, to: now.date.adding(days: 7), paths: paths)
    let window = AgendaPage.days(of: planned, weekStart: vault.config.weekStart, today: now.date)
    let years = (now.date.year - 1)...(now.date.year + 1)
    let full = AgendaContext(
      vault: vault, contents: ParsedVaultReader(vault: vault).everything(), now: now, years: years)
    for (name, reader) in S.readers(v) {
      expectSamePages(vault, reader, name, now: now, full: full, planned: planned, window: window, sourceLocation)
    }
  }

  func expectSamePages(
    _ vault: Vault, _ reader: any VaultReader, _ name: String, now: LocalDateTime, full: AgendaContext,
    planned: [AgendaPage], window: ClosedRange<LocalDate>, _ sourceLocation: SourceLocation
  ) {
    let paths = AgendaPaths(vault: vault)
    let years = (now.date.year - 1)...(now.date.year + 1)
    let lean = AgendaContext(vault: vault, reader: reader, now: now, years: years, window: window)
    // A page far from the week, read for its own days (as `quire agenda DATE` reads it).
    let far: [AgendaPage] = [
      .daily(now.date.adding(days: -45)), .weekly(now.date.adding(days: 60)), .monthly(now.date.adding(days: -90)),
    ]
    func context(for page: AgendaPage) -> AgendaContext {
      guard far.contains(page) else { return lean }
      let days = AgendaPage.days(of: [page], weekStart: vault.config.weekStart, today: now.date)
      return AgendaContext(vault: vault, reader: reader, now: now, years: years, window: days)
    }
    for page in planned + far {
      let a = page.viewModel(context(for: page), paths)
      let b = page.viewModel(full, paths)
      let same: Bool
      switch (a, b) {
      case let (x as DailyPage, y as DailyPage): same = x == y
      case let (x as WeeklyPage, y as WeeklyPage): same = x == y
      case let (x as MonthlyPage, y as MonthlyPage): same = x == y
      case let (x as DashboardPage, y as DashboardPage): same = x == y
      default: same = false
      }
      #expect(same, "\(name) \(page)", sourceLocation: sourceLocation)
    }
    let ahead = AgendaContext(
      vault: vault, reader: reader, now: now, years: years, window: now.date...now.date.adding(days: 30))
    #expect(
      Upcoming.items(ahead, limit: 30) == Upcoming.items(full, limit: 30), "\(name)", sourceLocation: sourceLocation)
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

  /// Every answer of the index's `tasks` table equals the in-memory one (`TaskDays` over a
  /// full parse), day by day over four months around "today", and so do the listings of
  /// `quire tasks` for every due filter, with and without a tag.
  @Test func indexedQueriesEqualInMemoryAnswers() throws {
    let v = try S.generatedVault(notes: 60)
    let vault = S.vault(v)
    let full = VaultLoader(vault: vault).parseAll()
    for today in [LocalDate(iso: "2026-01-20")!, LocalDate(iso: "2026-02-10")!] {
      let (contents, tasks) = VaultLoader(vault: vault).reader().agenda(today: today)
      let memory = TaskDays(
        TaskLookup(full.tasks), keys: TaskKeys(full.tasks, archive: "archive/"), today: today,
        defaultTime: vault.config.defaultReminderTime, window: nil)
      #expect(contents.tasks.isEmpty)
      #expect(contents.events == full.events && contents.checkins == full.checkins && contents.habits == full.habits)
      var seen = 0
      for day in (today.dayNumber - 60)...(today.dayNumber + 60) {
        #expect(tasks.openDue(on: day) == memory.openDue(on: day), "due on \(day)")
        #expect(tasks.openPlanned(on: day) == memory.openPlanned(on: day), "planned on \(day)")
        #expect(tasks.done(on: day) == memory.done(on: day), "done on \(day)")
        #expect(tasks.reminders(on: day).map(\.at) == memory.reminders(on: day).map(\.at), "reminders on \(day)")
        #expect(tasks.reminders(on: day).map(\.task) == memory.reminders(on: day).map(\.task))
        for limit in [1, 5] {
          let (a, b) = (tasks.openDue(before: day, limit: limit), memory.openDue(before: day, limit: limit))
          #expect(a.tasks == b.tasks && a.count == b.count, "before \(day), limit \(limit)")
        }
        seen += memory.openDue(on: day).count + memory.done(on: day).count + memory.reminders(on: day).count
      }
      #expect(seen > 50, "the generated vault has tasks on these days")
      // Read for a week: the notes of other days are left out; the check-ins of this young
      // vault all come (the streaks reach back to its first days).
      let week = today...today.adding(days: 6)
      let windowed = VaultLoader(vault: vault).reader().agenda(today: today, window: week).contents
      #expect(windowed.checkins == full.checkins)
      #expect(windowed.habits == full.habits && windowed.courses == full.courses)
      let inWeek = full.entries.filter { week.contains($0.date) }
      #expect(inWeek.allSatisfy { windowed.entries.contains($0) })
      #expect(windowed.entries.count < full.entries.count, "entries of other days are not read")
      let oneOff = full.events.filter { $0.recurrence == nil && $0.recurrenceID == nil }
      let eventsInWeek = oneOff.filter { $0.date <= week.upperBound && ($0.endDate ?? $0.date) >= week.lowerBound }
      #expect(eventsInWeek.allSatisfy { windowed.events.contains($0) })
      #expect(windowed.events.count < full.events.count, "events of other days are not read")
      for due in [nil] + DueFilter.allCases.map(Optional.some) {
        for tag in [nil, "work", "#Home"] {
          let filter = TaskListing.Filter(due: due, tag: tag, archiveFolder: "archive")
          for expired in [false, true] {
            let listed = VaultLoader(vault: vault).reader().listedTasks(
              TaskListing.query(filter, today: today, expired: expired))
            let (a, b) =
              expired
              ? (
                TaskListing.expired(listed.tasks, today: today, filter: filter),
                TaskListing.expired(full.tasks, today: today, filter: filter)
              )
              : (
                TaskListing.groups(listed.tasks, today: today, filter: filter),
                TaskListing.groups(full.tasks, today: today, filter: filter)
              )
            #expect(a == b, "\(String(describing: due)) \(tag ?? "-") expired \(expired)")
          }
        }
      }
    }
  }

  /// A page reads the check-ins of its days and of the days back to each habit's last break,
  /// not a habit's whole history, and shows the streaks of the whole history: a 99-day run after
  /// a 300-day journal, a habit that began within the run, and an `every 3 days` habit without a
  /// start (its days count from its first check-in, so all of its check-ins are read).
  @Test func aCurrentStreakReadsBackToItsLastBreakOnly() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nweek_start: monday\n")
    try v.write("habits/read.md", "---\ntype: habit\nname: Read\n---\n")
    try v.write("habits/walk.md", "---\ntype: habit\nname: Walk\nstart: 2026-10-01\n---\n")
    try v.write("habits/water.md", "---\ntype: habit\nname: Water\ndays: every 3 days\n---\n")
    let today = LocalDate(iso: "2026-11-24")!
    for back in 1...300 where back != 100 && back != 200 {
      let day = today.adding(days: -back)
      var text = "---\ntype: journal\n---\n# \(day)\n\n- [x] Read 20 pages #habit/read\n- [x] Walk #habit/walk\n"
      if back > 250 { text += "- [x] Water the plants #habit/water\n" }
      try v.write("journal/\(day).md", text)
    }
    let vault = S.vault(v)
    let full = VaultLoader(vault: vault).parseAll()
    let week = today...today.adding(days: 6)
    for (name, reader) in S.readers(v) + S.readers(v) {  // cold, then warm
      let read = reader.agenda(today: today, window: week).contents
      let habit = { (slug: String) in read.checkins.filter { $0.habit == slug } }
      // Read was broken 100 days ago: 62 days were not enough, 124 are.
      #expect(habit("read").count == 123, "\(name): the days back to the break, no further")
      #expect(habit("water").count == full.checkins.filter { $0.habit == "water" }.count)
      for h in full.habits {
        let streak = { (contents: VaultContents) in
          HabitStreaks.stats(h, checkins: contents.checkins, from: today, to: today, today: today).streak
        }
        #expect(streak(read) == streak(full), "\(h.slug)")
      }
      #expect(
        HabitStreaks.stats(
          full.habits.first { $0.slug == "read" }!, checkins: full.checkins, from: today, to: today, today: today
        )
        .streak == 99)
    }
    expectSamePages(v, now: "2026-11-24T09:00")
  }
}

/// The overdue count a page shows is kept in the index until the next write
/// (`IndexStore.overdueCount`): a new overdue task, a task done, a note removed each change it.
@Suite struct OverdueCountTests {
  @Test func theKeptCountFollowsEveryChange() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("a.md", "- [ ] one 📅 2026-11-01\n- [ ] two 📅 2026-11-02\n- [x] done 📅 2026-11-03\n")
    try v.write("b.md", "- [ ] three 📅 2026-11-20\n- [ ] later 📅 2026-12-20\n")
    let vault = IndexTestSupport.vault(v)
    let today = LocalDate(iso: "2026-11-25")!
    func count() throws -> Int {
      let tasks = VaultLoader(vault: vault).reader().agenda(today: today).tasks
      return tasks.openDue(before: today.dayNumber, limit: 1).count
    }
    #expect(try count() == 3)
    #expect(try count() == 3)  // the kept count
    try v.write("c.md", "- [ ] four 📅 2026-11-24\n")
    #expect(try count() == 4)
    try v.write("a.md", "- [x] one 📅 2026-11-01\n- [ ] two 📅 2026-11-02\n- [x] done 📅 2026-11-03\n")
    #expect(try count() == 3)
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("b.md"))
    #expect(try count() == 2)
    // Another day, another count.
    let tasks = VaultLoader(vault: vault).reader().agenda(today: LocalDate(iso: "2026-11-02")!).tasks
    #expect(tasks.openDue(before: LocalDate(iso: "2026-11-02")!.dayNumber, limit: 1).count == 0)
  }
}
