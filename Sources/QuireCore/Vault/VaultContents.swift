/// Everything indexed in a vault, merged from its notes in path order.
public struct VaultContents: Sendable {
  public var tasks: [TaskItem] = []
  /// The agenda's compact keys of `tasks`, when a long-running process keeps them (see
  /// `TaskKeys`; `quire watch`'s `LiveContents` patches them with the tasks). Whoever changes
  /// `tasks` otherwise sets this to `nil`, as `add` and `resolveCourses` do. (Not done by a
  /// `didSet`: an observed array is copied, not edited in place; docs/measurements.md.)
  public var taskKeys: TaskKeys?
  // One array per kind of item, filled by the kind's steps (`NoteKindSteps.add`).
  public var events: [EventItem] = []
  public var habits: [Habit] = []
  public var checkins: [CheckIn] = []
  public var entries: [JournalEntry] = []
  public var dreams: [Dream] = []
  public var goals: [Goal] = []
  public var courses: [Course] = []
  public var decks: [Deck] = []
  public var notes: [FreeNote] = []
  public var diagnostics: [Diagnostic] = []
  /// Where each `🆔` was first seen, to report a second task with the same id.
  private var explicitIDs: [String: String] = [:]

  public init() {}

  /// Adds one parsed note. With `keepTasks` false the tasks are dropped (a streaming export
  /// writes them as it goes, so that a 100,000-note vault fits in little memory).
  public mutating func add(_ note: ParsedNote, keepTasks: Bool = true) {
    taskKeys = nil
    if keepTasks { tasks += note.tasks }
    // Through the indices: `for task in note.tasks` copied every task to read one field.
    for i in note.tasks.indices {
      guard let id = note.tasks[i].fields.id else { continue }
      let task = note.tasks[i]
      if let first = explicitIDs[id] {
        diagnostics.append(
          Diagnostic(
            file: task.file, line: task.line, .duplicateID(id, firstAt: first)))
      } else {
        explicitIDs[id] = "\(task.file):\(task.line)"
      }
    }
    for steps in NoteKindRegistry.all { steps.add(note, to: &self) }
    diagnostics += note.diagnostics
  }

  /// Gives every task without a course the course named by one of its tags (`#cs101`).
  public mutating func resolveCourses() {
    guard !courses.isEmpty else { return }
    taskKeys = nil
    CourseResolver(courses: courses).resolve(&tasks)
  }

  /// Reports what only the whole vault shows: duplicate course codes and habit slugs,
  /// check-ins of unknown habits.
  public mutating func checkConsistency() {
    var slugs = Set<String>()
    for habit in habits where !slugs.insert(habit.slug.lowercased()).inserted {
      diagnostics.append(
        Diagnostic(
          file: habit.file, line: 1, .duplicateHabit(habit.slug)))
    }
    var codes = Set<String>()
    for course in courses where !codes.insert(course.code).inserted {
      diagnostics.append(
        Diagnostic(
          file: course.file, line: 1, .duplicateCourse(course.code)))
    }
    // An event note's own `uid:` (an override of one occurrence shares its series' UID).
    var uids: [String: String] = [:]
    for event in events where event.line <= 1 && event.recurrenceID == nil {
      guard let uid = event.uid, !uid.isEmpty else { continue }
      if let first = uids[uid], first != event.file {
        diagnostics.append(Diagnostic(file: event.file, line: 1, .duplicateEventUID(uid: uid, other: first)))
      } else {
        uids[uid] = event.file
      }
    }
    for checkin in checkins where !slugs.contains(checkin.habit) {
      diagnostics.append(
        Diagnostic(
          file: checkin.file, line: checkin.line, .unknownHabit(checkin.habit)))
    }
  }
}

/// Decides the course of a task that names none explicitly: a tag equal to a course code.
public struct CourseResolver: Sendable {
  private let codes: Set<String>

  public init(courses: [Course]) { codes = Set(courses.map(\.code)) }

  /// Gives every task of `note` without a course the course one of its tags names.
  public func resolve(_ note: inout ParsedNote) { resolve(&note.tasks) }

  /// Gives every one of `tasks` without a course the course one of its tags names.
  public func resolve(_ tasks: inout [TaskItem]) {
    guard !codes.isEmpty else { return }
    // Element by element, in place: a task handed whole to `course(for:)` would be copied.
    for i in tasks.indices where tasks[i].course == nil {
      tasks[i].course = course(named: TagScanner.tags(in: tasks[i].fields.description))
    }
  }

  /// The course code of the first tag that names a known course.
  public func course(for task: TaskItem, tags: [String]? = nil) -> String? {
    task.course ?? course(named: tags ?? task.fields.tags)
  }

  private func course(named tags: [String]) -> String? {
    for tag in tags {
      let code = tag.dropFirst().lowercased()
      if codes.contains(code) { return code }
    }
    return nil
  }
}
