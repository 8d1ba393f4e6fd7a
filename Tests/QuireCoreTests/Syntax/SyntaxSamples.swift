@testable import QuireCore

/// Task fields shared by the syntax tests (a TaskBuilder in the shape of obsidian-tasks
/// `tests/TestingTools/TaskBuilder.ts`).
enum SyntaxSamples {
  /// Every field set.
  static var full: TaskFields {
    var f = TaskFields(description: "Do exercises #todo #health")
    f.id = "abcdef"
    f.dependsOn = ["123456", "abc123"]
    f.priority = .medium
    f.recurrence = "every day when done"
    f.onCompletion = "delete"
    f.created = LocalDate(iso: "2023-07-01")
    f.start = LocalDate(iso: "2023-07-02")
    f.scheduled = LocalDate(iso: "2023-07-03")
    f.due = LocalDate(iso: "2023-07-04")
    f.dueTime = LocalTime(hour: 17, minute: 0)
    f.reminders = [.absolute(LocalDateTime(text: "2023-07-04 09:00")!), .beforeDue(minutes: 60)]
    f.course = "cs101"
    f.habit = "feed-cat"
    f.cancelled = LocalDate(iso: "2023-07-06")
    f.done = LocalDate(iso: "2023-07-05")
    f.blockLink = " ^dcf64c"
    return f
  }
}
