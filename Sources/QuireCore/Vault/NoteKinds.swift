/// What a note holds besides its tasks, as the `files.kinds` bitmask: a view that needs only
/// events and habits reads only the records of the notes that have some, and a vault's many
/// notes of nothing but prose and tasks are never decoded for it (docs/index.md).
public struct NoteKinds: OptionSet, Sendable {
  public let rawValue: Int

  // Each kind declares its own bits in its file (`Sources/QuireCore/Entries/Kinds/`,
  // `NoteKindSteps.bits`), `.events` and `.dream` among them. They are stored in the index: a new
  // kind takes a bit no other has, and `NoteKindRegistryTests` checks that no two share one.

  public static let diagnostics = NoteKinds(rawValue: 1 << 9)
  /// Something the agenda reads that no day range bounds: a habit, a goal, a course, a
  /// recurring event or an override of one, a dream without a date. Such a note is read
  /// whatever days a view shows; the others only when `NoteKinds.days` meets them.
  public static let undated = NoteKinds(rawValue: 1 << 11)

  /// What the agenda views read besides tasks: events, habits with their check-ins, journal
  /// entries, dreams, goals, and the courses that tags name.
  public static let agenda: NoteKinds = [.events, .habit, .checkins, .entry, .dream, .goal, .course]

  /// What reminders come from besides tasks: events with reminders, and habits with the
  /// check-ins that fill their slots (a filled slot does not remind).
  public static let reminders: NoteKinds = [.eventReminders, .habit, .checkins]

  /// What `note` holds: each kind's bits (`NoteKindSteps.kinds(of:)`), and its diagnostics.
  public init(_ note: ParsedNote) {
    var kinds: NoteKinds = []
    for steps in NoteKindRegistry.all { kinds.formUnion(steps.kinds(of: note)) }
    if !note.diagnostics.isEmpty { kinds.insert(.diagnostics) }
    self = kinds
  }

  /// The first and last day (day numbers) of what the note holds with a date: its one-off
  /// events (to their last day), journal entry, check-ins and dream; `nil` when nothing.
  public static func days(_ note: ParsedNote) -> ClosedRange<Int>? {
    var days: [Int] = []
    for steps in NoteKindRegistry.all { steps.days(of: note, into: &days) }
    guard let first = days.min(), let last = days.max() else { return nil }
    return first...last
  }

  public init(rawValue: Int) { self.rawValue = rawValue }
}
