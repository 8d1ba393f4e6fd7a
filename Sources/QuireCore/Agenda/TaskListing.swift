/// Which open tasks `quire tasks --due` keeps.
public enum DueFilter: String, Sendable, CaseIterable {
  /// Due today.
  case today
  /// Due from today through the next 7 days.
  case week
  /// Due before today.
  case overdue
}

/// A named group of tasks in a listing.
public struct TaskGroup: Sendable, Equatable {
  public var name: String
  public var tasks: [TaskItem]

  public init(name: String, tasks: [TaskItem]) {
    self.name = name
    self.tasks = tasks
  }
}

/// Groups open tasks the way `quire tasks` shows them.
///
/// Open means neither done nor cancelled. Groups, in order: Overdue (due before today),
/// Due today, Due next week (tomorrow through today + 7), Later, No date. Within a group:
/// by due date, then priority, then file and line.
public enum TaskListing {
  /// Group names in display order.
  public static let groupNames = ["Overdue", "Due today", "Due next week", "Later", "No date"]

  /// The non-empty groups of open `tasks` that pass the filters.
  public static func groups(
    _ tasks: [TaskItem], today: LocalDate, due: DueFilter? = nil, tag: String? = nil, course: String? = nil
  ) -> [TaskGroup] {
    let wantedTag = tag.map { ($0.hasPrefix("#") ? $0 : "#" + $0).lowercased() }
    var buckets = Array(repeating: [TaskItem](), count: groupNames.count)
    for task in tasks where !task.status.isClosed {
      if let wantedTag {
        // `--tag work` also matches nested tags such as `#work/meeting`.
        guard task.fields.tags.contains(where: { $0.lowercased() == wantedTag || $0.lowercased().hasPrefix(wantedTag + "/") })
        else { continue }
      }
      if let course, task.course != course.lowercased() { continue }
      let group = bucket(task.fields.due, today: today)
      if let due {
        switch due {
        case .today where group != 1: continue
        case .overdue where group != 0: continue
        case .week where !(group == 1 || group == 2): continue
        default: break
        }
      }
      buckets[group].append(task)
    }
    return zip(groupNames, buckets).compactMap { name, tasks in
      tasks.isEmpty ? nil : TaskGroup(name: name, tasks: tasks.sorted(by: order))
    }
  }

  private static func bucket(_ due: LocalDate?, today: LocalDate) -> Int {
    guard let due else { return 4 }
    let days = today.days(to: due)
    if days < 0 { return 0 }
    if days == 0 { return 1 }
    if days <= 7 { return 2 }
    return 3
  }

  private static func order(_ a: TaskItem, _ b: TaskItem) -> Bool {
    let ad = a.fields.due?.dayNumber ?? Int.max
    let bd = b.fields.due?.dayNumber ?? Int.max
    if ad != bd { return ad < bd }
    if a.fields.priority != b.fields.priority { return a.fields.priority < b.fields.priority }
    if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
    return a.line < b.line
  }
}
