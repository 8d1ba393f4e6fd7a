/// Gives each synced task the UID it had at the last sync, so a task keeps its item while its
/// line is edited (pure; docs/phone.md, "UIDs").
///
/// A task with a `🆔` is found by it. The others are found in their note, in this order: the
/// same line text; the same task apart from its status and done/cancelled dates (a task ticked,
/// cancelled or opened again, also when a recurring task's next copy was inserted above it);
/// the same Quire id (the description is the same: a date or priority changed); the same line
/// number (the description changed); last, for items of the vdir without a record (the sync
/// state was lost), the same words and due date. Each UID goes to one task at most. A task found
/// in none of these ways is new and gets `task-<🆔 or id>@quire`, made unique.
public enum VdirTaskMatcher {
  /// A remembered task.
  public struct Known: Sendable, Equatable {
    public var uid: String
    public var note: String
    public var line: Int
    public var text: String
    public var taskID: String?
    public var quireID: String
    /// For an item of the vdir Quire has no record of (its sync state was lost): its words and
    /// due date (``contentKey(_:)``), the last way a task is found.
    public var content: String?

    public init(
      uid: String, note: String, line: Int, text: String, taskID: String?, quireID: String, content: String? = nil
    ) {
      self.uid = uid
      self.note = note
      self.line = line
      self.text = text
      self.taskID = taskID
      self.quireID = quireID
      self.content = content
    }
  }

  /// A task of the vault now, with its line's text.
  public struct Current: Sendable {
    public var task: TaskItem
    public var text: String

    public init(task: TaskItem, text: String) {
      self.task = task
      self.text = text
    }
  }

  /// The UID of each task in `tasks` (same order).
  /// - Parameter taken: UIDs other items use already (events, items only in the vdir).
  public static func uids(_ tasks: [Current], known: [Known], taken: Set<String> = []) -> [String] {
    var result = [String?](repeating: nil, count: tasks.count)
    var free = Set(known.indices)
    var used = taken
    // Each pass looks a task up by a key (a dictionary, so a vault of thousands of tasks stays fast).
    func pass(_ currentKey: (Current) -> String?, _ knownKey: (Known) -> String?) {
      var byKey: [String: [Int]] = [:]
      for k in free.sorted() {
        if let key = knownKey(known[k]) { byKey[key, default: []].append(k) }
      }
      guard !byKey.isEmpty else { return }
      for (i, current) in tasks.enumerated() where result[i] == nil {
        guard let key = currentKey(current), let candidates = byKey[key] else { continue }
        // Nearest line first: two identical tasks in one note keep their own items.
        let line = current.task.line
        guard
          let k = candidates.filter(free.contains).min(by: { abs(known[$0].line - line) < abs(known[$1].line - line) })
        else { continue }
        result[i] = known[k].uid
        used.insert(known[k].uid)
        free.remove(k)
      }
    }
    // A remembered line read again only when a pass asks for it (most tasks are found by their
    // line's text first), once.
    var sameTasks: [String: String] = [:]
    func sameTask(_ k: Known) -> String? {
      if let key = sameTasks[k.uid] { return key.isEmpty ? nil : key }
      let key = TaskLineParser.parse(k.text).map { same($0.fields) } ?? ""
      sameTasks[k.uid] = key
      return key.isEmpty ? nil : key
    }
    let sep = "\u{0}"
    // A `🆔` a recurring task's next copy repeats: the closed line keeps the item.
    pass({ c in c.task.fields.id.map { $0 + sep + c.text } }, { k in k.taskID.map { $0 + sep + k.text } })
    pass(
      { c in c.task.fields.id.map { $0 + sep + same(c.task.fields) } },
      { k in k.taskID.flatMap { id in sameTask(k).map { id + sep + $0 } } })
    pass({ c in c.task.fields.id }, { k in k.taskID })
    func plain(_ c: Current, _ rest: String) -> String? { c.task.fields.id == nil ? c.task.file + sep + rest : nil }
    func plain(_ k: Known, _ rest: String?) -> String? { k.taskID == nil ? rest.map { k.note + sep + $0 } : nil }
    pass({ plain($0, $0.text) }, { plain($0, $0.text) })
    pass({ plain($0, same($0.task.fields)) }, { plain($0, sameTask($0)) })
    pass({ plain($0, "id" + $0.task.id) }, { plain($0, "id" + $0.quireID) })
    pass({ plain($0, "line\($0.task.line)") }, { plain($0, "line\($0.line)") })
    pass({ contentKey($0.task.fields) }, { $0.content })
    for i in tasks.indices where result[i] == nil {
      let base = "task-" + (tasks[i].task.fields.id ?? tasks[i].task.id)
      var uid = base + "@quire"
      var n = 2
      while used.contains(uid) {
        uid = base + "-\(n)@quire"
        n += 1
      }
      used.insert(uid)
      result[i] = uid
    }
    return result.map { $0! }
  }

  /// A task's words and due date and time, to find an item of the vdir again without a record.
  public static func contentKey(_ fields: TaskFields) -> String {
    "\(fields.description)|\(fields.due.map { "\($0)" } ?? "")|\(fields.dueTime.map { "\($0)" } ?? "")"
  }

  /// What is the same of a task whatever its status and done or cancelled date: its line as the
  /// emoji syntax writes it without them, every field spelled out (a description of the value by
  /// reflection, `"\(fields)"`, was a tenth of a sync with nothing to do at 70,000 items).
  static func same(_ fields: TaskFields) -> String {
    TaskFormat.emoji.syntax.line(status: .todo, fields: reopened(fields))
  }

  /// The fields without what closing a task adds.
  static func reopened(_ fields: TaskFields) -> TaskFields {
    var f = fields
    f.done = nil
    f.cancelled = nil
    return f
  }
}
