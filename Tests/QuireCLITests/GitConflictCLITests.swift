import Foundation
import QuireTestSupport
import Testing

/// A note left half-merged by a real `git merge` (diff3 style), run through the built binary:
/// each task of the region is listed and exported once, marked; `check` is an error with the lines;
/// a write command refuses to edit inside the region and leaves the note as it is.
@Suite struct GitConflictCLITests {
  static func git(_ args: [String], in v: TemporaryVault) throws {
    let run = try QuireProcess.runProgram(
      [
        "git", "-C", v.url.path, "-c", "user.email=t@example.org", "-c", "user.name=t", "-c",
        "merge.conflictStyle=diff3",
      ]
        + args)
    // `git merge` exits 1 on a conflict, which is what this test makes.
    #expect(run.status == 0 || args.first == "merge", "git \(args): \(run.stderr)")
  }

  static func halfMerged() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try git(["init", "-q", "-b", "main"], in: v)
    try v.write("inbox.md", "# Inbox\n- [ ] Shared task 📅 2026-11-28\n")
    try git(["add", "inbox.md"], in: v)
    try git(["commit", "-qm", "base"], in: v)
    try git(["checkout", "-qb", "other"], in: v)
    try v.write("inbox.md", "# Inbox\n- [x] Shared task 📅 2026-11-28 ✅ 2026-11-27\n- [ ] Theirs only\n")
    try git(["commit", "-qam", "other"], in: v)
    try git(["checkout", "-q", "main"], in: v)
    try v.write("inbox.md", "# Inbox\n- [ ] Shared task 📅 2026-11-30\n- [ ] Ours only\n")
    try git(["commit", "-qam", "ours"], in: v)
    try git(["merge", "-q", "other"], in: v)
    return v
  }

  @Test func tasksAreListedOnceMarkedAndNeverEdited() throws {
    let v = try Self.halfMerged()
    let text = try v.readText("inbox.md")
    #expect(text.contains("<<<<<<< HEAD\n") && text.contains("||||||| ") && text.contains(">>>>>>> other\n"), "\(text)")

    let tasks = try QuireProcess.run(["--today", "2026-11-27", "tasks"], in: v.url)
    for name in ["Shared task", "Ours only", "Theirs only"] {
      #expect(tasks.stdout.components(separatedBy: name + " (git conflict)").count == 2, "\(tasks.stdout)")
    }
    let export =
      try JSONSerialization.jsonObject(
        with: Data(try QuireProcess.run(["export", "--json"], in: v.url).stdout.utf8)) as? [String: Any]
    let exported = (export?["tasks"] as? [[String: Any]] ?? []).map { "\($0["text"]!) \($0["conflict"]!)" }
    #expect(exported.sorted() == ["Ours only 1", "Shared task 1", "Theirs only 1"])

    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(check.status == 1)
    #expect(check.stdout.contains("inbox.md:2: error: unresolved git merge conflict (lines 2–10)"), "\(check.stdout)")

    let listed = try QuireProcess.run(["--today", "2026-11-27", "tasks", "--json"], in: v.url)
    let id = try #require(listed.stdout.firstMatch(of: /"id":"([0-9a-f]{8})"/)?.output.1)
    let done = try QuireProcess.run(["--today", "2026-11-27", "done", String(id)], in: v.url)
    #expect(done.status == 1)
    #expect(done.stderr.contains("is inside an unresolved git merge conflict (lines 2–10)"), "\(done.stderr)")
    #expect(try v.readText("inbox.md") == text)
  }

  /// `quire watch` reads a note saved with markers: the task on both sides is reminded once, and
  /// the watcher says the pages come from a half-merged note.
  @Test func theWatcherRemindsOnceAndSaysSo() throws {
    let v = try WatchTests.WatchVault(inbox: "# Inbox\n")
    let w = try v.watch("2026-11-24T08:29:57")
    #expect(w.waitFor("watching"))
    try v.vault.write(
      "inbox.md",
      """
      # Inbox
      <<<<<<< HEAD
      - [ ] Call Anna ⏰ 2026-11-24 08:30
      =======
      - [ ] Call Anna ⏰ 2026-11-24 08:30 📅 2026-11-24
      >>>>>>> other

      """)
    #expect(w.waitFor("08:30 reminder: Call Anna", timeout: 8))
    Thread.sleep(forTimeInterval: 0.5)
    #expect(w.stop(signal: SIGINT) == 0)
    #expect(v.notified.count == 1, "\(v.notified)")
    #expect(
      w.stderr.contains("inbox.md:2: unresolved git merge conflict (lines 2–6); the pages show each of its tasks once"),
      "\(w.stderr)")
  }
}
