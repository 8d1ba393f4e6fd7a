import QuireCore

/// A row of the `tasks` table: the columns the views ask about, computed as `TaskKeys.Key`
/// computes them (so a query and the in-memory agenda agree), and where the task's bytes lie in
/// its note's record (docs/index.md, "What is stored").
struct TaskRow {
  var line: Int
  /// Open and not in the archive: what `quire tasks` and the agenda list (expiry aside).
  var listed: Bool
  var closed: Bool
  var done: Int?
  var due: Int?
  /// Minutes after midnight of the due time; `Int16.max` without one (it sorts last).
  var dueMinutes: Int
  var scheduled: Int?
  var start: Int?
  var rank: Int
  /// Marked to expire and not recurring (`TaskKeys.Key.mayExpire`).
  var expiring: Bool
  var remindFrom: Int?
  var remindTo: Int?
  /// `" #a #b/c "`: each tag lowercased, between spaces, so that `LIKE '% #a %'` finds a tag
  /// and `LIKE '% #a/%'` its nested tags.
  var tags: String
  var span: Range<Int>
  /// The task's bytes (its span of the record) when it is open, for the queries that read open
  /// tasks without their notes' records; `nil` when closed.
  var record: [UInt8]?
  /// `TaskLookupKey.of(task)`: what `quire done ID` and the other edits look a task up by.
  var key: Int64
  /// The course the task names or takes from its note's place (not one a tag names: that
  /// depends on the other notes).
  var course: String?
  /// The key the columns are computed from, which `TaskConditions` asks (`OverdueTag.counts`).
  var taskKey: TaskKeys.Key

  /// - Parameters:
  ///   - span: the task's bytes in `items`, its note's record.
  ///   - archive: the archive folder with a trailing `/`.
  init(_ task: TaskItem, span: Range<Int>, of items: [UInt8], archive: String) {
    let key = TaskKeys.Key(task, archive: archive)
    func day(_ value: Int32) -> Int? { value == TaskKeys.Key.none ? nil : Int(value) }
    line = task.line
    closed = key.isClosed
    listed = TaskConditions.isListed(key)
    done = key.isDone ? day(key.done) : nil
    due = day(key.due)
    dueMinutes = Int(key.dueMinutes)
    scheduled = day(key.scheduled)
    start = day(key.start)
    rank = Int(key.rank)
    expiring = key.mayExpire
    remindFrom = key.hasReminders ? day(key.reminderFrom) : nil
    remindTo = key.hasReminders ? day(key.reminderTo) : nil
    let tags = task.fields.tags  // scanned from the description on each call: once here
    self.tags = tags.isEmpty ? " " : " " + tags.map { $0.lowercased() }.joined(separator: " ") + " "
    self.span = span
    record = key.isClosed ? nil : Array(items[span])
    self.key = TaskLookupKey.of(task)
    course = task.course
    taskKey = key
  }
}
