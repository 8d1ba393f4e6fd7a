/// What a note holds besides its tasks, as the `files.kinds` bitmask: a view that needs only
/// events and habits reads only the records of the notes that have some, and a vault's many
/// notes of nothing but prose and tasks are never decoded for it (docs/index.md).
public struct NoteKinds: OptionSet, Sendable {
  public let rawValue: Int

  public static let events = NoteKinds(rawValue: 1 << 0)
  public static let habit = NoteKinds(rawValue: 1 << 1)
  public static let checkins = NoteKinds(rawValue: 1 << 2)
  public static let entry = NoteKinds(rawValue: 1 << 3)
  public static let dream = NoteKinds(rawValue: 1 << 4)
  public static let goal = NoteKinds(rawValue: 1 << 5)
  public static let course = NoteKinds(rawValue: 1 << 6)
  public static let deck = NoteKinds(rawValue: 1 << 7)
  public static let note = NoteKinds(rawValue: 1 << 8)
  public static let diagnostics = NoteKinds(rawValue: 1 << 9)
  /// An event with a reminder (a subset of `events`: most events, such as a day's planner
  /// lines, have none).
  public static let eventReminders = NoteKinds(rawValue: 1 << 10)
  /// Something the agenda reads that no day range bounds: a habit, a goal, a course, a
  /// recurring event or an override of one, a dream without a date. Such a note is read
  /// whatever days a view shows; the others only when `NoteKinds.days` meets them.
  public static let undated = NoteKinds(rawValue: 1 << 11)
  /// An event of a course (its `course:`, or its place in the courses folder): what
  /// `quire course` reads besides the course notes (a subset of `events`).
  public static let courseEvents = NoteKinds(rawValue: 1 << 12)

  /// What the agenda views read besides tasks: events, habits with their check-ins, journal
  /// entries, dreams, goals, and the courses that tags name.
  public static let agenda: NoteKinds = [.events, .habit, .checkins, .entry, .dream, .goal, .course]

  /// What reminders come from besides tasks: events with reminders, and habits with the
  /// check-ins that fill their slots (a filled slot does not remind).
  public static let reminders: NoteKinds = [.eventReminders, .habit, .checkins]

  /// What `note` holds.
  public init(_ note: ParsedNote) {
    var kinds: NoteKinds = []
    if !note.events.isEmpty { kinds.insert(.events) }
    if note.events.contains(where: { !$0.reminders.isEmpty }) { kinds.insert(.eventReminders) }
    if note.events.contains(where: { $0.course != nil }) { kinds.insert(.courseEvents) }
    if note.habit != nil { kinds.insert(.habit) }
    if !note.checkins.isEmpty { kinds.insert(.checkins) }
    if note.entry != nil { kinds.insert(.entry) }
    if note.dream != nil { kinds.insert(.dream) }
    if note.goal != nil { kinds.insert(.goal) }
    if note.course != nil { kinds.insert(.course) }
    if note.deck != nil { kinds.insert(.deck) }
    if note.note != nil { kinds.insert(.note) }
    if !note.diagnostics.isEmpty { kinds.insert(.diagnostics) }
    if note.habit != nil || note.goal != nil || note.course != nil
      || note.events.contains(where: {
        $0.recurrence != nil || $0.recurrenceID != nil || !$0.rdates.isEmpty || $0.timeZone != nil
      })
      || (note.dream != nil && note.dream?.date == nil)
    {
      kinds.insert(.undated)
    }
    self = kinds
  }

  /// The first and last day (day numbers) of what the note holds with a date: its one-off
  /// events (to their last day), journal entry, check-ins and dream; `nil` when nothing.
  public static func days(_ note: ParsedNote) -> ClosedRange<Int>? {
    var days: [Int] = []
    for event in note.events where event.recurrence == nil && event.rdates.isEmpty && event.timeZone == nil {
      days.append(event.date.dayNumber)
      if let end = event.endDate { days.append(end.dayNumber) }
    }
    if let entry = note.entry { days.append(entry.date.dayNumber) }
    days += note.checkins.map(\.date.dayNumber)
    if let date = note.dream?.date { days.append(date.dayNumber) }
    guard let first = days.min(), let last = days.max() else { return nil }
    return first...last
  }

  public init(rawValue: Int) { self.rawValue = rawValue }
}
