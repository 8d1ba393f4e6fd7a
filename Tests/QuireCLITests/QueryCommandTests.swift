import Foundation
import QuireTestSupport
import Testing

/// `quire query` end to end on copies of the settings fixture and the plugin's demo vault
/// (docs/queries.md): the text and JSON answers, the global query, `--file` with its ```tasks
/// blocks and placeholders, standard input, and the one-line refusal of a query the plugin would
/// refuse.
@Suite struct QueryCommandTests {
  static let settings = RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-settings")
  static let demo = RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-tasks-demo-settings")
  static let today = ["--today", "2026-11-25"]

  static func json(_ out: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
  }

  @Test func theAnswerIsGroupedSortedAndExplained() throws {
    let v = try TemporaryVault(copying: Self.settings)
    let result = try QuireProcess.run(
      Self.today + ["query", "not done\ndue before next week\ngroup by folder\nsort by priority\nexplain"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Only tasks containing the global filter '#task'.

        Explanation of the global query:

          path does not include Templates

        Explanation of this Tasks code block query:

          not done =>
            status type is TODO or IN_PROGRESS or ON_HOLD

          due before next week =>
            due date is before 2026-11-30 (Monday 30th November 2026)

          group by folder

          sort by priority

        #### Projects/
        - [ ] #task Order seeds ⏫ 📅 2026-11-28  Projects/Garden.md:3  3550126e
        - [ ] #task Plant the bulbs 🛫 2026-11-01 📅 2026-11-20  Projects/Forms.md:10  e14a46d0
        - [ ] #task Water the seedlings ⏰ 12:00 📅 2026-11-26  Projects/Forms.md:9  f6c09c3d
        - [ ] #task Mulch the roses 🔁 every week 📅 2026-11-27  Projects/Garden.md:8  8956451c
        4 tasks

        """, "\(result.stdout)")
  }

  @Test func theJSONContract() throws {
    let v = try TemporaryVault(copying: Self.settings)
    let result = try QuireProcess.run(
      Self.today + ["--json", "query", "not done\ngroup by heading\nlimit 3"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try Self.json(result.stdout)
    #expect(object["total"] as? Int == 3)
    #expect(object["explanation"] == nil)
    let groups = try #require(object["groups"] as? [[String: Any]])
    #expect(groups.map { $0["headings"] as? [String] ?? [] } == [["Field forms"], ["Garden"]])
    let first = try #require((groups[0]["tasks"] as? [[String: Any]])?.first)
    #expect(first["file"] as? String == "Projects/Forms.md")
    #expect(first["line"] as? Int == 10)
    #expect(first["text"] as? String == "- [ ] #task Plant the bulbs 🛫 2026-11-01 📅 2026-11-20")
    #expect(first["status"] as? String == " ")
    #expect(first["id"] as? String == "e14a46d0")
    // Nothing grouped: one group without headings; `explain` adds the plugin's text.
    let plain = try Self.json(
      try QuireProcess.run(Self.today + ["--json", "query", "done\nexplain"], in: v.url).stdout)
    let only = try #require(plain["groups"] as? [[String: Any]])
    #expect(only.count == 1 && (only[0]["headings"] as? [String]) == [])
    #expect((plain["explanation"] as? String)?.contains("status type is DONE or CANCELLED or NON_TASK") == true)
  }

  @Test func aNotesBlocksRunWithItsPlaceholders() throws {
    let v = try TemporaryVault(copying: Self.settings)
    try v.write(
      "Projects/Queries.md", "# Queries\n\n```tasks\nnot done\npath includes {{query.file.folder}}\nis recurring\n```\n"
    )
    let result = try QuireProcess.run(Self.today + ["query", "--file", "Projects/Queries.md"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    // The fern's 🔁 stands left of a wikilink date, so neither tool reads it: not recurring.
    #expect(
      result.stdout
        == "- [ ] #task Mulch the roses 🔁 every week 📅 2026-11-27  Projects/Garden.md:8  8956451c\n1 task\n",
      "\(result.stdout)")
    // From standard input, with no file: a placeholder cannot be filled, and says so.
    let stdin = try QuireProcess.run(["query"], in: v.url, input: "path includes {{query.file.path}}\n")
    #expect(stdin.status == 1)
    #expect(stdin.stderr.hasPrefix("quire: error: stdin:1: The query looks like it contains a placeholder"))
  }

  @Test func aQueryThePluginRefusesExitsOneWithItsLine() throws {
    let v = try TemporaryVault(copying: Self.settings)
    let result = try QuireProcess.run(["query", "not done\ndue bfre\nsort by due"], in: v.url)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "quire: error: query:2: do not understand due date (\"due bfre\"); see docs/queries.md\n",
      "\(result.stderr)")
  }

  /// Every ```tasks block of the plugin's demo vault runs (its presets' `group by function`
  /// among them, through Quire's own evaluator).
  @Test func everyBlockOfTheDemoVaultRuns() throws {
    let v = try TemporaryVault(copying: Self.demo)
    var ran = 0
    var refused = 0
    let walker = FileManager.default.enumerator(atPath: v.url.path)
    while let file = walker?.nextObject() as? String {
      guard file.hasSuffix(".md"), !file.hasPrefix(".") else { continue }
      let text = try v.readText(file)
      guard text.contains("```tasks") else { continue }
      let result = try QuireProcess.run(["--today", "2025-06-19", "query", "--file", file], in: v.url)
      if result.status == 0 {
        ran += 1
        #expect(result.stdout.contains(" task"), "\(file): \(result.stdout)")
      } else {
        refused += 1
        Issue.record("\(file) was refused: \(result.stderr)")
      }
    }
    #expect(ran >= 5 && refused == 0, "ran \(ran), refused \(refused)")
  }

  /// `quire render` of every demo note that holds a ```tasks block, checked into goldens
  /// (`Tests/Fixtures/golden/render/`); the note's own bytes stay, each answer follows its block.
  @Test func renderOfTheDemoNotes() throws {
    let v = try TemporaryVault(copying: Self.demo)
    let notes = [
      "Formats/Tasks Format.md", "Manual Testing/Custom Task Statuses.md",
      "Manual Testing/Callouts and Block Quotes.md",
      "Manual Testing/Dependencies Samples.md", "Daily Notes/2025-06-19.md",
    ]
    for note in notes {
      let result = try QuireProcess.run(["--today", "2025-06-19", "render", note], in: v.url)
      #expect(result.status == 0, "\(note): \(result.stderr)")
      // Every line of the note is in the rendering, in order.
      let original = try v.readText(note).split(separator: "\n", omittingEmptySubsequences: false)
      var rest = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)[...]
      for line in original {
        guard let at = rest.firstIndex(of: line) else {
          Issue.record("\(note): the line \(line.debugDescription) is not kept")
          break
        }
        rest = rest[(at + 1)...]
      }
      let name = "render/" + note.replacingOccurrences(of: "/", with: "-")
      if let problem = Golden.check(result.stdout, name: name) { Issue.record("\(problem)") }
    }
  }

  /// `--where`: the dry run lists each line before and after and writes nothing; the change
  /// rewrites only those lines, byte for byte everything else; `done --where` makes each
  /// recurring task's next copy.
  @Test func bulkChangesFromAQuery() throws {
    let v = try TemporaryVault(copying: Self.settings)
    let before = try v.readText("Projects/Forms.md")
    let garden = try v.readText("Projects/Garden.md")
    let dry = try QuireProcess.run(
      Self.today + ["modify", "--where", "not done\ndue before today", "--due", "today", "--dry-run"], in: v.url)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stdout == """
        would change Projects/Forms.md:10
          - - [ ] #task Plant the bulbs 🛫 2026-11-01 📅 2026-11-20
          + - [ ] #task Plant the bulbs 🛫 2026-11-01 📅 2026-11-25

        """, "\(dry.stdout)")
    #expect(dry.stderr == "1 task would change; nothing was written\n")
    #expect(try v.readText("Projects/Forms.md") == before)

    let moved = try QuireProcess.run(
      Self.today + ["modify", "--where", "not done\ndue before today", "--due", "today"], in: v.url)
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(
      try v.readText("Projects/Forms.md")
        == before.replacingOccurrences(of: "🛫 2026-11-01 📅 2026-11-20", with: "🛫 2026-11-01 📅 2026-11-25"))

    let done = try QuireProcess.run(Self.today + ["done", "--where", "not done\nis recurring"], in: v.url)
    #expect(done.status == 0, "\(done.stderr)")
    // The settings put the next copy below, with a created date.
    #expect(
      try v.readText("Projects/Garden.md")
        == garden.replacingOccurrences(
          of: "- [ ] #task Mulch the roses 🔁 every week 📅 2026-11-27\n",
          with: "- [x] #task Mulch the roses 🔁 every week 📅 2026-11-27 ✅ 2026-11-25\n"
            + "- [ ] #task Mulch the roses 🔁 every week ➕ 2026-11-25 📅 2026-12-04\n"))
    #expect(done.stderr == "1 task changed\n")

    let refused = try QuireProcess.run(["modify", "--where", "due bfre", "--due", "today"], in: v.url)
    #expect(refused.status == 1)
    #expect(
      refused.stderr == "quire: error: --where:1: do not understand due date (\"due bfre\"); see docs/queries.md\n")
    let both = try QuireProcess.run(["done", "abc", "--where", "done"], in: v.url)
    #expect(both.status != 0 && both.stderr.contains("give the task's ID, or --where QUERY, not both"))
  }
}
