import QuireCore
import Testing

@Suite struct TaskListingTests {
  func task(_ text: String, due: String?, status: TaskStatus = .todo, tags: String = "", line: Int = 1) -> TaskItem {
    var fields = TaskFields(description: text + tags)
    fields.due = due.flatMap { LocalDate(iso: $0) }
    return TaskItem(id: text, file: "a.md", line: line, status: status, fields: fields, format: .emoji)
  }

  let today = LocalDate(iso: "2026-11-24")!

  @Test func groupsInOrder() {
    let tasks = [
      task("later", due: "2026-12-10"), task("none", due: nil), task("today", due: "2026-11-24"),
      task("old", due: "2026-11-01"), task("soon", due: "2026-12-01"), task("done", due: "2026-11-24", status: .done),
      task("cancelled", due: nil, status: .cancelled),
    ]
    let groups = TaskListing.groups(tasks, today: today)
    #expect(groups.map(\.name) == ["Overdue", "Due today", "Due next week", "Later", "No date"])
    #expect(groups.map { $0.tasks.map(\.id) } == [["old"], ["today"], ["soon"], ["later"], ["none"]])
  }

  @Test func filters() {
    let tasks = [
      task("a", due: "2026-11-24", tags: " #work"), task("b", due: "2026-11-20", tags: " #work/meeting"),
      task("c", due: "2026-11-26", tags: " #home"),
    ]
    #expect(TaskListing.groups(tasks, today: today, tag: "work").flatMap(\.tasks).map(\.id) == ["b", "a"])
    #expect(TaskListing.groups(tasks, today: today, due: .week).flatMap(\.tasks).map(\.id) == ["a", "c"])
    #expect(TaskListing.groups(tasks, today: today, due: .overdue).flatMap(\.tasks).map(\.id) == ["b"])
    #expect(TaskListing.groups(tasks, today: today, due: .today).flatMap(\.tasks).map(\.id) == ["a"])
  }
}
