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

  /// The note after the Syncthing copy is merged with the copy preferred: the copy, byte for byte.
  static let merged = edited

  @Test func mergeBringsTheTasksInAndMovesTheCopyToTheTrash() throws {
    let v = try Self.vault()
    let dry = try QuireProcess.run(["conflicts", "merge", Self.copies[0], "--dry-run"], in: v.url)
    #expect(dry.status == 0, "\(dry.stderr)")
    // The due date set to two values is a clash: the note's stays unless the copy is preferred.
    #expect(dry.stdout.contains("journal/inbox.md:3: due: kept 2026-12-01, the copy has 2026-12-03\n"), "\(dry.stdout)")
    #expect(dry.stderr.contains("left in place: it still holds what journal/inbox.md lacks"), "\(dry.stderr)")
    let preferred = try QuireProcess.run(
      ["conflicts", "merge", Self.copies[0], "--prefer-copy", "--dry-run"], in: v.url)
    #expect(preferred.stdout.contains("journal/inbox.md:3: due 2026-12-01 → 2026-12-03\n"), "\(preferred.stdout)")
    #expect(preferred.stderr.contains("would be moved to .trash/"), "\(preferred.stderr)")
    #expect(try v.readText("journal/inbox.md") == Self.inbox && v.readText(Self.copies[0]) == Self.edited)

    let run = try QuireProcess.run(["conflicts", "merge", Self.copies[0], "--prefer-copy"], in: v.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try v.readText("journal/inbox.md") == Self.merged)
    let name = String(Self.copies[0].split(separator: "/").last!)
    #expect(try v.readText(".trash/" + name) == Self.edited)
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent(Self.copies[0]).path))
    #expect(run.stderr.contains("moved to .trash/\(name)"), "\(run.stderr)")
    // The two copies of the old note bring nothing in: the note's tick and due date stay, and so
    // do the copies, which still hold the old values.
    for copy in Self.copies.dropFirst() {
      let again = try QuireProcess.run(["conflicts", "merge", copy], in: v.url)
      #expect(again.status == 0 && again.stdout.contains("nothing to bring in"), "\(again.stdout)\(again.stderr)")
      #expect(again.stdout.contains("[x] kept: the copy has it open"), "\(again.stdout)")
    }
    #expect(try v.readText("journal/inbox.md") == Self.merged)
    let left = try #require(try Self.json(["conflicts", "--json"], in: v) as? [[String: Any]])
    #expect(left.map { $0["copy"] as? String ?? "" }.sorted() == Array(Self.copies.dropFirst()).sorted())
    let export = try #require(try Self.json(["export", "--json"], in: v) as? [String: Any])
    let done = (export["tasks"] as? [[String: Any]] ?? []).filter { $0["text"] as? String == "Buy milk" }
    #expect(done.count == 1 && done.first?["done"] as? Bool == true)
  }

  @Test func mergeLeavesACopyWithOtherLinesAndRefusesANote() throws {
    let v = try Self.vault()
    try v.write(Self.copies[0], Self.edited.replacingOccurrences(of: "Some prose.", with: "Some prose, edited."))
    let run = try QuireProcess.run(["conflicts", "merge", Self.copies[0], "--prefer-copy"], in: v.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try v.readText("journal/inbox.md") == Self.merged)
    #expect(run.stderr.contains("left in place: it still holds what journal/inbox.md lacks"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: v.url.appendingPathComponent(Self.copies[0]).path))

    let refused = try QuireProcess.run(["conflicts", "merge", "journal/inbox.md"], in: v.url)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("journal/inbox.md: not a sync tool's conflict copy beside its note"), "\(refused.stderr)")
    #expect(try v.readText("journal/inbox.md") == Self.merged)
  }
}
