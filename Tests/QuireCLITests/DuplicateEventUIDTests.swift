import Foundation
import QuireTestSupport
import Testing

/// Two event notes with one `uid:` (a note copied by hand, an import run twice): `check` warns,
/// and `quire vdir sync` keeps and syncs both, the second under a UID of its own, saying so.
@Suite struct DuplicateEventUIDTests {
  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "week_start: monday\n")
    try v.write("planner/game.md", "---\ntitle: Game night\ndate: 2026-12-01\nstart: \"19:00\"\nuid: abc@phone\n---\n")
    try v.write(
      "planner/game-2.md", "---\ntitle: Game night again\ndate: 2026-12-08\nstart: \"19:00\"\nuid: abc@phone\n---\n")
    return v
  }

  @Test func checkWarnsAndNamesTheOtherNote() throws {
    let v = try Self.vault()
    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(check.status == 0)
    #expect(
      check.stdout
        == "planner/game.md:1: warning: uid 'abc@phone' is also the uid of planner/game-2.md; both events are kept, and 'quire vdir sync' gives this one a UID of its own: delete its uid: line, or keep the one you want\n"
    )
  }

  @Test func bothAreSyncedAndTheSyncSaysWhy() throws {
    let v = try Self.vault()
    let folder = v.url.appendingPathComponent("phone").path
    let sync = try QuireProcess.run(["vdir", "sync", folder], in: v.url)
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(sync.stderr.contains("planner/game.md:1: warning: uid 'abc@phone' is also the uid of planner/game-2.md"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }.sorted()
    #expect(files.count == 2 && files.contains("abc@phone.ics"), "\(files)")
    let titles = try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    #expect(
      titles.contains { $0.contains("SUMMARY:Game night again") }
        && titles.contains { $0.contains("SUMMARY:Game night\r\n") })
    // The next sync finds both as it left them.
    let again = try QuireProcess.run(["vdir", "sync", folder], in: v.url)
    #expect(again.stdout.contains("written 0, removed 0, changed in the vault 0, unchanged 2"), "\(again.stdout)")
  }
}
