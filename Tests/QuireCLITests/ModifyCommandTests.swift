import Foundation
import QuireTestSupport
import Testing

/// `quire modify ID ...` on a copy of a vault: only the named fields of the task's line change,
/// in the line's own format; every other byte of the note stays.
@Suite struct ModifyCommandTests {
  static let today = ["--today", "2026-11-24"]  // a Tuesday

  static func vault(_ note: String) throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", note)
    return v
  }

  static func text(_ v: TemporaryVault) throws -> String { String(decoding: try v.read("inbox.md"), as: UTF8.self) }

  @Test func dueFriOnAnEmojiLineInACRLFNoteWithABOM() throws {
    let note = "\u{FEFF}# Inbox\r\n- [ ] Submit slides 📅 2026-11-30 ⏫ #cs101  \r\n- [ ] other"
    let v = try Self.vault(note)
    let result = try QuireProcess.run(Self.today + ["modify", "inbox.md:2", "--due", "fri"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("inbox.md:2: - [ ] Submit slides 📅 2026-11-27 ⏫ #cs101  "), "\(result.stdout)")
    #expect(result.stdout.hasPrefix("modified "))
    #expect(try Self.text(v) == note.replacingOccurrences(of: "2026-11-30", with: "2026-11-27"))
  }

  /// The estimate, a field of the field table: set by `--set`, listed by `tasks --json`, kept in
  /// the index (a second, warm run lists it too), removed by `--unset`; no other byte changes.
  @Test func anEstimateIsSetListedAndRemoved() throws {
    let note = "# Inbox\n- [ ] Write the lab discussion ⏫ 📅 2026-11-24\n- [ ] other\n"
    let v = try Self.vault(note)
    let set = try QuireProcess.run(Self.today + ["modify", "inbox.md:2", "--set", "estimate=1h30m"], in: v.url)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try Self.text(v) == note.replacingOccurrences(of: "discussion ⏫", with: "discussion  [estimate:: 1h30m] ⏫"))
    for run in ["cold", "warm"] {
      let listed = try QuireProcess.run(Self.today + ["tasks", "--json"], in: v.url)
      #expect(listed.stdout.contains(#""text":"Write the lab discussion""#), "\(run)")
      #expect(listed.stdout.contains(#""estimate":90,"notes":null}"#), "\(run): \(listed.stdout)")
    }
    let bad = try QuireProcess.run(Self.today + ["modify", "inbox.md:2", "--set", "estimate=soon"], in: v.url)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("--set estimate='soon' cannot be read"), "\(bad.stderr)")
    let unset = try QuireProcess.run(Self.today + ["modify", "inbox.md:2", "--unset", "estimate"], in: v.url)
    #expect(unset.status == 0, "\(unset.stderr)")
    #expect(try Self.text(v) == note)
  }

  @Test func dryRunPrintsBeforeAndAfterAndWritesNothing() throws {
    let note = "- [ ] Call mom [due:: 2026-11-25] [repeat:: every week]\n"
    let v = try Self.vault(note)
    let result = try QuireProcess.run(
      Self.today + ["modify", "inbox.md:1", "--no-repeat", "--dry-run"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "before: inbox.md:1: - [ ] Call mom [due:: 2026-11-25] [repeat:: every week]\n"
        + "after:  inbox.md:1: - [ ] Call mom [due:: 2026-11-25]\n" + "dry run: nothing was written\n")
    #expect(try Self.text(v) == note)
  }

  @Test func noRepeatOnADataviewLine() throws {
    let v = try Self.vault("- [ ] Call mom [due:: 2026-11-25] [repeat:: every week]\n")
    let result = try QuireProcess.run(Self.today + ["modify", "inbox.md:1", "--no-repeat"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.text(v) == "- [ ] Call mom [due:: 2026-11-25]\n")
  }

  @Test func tagsAddedAndRemovedAndTheNewIDPrinted() throws {
    let v = try Self.vault("# Inbox\n- [ ] Read #y chapter 📅 2026-11-25 #z\n")
    let before = try QuireProcess.run(Self.today + ["tasks", "--json"], in: v.url)
    let result = try QuireProcess.run(
      Self.today + ["modify", "inbox.md:2", "--tag", "+x", "--tag", "-y"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.text(v) == "# Inbox\n- [ ] Read chapter #x 📅 2026-11-25 #z\n")
    #expect(result.stdout.contains("id changed: "), "\(result.stdout)")
    let newID = try #require(result.stdout.split(separator: " ").dropFirst().first.map(String.init))
    #expect(!before.stdout.contains(newID))
    let after = try QuireProcess.run(Self.today + ["tasks", "--json"], in: v.url)
    #expect(after.stdout.contains(newID), "\(after.stdout)")
  }

  @Test func textRemindAndPriorityTogether() throws {
    let v = try Self.vault("- [ ] Call mom #family 📅 2026-11-25\n")
    let result = try QuireProcess.run(
      Self.today + [
        "modify", "inbox.md:1", "--text", "Call dad", "--remind", "tomorrow 9am", "--priority", "high",
      ], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.text(v) == "- [ ] Call dad #family ⏰ 2026-11-25 09:00 ⏫ 📅 2026-11-25\n")
  }

  @Test func aMissingIDIsOneLine() throws {
    let v = try Self.vault("- [ ] Call mom\n")
    let result = try QuireProcess.run(Self.today + ["modify", "nope", "--due", "fri"], in: v.url)
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("quire tasks"), "\(result.stderr)")
    #expect(try Self.text(v) == "- [ ] Call mom\n")
  }

  @Test func noChangeOptionIsAUsageError() throws {
    let v = try Self.vault("- [ ] Call mom\n")
    let result = try QuireProcess.run(Self.today + ["modify", "inbox.md:1"], in: v.url)
    #expect(result.status == 64)
    #expect(result.stderr.contains("nothing to change"), "\(result.stderr)")
  }

  @Test func badValuesChangeNothing() throws {
    let note = "- [ ] Call mom 📅 2026-11-25\n"
    let v = try Self.vault(note)
    for arguments in [
      ["--due", "tomrow"], ["--repeat", "every blue moon"], ["--tag", "-nothere"], ["--priority", "x"],
    ] {
      let result = try QuireProcess.run(Self.today + ["modify", "inbox.md:1"] + arguments, in: v.url)
      // A bad date is bad usage (64, with the usage line); the rest are one-line user errors (1).
      #expect(result.status == (arguments[1] == "tomrow" ? 64 : 1), "\(arguments)")
      if result.status == 1 {
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
      }
    }
    #expect(try Self.text(v) == note)
  }

  @Test func aTaskInTheArchiveIsRefused() throws {
    let v = try Self.vault("- [ ] Call mom\n")
    try v.write("archive/2026-10.md", "## inbox.md\n\n- [x] Old ✅ 2026-10-01\n")
    let result = try QuireProcess.run(Self.today + ["modify", "archive/2026-10.md:3", "--due", "fri"], in: v.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("archive"), "\(result.stderr)")
    #expect(
      String(decoding: try v.read("archive/2026-10.md"), as: UTF8.self) == "## inbox.md\n\n- [x] Old ✅ 2026-10-01\n")
  }

  /// `modify` and `done` at once on one note, by id, while recurring tasks get next copies that shift
  /// the lines: every command waits for the write lock, finds its task again, and every change lands.
  @Test func parallelModifiesAndDonesLoseNothing() throws {
    var note = "# Many\n"
    for i in 1...12 { note += "- [ ] task \(i)" + (i % 3 == 0 ? " 🔁 every week" : "") + " 📅 2026-11-2\(i % 8)\n" }
    let v = try Self.vault(note)
    let export = try QuireProcess.run(Self.today + ["export", "--json"], in: v.url)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let tasks = try #require(object["tasks"] as? [[String: Any]])
    let ids = tasks.compactMap { $0["id"] as? String }
    #expect(ids.count == 12)
    // Recurring tasks are done (their next copies move the lines below); the others get a priority.
    let jobs = tasks.map { task -> [String] in
      let id = task["id"] as! String
      return (task["recurrence"] as? String) != nil ? ["done", id] : ["modify", id, "--priority", "high"]
    }
    let results = Mutex<[QuireResult]>([])
    let root = v.url.path
    let group = DispatchGroup()
    for job in jobs {
      group.enter()
      Thread {
        let result = try? QuireProcess.run(
          Self.today + ["--vault", root] + job, environment: ["QUIRE_LOCK_TIMEOUT": "60"])
        if let result { results.withLock { $0.append(result) } }
        group.leave()
      }.start()
    }
    group.wait()
    let all = results.withLock { $0 }
    #expect(all.count == jobs.count)
    #expect(all.allSatisfy { $0.status == 0 }, "\(all.filter { $0.status != 0 }.map(\.stderr))")
    let lines = try Self.text(v).split(separator: "\n")
    for i in 1...12 where i % 3 != 0 { #expect(lines.contains { $0.hasPrefix("- [ ] task \(i) ⏫ 📅") }, "task \(i)") }
    #expect(lines.filter { $0.hasPrefix("- [x] task") }.count == 4)
    #expect(lines.filter { $0.hasPrefix("- [ ] task") }.count == 12)
  }
}
