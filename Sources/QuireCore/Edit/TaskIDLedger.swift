/// The record of task ids that Quire's own edits changed or retired, so that an id a listing
/// printed before such an edit never names another task after it (README.md, docs/syntax.md
/// "Task ids"): `quire done ID` goes on to the task under its new id, or is refused with a line
/// that says what happened to it.
///
/// Ids are hashed from what a task reads (`TaskID`), so the edits Quire makes seldom change the
/// id of a task they do not touch. When one does (a second task with the same text comes or
/// goes, a date changes), the old id is written down here with what became of its task: another
/// id, or gone (moved to the archive, taken back by `undo`). An id that was written down and is
/// later given to a different task of the note is marked `reused` and refused from then on,
/// unless it comes back to the task it named (a date changed and changed back) or to a new line
/// that reads as its task did when that left (a next copy made again after an `undo`, a task
/// added again after it was archived).
///
/// Pure: the IO layer (`TaskIDStore` in QuireKit) reads and writes it under the vault's write
/// lock, before the note is written.
public struct TaskIDLedger: Sendable, Equatable, Codable {
  /// How many entries are kept: the oldest go first.
  public static let limit = 2_000

  /// What became of the task that had an id.
  public enum Fate: Sendable, Equatable, Codable {
    /// The task is still in its note, with this id now.
    case renamed(String)
    /// The task left its note: how, as a phrase after "was" ("moved to archive/2026-11.md").
    case removed(String)
  }

  /// One id Quire's edits took from its task.
  public struct Entry: Sendable, Equatable, Codable {
    /// The note, the line the task was on and its text then (without the line ending).
    public var file: String
    public var line: Int
    public var text: String
    public var fate: Fate
    /// Another task of the note has had this id since: the id is refused.
    public var reused: Bool
    /// The order of the edits (the oldest entries are dropped first).
    public var sequence: Int

    public init(file: String, line: Int, text: String, fate: Fate, reused: Bool = false, sequence: Int = 0) {
      (self.file, self.line, self.text, self.fate, self.reused, self.sequence) = (
        file, line, text, fate, reused, sequence
      )
    }

    /// The task's description, read from `text`.
    public var description: String { TaskLineParser.parse(text)?.fields.description ?? text }
  }

  /// The entries by id.
  public private(set) var entries: [String: Entry] = [:]
  /// The sequence number of the next edit.
  public private(set) var next = 1

  public init(entries: [String: Entry] = [:], next: Int = 1) {
    self.entries = entries
    self.next = max(next, (entries.values.map(\.sequence).max() ?? 0) + 1)
  }

  /// What an edit did to the ids of its note, for the command to say.
  public enum Change: Sendable, Equatable {
    /// The task now on `line` had the id `from` and has `to`.
    case renamed(from: String, to: String, line: Int)
    /// The task now on `line` was given `id`, which named another task before: it is refused.
    case reused(id: String, line: Int)
  }

  // MARK: - Recording an edit

  /// Records what `edit` does to the ids of its note; returns what changed for tasks that stay
  /// in the note (a task that left is only written down).
  @discardableResult
  public mutating func record(_ edit: TaskIDEdit) -> [Change] {
    let sequence = next
    let previous = self
    var changes: [Change] = []
    var afterByLine: [Int: TaskItem] = [:]
    var afterByID: [String: TaskItem] = [:]
    for task in edit.after {
      afterByLine[task.line] = task
      if task.fields.id == nil { afterByID[task.id] = task }
    }
    // The id each task that goes on had before, by its line after the edit.
    var ownID: [Int: String] = [:]
    var kept = Set<Int>()
    for old in edit.before where old.fields.id == nil {
      let destination = edit.map.destination(of: old.line)
      let lines = [destination.line].compactMap { $0 } + destination.sameIDOnly
      if let same = lines.compactMap({ afterByLine[$0] }).first(where: { $0.id == old.id }) {
        kept.insert(same.line)
        continue
      }
      let goesOn = destination.line.flatMap { afterByLine[$0] }
      if let goesOn { ownID[goesOn.line] = old.id }
      // Another task has the id after this very edit: refused from now on.
      let taken = afterByID[old.id] != nil
      entries[old.id] = Entry(
        file: edit.file, line: old.line, text: edit.beforeText[old.line] ?? old.fields.description,
        fate: goesOn.map { .renamed($0.id) } ?? .removed(destination.removal),
        // An id refused once stays refused: it may still be in the hands of its first task's users.
        reused: taken || (entries[old.id]?.reused ?? false), sequence: sequence)
      if let goesOn, goesOn.fields.id == nil {
        changes.append(.renamed(from: old.id, to: goesOn.id, line: goesOn.line))
      }
      if taken, let holder = afterByID[old.id] { changes.append(.reused(id: old.id, line: holder.line)) }
    }
    // Ids given to tasks that did not have them before, that an earlier edit took from a task.
    for task in edit.after where task.fields.id == nil && !kept.contains(task.line) {
      guard let entry = previous.entries[task.id], entries[task.id] == entry, !entry.reused else { continue }
      let own = ownID[task.line]
      let back: Bool
      if let own {
        // The task comes back to an id it had (a date changed and changed back).
        back = previous.trail(from: task.id).end == .now(own)
      } else {
        // A new line that reads as the task that had the id did, which has left the note.
        back = previous.readsAsBefore(task.id, edit.afterText[task.line])
      }
      if entry.file == edit.file && back {
        entries[task.id] = nil
        continue
      }
      entries[task.id]!.reused = true
      entries[task.id]!.sequence = sequence
      changes.append(.reused(id: task.id, line: task.line))
    }
    next += 1
    prune()
    return changes
  }

  /// Whether the task that had `id` left its note, reading as `text` does apart from its status
  /// and its done and cancelled dates (its next copy made again, the task added again).
  private func readsAsBefore(_ id: String, _ text: String?) -> Bool {
    guard let entry = entries[id], let text, case .gone = trail(from: id).end,
      let then = TaskLineParser.parse(entry.text), let now = TaskLineParser.parse(text)
    else { return false }
    var (a, b) = (then.fields, now.fields)
    (a.done, a.cancelled, b.done, b.cancelled) = (nil, nil, nil, nil)
    return a == b
  }

  /// Where the task that had an id went.
  public enum End: Sendable, Equatable {
    /// It has this id now (no entry: Quire has not taken it from it).
    case now(String)
    /// It left its note, as this entry (of its last id) says.
    case gone(Entry)
    /// It got an id that another task had before (or the renames go round): which task is
    /// meant cannot be told.
    case lost
  }

  /// The renames from `id` to the task's id now, or to its leaving. A rename into an id marked
  /// `reused` ends there as `lost`: that id's entry is about the task that had it before.
  public func trail(from id: String) -> (ids: [String], end: End) {
    var ids: [String] = []
    var current = id
    while true {
      guard let entry = entries[current] else { return (ids, .now(current)) }
      if !ids.isEmpty && entry.reused || ids.contains(current) { return (ids, .lost) }
      ids.append(current)
      switch entry.fate {
      case .renamed(let next): current = next
      case .removed: return (ids, .gone(entry))
      }
    }
  }

  /// Keeps the newest `limit` entries.
  private mutating func prune() {
    guard entries.count > Self.limit else { return }
    let keep = entries.sorted { $0.value.sequence > $1.value.sequence }.prefix(Self.limit)
    entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
  }
}

/// One write of one note, as `TaskIDLedger.record` needs it.
public struct TaskIDEdit: Sendable {
  public var file: String
  /// The note's tasks before and after the write (`NoteParser`), and the text of their lines.
  public var before: [TaskItem]
  public var beforeText: [Int: String]
  public var after: [TaskItem]
  public var afterText: [Int: String]
  /// Where each line before the write went.
  public var map: LineMap

  public init(
    file: String, before: [TaskItem], beforeText: [Int: String], after: [TaskItem], afterText: [Int: String],
    map: LineMap
  ) {
    (self.file, self.before, self.beforeText, self.after, self.afterText, self.map) = (
      file, before, beforeText, after, afterText, map
    )
  }
}

/// Where the lines of a note went in one write: the lines an edit replaced say where their
/// task goes on; every other line moves by the lines added or removed above it.
public struct LineMap: Sendable {
  /// A line of a replacement: the edited line's number before the write, and the index in its
  /// replacement.
  public struct Place: Sendable, Equatable {
    public var line: Int
    public var index: Int

    public init(line: Int, index: Int) { (self.line, self.index) = (line, index) }
  }

  /// What an edited line's task became.
  public struct Destination: Sendable, Equatable {
    /// The line (after the write) the task goes on in; `nil`: it left the note.
    public var line: Int?
    /// Lines it goes on in only if one of them has its id (the next copy of a recurring task
    /// without dates, which reads as the task did).
    public var sameIDOnly: [Int]
    /// How it left, as a phrase after "was".
    public var removal: String
  }

  private var counts: [Int: Int] = [:]
  private var goesOn: [Int: Place] = [:]
  private var sameIDOnly: [Int: [Place]] = [:]
  private var removals: [Int: String] = [:]

  public init() {}

  /// Line `line` was replaced by `count` lines; its task goes on in `goesOn` (none: it left, as
  /// `removal` says) or, when one has its id, in `sameIDOnly`.
  public mutating func replace(
    _ line: Int, by count: Int, goesOn: Place? = nil, sameIDOnly: [Place] = [], removal: String = "removed"
  ) {
    counts[line] = count
    self.goesOn[line] = goesOn
    self.sameIDOnly[line] = sameIDOnly
    removals[line] = removal
  }

  /// The line `old` becomes, for a line no edit replaced.
  public func moved(_ old: Int) -> Int {
    old + counts.reduce(0) { $0 + ($1.key < old ? $1.value - 1 : 0) }
  }

  /// Where the task on line `old` went.
  public func destination(of old: Int) -> Destination {
    guard counts[old] != nil else { return Destination(line: moved(old), sameIDOnly: [], removal: "") }
    return Destination(
      line: goesOn[old].map(place), sameIDOnly: (sameIDOnly[old] ?? []).map(place),
      removal: removals[old] ?? "removed")
  }

  private func place(_ p: Place) -> Int { moved(p.line) + p.index }
}
