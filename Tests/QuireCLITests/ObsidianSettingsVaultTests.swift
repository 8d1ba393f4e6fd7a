import Foundation
import QuireTestSupport
import Testing

/// A vault shaped like the ones that use the Obsidian Tasks plugin's settings
/// (`Tests/Fixtures/vaults/obsidian-settings`): a global filter, custom statuses (a cancelled
/// `[R]`, a non-task `[?]`, an on-hold `[h]`, a done `[D]`), file names as scheduled dates, the
/// next copy below and a created date on completion, a templates folder hidden by the global query,
/// and the field forms owners write (a wikilink date, `Invalid date`, a link glued to a priority,
/// fields before the text, `⏰ 12:00`, a start date with a past due date). `quire tasks` lists
/// exactly what the plugin lists, by the plugin's own rules read here from its settings file.
@Suite struct ObsidianSettingsVaultTests {
  static let fixture = RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-settings")

  /// The plugin's task regex (obsidian-tasks `TaskRegularExpressions.taskRegex`).
  static let taskRegex = try! NSRegularExpression(pattern: #"^([\s\t>]*)([-*+]|[0-9]+[.)]) +\[(.)\] *(.*)"#)

  /// `file:line` of every open task the plugin lists: a task line outside a fenced code block (no
  /// list item to Obsidian), in a file the global query's `path does not include` lines keep
  /// (case-insensitive, as the plugin's text filters), whose text holds the global filter, with a status whose type is not
  /// DONE, CANCELLED or NON_TASK (an unknown symbol is a TODO, as the plugin's `bySymbolOrCreate`
  /// makes it; `[X]` is done in Quire on purpose, docs/obsidian-tasks-compat.md, unless the
  /// settings give `X` a status).
  static func pluginsOpenTasks(in root: URL) throws -> Set<String> {
    let settingsURL = root.appendingPathComponent(".obsidian/plugins/obsidian-tasks-plugin/data.json")
    let settings = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: settingsURL)) as? [String: Any])
    let filter = settings["globalFilter"] as? String ?? ""
    var types: [String: String] = [:]
    let statuses = try #require(settings["statusSettings"] as? [String: Any])
    for group in ["coreStatuses", "customStatuses"] {
      for case let status as [String: Any] in statuses[group] as? [Any] ?? [] {
        types[status["symbol"] as! String] = status["type"] as? String
      }
    }
    if types["X"] == nil { types["X"] = "DONE" }
    let excluded = (settings["globalQuery"] as? String ?? "").split(separator: "\n").compactMap { line in
      line.hasPrefix("path does not include ") ? line.dropFirst(22).lowercased() : nil
    }
    var open: Set<String> = []
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let file = walker?.nextObject() as? String {
      if file.hasPrefix(".") {
        walker?.skipDescendants()
        continue
      }
      guard file.hasSuffix(".md"), !excluded.contains(where: { file.lowercased().contains($0) }) else { continue }
      do {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        var fence: String?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
          let trimmed = line.drop { $0 == " " || $0 == ">" }
          if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
            fence = fence == nil ? marker : (fence == marker ? nil : fence)
            continue
          }
          if fence != nil { continue }
          let range = NSRange(line.startIndex..., in: line)
          guard let match = taskRegex.firstMatch(in: line, range: range),
            let symbol = Range(match.range(at: 3), in: line).map({ String(line[$0]) }),
            let body = Range(match.range(at: 4), in: line).map({ String(line[$0]) }),
            filter.isEmpty || body.contains(filter)
          else { continue }
          if !["DONE", "CANCELLED", "NON_TASK"].contains(types[symbol] ?? "TODO") {
            open.insert("\(file):\(index + 1)")
          }
        }
      }
    }
    return open
  }

  static func listed(_ v: TemporaryVault) throws -> [[String: Any]] {
    let result = try QuireProcess.run(["--today", "2026-11-25", "tasks", "--json"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let groups = try #require(object["groups"] as? [[String: Any]])
    return groups.flatMap { $0["tasks"] as? [[String: Any]] ?? [] }
  }

  /// A real vault with its settings: files and the settings file copied from the plugin's own demo
  /// vault (`Tests/Fixtures/vaults/obsidian-tasks-demo-settings`, source and MIT licence in its
  /// `.quire/NOTICE`), global filter `#task`.
  @Test func theDemoVaultWithItsSettingsListsWhatThePluginLists() throws {
    let v = try TemporaryVault(
      copying: RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-tasks-demo-settings"))
    let expected = try Self.pluginsOpenTasks(in: v.url)
    #expect(expected.count > 20)
    let tasks = try Self.listed(v)
    #expect(Set(tasks.map { "\($0["file"]!):\($0["line"]!)" }) == expected)
  }

  @Test func tasksListsWhatThePluginLists() throws {
    let v = try TemporaryVault(copying: Self.fixture)
    let expected = try Self.pluginsOpenTasks(in: v.url)
    #expect(expected.count == 13)
    let tasks = try Self.listed(v)
    #expect(Set(tasks.map { "\($0["file"]!):\($0["line"]!)" }) == expected)
    // A start date and a past due date: overdue, as in the plugin (not expired).
    let bulbs = try #require(tasks.first { ($0["text"] as? String)?.contains("Plant the bulbs") == true })
    #expect(bulbs["due"] as? String == "2026-11-20")
    // The file name's date is the scheduled date of a task without dates of its own, in `Daily/`.
    let plumber = try #require(tasks.first { ($0["text"] as? String)?.contains("plumber") == true })
    #expect(plumber["scheduled"] as? String == "2026-11-24")
    let bill = try #require(tasks.first { ($0["text"] as? String)?.contains("water bill") == true })
    #expect(bill["scheduled"] is NSNull)
    // Custom statuses keep their meaning in the export.
    let export = try QuireProcess.run(["export", "--json"], in: v.url)
    #expect(export.stdout.contains(#""status":"R","statusType":"CANCELLED""#), "\(export.stdout)")
    #expect(export.stdout.contains(#""status":"h","statusType":"DEFERRED""#))
    #expect(!export.stdout.contains("Buy bread"))
    // removeGlobalFilter: the listing shows the text without `#task`; the notes keep it.
    let text = try QuireProcess.run(["--today", "2026-11-25", "tasks"], in: v.url)
    #expect(text.stdout.contains("  Call the plumber  Daily/2026-11-24.md:3"), "\(text.stdout)")
    let week = try QuireProcess.run(["--today", "2026-11-25", "agenda", "--week"], in: v.url)
    #expect(week.stdout.contains("  8956451c  Mulch the roses  due 2026-11-27"), "\(week.stdout)")
  }

  /// `check` says once that it skipped the templates folder, and warns once about each field
  /// neither tool reads, at its column; the bare `⏰ 12:00` on a dated task is read, no warning.
  @Test func checkReportsEachUnreadableFieldOnce() throws {
    let v = try TemporaryVault(copying: Self.fixture)
    let check = try QuireProcess.run(["--today", "2026-11-25", "check"], in: v.url)
    #expect(check.status == 0, "\(check.stderr)")
    let lines = check.stdout.split(separator: "\n")
    #expect(lines.count == 4, "\(check.stdout)")
    for (line, column) in [(5, 49), (6, 37), (7, 51), (8, 13)] {
      #expect(lines.filter { $0.hasPrefix("Projects/Forms.md:\(line):\(column): warning: ") }.count == 1, "\(line)")
    }
    #expect(check.stderr == "skipped: Templates/ (Obsidian template folders) — 1 note\n0 errors, 4 warnings\n")
  }

  @Test func completionFollowsThePluginsSettings() throws {
    let v = try TemporaryVault(copying: Self.fixture)
    let done = try QuireProcess.run(["--today", "2026-11-25", "done", "Projects/Garden.md:8"], in: v.url)
    #expect(done.status == 0, "\(done.stderr)")
    let garden = try v.readText("Projects/Garden.md")
    // The next copy goes below (recurrenceOnNextLine) with a created date (setCreatedDate).
    #expect(
      garden.contains(
        "- [x] #task Mulch the roses 🔁 every week 📅 2026-11-27 ✅ 2026-11-25\n"
          + "- [ ] #task Mulch the roses 🔁 every week ➕ 2026-11-25 📅 2026-12-04\n"), "\(garden)")
    // A rejected task is cancelled: undo opens it with the vault's to-do symbol.
    let undo = try QuireProcess.run(["--today", "2026-11-25", "undo", "Daily/2026-11-24.md:7"], in: v.url)
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(try v.readText("Daily/2026-11-24.md").contains("- [ ] #task Repaint the fence"))
  }

  @Test func settingsFileThatCannotBeReadIsOneWarning() throws {
    let v = try TemporaryVault(copying: Self.fixture)
    try v.write(".obsidian/plugins/obsidian-tasks-plugin/data.json", "{ not json")
    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(
      check.stdout.contains(
        ".obsidian/plugins/obsidian-tasks-plugin/data.json: warning: cannot read the Obsidian Tasks settings"),
      "\(check.stdout)")
    // The defaults: every checkbox line is a task again.
    #expect(try Self.listed(v).contains { ($0["text"] as? String)?.contains("Buy bread") == true })
  }

  @Test func aPlainVaultSetsTheSameInTheConfig() throws {
    let v = try TemporaryVault(copying: Self.fixture)
    try FileManager.default.removeItem(at: v.url.appendingPathComponent(".obsidian"))
    try v.write(
      ".quire/config.yaml",
      """
      timezone: UTC
      ignore: [Templates/]
      tasks:
        global_filter: "#task"
        statuses:
          - { symbol: "R", name: Rejected, type: CANCELLED }
          - { symbol: "?", name: Question, type: NON_TASK }
          - { symbol: "D", name: Delegated, type: DONE }
        filename_as_scheduled_date: { folders: [Daily] }

      """)
    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(check.stderr.contains("0 errors"), "\(check.stdout)\(check.stderr)")
    let texts = try Self.listed(v).compactMap { $0["text"] as? String }
    #expect(texts.count == 13, "\(texts)")
    #expect(!texts.contains { $0.contains("Repaint") || $0.contains("Buy bread") || $0.contains("Prune") })
  }
}
