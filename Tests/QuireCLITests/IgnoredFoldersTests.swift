import Foundation
import QuireTestSupport
import Testing

/// Folders the person excluded (`ignore:` in the config, Obsidian's `userIgnoreFilters`) are
/// skipped by every command, `quire check` says what it skipped, and a change of the rules
/// takes effect on the next run, index or not (docs/ignore.md).
@Suite struct IgnoredFoldersTests {
  static let vault = RepositoryPaths.fixtures.appendingPathComponent("vaults/ignored-folders")
  static let now = ["--now", "2026-11-25T08:00"]
  /// Tasks of notes that are excluded, one for each kind of rule.
  static let excluded = [
    "Plan the day", "Water the plants", "Template task", "Private task", "Old private task", "Drawing task",
    "Draft task", "Scratch task",
  ]

  static func run(_ arguments: [String], in v: TemporaryVault, status: Int32 = 0) throws -> QuireResult {
    let result = try QuireProcess.run(now + arguments, in: v.url)
    #expect(result.status == status, "quire \(arguments): \(result.stderr)")
    return result
  }

  static func expectOnlyIncluded(_ text: String, _ comment: Comment? = nil) {
    #expect(text.contains("Pay the rent") && text.contains("Kept task"), "\(text)")
    for task in excluded { #expect(!text.contains(task), "\(task) in \(text)") }
  }

  @Test func excludedFoldersAreAbsentFromTasksCheckAndExport() throws {
    let v = try TemporaryVault(copying: Self.vault)
    for cached in [[], ["--no-cache"]] {
      Self.expectOnlyIncluded(try Self.run(cached + ["tasks"], in: v).stdout)
      Self.expectOnlyIncluded(try Self.run(cached + ["export", "--json"], in: v).stdout)
      let check = try Self.run(cached + ["check"], in: v)
      // The `{{date}}` tasks of the templates and the bad date in Private/ are not looked at.
      #expect(!check.stdout.contains("templates/") && !check.stdout.contains("Private/"), "\(check.stdout)")
      let lines = check.stderr.split(separator: "\n").map(String.init)
      #expect(
        lines == [
          "skipped: templates/, *.excalidraw.md, **/drafts/, !keep.md (config ignore) — 4 notes",
          "skipped: Private/, /\\.scratch\\.md$/ (Obsidian userIgnoreFilters) — 3 notes",
          "0 errors, 0 warnings",
        ], "\(check.stderr)")
    }
  }

  @Test func changedRulesTakeEffectOnTheNextRun() throws {
    let v = try TemporaryVault(copying: Self.vault)
    Self.expectOnlyIncluded(try Self.run(["tasks"], in: v).stdout)
    // Obsidian's list emptied: the Private notes and the scratch note come into the index.
    try v.write(".obsidian/app.json", #"{"userIgnoreFilters": []}"#)
    var tasks = try Self.run(["tasks"], in: v).stdout
    #expect(tasks.contains("Private task") && tasks.contains("Old private task") && tasks.contains("Scratch task"))
    // And back out again: notes indexed before drop out.
    try v.write(".obsidian/app.json", #"{"userIgnoreFilters": ["Private/old"]}"#)
    tasks = try Self.run(["tasks"], in: v).stdout
    #expect(tasks.contains("Private task") && !tasks.contains("Old private task") && tasks.contains("Scratch task"))
    // The config's list changed: the templates come in, with their problems.
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nignore: [\"**/drafts/\"]\n")
    tasks = try Self.run(["tasks"], in: v).stdout
    #expect(tasks.contains("Template task") && tasks.contains("Drawing task") && !tasks.contains("Draft task"))
    // `check` reads what came back: the bad date of Private/diary.md is an error again.
    let check = try Self.run(["check"], in: v, status: 1)
    #expect(check.stdout.contains("Private/diary.md:2:24: error:"), "\(check.stdout)")
    #expect(check.stderr.contains("skipped: **/drafts/ (config ignore) — 1 note\n"), "\(check.stderr)")
  }

  @Test func aBadIgnoreListIsAWarningOnItsLine() throws {
    let v = try TemporaryVault(copying: Self.vault)
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nignore:\n  - templates/\n  - \"a[b\"\n")
    let check = try Self.run(["check"], in: v)
    #expect(
      check.stdout.contains(
        ".quire/config.yaml:4:5: warning: ignore pattern 'a[b' is left out: a '[' is never closed by ']'"),
      "\(check.stdout)")
    try v.write(".quire/config.yaml", "ignore: templates/\n")
    let single = try Self.run(["check"], in: v)
    #expect(single.stdout.contains(".quire/config.yaml:1:9: warning: ignore must be a list"), "\(single.stdout)")
    // An Obsidian entry that is no regular expression Swift reads is left out, the rest kept.
    try v.write(".obsidian/app.json", #"{"userIgnoreFilters": ["Private/", "/([/", 3]}"#)
    let obsidian = try Self.run(["check"], in: v)
    #expect(
      obsidian.stdout.hasPrefix(".obsidian/app.json: warning: ignore pattern '/([/' is left out: it is no regular"),
      "\(obsidian.stdout)")
    #expect(
      obsidian.stderr.contains("skipped: Private/ (Obsidian userIgnoreFilters) — 2 notes\n"), "\(obsidian.stderr)")
  }

  /// The template folders Obsidian's Templates and Templater plugins name are skipped, and
  /// `check` says so once; `obsidian_templates: read` brings them back, `{{date}}` and all.
  @Test func obsidianTemplateFoldersAreSkippedUnlessTheConfigReadsThem() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      ".obsidian/templates.json", #"{"folder": "Templates", "dateFormat": "YYYY-MM-DD", "timeFormat": "HH:mm"}"#)
    try v.write(
      ".obsidian/plugins/templater-obsidian/data.json",
      #"{"data_version": 2, "command_timeout": 5, "templates_folder": "/Meta/Templater/"}"#)
    try v.write("Templates/Daily.md", "---\ntype: journal\ndate: \"{{date}}\"\n---\n- [ ] Plan the day 📅 {{date}}\n")
    try v.write(
      "Meta/Templater/Weekly.md", "---\ncreated: <% tp.date.now() %>\n---\n- [ ] Weekly review 📅 2026-11-30\n")
    try v.write("Meta/Templater.md", "- [ ] Kept task beside the folder\n")
    try v.write("inbox.md", "- [ ] Pay the rent 📅 2026-11-25\n")
    for cached in [[], ["--no-cache"]] {
      let check = try Self.run(cached + ["check"], in: v)
      #expect(check.stdout.isEmpty, "\(check.stdout)")
      #expect(
        check.stderr
          == "skipped: Templates/, Meta/Templater/ (Obsidian template folders) — 2 notes\n0 errors, 0 warnings\n")
      let tasks = try Self.run(cached + ["tasks"], in: v).stdout
      #expect(tasks.contains("Pay the rent") && tasks.contains("Kept task beside the folder"), "\(tasks)")
      #expect(!tasks.contains("Plan the day") && !tasks.contains("Weekly review"), "\(tasks)")
    }
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nobsidian_templates: read\n")
    let check = try Self.run(["check"], in: v, status: 1)
    #expect(check.stdout.contains("Templates/Daily.md:3:"), "\(check.stdout)")
    #expect(!check.stderr.contains("skipped:"), "\(check.stderr)")
    let tasks = try Self.run(["tasks"], in: v).stdout
    #expect(tasks.contains("Plan the day") && tasks.contains("Weekly review"), "\(tasks)")
  }

  /// A running watcher (inotify, polling): a write under an excluded folder wakes nothing, a
  /// change of Obsidian's list is a config change, and a command answered by the watcher sees
  /// the new rules.
  @Test(arguments: [false, true])
  func aWatcherSkipsExcludedWritesAndFollowsNewRules(polling: Bool) throws {
    let v = try TemporaryVault(copying: Self.vault)
    try v.write(".obsidian/plugins/templater-obsidian/data.json", #"{"templates_folder": ""}"#)
    let w = try QuireBackgroundProcess(
      ["watch", "--vault", v.url.path, "--now", "2026-11-25T08:00:00", "--no-pages", "--poll-interval", "0.1"],
      environment: polling ? ["QUIRE_WATCH_POLL": "1"] : [:])
    #expect(w.waitFor("watching"))
    try v.write("templates/weekly.md", "- [ ] Template of the week 📅 {{date}}\n")
    try v.write("notes/drafts/more.md", "- [ ] Another draft 📅 2026-11-25\n")
    Thread.sleep(forTimeInterval: 0.5)
    try v.write("notes/new.md", "- [ ] Written while watching 📅 2026-11-25\n")
    #expect(w.waitFor("changed: 1 file"))
    #expect(w.stdout.components(separatedBy: "changed:").count == 2, "\(w.stdout)")
    try v.write(".obsidian/app.json", #"{"userIgnoreFilters": ["notes/"]}"#)
    #expect(w.waitFor("changed: config"))
    // Answered by the watcher (no walk of its own): the watcher's index follows the new rules.
    let answered = try QuireProcess.run(Self.now + ["tasks"], in: v.url, environment: ["QUIRE_DEBUG_INDEX": "1"])
    // A polling watcher is never trusted: the command walks, with the same result.
    #expect(answered.stderr.contains("walk skipped") != polling, "\(answered.stderr)")
    let tasks = answered.stdout
    #expect(tasks.contains("Private task") && tasks.contains("Pay the rent"), "\(tasks)")
    #expect(!tasks.contains("Kept task") && !tasks.contains("Written while watching"), "\(tasks)")
    // Templater's template folder named (its settings folder is there from the start): a config change too.
    try v.write(".obsidian/plugins/templater-obsidian/data.json", #"{"templates_folder": "Private"}"#)
    let end = Date().addingTimeInterval(5)
    while w.stdout.components(separatedBy: "changed: config").count < 3, Date() < end {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(w.stdout.components(separatedBy: "changed: config").count == 3, "\(w.stdout)")
    let templater = try QuireProcess.run(Self.now + ["tasks"], in: v.url).stdout
    #expect(!templater.contains("Private task") && templater.contains("Pay the rent"), "\(templater)")
    #expect(w.stop() == 0)
  }
}
