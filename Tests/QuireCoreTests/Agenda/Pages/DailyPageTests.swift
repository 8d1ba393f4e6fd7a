import QuireCore
import Testing

@Suite struct DailyPageTests {
  let day = LocalDate(iso: "2027-03-01")!

  func page(_ date: String = "2027-03-01", now: String = "2027-03-01T08:00") -> DailyPage {
    DailyPage(day: LocalDate(iso: date)!, context: AgendaTestVault.context(now: now), paths: AgendaTestVault.paths)
  }

  @Test func tasksLandInTheirSections() {
    let p = page()
    #expect(p.overdue.map(\.text) == ["Renew passport"])
    #expect(p.overdue.first?.overdue == "3 days overdue")
    // A due time sorts before a date-only due (as in `quire tasks`).
    #expect(p.dueToday.map(\.text) == ["Water plants", "Pay the invoice"])
    #expect(p.dueToday.map(\.due) == ["2027-03-01 18:00", "2027-03-01"])
    #expect(p.dueToday.last?.priority == "⏫")
    #expect(p.scheduled.map(\.text) == ["Plan trip"])
    #expect(p.doneToday.map(\.text) == ["Buy stamps"])
    // Cancelled, undated and later tasks are nowhere on the day.
    let all = (p.overdue + p.dueToday + p.scheduled + p.doneToday).map(\.text)
    #expect(!all.contains("Dropped") && !all.contains("Someday") && !all.contains("Later thing"))
  }

  @Test func eventsHolidaysRemindersHabitsExams() {
    let p = page()
    #expect(p.allDayEvents.map(\.title) == ["Book fair"])
    #expect(p.timeline.map(\.title) == ["Lunch with Ana", "Yoga | class"])
    #expect(p.timeline.map(\.time) == ["12:00-13:00", "18:30"])
    #expect(p.timeline.last?.cell == "18:30 Yoga \\| class")
    // The habit's 07:00 slot is checked in already: it does not remind (21:00 still open).
    #expect(p.reminders.map(\.time) == ["17:00", "21:00"])
    #expect(p.habits.map(\.slotsText) == ["07:00 ✓ · 21:00 ○"])
    // Thu 25 (two untimed check-ins) and Fri 26 done; Sat/Sun unscheduled; today incomplete.
    #expect(p.habits.first?.streak == 2)
    #expect(p.habits.first?.badge == nil)
    #expect(p.exams.map(\.countdown) == ["in 9 days"])
    #expect(page("2027-03-03").holidays == ["Test Day"])
  }

  @Test func overdueOnlyOnTodaysPage() {
    #expect(page("2027-03-02").overdue.isEmpty)
    #expect(page("2027-03-02").dueToday.isEmpty)
  }

  @Test func linksAreRelativeToThePage() {
    let p = page()
    #expect(p.dueToday.last?.href == "../../todo.md#L2")
    #expect(p.allDayEvents.first?.href == "../../planner/fair.md#L1")
    #expect(p.allDayEvents.first?.id == "fair")
    #expect(p.timeline.first?.id == "journal/2027/2027-03-01:6")
    #expect(p.journal?.href == "../../journal/2027/2027-03-01.md")
    #expect(p.journal?.label == "A Monday")
    #expect(p.previous.href == "2027-02-28.md")
    #expect(p.week.href == "../weekly/2027-W09.md")
    #expect(page("2027-03-02").journalMissing == "journal/2027/2027-03-02.md")
  }

  @Test func dayWithNothingSaysSo() {
    let empty = AgendaContext(
      contents: VaultContents(), holidays: [], now: LocalDateTime(text: "2027-03-01T08:00")!, weekStart: 1,
      folders: VaultConfig.Folders(), reminders: AgendaTestVault.schedule)
    #expect(DailyPage(day: day, context: empty, paths: AgendaTestVault.paths).nothingPlanned)
    #expect(!page().nothingPlanned)
  }

  @Test func atMostFiftyOverdueTasksAndACount() {
    var contents = VaultContents()
    for i in 0..<60 {
      var fields = TaskFields(description: "Old \(i)")
      fields.due = LocalDate(iso: "2026-12-01")!.adding(days: i)
      contents.tasks.append(
        TaskItem(id: "t\(i)", file: "old.md", line: i + 1, status: .todo, fields: fields, format: .emoji))
    }
    let context = AgendaContext(
      contents: contents, holidays: [], now: LocalDateTime(text: "2027-03-01T08:00")!, weekStart: 1,
      folders: VaultConfig.Folders(), reminders: AgendaTestVault.schedule)
    let p = DailyPage(day: day, context: context, paths: AgendaTestVault.paths)
    #expect(p.overdue.count == 50)
    #expect(p.overdue.first?.text == "Old 0")
    #expect(p.overdueMore == 10)
    #expect(page().overdueMore == nil)
  }

  @Test func countdownWords() {
    #expect(DailyPage.countdown(0) == "today")
    #expect(DailyPage.countdown(1) == "tomorrow")
    #expect(DailyPage.countdown(12) == "in 12 days")
    #expect(DailyPage.countdown(-3) == "3 days ago")
  }
}
