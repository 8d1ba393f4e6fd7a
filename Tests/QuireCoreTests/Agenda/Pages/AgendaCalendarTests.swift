import PropertyBased
import QuireCore
import Testing

/// ISO weeks, page paths, the page plan, links, and the other view-models on the test vault.
@Suite struct AgendaCalendarTests {
  @Test(arguments: [
    ("2026-01-01", "2026-W01"), ("2027-01-01", "2026-W53"), ("2024-12-30", "2025-W01"), ("2021-01-03", "2020-W53"),
    ("2026-11-24", "2026-W48"), ("2020-12-31", "2020-W53"), ("2008-12-29", "2009-W01"),
  ])
  func isoWeeks(date: String, week: String) {
    #expect(AgendaPaths(folder: "agenda", weekStart: 1).weekKey(LocalDate(iso: date)!) == week)
  }

  @Test func everyDayOfAWeekHasItsWeeksKey() {
    let paths = AgendaPaths(folder: "agenda", weekStart: 7)
    var day = LocalDate(iso: "1999-12-26")!  // a Sunday
    for _ in 0..<(52 * 30) {
      let keys = Set((0..<7).map { paths.weekKey(day.adding(days: $0)) })
      #expect(keys.count == 1)
      let week = Int(keys.first!.suffix(2))!
      #expect((1...53).contains(week))
      day = day.adding(days: 7)
    }
  }

  @Test func planCoversDaysWeeksMonthsOnce() {
    let paths = AgendaPaths(folder: "agenda", weekStart: 1)
    let plan = AgendaPage.plan(from: LocalDate(iso: "2026-11-29")!, to: LocalDate(iso: "2026-12-01")!, paths: paths)
    #expect(
      plan.map { $0.path(paths) } == [
        "agenda/daily/2026-11-29.md", "agenda/daily/2026-11-30.md", "agenda/daily/2026-12-01.md",
        "agenda/weekly/2026-W48.md", "agenda/weekly/2026-W49.md", "agenda/monthly/2026-11.md",
        "agenda/monthly/2026-12.md", "agenda/dashboard.md",
      ])
  }

  @Test func linksClimbOnlyAsFarAsNeeded() {
    #expect(PageLink.href(from: "agenda/daily/a.md", to: "agenda/daily/b.md") == "b.md")
    #expect(PageLink.href(from: "agenda/daily/a.md", to: "agenda/weekly/w.md") == "../weekly/w.md")
    #expect(PageLink.href(from: "agenda/dashboard.md", to: "inbox.md", line: 3) == "../inbox.md#L3")
    #expect(
      PageLink.href(from: "agenda/daily/a.md", to: "My Notes/a (1).md", line: 9) == "../../My%20Notes/a%20%281%29.md#L9"
    )
    #expect(PageLink.href(from: "agenda/daily/a.md", to: "agendas.md") == "../../agendas.md")
    #expect(PageLink.encode("Überweisung.md") == "%C3%9Cberweisung.md")
  }

  /// The byte-wise links equal the component-wise definition (climb to the shared folder,
  /// go down to the file) for random paths over a few names, `/`s and non-ASCII bytes.
  @Test func linksEqualTheComponentWiseDefinition() async {
    let names = Gen.element(of: ["agenda", "daily", "a", "ab", "a b", "é", "x.md", "notes", "2026"])
    let path = names.array(of: 1...4).map { $0.map { $0 ?? "" }.joined(separator: "/") }
    await propertyCheck(count: 3000, input: path, path, Gen.int(in: 0...3)) { page, file, line in
      func reference(from page: String, to file: String, line: Int?) -> String {
        let from = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let to = file.split(separator: "/", omittingEmptySubsequences: false)
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[from.startIndex + shared] == to[shared] { shared += 1 }
        let down = to[shared...].joined(separator: "/")
        var target = String(repeating: "../", count: from.count - shared) + PageLink.encode(down)
        if let line { target += "#L\(line)" }
        return target
      }
      let at = line == 0 ? nil : line
      #expect(PageLink.href(from: page, to: file, line: at) == reference(from: page, to: file, line: at))
    }
  }

  @Test func weeklyPageTableAndGrid() {
    let page = WeeklyPage(
      containing: LocalDate(iso: "2027-03-03")!, context: AgendaTestVault.context(), paths: AgendaTestVault.paths)
    #expect(page.week == "2027-W09")
    #expect(page.title == "Week 9: 1–7 March 2027")
    #expect(page.days.map(\.label) == ["Mon 1", "Tue 2", "Wed 3", "Thu 4", "Fri 5", "Sat 6", "Sun 7"])
    #expect(page.days[0].eventsCell == "Book fair<br>12:00 Lunch with Ana<br>18:30 Yoga \\| class")
    #expect(page.days[0].dueCell == "18:00 Water plants<br>⏫ Pay the invoice")
    #expect(page.days[2].eventsCell == "🎉 Test Day")
    #expect(page.overdue.map(\.text) == ["Renew passport"])
    #expect(page.dueNextWeek.map(\.text) == ["Later thing"])
    #expect(page.habitGrid.rows.map(\.strip) == ["◐○○○○··"])
  }

  @Test func monthlyPageGrid() {
    let page = MonthlyPage(
      containing: LocalDate(iso: "2027-02-10")!, context: AgendaTestVault.context(), paths: AgendaTestVault.paths)
    #expect(page.title == "February 2027")
    #expect(page.weeks.count == 4)  // February 2027 starts on a Monday and has 28 days
    #expect(page.weeks[0].cells[0].text == "**1**<br>18:30 Yoga \\| class")
    // Before the habit's start nothing is scheduled; the 22nd-24th were missed.
    #expect(page.habitGrid.rows.first?.strip == String(repeating: "·", count: 21) + "✗✗✗✓✓··")
    #expect(page.habitGrid.rows.first?.score == "2/5 (40%)")
    #expect(page.uncompleted.map(\.text) == ["Renew passport"])
  }

  @Test func upcomingMergesEventsAndTasksInTimeOrder() {
    let items = Upcoming.items(AgendaTestVault.context(now: "2027-03-01T12:30"), limit: 6)
    // All-day first, timed in order, a date-only task at the end of its day; the overdue
    // passport and the started lunch are left out.
    #expect(
      items.map(\.title) == [
        "Book fair", "Water plants", "Yoga | class", "Pay the invoice", "Test Day", "Yoga | class",
      ])
    #expect(items.map(\.kind) == [.event, .task, .event, .task, .holiday, .event])
    #expect(items.first { $0.title == "Yoga | class" }?.minutesAway == 360)
    #expect(items.map(\.when) == ["today", "today 18:00", "today 18:30", "today", "Wed 3", "2027-03-08 18:30"])
  }
}
