import QuireCore

/// The reads of events by place: the notes of a folder (docs/index.md, "Queries").
extension IndexQueries {
  /// The events of the notes below `folder` (`quire calendars` counts the planner's), each
  /// note's record read without its tasks.
  func events(below folder: String) throws(IndexError) -> [EventItem] {
    var events: [EventItem] = []
    var damaged: [String] = []
    let parser = source.parser()
    try store.forEachRecord(below: folder, kinds: NoteKinds.events.rawValue) { path, bytes in
      events += noteSkippingTasks(path, bytes, parser: parser, damaged: &damaged).events
    }
    if !damaged.isEmpty { store.markStale(damaged) }
    return events
  }
}
