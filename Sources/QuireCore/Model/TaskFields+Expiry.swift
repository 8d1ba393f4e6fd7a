/// Which tasks can expire (docs/syntax.md, "Tasks with a period"): only those that say so.
///
/// A task whose due date has passed while it is open is overdue, as in Obsidian Tasks, whatever
/// other dates it has. A task that carries the tag `#expires` (any case) and does not recur is a
/// task with a period instead (from its 🛫 start, if any, to its 📅 due date): once the due date
/// has passed it has expired. It leaves the active lists, `quire tasks --expired` shows it and
/// `quire archive` moves it; nothing deletes it. A tag, because both readers keep it in the
/// description and an Obsidian Tasks query can ask for it (`tags include #expires`).
extension TaskFields {
  /// The tag that marks a task as one that expires, lowercased.
  public static let expiresTag = "#expires"

  /// Whether the task may expire: it carries ``expiresTag`` and has no recurrence (a recurring
  /// task goes on in its next copy, which only completing it makes).
  public var mayExpire: Bool {
    recurrence == nil && TagScanner.mayHoldTag(startingWith: "e", in: description)
      && tags.contains { $0.lowercased() == Self.expiresTag }
  }
}
