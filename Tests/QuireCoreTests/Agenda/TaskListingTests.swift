import QuireCore
import Testing

@Suite struct TaskListingTests {
  func task(
    _ text: String, due: String?, start: String? = nil, status: TaskStatus = .todo, tags: String = "",
    file: String = "a.md", line: Int = 1
  ) -> TaskItem {
    var fields = TaskFields(description: text + tags)
    fields.due = due.flatMap { LocalDate(iso: $0) }
    fields.start = start.flatMap { LocalDate(iso: $0) }
    return TaskItem(id: text, file: file, line: line, status: status, fields: fields, format: .emoji)
  }

  let today = LocalDate(iso: "2026-11-24")!  // a Tuesday

  func ids(_ groups: [TaskGroup]) -> [String] { groups.flatMap(\.tasks).map(\.id) }

  @Test func groupsInOrderByCalendarPeriods() {
    let tasks = [
      task("later", due: "2026-12-10"), task("none", due: nil), task("today", due: "2026-11-24"),
      task("old", due: "2026-11-01"), task("sunday", due: "2026-11-29"), task("nextweek", due: "2026-12-06"),
      task("done", due: "2026-11-24", status: .done), task("cancelled", due: nil, status: .cancelled),
      task("expired", due: "2026-11-20", start: "2026-11-10", tags: " #expires"),
      task("archived", due: "2026-11-20", file: "archive/2026-11.md"),
    ]
    let groups = TaskListing.groups(tasks, today: today, filter: .init(archiveFolder: "archive"))
    #expect(groups.map(\.name) == ["Overdue", "Due today", "This week", "Due next week", "Later", "No date"])
    #expect(groups.map { $0.tasks.map(\.id) } == [["old"], ["today"], ["sunday"], ["nextweek"], ["later"], ["none"]])
    #expect(ids(TaskListing.expired(tasks, today: today)) == ["expired"])
  }

  /// A task expires only when it says so (`#expires`); with a start date and a past due date
  /// alone it is overdue, as in Obsidian Tasks. A recurring task never expires.
  @Test func onlyATaskMarkedToExpireExpires() {
    let tasks = [
      task("period", due: "2026-11-20", start: "2026-11-10"),
      task("marked", due: "2026-11-20", tags: " #Expires"), task("upcoming", due: "2026-11-26", tags: " #expires"),
      task("nested", due: "2026-11-20", tags: " #expires/soon"),
    ]
    var recurring = task("recurring", due: "2026-11-20", tags: " #expires")
    recurring.fields.recurrence = "every week"
    let all = tasks + [recurring]
    #expect(ids(TaskListing.groups(all, today: today)) == ["period", "nested", "recurring", "upcoming"])
    #expect(ids(TaskListing.expired(all, today: today)) == ["marked"])
    #expect(all.map { $0.isExpired(today: today) } == [false, true, false, false, false])
  }

  @Test func weekStartMoves() {
    let tasks = [task("sunday", due: "2026-11-29"), task("monday", due: "2026-11-30")]
    // Weeks from Sunday: Sun 22 – Sat 28, so Sunday the 29th is already next week.
    let groups = TaskListing.groups(tasks, today: today, filter: .init(weekStart: 7))
    #expect(groups.map(\.name) == ["Due next week"])
    #expect(
      TaskListing.groups(tasks, today: LocalDate(iso: "2026-11-05")!, filter: .init()).map(\.name) == ["This month"])
  }

  @Test func filters() {
    let tasks = [
      task("a", due: "2026-11-24", tags: " #work"), task("b", due: "2026-11-20", tags: " #work/meeting"),
      task("c", due: "2026-11-26", tags: " #home"), task("d", due: "2026-11-30"), task("e", due: "2026-10-30"),
    ]
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(tag: "work"))) == ["b", "a"])
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(due: .week))) == ["a", "c"])
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(due: .month))) == ["a", "c", "d"])
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(due: .overdue))) == ["e", "b"])
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(due: .uncompleted))) == ["b"])
    #expect(ids(TaskListing.groups(tasks, today: today, filter: .init(due: .today))) == ["a"])
  }

  /// The month's uncompleted tasks used to be listed under "Overdue".
  @Test func uncompletedTasksHaveTheirOwnHeading() {
    let tasks = [task("b", due: "2026-11-20"), task("e", due: "2026-10-30")]
    let groups = TaskListing.groups(tasks, today: today, filter: .init(due: .uncompleted))
    #expect(groups.map(\.name) == ["Uncompleted this month"])
    #expect(TaskListing.groups(tasks, today: today, filter: .init(due: .overdue)).map(\.name) == ["Overdue"])
  }
}
