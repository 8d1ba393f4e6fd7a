/// The ID of an event, shown by `quire event list` and taken by `event show/edit/rm`
/// (docs/icalendar.md, "Event IDs").
///
/// - an event note below the planner folder: its path there without `.md`
///   (`planner/work/team-sync.md` → `work/team-sync`);
/// - any other event note (`type: event` elsewhere): its vault path without `.md`;
/// - a day-planner line in a daily note: `FILE:LINE`.
///
/// It is as stable as the file's name: editing the note keeps it, renaming the file changes it.
public enum EventID {
  /// The ID of `event`.
  public static func of(_ event: EventItem, plannerFolder: String) -> String {
    guard event.line <= 1 else { return event.file + ":" + String(event.line) }
    var path = Substring(event.file)
    if path.hasSuffix(".md") { path = path.dropLast(3) }
    if VaultPath.isInside(event.file, folder: plannerFolder) { path = path.dropFirst(plannerFolder.count + 1) }
    return String(path)
  }

  /// The event `query` names: its ID, its ID with `.md`, or its vault path (with or without
  /// `.md`). Archived notes are not found.
  public static func resolve(
    _ query: String, in events: [EventItem], plannerFolder: String, archiveFolder: String = "archive"
  ) -> Result<EventItem, TaskDraftError> {
    let q = query.hasSuffix(".md") ? String(query.dropLast(3)) : query
    let live = events.filter { !VaultPath.isInside($0.file, folder: archiveFolder) }
    let found = live.filter { e in
      let id = of(e, plannerFolder: plannerFolder)
      return id == q || id == query || e.file == query || (e.line <= 1 && e.file == q + ".md")
    }
    var seen = Set<String>()
    let unique = found.filter { seen.insert($0.file + ":" + String($0.line)).inserted }
    switch unique.count {
    case 1: return .success(unique[0])
    case 0: return .failure(TaskDraftError("no event with the ID '\(query)'; 'quire event list' shows the IDs"))
    default:
      let names = unique.map { $0.file }.joined(separator: ", ")
      return .failure(TaskDraftError("the ID '\(query)' names several events (\(names)); give the file path"))
    }
  }
}
