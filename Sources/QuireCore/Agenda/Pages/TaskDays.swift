/// The agenda's task lookups by day — open tasks due, open tasks scheduled or starting, tasks
/// done, task reminders — built in one pass over a vault's tasks.
///
/// Made for `quire watch`, which builds them again after every save (the save→page budget,
/// docs/watch.md): the pass reads a few fields of each task in place
/// (no copies of tasks, no sort of all of them), and the day lookups are kept only for the days
/// the pages show (`window`). A question about another day is answered by a scan, so every
/// answer is the same with or without a window.
struct TaskDays: AgendaTasks {
  /// An open task with a due date and the keys of the listing order.
  struct Dated: Sendable {
    var task: Int
    var day: Int
    var minutes: Int
    var rank: Int

    /// The listing keys of task `task` (no due date or time sorts last).
    init(task: Int, _ key: TaskKeys.Key) {
      self.task = task
      day = key.due == TaskKeys.Key.none ? Int.max : Int(key.due)
      minutes = key.dueMinutes == Int16.max ? Int.max : Int(key.dueMinutes)
      rank = Int(key.rank)
    }
  }

  private let window: ClosedRange<Int>?
  private let today: LocalDate
  private let keys: TaskKeys
  private let tasks: TaskLookup
  /// Open tasks with a due date, in file order (the order of the tasks).
  private let dated: [Dated]
  /// Within the window: indices of open tasks by due day and by planned day (listing order),
  /// and of done tasks by done day (file order).
  private let due: [Int: [Int]]
  private let planned: [Int: [Int]]
  private let done: [Int: [Int]]
  /// Reminders of tasks not closed, by the day they are set for, over `reminderDays`.
  private let reminders: [Int: [(at: LocalDateTime, task: Int)]]
  private let reminderDays: ClosedRange<Int>
  private let defaultTime: LocalTime

  /// - Parameters:
  ///   - tasks: the tasks, read only for those a question is about (and their reminders).
  ///   - keys: their keys (`TaskKeys`), in the same order.
  ///   - window: the days to keep lookups for; `nil` for every day.
  init(
    _ tasks: TaskLookup, keys: TaskKeys, today: LocalDate, defaultTime: LocalTime, window: ClosedRange<LocalDate>?
  ) {
    let days = window.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
    self.window = days
    self.today = today
    self.keys = keys
    self.tasks = tasks
    func kept(_ day: Int) -> Bool { days?.contains(day) ?? true }
    // A reminder shows on its own day or, moved by a DST gap, the next: the day before the
    // window is kept too.
    let reminderDays = days.map { ($0.lowerBound - 1)...$0.upperBound } ?? Int.min...Int.max
    self.reminderDays = reminderDays
    self.defaultTime = defaultTime
    let todayNumber = today.dayNumber
    var dated: [Dated] = []
    dated.reserveCapacity(keys.keys.count)
    var due: [Int: [Int]] = [:]
    var planned: [Int: [Int]] = [:]
    var done: [Int: [Int]] = [:]
    var reminders: [Int: [(at: LocalDateTime, task: Int)]] = [:]
    for (i, key) in keys.keys.enumerated() {
      if key.isClosed {
        if key.isDone, key.done != TaskKeys.Key.none, kept(Int(key.done)) { done[Int(key.done), default: []].append(i) }
        continue
      }
      if key.hasReminders, key.mayRemind(within: reminderDays) {
        for at in tasks[i].reminderTimes(defaultTime: defaultTime) where reminderDays.contains(at.date.dayNumber) {
          reminders[at.date.dayNumber, default: []].append((at, i))
        }
      }
      guard !key.isArchived, !key.isExpired(today: todayNumber) else { continue }
      if key.due != TaskKeys.Key.none {
        let day = Int(key.due)
        dated.append(Dated(task: i, key))
        if kept(day) { due[day, default: []].append(i) }
      }
      if key.scheduled != TaskKeys.Key.none, kept(Int(key.scheduled)) {
        planned[Int(key.scheduled), default: []].append(i)
      }
      if key.start != TaskKeys.Key.none, key.start != key.scheduled, kept(Int(key.start)) {
        planned[Int(key.start), default: []].append(i)
      }
    }
    self.dated = dated
    self.due = due.mapValues { Self.sorted($0, tasks, keys) }
    self.planned = planned.mapValues { Self.sorted($0, tasks, keys) }
    self.done = done
    self.reminders = reminders
  }

  /// `indices` in listing order: due day and time, priority, then — in file order, as a
  /// vault's contents are — position, which spares comparing file names.
  private static func sorted(_ indices: [Int], _ tasks: TaskLookup, _ keys: TaskKeys) -> [Int] {
    guard keys.inFileOrder else { return tasks.sortedIndices(indices) }
    return indices.map { Dated(task: $0, keys.keys[$0]) }
      .sorted { a, b in (a.day, a.minutes, a.rank, a.task) < (b.day, b.minutes, b.rank, b.task) }
      .map(\.task)
  }

  /// Open: not done or cancelled, not expired, not in the archive (as `quire tasks`).
  private func isOpen(_ i: Int) -> Bool {
    let key = keys.keys[i]
    return key.isListed && !key.isExpired(today: today.dayNumber)
  }

  private func inWindow(_ day: Int) -> Bool { window?.contains(day) ?? true }

  /// Indices of open tasks due on `day`, in listing order.
  func openDueIndices(on day: Int) -> [Int] {
    if inWindow(day) { return due[day] ?? [] }
    return Self.sorted(dated.filter { $0.day == day }.map(\.task), tasks, keys)
  }

  /// Indices of open tasks due before `day`: the first `limit` in listing order, and how many there are.
  func openDueIndices(before day: Int, limit: Int) -> (tasks: [Int], count: Int) {
    // The first `limit` kept sorted as the candidates go by: most are turned away by one
    // comparison with the last kept, so this costs about one pass, not a sort of them all.
    var best: [Dated] = []
    var count = 0
    for candidate in dated where candidate.day < day {
      count += 1
      if best.count == limit, let last = best.last, !precedes(candidate, last) { continue }
      var low = 0
      var high = best.count
      while low < high {
        let mid = (low + high) / 2
        if precedes(best[mid], candidate) { low = mid + 1 } else { high = mid }
      }
      best.insert(candidate, at: low)
      if best.count > limit { best.removeLast() }
    }
    return (best.map(\.task), count)
  }

  /// Indices of open tasks scheduled or starting on `day`, in listing order.
  func openPlannedIndices(on day: Int) -> [Int] {
    if inWindow(day) { return planned[day] ?? [] }
    let matching = keys.keys.indices.filter { i in
      let key = keys.keys[i]
      return isOpen(i) && (Int(key.scheduled) == day || (key.start != key.scheduled && Int(key.start) == day))
    }
    return Self.sorted(matching, tasks, keys)
  }

  /// The reminders set for `day` of tasks that remind (`TaskKeys.Key.mayRemind`), with the task's index.
  func reminderIndices(on day: Int) -> [(at: LocalDateTime, task: Int)] {
    if reminderDays.contains(day) { return reminders[day] ?? [] }
    var found: [(at: LocalDateTime, task: Int)] = []
    for i in keys.keys.indices where keys.keys[i].mayRemind(within: day...day) {
      for at in tasks[i].reminderTimes(defaultTime: defaultTime) where at.date.dayNumber == day {
        found.append((at, i))
      }
    }
    return found
  }

  /// Indices of tasks done on `day`, in file order.
  func doneIndices(on day: Int) -> [Int] {
    if inWindow(day) { return done[day] ?? [] }
    return keys.keys.indices.filter { i in keys.keys[i].isDone && Int(keys.keys[i].done) == day }
  }

  /// The listing order (as `TaskListing.sortedIndices`): due day and time, priority, file, line.
  private func precedes(_ a: Dated, _ b: Dated) -> Bool {
    if a.day != b.day { return a.day < b.day }
    if a.minutes != b.minutes { return a.minutes < b.minutes }
    if a.rank != b.rank { return a.rank < b.rank }
    if keys.inFileOrder { return a.task < b.task }
    let (x, y) = (tasks[a.task].file, tasks[b.task].file)
    if x != y { return x.utf8.lexicographicallyPrecedes(y.utf8) }
    return tasks[a.task].line < tasks[b.task].line
  }
}

extension TaskDays {
  func openDue(on day: Int) -> [TaskItem] { openDueIndices(on: day).map { tasks[$0] } }

  func openDue(before day: Int, limit: Int) -> (tasks: [TaskItem], count: Int) {
    let (first, count) = openDueIndices(before: day, limit: limit)
    return (first.map { tasks[$0] }, count)
  }

  func openPlanned(on day: Int) -> [TaskItem] { openPlannedIndices(on: day).map { tasks[$0] } }

  func done(on day: Int) -> [TaskItem] { doneIndices(on: day).map { tasks[$0] } }

  func reminders(on day: Int) -> [(at: LocalDateTime, task: TaskItem)] {
    reminderIndices(on: day).map { ($0.at, tasks[$0.task]) }
  }
}
