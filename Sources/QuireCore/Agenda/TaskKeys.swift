/// What the agenda asks of every task — its dates, priority and a few flags — packed into
/// 32 bytes per task, in the order of `VaultContents.tasks`.
///
/// Why: a `TaskItem` is hundreds of bytes spread over several heap objects, so a pass over
/// a large vault's tasks waits on memory for most of its time (docs/measurements.md). The same pass over these keys reads one small array. `quire
/// watch` keeps them next to the tasks (`VaultContents.taskKeys`, patched per saved note by
/// `LiveContents`); a one-shot command computes them in one pass when it needs them.
public struct TaskKeys: Sendable {
  /// One task's key. Days are day numbers (`LocalDate.dayNumber`); `none` where a date is absent.
  public struct Key: Sendable, Equatable {
    public static let none = Int32.min
    public var due: Int32
    public var scheduled: Int32
    public var start: Int32
    public var done: Int32
    /// The first and last day a reminder of the task can be set for (whatever the default
    /// reminder time): a task with reminders is read only when they touch the days asked
    /// about. `none` and `none` without reminders (or with only unreadable ones).
    public var reminderFrom: Int32
    public var reminderTo: Int32
    /// Minutes after midnight of the due time; `Int16.max` when there is none.
    public var dueMinutes: Int16
    /// `Priority.rank`.
    public var rank: Int8
    private var flags: UInt8

    private static let closedFlag: UInt8 = 1
    private static let doneFlag: UInt8 = 2
    private static let remindersFlag: UInt8 = 4
    private static let expiringFlag: UInt8 = 8
    private static let archivedFlag: UInt8 = 16

    /// - Parameter archive: the archive folder with a trailing `/`.
    public init(_ task: borrowing TaskItem, archive: String) {
      func day(_ date: LocalDate?) -> Int32 { date.map { Int32($0.dayNumber) } ?? Self.none }
      due = day(task.fields.due)
      scheduled = day(task.fields.scheduled)
      start = day(task.fields.start)
      done = day(task.fields.done)
      dueMinutes = task.fields.dueTime.map { Int16($0.minutesOfDay) } ?? Int16.max
      rank = Int8(task.fields.priority.rank)
      (reminderFrom, reminderTo) = Self.reminderDays(task)
      flags = 0
      if task.status.isClosed { flags |= Self.closedFlag }
      if task.status.kind == .done { flags |= Self.doneFlag }
      if !task.fields.reminders.isEmpty { flags |= Self.remindersFlag }
      if task.fields.mayExpire { flags |= Self.expiringFlag }
      if task.file.hasPrefix(archive) { flags |= Self.archivedFlag }
    }

    /// The bounds of `reminderFrom...reminderTo`: an absolute reminder's date; one `N before`
    /// the due date from N (rounded up to days, and one more for the due time) days before it
    /// through the due date; a time of the task's day (`⏰ 12:00`) that day.
    private static func reminderDays(_ task: borrowing TaskItem) -> (Int32, Int32) {
      var low = Int.max
      var high = Int.min
      for spec in task.fields.reminders {
        switch spec {
        case .absolute(let at):
          low = min(low, at.date.dayNumber)
          high = max(high, at.date.dayNumber)
        case .beforeDue(let minutes):
          guard let due = task.fields.due?.dayNumber else { continue }
          low = min(low, due - (max(minutes, 0) + 1439) / 1440 - 1)
          high = max(high, due)
        case .atTimeOnDate:
          guard let day = task.fields.reminderDay?.dayNumber else { continue }
          low = min(low, day)
          high = max(high, day)
        }
      }
      return low > high ? (Self.none, Self.none) : (Int32(clamping: low), Int32(clamping: high))
    }

    /// Whether a reminder of the task can be set for a day in `days`.
    public func mayRemind(within days: ClosedRange<Int>) -> Bool {
      // The one rule of what reminds: an open task outside the archive folder (`quire rm` moves
      // a task there; docs/agenda.md).
      flags & (Self.closedFlag | Self.archivedFlag) == 0
        && flags & Self.remindersFlag != 0 && reminderFrom != Self.none && Int(reminderTo) >= days.lowerBound
        && Int(reminderFrom) <= days.upperBound
    }

    /// Done or cancelled.
    public var isClosed: Bool { flags & Self.closedFlag != 0 }
    /// Open and outside the archive folder: what `quire tasks` and the agenda list (expiry aside).
    public var isListed: Bool { flags & (Self.closedFlag | Self.archivedFlag) == 0 }
    public var isDone: Bool { flags & Self.doneFlag != 0 }
    public var hasReminders: Bool { flags & Self.remindersFlag != 0 }
    public var isArchived: Bool { flags & Self.archivedFlag != 0 }
    /// Marked `#expires` and not recurring (``TaskFields/mayExpire``): such a task expires once
    /// its due day has passed.
    public var mayExpire: Bool { flags & Self.expiringFlag != 0 }

    /// `TaskItem.isExpired`: marked to expire, open, due before `today`.
    public func isExpired(today: Int) -> Bool {
      flags & (Self.expiringFlag | Self.closedFlag) == Self.expiringFlag && due != Self.none && Int(due) < today
    }
  }

  /// The archive folder the keys were made with, with a trailing `/`.
  public let archive: String
  public private(set) var keys: [Key]
  /// Whether the tasks were in file order (path bytes, then line) — a vault's contents are.
  public let inFileOrder: Bool

  /// The keys of `tasks`, in one pass.
  public init(_ tasks: [TaskItem], archive: String) {
    self.archive = archive
    var keys: [Key] = []
    keys.reserveCapacity(tasks.count)
    var inFileOrder = true
    for i in tasks.indices {
      keys.append(Key(tasks[i], archive: archive))
      if i > 0, inFileOrder {
        // Fields read in place: binding a task to a constant copies it.
        let sameFile = tasks[i - 1].file == tasks[i].file
        if sameFile
          ? tasks[i - 1].line >= tasks[i].line : !tasks[i - 1].file.utf8.lexicographicallyPrecedes(tasks[i].file.utf8)
        {
          inFileOrder = false
        }
      }
    }
    self.keys = keys
    self.inFileOrder = inFileOrder
  }

  /// Keys made elsewhere (a loader that makes each note's keys as it decodes the note).
  public init(keys: [Key], archive: String, inFileOrder: Bool) {
    self.keys = keys
    self.archive = archive
    self.inFileOrder = inFileOrder
  }

  /// Replaces the keys `range` with those of `tasks` (a note saved in `quire watch`): the
  /// caller keeps the tasks in file order.
  public mutating func replace(_ range: Range<Int>, with tasks: [TaskItem]) {
    let new = tasks.map { Key($0, archive: archive) }
    if range.count == new.count {
      for (offset, key) in new.enumerated() { keys[range.lowerBound + offset] = key }
    } else {
      keys.replaceSubrange(range, with: new)
    }
  }

  /// Whether these are the keys of `tasks` made with `archive` (as far as a count tells: the
  /// keys are dropped whenever `VaultContents.tasks` is changed).
  public func fit(_ tasks: [TaskItem], archive: String) -> Bool { self.archive == archive && keys.count == tasks.count }
}
