/// Every note kind's steps (`NoteKindSteps`), one file each in this folder.
///
/// The order is that of `quire export --json`'s arrays after the tasks and of the items in an
/// index record (docs/index.md): a kind added at the end adds its array at the end of the export
/// and its items at the end of the record. `NoteKindRegistryTests` checks that every `NoteKind`
/// has its steps here.
public enum NoteKindRegistry {
  public static let all: [any NoteKindSteps.Type] = [
    EventKind.self, HabitKind.self, CheckInKind.self, JournalKind.self, DreamKind.self, GoalKind.self,
    CourseKind.self, DeckKind.self, FreeNoteKind.self,
  ]

  /// The steps that read notes of `kind`.
  public static func steps(for kind: NoteKind) -> (any NoteKindSteps.Type)? {
    for steps in all where steps.kind == kind { return steps }
    return nil
  }
}
