import Foundation
import QuireTestSupport
import Testing

/// Commands that change notes change exactly the lines they name: every other file, and
/// every other byte of the changed file, stays as it was (docs/data-safety.md).
@Suite struct EditSafetyTests {
  /// Every file of the vault (hidden `.quire` included) and its bytes.
  static func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])!
    for case let url as URL in enumerator
    where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
      let path = String(url.path.dropFirst(root.path.count + 1))
      // Quire's own cache (the index) is not user data: it may change on any run.
      if path.hasPrefix(".quire/cache/") { continue }
      files[path] = try Data(contentsOf: url)
    }
    return files
  }

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    try v.write("crlf.md", "\u{FEFF}# CRLF note  \r\n\r\n- [ ] first\r\ntrailing spaces   \r\nno final newline")
    return v
  }

  @Test(arguments: [
    (["add", "Buy milk", "--due", "2026-11-25 18:00", "--remind", "1h before", "--tag", "home"], "inbox.md"),
    (["add", "Call back", "--to", "crlf.md"], "crlf.md"),
    (["add", "Read", "--to", "notes/new/file.md", "--repeat", "every week"], "notes/new/file.md"),
  ])
  func addAppendsOneLineAndTouchesNothingElse(_ arguments: [String], _ target: String) throws {
    let v = try Self.vault()
    let before = try Self.snapshot(v.url)
    let result = try QuireProcess.run(arguments, in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    let after = try Self.snapshot(v.url)
    #expect(Set(after.keys) == Set(before.keys).union([target]))
    for (file, bytes) in before where file != target { #expect(after[file] == bytes, "\(file) changed") }
    let old = before[target] ?? Data()
    let new = try #require(after[target])
    // The old bytes are kept as they were; only a line break (when the file had no final one)
    // and the new line follow them.
    #expect(new.starts(with: old))
    let added = String(decoding: new.dropFirst(old.count), as: UTF8.self)
    let lines = added.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }
    #expect(lines.count == 1, "added: \(added.debugDescription)")
    #expect(lines.first?.hasPrefix("- [ ] ") == true)
    if target == "crlf.md" { #expect(added == "\r\n- [ ] Call back\r\n") }
  }

  @Test func refusedAddsWriteNothing() throws {
    let v = try Self.vault()
    let before = try Self.snapshot(v.url)
    for arguments in [
      ["add", "x", "--to", "../outside.md"], ["add", "x", "--to", "/etc/passwd"], ["add", "x", "--due", "tomrow"],
      ["add", "x", "--remind", "1h before"], ["add", "x", "--priority", "urgent"], ["add", "  "],
    ] {
      let result = try QuireProcess.run(arguments, in: v.url)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr.hasPrefix("quire: error: "), "\(arguments): \(result.stderr)")
      #expect(Transcript.lines(result.stderr).count == 1)
    }
    #expect(try Self.snapshot(v.url) == before)
  }

  /// Writes go only where notes belong: never into Quire's settings, git's files, Obsidian's
  /// settings or a generated page, and never into a file that is not a Markdown note.
  @Test func addWritesOnlyIntoNotes() throws {
    let v = try Self.vault()
    try v.write(".git/config", "[core]\n")
    try v.write(".obsidian/app.json", "{}\n")
    let before = try Self.snapshot(v.url)
    for target in [
      ".quire/config.yaml", ".git/config", ".obsidian/app.json", "agenda/daily/2026-11-24.md", "notes/todo.txt",
      ".quire/cache/x.md",
    ] {
      let result = try QuireProcess.run(["add", "x", "--to", target], in: v.url)
      #expect(result.status == 1, "\(target)")
      #expect(result.stderr.hasPrefix("quire: error: --to '\(target)' "), "\(target): \(result.stderr)")
      #expect(Transcript.lines(result.stderr).count == 1)
    }
    #expect(try Self.snapshot(v.url) == before)
    // The inbox setting is held to the same rule.
    try v.write(".quire/config.yaml", "inbox: .git/config\n")
    let result = try QuireProcess.run(["add", "x"], in: v.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains(".quire/config.yaml: inbox '.git/config' "), "\(result.stderr)")
    #expect(try v.read(".git/config") == Data("[core]\n".utf8))
  }

  /// Done tasks of two months in one note, the earlier month above the later: one `quire
  /// archive` moves both (the first move used to shift the second's line and refuse it).
  @Test func archiveMovesTwoMonthsOfOneNote() throws {
    let v = try Self.vault()
    try v.write("old.md", "# Old\n- [x] september ✅ 2026-09-14\n- [ ] open\n- [x] october ✅ 2026-10-03\n")
    let result = try QuireProcess.run(["--today", "2026-11-24", "archive"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try v.read("old.md") == Data("# Old\n- [ ] open\n".utf8))
    #expect(
      String(decoding: try v.read("archive/2026-09.md"), as: UTF8.self).contains("- [x] september ✅ 2026-09-14\n"))
    #expect(String(decoding: try v.read("archive/2026-10.md"), as: UTF8.self).contains("- [x] october ✅ 2026-10-03\n"))
  }

  @Test(arguments: [("crlf.md:3", "crlf.md", "- [ ] first\r\n"), ("inbox.md:10", "inbox.md", nil)])
  func rmMovesOneLineToTheArchive(_ id: String, _ source: String, _ removed: String?) throws {
    let v = try Self.vault()
    let before = try Self.snapshot(v.url)
    let result = try QuireProcess.run(["--today", "2026-11-24", "rm", id], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    let after = try Self.snapshot(v.url)
    #expect(Set(after.keys) == Set(before.keys).union(["archive/2026-11.md"]))
    for (file, bytes) in before where file != source { #expect(after[file] == bytes, "\(file) changed") }
    // The source lost exactly one line, line break included; the archive holds it. (Split
    // bytes at LF: a Swift String keeps CR LF together as one Character.)
    let line = Int(id.split(separator: ":").last!)!
    var lines = before[source]!.split(separator: 0x0A, omittingEmptySubsequences: false).map { Data($0) + [0x0A] }
    let taken = lines.remove(at: line - 1)
    if let removed { #expect(taken == Data(removed.utf8)) }
    #expect(after[source]! == Data(lines.joined().dropLast()))
    let archive = String(decoding: after["archive/2026-11.md"]!, as: UTF8.self)
    let takenText = String(decoding: taken.filter { $0 != 0x0D }, as: UTF8.self)
    #expect(archive == "## \(source)\n\n" + takenText)
  }

  @Test func archiveMovesPastMonthsOnly() throws {
    let v = try Self.vault()
    let before = try Self.snapshot(v.url)
    let dry = try QuireProcess.run(["--today", "2026-12-02", "archive", "--dry-run"], in: v.url)
    #expect(dry.status == 0)
    #expect(try Self.snapshot(v.url) == before)
    let result = try QuireProcess.run(["--today", "2026-12-02", "archive"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Transcript.lines(result.stdout)
        == Transcript.lines(dry.stdout).map { $0.replacingOccurrences(of: "would move", with: "moved") })
    let after = try Self.snapshot(v.url)
    // The journal is never archived from; nothing is lost: every moved line is in the archive.
    for (file, bytes) in before where file.hasPrefix("journal/") { #expect(after[file] == bytes) }
    let export = try QuireProcess.run(["export"], in: v.url)
    let tasks =
      (try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as! [String: Any])["tasks"] as! [[String: Any]]
    let pristine = try Self.vault()
    let exportBefore = try QuireProcess.run(["export"], in: pristine.url)
    let tasksBefore =
      (try JSONSerialization.jsonObject(with: Data(exportBefore.stdout.utf8)) as! [String: Any])["tasks"]
      as! [[String: Any]]
    func texts(_ tasks: [[String: Any]]) -> [String] { tasks.map { $0["text"] as! String }.sorted() }
    #expect(texts(tasks) == texts(tasksBefore))
    #expect(Set(after.keys).subtracting(before.keys).allSatisfy { $0.hasPrefix("archive/") })
  }

  // MARK: - done, undo, cancel

  static let taskLines = [
    "- [ ] plain emoji 📅 2026-11-25 ⏫",
    "- [ ] plain dataview  [due:: 2026-11-25]  [priority:: high]",
    "- [ ] daily 🔁 every day 📅 2026-11-24",
    "- [ ] weekdays 🔁 every week on Monday, Wednesday 📅 2026-11-25",
    "- [ ] monthly 🔁 every month on the 1st 📅 2026-12-01",
    "- [ ] first friday 🔁 every month on the 1st Friday 📅 2026-12-04 ⏳ 2026-12-03",
    "- [ ] ends 🔁 RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231 📅 2026-11-26",
    "- [ ] dataview recurring  [repeat:: every week]  [due:: 2026-11-24]",
    "- [ ] when done 🔁 every 2 weeks when done 📅 2026-11-20",
    "- [ ] period 🛫 2026-11-20 📅 2026-11-27",
  ]

  /// Three copies of the same tasks: LF, CRLF with a BOM, and CR-only.
  static func statusVault() throws -> TemporaryVault {
    let v = try vault()
    let body = ["# Tasks", ""] + taskLines + ["", "after  "]
    try v.write("lf.md", body.joined(separator: "\n") + "\n")
    try v.write("crlf.md", "\u{FEFF}" + body.joined(separator: "\r\n"))
    try v.write("cr.md", body.joined(separator: "\r") + "\r")
    return v
  }

  @Test(arguments: ["lf.md", "crlf.md", "cr.md"], ["done", "cancel"])
  func statusChangesTouchOnlyTheTasksLine(_ file: String, _ command: String) throws {
    for index in Self.taskLines.indices {
      let v = try Self.statusVault()
      let before = try Self.snapshot(v.url)
      let line = index + 3
      let result = try QuireProcess.run(["--today", "2026-11-24", command, "\(file):\(line)"], in: v.url)
      #expect(result.status == 0, "\(command) \(file):\(line): \(result.stderr)")
      let after = try Self.snapshot(v.url)
      for (name, bytes) in before where name != file { #expect(after[name] == bytes, "\(name) changed") }
      let breakBytes: [UInt8] = file == "lf.md" ? [0x0A] : file == "cr.md" ? [0x0D] : [0x0D, 0x0A]
      let old = Self.lines(before[file]!, breakBytes)
      let new = Self.lines(after[file]!, breakBytes)
      // Everything before and after the task's line is the same bytes; one or two lines replace it.
      #expect(Array(new.prefix(line - 1)) == Array(old.prefix(line - 1)), "\(file):\(line)")
      let tail = old.count - line
      #expect(Array(new.suffix(tail)) == Array(old.suffix(tail)), "\(file):\(line)")
      let replaced = new.count - (line - 1) - tail
      let recurring = Self.taskLines[index].contains("🔁") || Self.taskLines[index].contains("repeat::")
      #expect(replaced == (command == "done" && recurring ? 2 : 1), "\(file):\(line) \(command)")
      let changed = String(decoding: new[line - 1 + replaced - 1], as: UTF8.self)
      #expect(changed.contains(command == "done" ? "[x]" : "[-]"), "\(changed)")
      #expect(changed.contains("2026-11-24"), "\(changed): no date stamp")
      // undo takes the stamp away again, and the next copy the completion made: the file is as
      // it was, byte for byte.
      let undo = try QuireProcess.run(["--today", "2026-11-24", "undo", "\(file):\(line - 1 + replaced)"], in: v.url)
      #expect(undo.status == 0, "\(undo.stderr)")
      #expect(try Self.snapshot(v.url)[file] == before[file], "undo of \(file):\(line)")
    }
  }

  /// A file's lines split at `lineBreak` (bytes, breaks kept out), so CR LF is never confused.
  static func lines(_ data: Data, _ lineBreak: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var current: [UInt8] = []
    var bytes = Array(data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var i = 0
    while i < bytes.count {
      if bytes[i...].starts(with: lineBreak) {
        result.append(current)
        current = []
        i += lineBreak.count
      } else {
        current.append(bytes[i])
        i += 1
      }
    }
    result.append(current)
    return result
  }
}
