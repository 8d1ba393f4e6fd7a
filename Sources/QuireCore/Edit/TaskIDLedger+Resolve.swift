extension TaskIDLedger {
  /// The task a reference names, and the id it was named by when that id was its old one.
  public struct Resolved: Sendable, Equatable {
    public var task: TaskItem
    /// The id given, when the task has had another one since (Quire changed it).
    public var formerID: String?

    public init(task: TaskItem, formerID: String? = nil) { (self.task, self.formerID) = (task, formerID) }
  }

  /// The one task `query` names, as `TaskResolver.resolve` finds it in `tasks`, checked against
  /// the record: an id Quire gave to another task since is refused, an id whose task has
  /// another one now goes on to it (`lookup` gives the tasks an id may name), an id whose task
  /// left says where it went.
  public func resolve(_ query: String, in tasks: [TaskItem], lookup: (String) -> [TaskItem])
    -> Result<Resolved, TaskResolveError>
  {
    let query = query.trimmingSpaces()
    if case .place = TaskLookupKey.lookup(query) {
      return TaskResolver.resolve(query, in: tasks).map { Resolved(task: $0) }
    }
    switch TaskResolver.resolve(query, in: tasks) {
    case .success(let task):
      guard task.fields.id == nil else { return .success(Resolved(task: task)) }
      if let entry = entries[task.id], entry.reused || entry.file != task.file {
        return .failure(.reused(id: task.id, entry: entry, holder: task))
      }
      // A prefix may also be the start of an id Quire took from its task.
      if let other = recorded(query).first(where: { $0 != task.id }) {
        return .failure(.alsoRecorded(query, task: task, id: other, entry: entries[other]!))
      }
      return .success(Resolved(task: task))
    case .failure(.notFound):
      let ids = recorded(query)
      guard let id = ids.first else { return .failure(.notFound(query)) }
      guard ids.count == 1 else { return .failure(.recordedOnly(query, ids: ids)) }
      let entry = entries[id]!
      let (trail, end) = trail(from: id)
      switch end {
      case _ where entry.reused, .lost:
        return .failure(.lost(id: id, entry: entry))
      case .gone(let left):
        return .failure(.gone(id: id, entry: entry, now: trail.count > 1 ? trail.last : nil, removal: left.fate))
      case .now(let now):
        let holders = lookup(now).filter { $0.id == now }
        guard holders.count == 1 else { return .failure(.gone(id: id, entry: entry, now: now, removal: nil)) }
        return .success(Resolved(task: holders[0], formerID: id))
      }
    case .failure(let error):
      return .failure(error)
    }
  }

  /// The recorded ids `query` names: itself, or those it is a prefix of (four hex digits or more).
  func recorded(_ query: String) -> [String] {
    if entries[query] != nil { return [query] }
    let lower = query.lowercased()
    guard lower.utf8.count >= 4, lower.utf8.count < 8, TaskLookupKey.hexValue(lower) != nil else { return [] }
    return entries.keys.filter { $0.hasPrefix(lower) }.sorted()
  }
}

extension TaskIDLedger.Entry {
  /// "notes/a.md:3 'Water plants'".
  var place: String { "\(file):\(line) '\(description)'" }

  /// What became of the task, after "it": "got the id 1a2b3c4d", "was moved to archive/2026-11.md".
  var became: String {
    switch fate {
    case .renamed(let id): "got the id \(id)"
    case .removed(let how): "was \(how)"
    }
  }
}
