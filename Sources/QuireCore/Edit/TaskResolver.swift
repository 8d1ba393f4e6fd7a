/// Finds the task a command names: its `🆔`, its short id (or a unique prefix of at least
/// four characters), or `FILE:LINE`.
public enum TaskResolver {
  /// The one task `query` names, or an error that lists the candidates.
  public static func resolve(_ query: String, in tasks: [TaskItem]) -> Result<TaskItem, TaskResolveError> {
    let query = query.trimmingSpaces()
    if let colon = query.lastIndex(of: ":"), let line = Int(query[query.index(after: colon)...]) {
      let file = String(query[..<colon])
      if let task = tasks.first(where: { $0.file == file && $0.line == line }) { return .success(task) }
      return .failure(.notFound(query))
    }
    var matches = tasks.filter { $0.id == query }
    if matches.isEmpty, query.count >= 4 {
      let lower = query.lowercased()
      matches = tasks.filter { $0.fields.id == nil && $0.id.hasPrefix(lower) }
    }
    switch matches.count {
    case 0: return .failure(.notFound(query))
    case 1: return .success(matches[0])
    default: return .failure(.ambiguous(query, matches))
    }
  }
}

extension TaskResolver {
  /// Whether `task` is among the tasks `resolve(query, in:)` may pick: the one at the
  /// `FILE:LINE`, the one with the id, or (four characters or more) a short id starting with it.
  public static func mayPick(_ task: TaskItem, _ query: String) -> Bool {
    let query = query.trimmingSpaces()
    if let colon = query.lastIndex(of: ":"), let line = Int(query[query.index(after: colon)...]) {
      return task.file == query[..<colon] && task.line == line
    }
    if task.id == query { return true }
    return query.count >= 4 && task.fields.id == nil && task.id.hasPrefix(query.lowercased())
  }
}

/// Why a task reference did not name exactly one task.
public enum TaskResolveError: Error, Sendable, CustomStringConvertible {
  case notFound(String)
  case ambiguous(String, [TaskItem])
  /// The id named the task `entry` describes until Quire's edits gave it to `holder`
  /// (`TaskIDLedger`): refused, as the person may mean either.
  case reused(id: String, entry: TaskIDLedger.Entry, holder: TaskItem)
  /// The task the id named left its note (`removal`), or has the id `now` that no task has.
  case gone(id: String, entry: TaskIDLedger.Entry, now: String?, removal: TaskIDLedger.Fate?)
  /// The id named the task `entry` describes and, since, another task that no longer has it
  /// either: which one is meant cannot be told.
  case lost(id: String, entry: TaskIDLedger.Entry)
  /// A prefix of the id of `task` and of `id`, an id Quire took from its task.
  case alsoRecorded(String, task: TaskItem, id: String, entry: TaskIDLedger.Entry)
  /// A prefix of several ids Quire took from their tasks, and of no task's id now.
  case recordedOnly(String, ids: [String])

  public var description: String {
    switch self {
    case .notFound(let query):
      return "no task has the id or place '\(query)'; 'quire tasks' shows ids, or give FILE:LINE"
    case .ambiguous(let query, let tasks):
      let list = tasks.prefix(10).map { "\($0.file):\($0.line) \($0.fields.description)" }.joined(separator: "; ")
      return "'\(query)' names \(tasks.count) tasks (\(list)); give FILE:LINE instead"
    case .reused(let id, let entry, let holder):
      let place = "\(holder.file):\(holder.line)"
      return
        "task \(id) was \(entry.place) until it \(entry.became); Quire has since given the id to \(place) '\(holder.fields.description)': give \(place) to act on that one"
    case .gone(let id, let entry, let now, let removal):
      let became: String
      switch (now, removal) {
      case (let now?, .removed(let how)?): became = "got the id \(now) and was then \(how)"
      case (nil, .removed(let how)?): became = "was \(how)"
      case (let now?, _): became = "got the id \(now), which no task has now"
      case (nil, _): became = "is gone"
      }
      return "task \(id) (\(entry.place)) \(became); 'quire tasks' shows the current ids"
    case .lost(let id, let entry):
      return
        "task \(id) was \(entry.place) until it \(entry.became), and Quire has since given the id to another task of \(entry.file): which one is meant cannot be told; 'quire tasks' shows the current ids"
    case .alsoRecorded(let query, let task, let id, let entry):
      return
        "'\(query)' names \(task.id) (\(task.file):\(task.line) '\(task.fields.description)') and also \(id), the id \(entry.place) had until it \(entry.became); give more of the id, or FILE:LINE"
    case .recordedOnly(let query, let ids):
      return
        "'\(query)' starts \(ids.count) ids whose tasks got other ids or left (\(ids.prefix(10).joined(separator: ", "))); give more of the id, or FILE:LINE"
    }
  }
}
