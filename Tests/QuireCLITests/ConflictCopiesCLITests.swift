import Foundation
import QuireTestSupport
import Testing

/// Conflict copies of Syncthing, Dropbox and Nextcloud beside a note, on a copy of a vault run
/// through the built binary: no task is listed, exported or reminded twice, `check` warns once
/// per copy and names its note, `conflicts` shows the task-level difference.
@Suite struct ConflictCopiesCLITests {
  static let inbox = """
    # Inbox
    - [ ] Buy milk 📅 2026-11-28
    - [ ] Pay rent 📅 2026-12-01 ⏰ 2026-11-27 09:00
    - [ ] Water plants
    Some prose.

    """

  static let edited = """
    # Inbox
    - [x] Buy milk 📅 2026-11-28 ✅ 2026-11-27
    - [ ] Pay rent 📅 2026-12-03 ⏰ 2026-11-27 09:00
    - [ ] Water plants
    - [ ] Call Bob
    Some prose.

    """

  static let copies = [
    "journal/inbox.sync-conflict-20261127-101010-ABCDEF7.md",
    "journal/inbox (Jane Doe's conflicted copy 2026-11-27).md",
    "journal/inbox (conflicted copy 2026-11-27 101010).md",
  ]

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write("journal/inbox.md", inbox)
    try v.write(copies[0], edited)
    try v.write(copies[1], inbox)
    try v.write(copies[2], inbox)
    // Named like a copy, but no note of that name is beside it: an ordinary note.
    try v.write("journal/plans.sync-conflict-20261127-101010-ABCDEF7.md", "- [ ] Only here 📅 2026-11-28\n")
    return v
  }

  static func json(_ args: [String], in v: TemporaryVault) throws -> Any {
    let run = try QuireProcess.run(["--today", "2026-11-27", "--now", "2026-11-27T08:00"] + args, in: v.url)
    return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
  }

  @Test func noTaskIsListedOrExportedTwice() throws {
    let v = try Self.vault()
    for cache in [[], ["--no-cache"]] {
      let export = try #require(try Self.json(cache + ["export", "--json"], in: v) as? [String: Any])
      let tasks = export["tasks"] as? [[String: Any]] ?? []
      #expect(
        tasks.map { "\($0["file"]!):\($0["text"]!)" }.sorted() == [
          "journal/inbox.md:Buy milk", "journal/inbox.md:Pay rent", "journal/inbox.md:Water plants",
          "journal/plans.sync-conflict-20261127-101010-ABCDEF7.md:Only here",
        ], "\(cache)")
      let listed = try QuireProcess.run(cache + ["--today", "2026-11-27", "tasks"], in: v.url)
      #expect(listed.stdout.components(separatedBy: "Buy milk").count == 2, "\(listed.stdout)")
    }
    let remind = try QuireProcess.run(["--now", "2026-11-27T09:00", "remind", "--json"], in: v.url)
    #expect(remind.stdout.components(separatedBy: "Pay rent").count == 2, "\(remind.stdout)")
  }

  @Test func checkWarnsOncePerCopyAndNamesItsNote() throws {
    let v = try Self.vault()
    let check = try #require(try Self.json(["check", "--json"], in: v) as? [[String: Any]])
    let warnings = check.filter { $0["code"] as? String == "conflict-copy" }
    #expect(warnings.map { $0["file"] as? String ?? "" }.sorted() == Self.copies.sorted())
    #expect(warnings.allSatisfy { ($0["message"] as? String ?? "").contains("of 'journal/inbox.md'") })
    #expect(warnings.allSatisfy { $0["severity"] as? String == "warning" })
  }

  @Test func conflictsShowsTheTaskLevelDifference() throws {
    let v = try Self.vault()
    let list = try #require(try Self.json(["conflicts", "--json"], in: v) as? [[String: Any]])
    #expect(
      list.map { $0["copy"] as? String ?? "" }
        == Self.copies.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    let syncthing = try #require(list.first { ($0["copy"] as? String) == Self.copies[0] })
    #expect(syncthing["tool"] as? String == "Syncthing" && syncthing["original"] as? String == "journal/inbox.md")
    let changes = (syncthing["changes"] as? [[String: Any]] ?? []).map {
      "\($0["kind"]!) \($0["copyLine"]!) \($0["description"]!) \(($0["fields"] as? [String] ?? []).joined(separator: ","))"
    }
    #expect(changes == ["status 2 Buy milk done", "fields 3 Pay rent due", "only-in-copy 5 Call Bob "])
    let same = try #require(list.first { ($0["copy"] as? String) == Self.copies[2] })
    #expect((same["changes"] as? [Any])?.isEmpty == true && same["otherLinesOnlyInCopy"] as? Int == 0)

    let text = try QuireProcess.run(["conflicts"], in: v.url)
    #expect(text.status == 0)
    #expect(text.stdout.contains("Syncthing conflict copy of journal/inbox.md\n"), "\(text.stdout)")
    #expect(
      text.stdout.contains("  copy line 2, original line 2: [x] in the copy, [ ] in the original: Buy milk (done)\n"))
    #expect(text.stdout.contains("  the same as the original: the copy can be deleted\n"))
    // Nothing was written.
    #expect(try v.readText(Self.copies[0]) == Self.edited && v.readText("journal/inbox.md") == Self.inbox)
  }
}
