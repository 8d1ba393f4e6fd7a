/// Everything one note yields: its kind, its items and its diagnostics.
public struct ParsedNote: Sendable {
  public var file: String
  public var kind: NoteKind
  /// The note's date: a journal entry's day, a dream's date, an event's date.
  public var date: LocalDate?
  public var tasks: [TaskItem] = []
  public var events: [EventItem] = []
  public var habit: Habit?
  public var checkins: [CheckIn] = []
  public var entry: JournalEntry?
  public var dream: Dream?
  public var goal: Goal?
  public var course: Course?
  public var deck: Deck?
  public var note: FreeNote?
  public var diagnostics: [Diagnostic] = []
  /// The note carries `generated: quire` (an agenda page): never a source.
  public var isGenerated = false

  public init(file: String, kind: NoteKind) {
    self.file = file
    self.kind = kind
  }
}
