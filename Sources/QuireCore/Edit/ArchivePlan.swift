/// Which tasks `quire archive` moves, and where: done and cancelled tasks of past months (by
/// their ✅/❌ date) and expired tasks of past months (by their due date), each to
/// `<archive>/YYYY-MM.md` of that month. Tasks already in the archive stay where they are, and
/// so do the tasks of the journal and habit check-ins: a daily note is the record of its day,
/// and a check-in is dated by the note it stands in.
public enum ArchivePlan {
  /// Archive note → the tasks to move there.
  public static func moves(_ tasks: [TaskItem], today: LocalDate, folders: VaultConfig.Folders) -> [String: [TaskItem]]
  {
    let monthStart = LocalDate(year: today.year, month: today.month, day: 1)!
    var plan: [String: [TaskItem]] = [:]
    for task in tasks
    where !VaultPath.isInside(task.file, folder: folders.archive)
      && !VaultPath.isInside(task.file, folder: folders.journal)
      && !task.isCheckIn
    {
      let date: LocalDate?
      switch task.status.kind {
      case .done: date = task.fields.done
      case .cancelled: date = task.fields.cancelled
      default: date = task.isExpired(today: today) ? task.fields.due : nil
      }
      guard let date, date < monthStart else { continue }
      plan[file(for: date, archiveFolder: folders.archive), default: []].append(task)
    }
    return plan
  }

  /// `<archive>/YYYY-MM.md` for the month of `date`.
  public static func file(for date: LocalDate, archiveFolder: String) -> String {
    archiveFolder + "/" + String(date.description.prefix(7)) + ".md"
  }
}

extension TaskItem {
  /// Whether the task names a habit (`#habit/slug` or `[habit:: slug]`).
  public var isCheckIn: Bool {
    fields.habit != nil || fields.tags.contains { $0.lowercased().hasPrefix("#habit/") }
  }

  /// A task marked to expire (``TaskFields/mayExpire``: `#expires`, no recurrence) whose due date
  /// has passed while it is still open: it has expired. It leaves the active lists but is never
  /// deleted by itself. A task without the mark is overdue instead, as in Obsidian Tasks.
  public func isExpired(today: LocalDate) -> Bool {
    guard !status.isClosed, fields.mayExpire, let due = fields.due else { return false }
    return due < today
  }
}
