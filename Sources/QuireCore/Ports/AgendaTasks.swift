/// The questions the agenda views ask about a vault's tasks, day by day (days are
/// `LocalDate.dayNumber`s). Answered in memory by `TaskDays` (`quire watch`, a run without the
/// index) or by queries of the index's `tasks` table (`IndexedAgendaTasks`), so that a view
/// reads only the tasks it shows (docs/index.md, "Queries").
///
/// Open means neither done nor cancelled, not expired and not in the archive folder, as
/// `quire tasks` lists them. Listing order: due day and time, priority, file, line.
public protocol AgendaTasks: Sendable {
  /// Open tasks due on `day`, in listing order.
  func openDue(on day: Int) -> [TaskItem]
  /// Open tasks due before `day`: the first `limit` in listing order, and how many there are.
  func openDue(before day: Int, limit: Int) -> (tasks: [TaskItem], count: Int)
  /// Open tasks scheduled or starting on `day`, in listing order.
  func openPlanned(on day: Int) -> [TaskItem]
  /// Tasks done on `day`, in file order.
  func done(on day: Int) -> [TaskItem]
  /// The reminders of tasks neither done nor cancelled set for `day`, with their task, in file order.
  func reminders(on day: Int) -> [(at: LocalDateTime, task: TaskItem)]
}
