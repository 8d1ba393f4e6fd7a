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

  public var description: String {
    switch self {
    case .notFound(let query):
      return "no task has the id or place '\(query)'; 'quire tasks' shows ids, or give FILE:LINE"
    case .ambiguous(let query, let tasks):
      let list = tasks.prefix(10).map { "\($0.file):\($0.line) \($0.fields.description)" }.joined(separator: "; ")
      return "'\(query)' names \(tasks.count) tasks (\(list)); give FILE:LINE instead"
    }
  }
}
