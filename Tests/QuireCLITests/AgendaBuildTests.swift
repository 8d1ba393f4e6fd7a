import Foundation
import QuireTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `quire build` end to end: golden pages of the Samples vault, no rewrite on a second build,
/// boxes ticked in a page reach the source note, hand edits are kept, broken overrides fall
/// back, and the pages of a vault we did not write agree with its export.
@Suite struct AgendaBuildTests {
  static let now = "2026-11-24T07:55"
  static let pages = [
    "agenda/daily/2026-11-24.md", "agenda/daily/2026-11-28.md", "agenda/weekly/2026-W48.md",
    "agenda/monthly/2026-11.md", "agenda/dashboard.md", "agenda/rendered/notes/weekly-review.md",
  ]

  func build(_ vault: TemporaryVault, _ extra: [String] = []) throws -> QuireResult {
    try QuireProcess.run(["--now", Self.now, "build"] + extra, in: vault.url)
  }

  func text(_ vault: TemporaryVault, _ path: String) throws -> String {
    String(decoding: try vault.read(path), as: UTF8.self)
  }

  @Test func samplesPagesMatchTheGoldenFiles() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try build(vault)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasSuffix("25 written, 0 unchanged\n"), "\(result.stdout)")
    for page in Self.pages {
      let name = "pages/" + page.replacingOccurrences(of: "agenda/", with: "")
      if let problem = Golden.check(try text(vault, page), name: name) { Issue.record(Comment(rawValue: problem)) }
    }
  }

  /// A section cut at 50 rows still says how many there are, in the terminal and the page.
  @Test func theOverdueHeadingCountsEveryOverdueTask() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: UTC\n")
    try vault.write("old.md", (0..<60).map { "- [ ] Old \($0) 📅 2026-10-\(10 + $0 % 20)\n" }.joined())
    let result = try QuireProcess.run(["--now", Self.now, "--no-color", "agenda", "--week"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("Overdue (60)\n"), "\(result.stdout)")
    #expect(result.stdout.contains("… and 10 more (quire tasks --due overdue)"))
  }

  /// A monthly page linked weekly pages (and a weekly page daily pages) that no
  /// build had written. A page links another only when it exists or is written in the same build.
  @Test func pagesLinkOnlyPagesThatExistOrAreWrittenWithThem() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    #expect(try build(vault).status == 0)  // 2026-11-24 to 2026-12-01
    var month = try text(vault, "agenda/monthly/2026-11.md")
    #expect(month.contains("| [2026-W48](../weekly/2026-W48.md) |"))
    #expect(month.contains("| 2026-W47 |"))
    #expect(!month.contains("2026-W47.md"))
    let week = try text(vault, "agenda/weekly/2026-W48.md")
    #expect(week.contains("| [Tue 24](../daily/2026-11-24.md)"))
    #expect(week.contains("| Mon 23 |"))
    #expect(!week.contains("daily/2026-11-23.md"))
    // Once the week before is built, the month (rewritten with it) links it.
    #expect(try build(vault, ["--from", "2026-11-16", "--to", "2026-11-22"]).status == 0)
    month = try text(vault, "agenda/monthly/2026-11.md")
    #expect(month.contains("| [2026-W47](../weekly/2026-W47.md) |"))
    #expect(month.contains("| [2026-W48](../weekly/2026-W48.md) |"))
  }

  @Test func aSecondBuildWritesNothing() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    _ = try build(vault)
    let page = vault.url.appendingPathComponent("agenda/daily/2026-11-24.md")
    let before = try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    let again = try build(vault)
    #expect(again.stdout == "0 written, 25 unchanged\n")
    #expect(again.stderr == "")
    let after = try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date
    #expect(before == after)
  }

  /// The monthly page embeds a heatmap per habit and the dashboard a pie per goal: SVG files
  /// next to the pages, well-formed XML in the SVG namespace, linked with paths that resolve.
  @Test func heatmapsAndPiesAreWrittenAndLinked() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    _ = try build(vault)
    let links: [(page: String, svg: String)] = [
      ("agenda/monthly/2026-11.md", "../assets/habit-feed-cat-2026-11.svg"),
      ("agenda/monthly/2026-11.md", "../assets/habit-run-2026-11.svg"),
      ("agenda/dashboard.md", "assets/goal-emergency-fund.svg"),
      ("agenda/dashboard.md", "assets/goal-new-laptop.svg"),
    ]
    for (page, svg) in links {
      #expect(try text(vault, page).contains("](\(svg))"), "\(page) embeds \(svg)")
      let file = vault.url.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(svg)
      let data = try Data(contentsOf: file)
      let parser = XMLParser(data: data)
      let root = SVGRoot()
      parser.delegate = root
      #expect(parser.parse(), "\(svg) is well-formed XML")
      #expect(root.name == "svg" && root.namespace == "http://www.w3.org/2000/svg", "\(svg)")
    }
  }

  @Test func pagesAreDeterministic() throws {
    let a = try TemporaryVault(copying: RepositoryPaths.samples)
    let b = try TemporaryVault(copying: RepositoryPaths.samples)
    _ = try build(a)
    _ = try build(b)
    for page in Self.pages { #expect(try a.read(page) == b.read(page), "\(page)") }
  }

  @Test func aBoxTickedInAPageCompletesTheTaskInItsNote() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    _ = try build(vault)
    let inboxBefore = try text(vault, "inbox.md")
    let daily = try text(vault, "agenda/daily/2026-11-24.md")
    let line = "- [ ] Call the landlord about the heating"
    #expect(daily.contains(line))
    try vault.write(
      "agenda/daily/2026-11-24.md",
      daily.replacingOccurrences(of: line, with: "- [x] Call the landlord about the heating"))
    let result = try build(vault)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "done: 8024974c inbox.md:10 Call the landlord about the heating (ticked in agenda/daily/2026-11-24.md)\n"))
    #expect(result.stderr == "", "no copy is kept for a tick")
    // Only line 10 of the inbox changed, and it is done today.
    let before = inboxBefore.components(separatedBy: "\n")
    let after = try text(vault, "inbox.md").components(separatedBy: "\n")
    #expect(before.count == after.count)
    for i in before.indices where i != 9 { #expect(before[i] == after[i]) }
    #expect(after[9] == before[9].replacingOccurrences(of: "- [ ]", with: "- [x]") + " ✅ 2026-11-24")
    // The rebuilt page shows the task done, not due.
    let rebuilt = try text(vault, "agenda/daily/2026-11-24.md")
    #expect(rebuilt.contains("## Done today\n\n- [x] Call the landlord about the heating"))
    #expect(!FileManager.default.fileExists(atPath: vault.url.appendingPathComponent(".quire/cache/edited").path))
    // Unticking it again is an undo.
    try vault.write(
      "agenda/daily/2026-11-24.md",
      rebuilt.replacingOccurrences(of: "- [x] Call the landlord", with: "- [ ] Call the landlord"))
    #expect(try build(vault).stdout.hasPrefix("to do: 8024974c"))
    #expect(try text(vault, "inbox.md") == inboxBefore)
  }

  /// A recurring task ticked in two pages is completed once: every box's task is looked up
  /// before any is applied, so the second box does not complete the next copy, which took the
  /// first one's id.
  @Test func aRecurringTaskTickedInTwoPagesIsCompletedOnce() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try vault.write("notes/plants.md", "- [ ] Water plants 🔁 every day 📅 2026-11-24\n")
    _ = try build(vault)
    let line = "- [ ] Water plants"
    var ticked = 0
    for page in ["agenda/daily/2026-11-24.md", "agenda/weekly/2026-W48.md"] {
      let text = try text(vault, page)
      guard text.contains(line) else { continue }
      try vault.write(page, text.replacingOccurrences(of: line, with: "- [x] Water plants"))
      ticked += 1
    }
    #expect(ticked == 2, "the task shows in both pages")
    let result = try build(vault)
    #expect(result.stdout.components(separatedBy: "done: ").count == 2, "\(result.stdout)\n\(result.stderr)")
    let note = try text(vault, "notes/plants.md")
    #expect(note.components(separatedBy: "- [x] Water plants").count == 2, "one completion: \(note)")
    #expect(note.components(separatedBy: "- [ ] Water plants").count == 2, "one next copy: \(note)")
  }

  @Test func aHandEditIsKeptBeforeTheRebuild() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    _ = try build(vault)
    let edited = try text(vault, "agenda/weekly/2026-W48.md") + "\nMy own plan for the week.\n"
    try vault.write("agenda/weekly/2026-W48.md", edited)
    let result = try build(vault)
    let copy = ".quire/cache/edited/agenda/weekly/2026-W48.20261124T0755.md"
    #expect(result.stderr.contains("agenda/weekly/2026-W48.md was edited by hand; the edited page is kept at \(copy)"))
    #expect(try text(vault, copy) == edited)
    #expect(!(try text(vault, "agenda/weekly/2026-W48.md")).contains("My own plan"))
  }

  @Test func aFileQuireDidNotWriteIsNeverOverwrittenUnseen() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try vault.write("agenda/dashboard.md", "# my own dashboard\n")
    let result = try build(vault)
    #expect(result.stderr.contains("agenda/dashboard.md was edited by hand"))
    #expect(try text(vault, ".quire/cache/edited/agenda/dashboard.20261124T0755.md") == "# my own dashboard\n")
  }

  @Test func aBrokenOverrideFallsBackToTheBuiltInTemplate() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try vault.write(".quire/templates/pages/dashboard.md", "{{% CONTENT_TYPE: TEXT }}\n# Mine\n{{#goals}}\n")
    let result = try build(vault)
    #expect(result.status == 0)
    // The section is still open at the end of the template (line 4).
    #expect(
      result.stderr.contains(".quire/templates/pages/dashboard.md:4:1: warning: template syntax error"),
      "\(result.stderr)")
    #expect(try text(vault, "agenda/dashboard.md").contains("## Goals"))
    // A sound override is used.
    try vault.write(
      ".quire/templates/pages/dashboard.md", "{{% CONTENT_TYPE: TEXT }}\n---\ngenerated: quire\n---\n# Mine {{date}}\n")
    _ = try build(vault)
    #expect(try text(vault, "agenda/dashboard.md") == "---\ngenerated: quire\n---\n# Mine 2026-11-24\n")
  }

  /// The Obsidian Tasks plugin's demo vault: every open task due in the week, as the export
  /// reports it, is in the Due today section of its day's page, with its id and a link to its line.
  @Test func pagesOfAVaultWeDidNotWriteAgreeWithItsExport() throws {
    let vault = try TemporaryVault(
      copying: RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-tasks-demo"))
    let (first, last) = ("2021-11-01", "2024-03-31")
    let result = try QuireProcess.run(
      ["--now", "2021-11-20T09:00", "build", "--from", first, "--to", last], in: vault.url)
    #expect(result.status == 0, "\(result.stderr)")
    let export = try QuireProcess.run(["--now", "2021-11-20T09:00", "export", "--json"], in: vault.url)
    let object = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as! [String: Any]
    let tasks = (object["tasks"] as! [[String: Any]]).filter {
      ($0["due"] as? String).map { $0 >= first && $0 <= last } ?? false && !($0["done"] as! Bool)
        && $0["statusType"] as? String != "CANCELLED"
    }
    #expect(tasks.count >= 20, "the demo vault has open tasks due from 2021 to 2024")
    for task in tasks {
      let due = task["due"] as! String
      let page = try text(vault, "agenda/daily/\(due).md")
      let dueToday =
        page.components(separatedBy: "## Due today").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
      let id = task["id"] as! String
      let file = (task["file"] as! String).replacingOccurrences(of: " ", with: "%20")
      #expect(dueToday.contains("· id \(id)\n"), "\(id) due \(due) is not in Due today")
      #expect(dueToday.contains("../../\(file)#L\(task["line"] as! Int))"), "\(id) links to its line")
    }
  }

  // MARK: - Pages that cannot be written

  /// The agenda folder is a file: no page can be written, even by root (who ignores permissions).
  /// `build` and `watch --once` fail with one line naming the first page; `watch --once` still
  /// delivers its reminders first.
  @Test(arguments: [["build"], ["watch", "--once"]])
  func pagesThatCannotBeWrittenFailTheRun(_ command: [String]) throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try? FileManager.default.removeItem(at: vault.url.appendingPathComponent("agenda"))
    try vault.write("agenda", "not a folder\n")
    let result = try QuireProcess.run(["--now", Self.now] + command, in: vault.url)
    #expect(result.status == 1, "stdout: \(result.stdout)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.hasPrefix("quire: error: agenda page agenda/daily/2026-11-24.md not written: ") == true)
    #expect(lines.first?.hasSuffix(" more pages not written either") == true, "\(result.stderr)")
    #expect(try text(vault, "agenda") == "not a folder\n")
  }

  /// The same with a read-only agenda folder, as a user meets it. Skipped as root, for whom
  /// the permissions change nothing (the test above covers that case).
  @Test(.enabled(if: geteuid() != 0, "root writes into a read-only folder"))
  func aReadOnlyAgendaFolderFailsTheBuild() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let agenda = vault.url.appendingPathComponent("agenda")
    try? FileManager.default.removeItem(at: agenda)
    try FileManager.default.createDirectory(at: agenda, withIntermediateDirectories: true)
    chmod(agenda.path, 0o555)
    defer { chmod(agenda.path, 0o755) }
    let result = try build(vault)
    #expect(result.status == 1, "stdout: \(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("quire: error: agenda page agenda/daily/2026-11-24.md not written: "))
  }

  /// Reminders `quire watch` told as missed today (its state, `.quire/cache/reminders.json`) are
  /// a section of today's page, kept through every rebuild of the day; another day's page, and
  /// today's page the next day, have none (docs/watch.md).
  @Test func missedRemindersRecordedTodayAreASectionOfTodaysPage() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try vault.write(
      ".quire/cache/reminders.json",
      """
      {"version": 1, "lastSeen": 1795500000, "delivered": {},
       "missed": {"day": "2026-11-24", "items": [
         {"due": "2026-11-20T08:30", "title": "Call the landlord about the heating", "file": "inbox.md", "line": 10},
         {"due": "2026-11-24T06:00", "title": "Feed cat", "file": "habits/feed-cat.md", "line": 1}]}}
      """)
    #expect(try build(vault).status == 0)
    let page = try text(vault, "agenda/daily/2026-11-24.md")
    if let problem = Golden.check(page, name: "pages/daily/2026-11-24-missed.md") {
      Issue.record(Comment(rawValue: problem))
    }
    // The section is all that differs from the page without a record.
    let plain = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("golden/pages/daily/2026-11-24.md"), encoding: .utf8)
    let section = """

      ## Missed reminders

      - ⏰ 2026-11-20 08:30 Call the landlord about the heating · [inbox.md:10](../../inbox.md#L10)
      - ⏰ 06:00 Feed cat · [habits/feed-cat.md:1](../../habits/feed-cat.md#L1)

      """
    #expect(page.contains(section))
    #expect(page.replacingOccurrences(of: section, with: "") == plain)
    // Only today's page: the days after it have no such section.
    #expect(!(try text(vault, "agenda/daily/2026-11-25.md")).contains("Missed reminders"))
    // The next day the record is stale: the 25th, now today, lists nothing missed either.
    let next = try QuireProcess.run(["--now", "2026-11-25T07:55", "build", "--from", "2026-11-24"], in: vault.url)
    #expect(next.status == 0, "stderr: \(next.stderr)")
    #expect(!(try text(vault, "agenda/daily/2026-11-25.md")).contains("Missed reminders"))
    #expect(!(try text(vault, "agenda/daily/2026-11-24.md")).contains("Missed reminders"))
  }
}

/// Records the root element of an XML document.
private final class SVGRoot: NSObject, XMLParserDelegate {
  var name: String?
  var namespace: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if name == nil {
      name = elementName
      namespace = attributes["xmlns"]
    }
  }
}
