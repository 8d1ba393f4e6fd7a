/// Gives each synced task the UID it had at the last sync, so a task keeps its item while its
/// line is edited (pure; docs/phone.md, "UIDs").
///
/// A task with a `🆔` is found by it. The others are found in their note, in this order: the
/// same line text; the same task apart from its status and done/cancelled dates (a task ticked,
/// cancelled or opened again, also when a recurring task's next copy was inserted above it);
/// the same Quire id (the description is the same: a date or priority changed); the same line
/// number (the description changed). Each remembered UID goes to one task at most. A task found
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

    public init(uid: String, note: String, line: Int, text: String, taskID: String?, quireID: String) {
      self.uid = uid
      self.note = note
      self.line = line
      self.text = text
      self.taskID = taskID
      self.quireID = quireID
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
    var free = known
    var used = taken

    func claim(_ i: Int, _ k: Int) {
      result[i] = free[k].uid
      used.insert(free[k].uid)
      free.remove(at: k)
    }
    func pass(_ matches: (Current, Known) -> Bool) {
      for (i, current) in tasks.enumerated() where result[i] == nil {
        let candidates = free.indices.filter { matches(current, free[$0]) }
        // Nearest line first: two identical tasks in one note keep their own items.
        if let k = candidates.min(by: {
          abs(free[$0].line - current.task.line) < abs(free[$1].line - current.task.line)
        }) {
          claim(i, k)
        }
      }
    }
    func sameID(_ c: Current, _ k: Known) -> Bool { c.task.fields.id != nil && k.taskID == c.task.fields.id }
    func sameTask(_ c: Current, _ k: Known) -> Bool {
      guard let old = TaskLineParser.parse(k.text) else { return false }
      return reopened(old.fields) == reopened(c.task.fields)
    }
    // A `🆔` a recurring task's next copy repeats: the closed line keeps the item.
    pass { c, k in sameID(c, k) && k.text == c.text }
    pass { c, k in sameID(c, k) && sameTask(c, k) }
    pass { c, k in sameID(c, k) }
    pass { c, k in k.taskID == nil && c.task.fields.id == nil && k.note == c.task.file && k.text == c.text }
    pass { c, k in k.taskID == nil && c.task.fields.id == nil && k.note == c.task.file && sameTask(c, k) }
    pass { c, k in k.taskID == nil && c.task.fields.id == nil && k.note == c.task.file && k.quireID == c.task.id }
    pass { c, k in k.taskID == nil && c.task.fields.id == nil && k.note == c.task.file && k.line == c.task.line }
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

  /// The fields without what closing a task adds.
  static func reopened(_ fields: TaskFields) -> TaskFields {
    var f = fields
    f.done = nil
    f.cancelled = nil
    return f
  }
}
