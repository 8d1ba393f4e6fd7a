import Foundation
import QuireTestSupport
import Testing

/// `quire event` commands whose output holds a temporary path or needs a built vault.
@Suite struct EventCommandTests {
  @Test func editPrintsTheNotesPathWhenNotOnATerminal() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try QuireProcess.run(
      ["event", "edit", "cs101-lecture"], in: vault.url, environment: ["EDITOR": "false"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasSuffix("/planner/cs101-lecture.md\n"))
    #expect(FileManager.default.fileExists(atPath: String(result.stdout.dropLast())))
    let line = try QuireProcess.run(["event", "edit", "journal/2026/2026-11-24.md:31"], in: vault.url)
    #expect(line.stdout.hasSuffix("/journal/2026/2026-11-24.md:31\n"))
  }

  @Test func addNeverOverwritesAndRmNeverOverwritesInTheArchive() throws {
    let vault = try TemporaryVault()
    try vault.write("planner/lunch.md", "my own file\n")
    try vault.write("archive/planner/lunch-2.md", "an archived one\n")
    let added = try QuireProcess.run(
      ["event", "add", "Lunch", "--date", "2026-12-01", "--start", "12:00"], in: vault.url)
    #expect(added.stdout == "added lunch-2 planner/lunch-2.md\n")
    #expect(try vault.read("planner/lunch.md") == Data("my own file\n".utf8))
    let note = String(decoding: try vault.read("planner/lunch-2.md"), as: UTF8.self)
    #expect(note.hasPrefix("---\ntype: event\ntitle: \"Lunch\"\ndate: 2026-12-01\nstart: \"12:00\"\n"))
    let list = try QuireProcess.run(
      ["event", "list", "--from", "2026-12-01", "--to", "2026-12-01", "--json"], in: vault.url)
    #expect(list.stdout.contains("\"id\":\"lunch-2\""))
    let removed = try QuireProcess.run(["event", "rm", "lunch-2"], in: vault.url)
    #expect(removed.stdout == "moved planner/lunch-2.md to archive/planner/lunch-2-2.md\n")
    #expect(try vault.read("archive/planner/lunch-2.md") == Data("an archived one\n".utf8))
    #expect(String(decoding: try vault.read("archive/planner/lunch-2-2.md"), as: UTF8.self) == note)
  }
}
