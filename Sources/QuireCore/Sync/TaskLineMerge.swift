/// The three-way merge of one task line that both sides of a merge changed (``NoteMerge``):
/// its status and each field of the field table are merged on their own, so one side's tick
/// and the other's new due date both land.
///
/// For the status and each field: the same on both sides is kept; changed on one side only,
/// that side's value is taken; changed on both to different values is a clash. Two dates are
/// the exception: a done or cancelled date set to two values keeps the earlier, the day the
/// task was first closed. A line both sides added (no base) is merged as if its base had the
/// description only: a field set on one side comes in, a tick wins over an open box.
public enum TaskLineMerge {
  /// The merged line (without a line ending), or the names of what clashed.
  public enum Outcome: Equatable, Sendable {
    case merged(String)
    case clash([String])
  }

  /// The merge of `ours` and `theirs` (lines without their endings) against `base`, or `nil`
  /// when one of them is not a task line.
  public static func merge(base: String?, ours: String, theirs: String) -> Outcome? {
    guard let a = TaskLineParser.parse(ours), let b = TaskLineParser.parse(theirs) else { return nil }
    let o: (status: TaskStatus, fields: TaskFields)
    if let base {
      guard let parsed = TaskLineParser.parse(base) else { return nil }
      o = (parsed.status, parsed.fields)
    } else {
      var fields = TaskFields(description: a.fields.description)
      fields.blockLink = a.fields.blockLink
      o = (.todo, fields)
    }
    var clashes: [String] = []
    var status = a.status
    var fields = a.fields
    func merge<V: Equatable>(_ name: String, _ get: (TaskFields) -> V, _ set: (inout TaskFields, V) -> Void) {
      if let value = pick(get(o.fields), get(a.fields), get(b.fields)) {
        set(&fields, value)
      } else {
        clashes.append(name)
      }
    }
    if let value = pick(o.status, a.status, b.status) { status = value } else { clashes.append("status") }
    merge("description", \.description) { $0.description = $1 }
    merge("unreadable fields", \.invalidFields) { $0.invalidFields = $1 }
    merge("block link", \.blockLink) { $0.blockLink = $1 }
    for key in TaskFieldKey.allCases where !key.isEqual(in: a.fields, b.fields) {
      if key.isEqual(in: a.fields, o.fields) {
        key.copy(from: b.fields, into: &fields)
      } else if key.isEqual(in: b.fields, o.fields) {
        continue
      } else if key == .done || key == .cancelled, let earlier = earlierDate(key, a.fields, b.fields) {
        key.copy(from: earlier, into: &fields)
      } else {
        clashes.append(key.rawValue)
      }
    }
    guard clashes.isEmpty else { return .clash(clashes) }
    if status == a.status, fields == a.fields { return .merged(ours) }
    if status == b.status, fields == b.fields, a.prefix == b.prefix, a.listMarker == b.listMarker {
      return .merged(theirs)
    }
    if fields.description != a.fields.description {
      // A new description cannot be edited in place: the line is written again in its format.
      return .merged(a.format.syntax.line(prefix: a.prefix, listMarker: a.listMarker, status: status, fields: fields))
    }
    return .merged(a.edited(status: status, fields: fields, lineEnding: "", plainFormat: a.format))
  }

  /// The value of a three-way merge: kept when the sides agree or only `a` changed it, `b`'s
  /// when only `b` did, `nil` (a clash) when both changed it differently.
  static func pick<V: Equatable>(_ o: V, _ a: V, _ b: V) -> V? {
    if a == b || b == o { return a }
    return a == o ? b : nil
  }

  /// The side whose `key` date (done or cancelled) is the earlier, when both set it.
  private static func earlierDate(_ key: TaskFieldKey, _ a: TaskFields, _ b: TaskFields) -> TaskFields? {
    let (x, y) = key == .done ? (a.done, b.done) : (a.cancelled, b.cancelled)
    guard let x, let y else { return nil }
    return x <= y ? a : b
  }
}
