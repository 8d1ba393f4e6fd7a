/// What a note is: from front matter `type:` first, then from its folder (README.md). What each
/// kind reads and keeps is in its steps (`NoteKindRegistry`, `Sources/QuireCore/Entries/Kinds/`).
public enum NoteKind: String, Sendable, Codable, CaseIterable {
  case journal, event, habit, dream, goal, course, deck, note

  /// The kind named by a `type:` value, if it is one Quire knows (`daily` means journal).
  public init?(type: String) {
    switch type {
    case "journal", "daily": self = .journal
    case "event": self = .event
    case "habit": self = .habit
    case "dream": self = .dream
    case "goal": self = .goal
    case "course": self = .course
    case "deck": self = .deck
    case "note": self = .note
    default: return nil
    }
  }

  /// The kind a note gets from its folder when it has no known `type:`.
  public static func fromFolder(_ path: String, folders: VaultConfig.Folders) -> NoteKind {
    if VaultPath.isInside(path, folder: folders.journal) { return .journal }
    if VaultPath.isInside(path, folder: folders.planner) { return .event }
    if VaultPath.isInside(path, folder: folders.habits) { return .habit }
    if VaultPath.isInside(path, folder: folders.dreams) { return .dream }
    if VaultPath.isInside(path, folder: folders.goals) { return .goal }
    if VaultPath.isInside(path, folder: folders.decks) { return .deck }
    // Only `courses/<code>.md` is a course; notes below `courses/<code>/` belong to it.
    if VaultPath.isInside(path, folder: folders.courses),
      path.dropFirst(folders.courses.count + 1).contains("/") == false
    {
      return .course
    }
    return .note
  }
}
