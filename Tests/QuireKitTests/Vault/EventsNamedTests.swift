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
    // Notes whose extension is not `.md`: their IDs keep it.
    try v.write("planner/sync.markdown", "---\ntype: event\ntitle: Sync\ndate: 2026-12-04\n---\n")
    try v.write("planner/upper.MD", "---\ntype: event\ntitle: Upper\ndate: 2026-12-05\n---\n")
    // A folder reached through a symlink is not part of the vault's walk, nor of an ID.
    try v.write("elsewhere/linked.md", "---\ntype: event\ntitle: Linked\ndate: 2026-12-06\n---\n")
    try FileManager.default.createSymbolicLink(
      atPath: v.url.appendingPathComponent("planner/link").path, withDestinationPath: "../elsewhere")
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
    #expect(all.contains { $0.title == "Sync" } && all.contains { $0.title == "Upper" })
    var queries = [
      "nothing", "work/nothing", "journal/2026/none.md:3", "archive/planner/old", "planner", "", "link/linked",
      "planner/link/linked.md",
    ]
    for event in all {
      let id = EventID.of(event, plannerFolder: planner)
      queries += [id, id + ".md", event.file]
      if event.line <= 1 { queries.append(String(event.file.dropLast(3))) }
    }
    for query in queries {
      #expect(resolve(query, loader.eventsNamed(query)) == resolve(query, all), "\(query)")
    }
  }

  /// A folder written with a trailing slash in the config names the same folder.
  @Test func aPlannerFolderWithATrailingSlash() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "folders:\n  planner: plans/\n")
    try v.write("plans/team/sync.md", "---\ntype: event\ntitle: Sync\ndate: 2026-12-04\n---\n")
    var vault = Vault(root: v.url.path)
    #expect(vault.config.folders.planner == "plans/")
    for usesIndex in [false, true] {
      vault.usesIndex = usesIndex
      let loader = VaultLoader(vault: vault)
      #expect(
        loader.reader().events(below: vault.config.folders.planner).map(\.title) == ["Sync"], "index: \(usesIndex)")
      #expect(loader.eventsNamed("team/sync").map(\.title) == ["Sync"], "index: \(usesIndex)")
    }
  }
}
