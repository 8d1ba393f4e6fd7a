/// Which tasks a read of the vault asks for (`VaultReader.tasks(_:)`): every clause must hold.
///
/// `matches(_:)` is the rule; an adapter may search another way (the index asks its `tasks`
/// table with SQL, `Sources/QuireKit/Index/TaskFilter+SQL.swift`) but answers exactly the tasks
/// `matches` accepts, in file order (path bytes, then line). The conformance suite
/// (`Tests/QuireKitTests/Vault/VaultReaderConformanceTests.swift`) holds both adapters to it.
public struct TaskFilter: Sendable, Equatable {
  /// One condition on a task.
  public enum Clause: Sendable, Equatable {
    /// Neither done nor cancelled, and not in the archive folder: what `quire tasks` and the
    /// agenda list (expiry aside).
    case listed
    /// Neither done nor cancelled (wherever it is).
    case open
    /// Done or cancelled, or able to expire (``TaskFields/mayExpire``): what `quire archive` may
    /// move (`ArchivePlan` decides).
    case closedOrExpiring
    /// Due on or after the day.
    case dueFrom(LocalDate)
    /// Due on or before the day.
    case dueTo(LocalDate)
    /// Due or scheduled on or before the day: the tasks that may fall on a day up to it
    /// (`PlanLoad.day(of:today:)`).
    case dueOrScheduledTo(LocalDate)
    /// Able to expire: marked `#expires`, no recurrence (``TaskFields/mayExpire``).
    case mayExpire
    /// Among its tags `tag` (lowercased, with its `#`) or a tag nested in it (`#tag/...`).
    case tag(String)
    /// Names one of `codes` as its course (`course:`, `[course:: ...]`, its note's place) or
    /// has one of them as a tag: the tasks that may belong to those courses before the vault's
    /// courses decide (`CourseResolver`).
    case mayBelong(to: Set<String>)
    /// Not in the folder (a vault path without its trailing `/`) or below it.
    case outside(folder: String)
    /// One `TaskResolver.resolve(query, ...)` may pick: at its `FILE:LINE`, with the id, or
    /// (at least four characters) a short id starting with it.
    case named(String)
  }

  /// The conditions, all of which must hold.
  public var clauses: [Clause]
  /// The archive folder (no trailing `/`), for `.listed`.
  public var archive: String

  public init(_ clauses: [Clause], archive: String) {
    self.clauses = clauses
    self.archive = VaultPath.trimmingSlash(archive)
  }

  /// Whether `task` is one the filter asks for.
  public func matches(_ task: TaskItem) -> Bool {
    // The key only when a clause reads it: most filters the index answers need none.
    var key: TaskKeys.Key?
    return clauses.allSatisfy { clause in
      Self.holds(clause, task) {
        if let key { return key }
        let made = TaskKeys.Key(task, archive: archive + "/")
        key = made
        return made
      }
    }
  }

  private static func holds(_ clause: Clause, _ task: TaskItem, _ keyOf: () -> TaskKeys.Key) -> Bool {
    switch clause {
    case .listed: return keyOf().isListed
    case .open: return !keyOf().isClosed
    case .closedOrExpiring:
      let key = keyOf()
      return key.isClosed || key.mayExpire
    case .dueFrom(let day): return task.fields.due.map { $0 >= day } ?? false
    case .dueTo(let day): return task.fields.due.map { $0 <= day } ?? false
    case .dueOrScheduledTo(let day):
      return (task.fields.due.map { $0 <= day } ?? false) || (task.fields.scheduled.map { $0 <= day } ?? false)
    case .mayExpire: return keyOf().mayExpire
    case .tag(let tag):
      return task.fields.tags.contains { other in
        let lower = other.lowercased()
        return lower == tag || lower.hasPrefix(tag + "/")
      }
    case .mayBelong(let codes):
      if let course = task.course, codes.contains(course) { return true }
      return task.fields.tags.contains { codes.contains(String($0.dropFirst()).lowercased()) }
    case .outside(let folder): return !VaultPath.isInside(task.file, folder: folder)
    case .named(let query): return TaskResolver.mayPick(task, query)
    }
  }
}
