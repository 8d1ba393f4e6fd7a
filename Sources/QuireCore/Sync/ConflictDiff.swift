/// What a conflict copy holds that its note does not, task by task (`quire conflicts`,
/// docs/sync.md): a task ticked or reopened on one side, a task on one side only, a task whose
/// fields differ; and how many other lines differ.
///
/// Tasks are paired as a person would: the same line as written first, then the same
/// description in order of appearance (so a task whose due date moved is one task with a
/// changed field, not one removed and one added). A task whose description changed is a task
/// on each side only.
public struct ConflictDiff: Sendable, Equatable {
  /// One difference.
  public struct Change: Sendable, Equatable {
    public enum Kind: String, Sendable {
      /// The status differs (`[x]` on one side, `[ ]` on the other).
      case status
      /// The fields differ (named in `fields`).
      case fields
      /// The task is in the copy only.
      case onlyInCopy = "only-in-copy"
      /// The task is in the original only.
      case onlyInOriginal = "only-in-original"
    }

    public var kind: Kind
    /// 1-based lines; `nil` on the side the task is missing from.
    public var originalLine: Int?
    public var copyLine: Int?
    /// The task's description (the copy's when it is there).
    public var description: String
    /// The status symbol on each side, for `status`.
    public var statuses: (original: String, copy: String)?
    /// The field names that differ (`due`, `priority`, ...), for `fields` (and `status` when the
    /// tick also moved a field, such as the done date).
    public var fields: [String] = []

    public static func == (a: Change, b: Change) -> Bool {
      a.kind == b.kind && a.originalLine == b.originalLine && a.copyLine == b.copyLine && a.description == b.description
        && a.statuses?.original == b.statuses?.original && a.statuses?.copy == b.statuses?.copy && a.fields == b.fields
    }
  }

  public var changes: [Change]
  /// Lines other than tasks that are in the copy and not in the original (as many times as
  /// they are missing), and the reverse.
  public var otherLinesOnlyInCopy: Int
  public var otherLinesOnlyInOriginal: Int

  /// Whether the two notes hold the same tasks and the same other lines.
  public var isEmpty: Bool { changes.isEmpty && otherLinesOnlyInCopy == 0 && otherLinesOnlyInOriginal == 0 }

  /// The difference between `original` and `copy`: their tasks (as parsed) and their text.
  public init(original: (tasks: [TaskItem], text: String), copy: (tasks: [TaskItem], text: String)) {
    var unpairedOriginal = original.tasks
    var pairs: [(TaskItem, TaskItem)] = []
    var onlyCopy: [TaskItem] = []
    // Same line as written, then same description: each time the first unpaired one.
    var rest: [TaskItem] = []
    for task in copy.tasks {
      if let i = unpairedOriginal.firstIndex(where: { $0.written == task.written }) {
        unpairedOriginal.remove(at: i)
      } else {
        rest.append(task)
      }
    }
    for task in rest {
      if let i = unpairedOriginal.firstIndex(where: { $0.fields.description == task.fields.description }) {
        pairs.append((unpairedOriginal.remove(at: i), task))
      } else {
        onlyCopy.append(task)
      }
    }
    var changes: [Change] = []
    for (a, b) in pairs {
      let fields = Self.differingFields(a.fields, b.fields)
      let statusChanged = a.status.symbol != b.status.symbol
      guard statusChanged || !fields.isEmpty else { continue }
      changes.append(
        Change(
          kind: statusChanged ? .status : .fields, originalLine: a.line, copyLine: b.line,
          description: b.fields.description, statuses: statusChanged ? (a.status.symbol, b.status.symbol) : nil,
          fields: fields))
    }
    for b in onlyCopy {
      changes.append(Change(kind: .onlyInCopy, originalLine: nil, copyLine: b.line, description: b.fields.description))
    }
    for a in unpairedOriginal {
      changes.append(
        Change(kind: .onlyInOriginal, originalLine: a.line, copyLine: nil, description: a.fields.description))
    }
    self.changes = changes.sorted { ($0.copyLine ?? $0.originalLine ?? 0) < ($1.copyLine ?? $1.originalLine ?? 0) }
    let taskLines = (Set(original.tasks.map(\.line)), Set(copy.tasks.map(\.line)))
    (otherLinesOnlyInOriginal, otherLinesOnlyInCopy) = Self.otherLines(
      original.text, taskLines.0, copy.text, taskLines.1)
  }

  /// The names of the fields of the field table whose values differ.
  static func differingFields(_ a: TaskFields, _ b: TaskFields) -> [String] {
    TaskFieldKey.allCases.filter { !$0.isEqual(in: a, b) }.map(\.rawValue)
  }

  /// How many lines that are not tasks each side has that the other lacks (a multiset
  /// difference: order is not compared).
  static func otherLines(_ a: String, _ aTasks: Set<Int>, _ b: String, _ bTasks: Set<Int>) -> (Int, Int) {
    func counts(_ text: String, _ tasks: Set<Int>) -> [Substring: Int] {
      var counts: [Substring: Int] = [:]
      let lines = SourceLines(text)
      for n in 1...lines.count where !tasks.contains(n) { counts[lines[n], default: 0] += 1 }
      return counts
    }
    let (ca, cb) = (counts(a, aTasks), counts(b, bTasks))
    let onlyA = ca.reduce(0) { $0 + max(0, $1.value - (cb[$1.key] ?? 0)) }
    let onlyB = cb.reduce(0) { $0 + max(0, $1.value - (ca[$1.key] ?? 0)) }
    return (onlyA, onlyB)
  }
}
