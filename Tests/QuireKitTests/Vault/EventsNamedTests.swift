import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `quire event show/edit/rm ID` read only the notes an ID may name: for every event of the
/// vault and every way of naming it (its ID, its file, with and without `.md`), the event found
/// is the one a search of every event finds, and so is the error for IDs that name none.
@Suite struct EventsNamedTests {
  @Test func everyEventResolvesAsAgainstEveryEvent() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    try v.write("planner/work/review.md", "---\ntype: event\ntitle: Review\ndate: 2026-12-02\nstart: 10:00\n---\n")
    try v.write("notes/outside.md", "---\ntype: event\ntitle: Outside\ndate: 2026-12-03\n---\n")
    try v.write("archive/planner/old.md", "---\ntype: event\ntitle: Old\ndate: 2025-12-03\n---\n")
    let vault = Vault(root: v.url.path)
    let loader = VaultLoader(vault: vault)
    let all = loader.parseAll().events
    let planner = vault.config.folders.planner
    func resolve(_ query: String, _ events: [EventItem]) -> String {
      switch EventID.resolve(query, in: events, plannerFolder: planner, archiveFolder: vault.config.folders.archive) {
      case .success(let event): return "\(event.file):\(event.line) \(event.title)"
      case .failure(let error): return error.description
      }
    }
    #expect(all.count > 10)
    var queries = ["nothing", "work/nothing", "journal/2026/none.md:3", "archive/planner/old", "planner", ""]
    for event in all {
      let id = EventID.of(event, plannerFolder: planner)
      queries += [id, id + ".md", event.file]
      if event.line <= 1 { queries.append(String(event.file.dropLast(3))) }
    }
    for query in queries {
      #expect(resolve(query, loader.eventsNamed(query)) == resolve(query, all), "\(query)")
    }
  }
}
