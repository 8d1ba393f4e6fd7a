import Foundation
import QuireTestSupport
import Testing

/// Quire reads a real Obsidian Tasks vault that it did not write: files copied unchanged from
/// the Obsidian Tasks plugin's own demo vault (`Tests/Fixtures/vaults/obsidian-tasks-demo`,
/// source, commits and MIT licence in its `.quire/NOTICE`).
///
/// The task lines Quire exports are compared with an independent line scan written here, so a
/// checkbox Quire misses (or invents) in someone else's Markdown shows up as a failure.
@Suite struct ObsidianDemoVaultTests {
  static let vault = RepositoryPaths.fixtures.appendingPathComponent("vaults/obsidian-tasks-demo")

  /// Every key of the export schema's task object.
  static let taskKeys = [
    "id", "file", "line", "text", "status", "statusType", "done", "due", "dueTime", "scheduled", "start", "created",
    "doneDate", "cancelledDate", "priority", "recurrence", "reminders", "tags", "course", "taskId", "dependsOn",
    "onCompletion", "habit", "format", "conflict", "estimate", "notes",
  ]

  /// Tasks per file, counted by hand from the copied files (a check on the scan itself).
  static let handCounts: [String: Int] = [
    "Daily Notes/2025-06-17.md": 0,
    "Formats/All Formats Parsing.md": 2,
    "Formats/Dataview Format.md": 17,
    "Formats/Tasks Format.md": 15,
    "Important Project.md": 4,
    "Manual Testing/Callouts and Block Quotes.md": 14,
    "Manual Testing/Custom Statuses.md": 25,
    "Manual Testing/Custom Task Statuses.md": 10,
    "Manual Testing/Dependencies Samples.md": 17,
    "Manual Testing/Invalid Dates.md": 12,
    "Manual Testing/On Completion/On Completion.md": 4,
    "Manual Testing/Recurrence handling invalid dates.md": 39,
  ]

  // MARK: - Running quire

  struct Export {
    var tasks: [[String: Any]]
    var diagnostics: [[String: Any]]

    func task(_ file: String, _ line: Int) -> [String: Any]? {
      tasks.first { $0["file"] as? String == file && $0["line"] as? Int == line }
    }
  }

  static func export(_ v: TemporaryVault) throws -> Export {
    let result = try QuireProcess.run(["export", "--json"], in: v.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let object = try #require(json as? [String: Any])
    return Export(
      tasks: try #require(object["tasks"] as? [[String: Any]]),
      diagnostics: try #require(object["diagnostics"] as? [[String: Any]]))
  }

  // MARK: - The independent scan

  /// Vault-relative paths of the Markdown files Quire should read (hidden folders excluded).
  static func markdownFiles(in root: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return all.filter { path in
      path.hasSuffix(".md") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }.sorted()
  }

  /// A GFM task item: indentation, any `>` blockquote/callout markers, a list marker (`-`, `*`,
  /// `+`, `1.`, `1)`), spaces, `[`, one character, `]`, then a space or the end of the line.
  static var taskItem: Regex<AnyRegexOutput> {
    try! Regex(#"[ \t]*(?:>[ \t]*)*(?:[-*+]|[0-9]{1,9}[.)])[ \t]+\[.\](?:[ \t]|$)"#)
  }

  /// The 1-based numbers of the lines that hold a task item, outside front matter, fenced code
  /// blocks (``` or ~~~, also inside blockquotes) and multi-line HTML comments.
  static func scanTaskLines(_ text: String) -> [Int] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }

    var index = 0
    if lines.first == "---",
      let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." })
    {
      index = close + 1
    }
    let taskItem = Self.taskItem
    var found: [Int] = []
    var fence: (marker: Character, length: Int)? = nil
    var inComment = false
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      index += 1
      let body = contentAfterContainers(line)
      if inComment {
        if line.contains("-->") { inComment = false }
        continue
      }
      if let open = fence {
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= open.length, trimmed.allSatisfy({ $0 == open.marker }) { fence = nil }
        continue
      }
      if let marker = body.first, marker == "`" || marker == "~" {
        let run = body.prefix { $0 == marker }.count
        if run >= 3, marker == "~" || !body.dropFirst(run).contains("`") {
          fence = (marker, run)
          continue
        }
      }
      if body.hasPrefix("<!--") {
        if !body.dropFirst(4).contains("-->") { inComment = true }
        continue
      }
      if line.prefixMatch(of: taskItem) != nil { found.append(number) }
    }
    return found
  }

  /// The line without its indentation and `>` container markers.
  static func contentAfterContainers(_ line: String) -> Substring {
    var rest = Substring(line)
    while let c = rest.first, c == " " || c == "\t" || c == ">" { rest = rest.dropFirst() }
    return rest
  }

  @Test func theScanFindsWhatIsThereAndNothingElse() {
    let sample = """
      ---
      tags: [x]
      - [ ] in front matter
      ---
      - [ ] one
        * [x] two
      > 1. [/] three
      > > + [>] four
      1) [ ]
      x - [ ] not a list item
      - [] not a checkbox
      - [ ]no space
      > ```tasks
      > - [ ] in a fence in a quote
      > ```
      ~~~
      - [ ] in a tilde fence
      ~~~
      <!--
      - [ ] in a comment
      -->
      <!-- one line -->
      - [ ] five
      """
    #expect(Self.scanTaskLines(sample) == [5, 6, 7, 8, 9, 23])
  }

  // MARK: - Tests

  @Test func exportFindsExactlyTheTaskLinesOfEveryFile() throws {
    let v = try TemporaryVault(copying: Self.vault)
    let e = try Self.export(v)

    let files = Self.markdownFiles(in: v.url)
    #expect(files == Self.handCounts.keys.sorted())

    var exported: [String: [Int]] = [:]
    for task in e.tasks {
      let file = try #require(task["file"] as? String)
      let line = try #require(task["line"] as? Int)
      exported[file, default: []].append(line)
      #expect(Set(task.keys) == Set(Self.taskKeys), "\(file):\(line) has keys \(task.keys.sorted())")
    }
    #expect(
      Set(exported.keys).isSubset(of: Set(files)),
      "tasks from files outside the vault's notes: \(exported.keys.sorted())")

    for file in files {
      let text = String(decoding: try v.read(file), as: UTF8.self)
      let scanned = Self.scanTaskLines(text)
      let quire = (exported[file] ?? []).sorted()
      #expect(quire == scanned, "\(file): quire exported lines \(quire), the scan found \(scanned)")
      #expect(scanned.count == Self.handCounts[file], "\(file): the scan found \(scanned.count) tasks")
    }
    #expect(e.tasks.count == Self.handCounts.values.reduce(0, +))
  }

  /// One task as it is written in the file: the values the export must give it.
  struct Spot: CustomTestStringConvertible {
    var file: String
    var line: Int
    var text: String
    var status: String
    var due: String? = nil
    var scheduled: String? = nil
    var start: String? = nil
    var priority = "none"
    var recurrence: String? = nil
    var doneDate: String? = nil
    /// Other string keys to check, e.g. `created`, `cancelledDate`, `taskId`, `onCompletion`.
    var other: [String: String?] = [:]

    var testDescription: String { "\(file):\(line)" }
  }

  static let spots: [Spot] = [
    // Tasks (emoji) format, one field each.
    Spot(
      file: "Formats/Tasks Format.md", line: 7, text: "#task Has a created date", status: " ",
      other: ["created": "2023-04-13"]),
    Spot(
      file: "Formats/Tasks Format.md", line: 8, text: "#task Has a scheduled date", status: " ", scheduled: "2023-04-14"
    ),
    Spot(file: "Formats/Tasks Format.md", line: 9, text: "#task Has a start date", status: " ", start: "2023-04-15"),
    Spot(file: "Formats/Tasks Format.md", line: 10, text: "#task Has a due date", status: " ", due: "2023-04-16"),
    Spot(file: "Formats/Tasks Format.md", line: 11, text: "#task Has a done date", status: "x", doneDate: "2023-04-17"),
    Spot(
      file: "Formats/Tasks Format.md", line: 12, text: "#task Has a cancelled date", status: "-",
      other: ["cancelledDate": "2023-04-18", "statusType": "CANCELLED"]),
    Spot(file: "Formats/Tasks Format.md", line: 20, text: "#task Lowest priority", status: " ", priority: "lowest"),
    Spot(file: "Formats/Tasks Format.md", line: 21, text: "#task Low priority", status: " ", priority: "low"),
    Spot(file: "Formats/Tasks Format.md", line: 22, text: "#task Normal priority", status: " ", priority: "none"),
    Spot(file: "Formats/Tasks Format.md", line: 23, text: "#task Medium priority", status: " ", priority: "medium"),
    Spot(file: "Formats/Tasks Format.md", line: 24, text: "#task High priority", status: " ", priority: "high"),
    Spot(file: "Formats/Tasks Format.md", line: 25, text: "#task Highest priority", status: " ", priority: "highest"),
    Spot(
      file: "Formats/Tasks Format.md", line: 31, text: "#task Is a recurring task", status: " ",
      recurrence: "every day when done"),
    Spot(
      file: "Formats/Tasks Format.md", line: 39, text: "#task do this first", status: " ",
      other: ["taskId": "dcf64c", "id": "dcf64c", "format": "emoji"]),
    // Dataview format.
    Spot(
      file: "Formats/Dataview Format.md", line: 13, text: "#task Has a done date", status: "x", doneDate: "2023-04-17",
      other: ["format": "dataview"]),
    Spot(
      file: "Formats/Dataview Format.md", line: 14, text: "#task Has a cancelled date", status: "-",
      other: ["cancelledDate": "2023-04-18"]),
    Spot(file: "Formats/Dataview Format.md", line: 22, text: "#task Lowest priority", status: " ", priority: "lowest"),
    Spot(
      file: "Formats/Dataview Format.md", line: 33, text: "#task Is a recurring task", status: " ",
      recurrence: "every day when done"),
    Spot(
      file: "Formats/Dataview Format.md", line: 46, text: "#task Has one of every field except done", status: " ",
      due: "2023-04-27", scheduled: "2023-04-26", start: "2023-04-24", priority: "high", recurrence: "every day"),
    Spot(
      file: "Formats/Dataview Format.md", line: 47, text: "#task Has one of every except recurring", status: "x",
      due: "2023-04-26", scheduled: "2023-04-25", start: "2023-04-23", priority: "high", doneDate: "2023-04-26",
      other: ["created": "2023-04-26"]),
    // The same task in both formats.
    Spot(
      file: "Formats/All Formats Parsing.md", line: 5, text: "#task This was Tasks format", status: "/",
      due: "2023-04-07", scheduled: "2023-04-06", start: "2023-04-05", priority: "high", recurrence: "every day",
      other: ["statusType": "IN_PROGRESS", "format": "emoji"]),
    Spot(
      file: "Formats/All Formats Parsing.md", line: 9, text: "#task This was dataview", status: "/",
      due: "2023-04-07", scheduled: "2023-04-06", start: "2023-04-05", priority: "high", recurrence: "every day",
      other: ["statusType": "IN_PROGRESS", "format": "dataview"]),
    // Containers: callout in blockquote, numbered list, text that looks like a list number.
    Spot(
      file: "Manual Testing/Callouts and Block Quotes.md", line: 32,
      text: "#task Task 2 Callout containing Blockquote", status: " "),
    Spot(
      file: "Manual Testing/Callouts and Block Quotes.md", line: 44,
      text: "#task Task 1 Blockquote containing Callout", status: " "),
    Spot(
      file: "Manual Testing/Callouts and Block Quotes.md", line: 50,
      text: "#task 2. Task 2 Numbered task in unordered list", status: " "),
    Spot(
      file: "Manual Testing/Callouts and Block Quotes.md", line: 63, text: "#task Task 2 Task in numbered list",
      status: " "),
    // Status characters kept as written.
    Spot(
      file: "Manual Testing/Custom Statuses.md", line: 24, text: "#task Checked", status: "X",
      other: ["statusType": "DONE"]),
    Spot(
      file: "Manual Testing/Custom Statuses.md", line: 26, text: "#task Forward", status: ">",
      other: ["statusType": "DEFERRED"]),
    Spot(
      file: "Manual Testing/Custom Statuses.md", line: 28, text: "#task Question", status: "?",
      other: ["statusType": "TODO"]),
    Spot(file: "Manual Testing/Custom Statuses.md", line: 46, text: "#task Choice", status: "c"),
    Spot(file: "Manual Testing/Custom Task Statuses.md", line: 22, text: "#task  I am Important `!`", status: "!"),
    // Valid and impossible dates (2022-02-29): an impossible date is null (and a diagnostic).
    Spot(
      file: "Manual Testing/Invalid Dates.md", line: 12, text: "#task Valid due date", status: " ", due: "2022-02-28"),
    Spot(file: "Manual Testing/Invalid Dates.md", line: 23, text: "#task Invalid due date", status: " ", due: nil),
    Spot(
      file: "Manual Testing/Invalid Dates.md", line: 22, text: "#task Invalid done date", status: "x", doneDate: nil),
    Spot(
      file: "Manual Testing/Invalid Dates.md", line: 20, text: "#task Invalid cancelled date", status: "-",
      other: ["cancelledDate": nil]),
    // Dependencies.
    Spot(
      file: "Manual Testing/Dependencies Samples.md", line: 15,
      text: "#task A task with ID with underscore and hyphen", status: " ", other: ["taskId": "Is-A-Valid_ID"]),
    Spot(
      file: "Manual Testing/Dependencies Samples.md", line: 22, text: "#task Have a party", status: " ",
      other: ["taskId": "i38dxn"]),
    // On completion, with recurrence and due date after it.
    Spot(
      file: "Manual Testing/On Completion/On Completion.md", line: 5, text: "#task Do stuff every day", status: " ",
      due: "2024-03-30", recurrence: "every day", other: ["onCompletion": "delete"]),
    // A nested task and a done task with scheduled and done dates.
    Spot(
      file: "Important Project.md", line: 4, text: "#task Something about s.th.", status: "x", scheduled: "2021-11-21",
      doneDate: "2021-11-21"),
    Spot(file: "Important Project.md", line: 9, text: "#task Throw the trash away", status: " "),
    // Recurrence wording kept as written.
    Spot(
      file: "Manual Testing/Recurrence handling invalid dates.md", line: 37, text: "#task do stuff", status: "x",
      due: "2021-11-30", recurrence: "every month on the last", doneDate: "2022-10-03"),
    Spot(
      file: "Manual Testing/Recurrence handling invalid dates.md", line: 71, text: "#task do stuff", status: " ",
      due: "2022-07-31", recurrence: "every month on the 31st"),
  ]

  /// The string at `key`, `.some(nil)` for JSON null, `nil` when the key is missing or not a string.
  static func value(_ task: [String: Any], _ key: String) -> String?? {
    switch task[key] {
    case is NSNull: return .some(nil)
    case let s as String: return .some(s)
    default: return nil
    }
  }

  @Test func spotChecksMatchWhatIsWrittenInTheFiles() throws {
    let v = try TemporaryVault(copying: Self.vault)
    let e = try Self.export(v)
    for spot in Self.spots {
      let task = try #require(e.task(spot.file, spot.line), "no task at \(spot.file):\(spot.line)")
      let expected: [(String, String?)] =
        [
          ("text", spot.text), ("status", spot.status), ("due", spot.due), ("scheduled", spot.scheduled),
          ("start", spot.start), ("priority", spot.priority), ("recurrence", spot.recurrence),
          ("doneDate", spot.doneDate),
        ] + spot.other.map { ($0.key, $0.value) }
      for (key, want) in expected {
        #expect(Self.value(task, key) == .some(want), "\(spot.file):\(spot.line) \(key)")
      }
      let done = spot.status == "x" || spot.status == "X"
      #expect(task["done"] as? Bool == done, "\(spot.file):\(spot.line) done")
    }

    let after = try #require(e.task("Formats/Tasks Format.md", 40))
    #expect(after["dependsOn"] as? [String] == ["dcf64c", "0h17ye"])
    let dataviewAfter = try #require(e.task("Formats/Dataview Format.md", 40))
    #expect(dataviewAfter["dependsOn"] as? [String] == ["dcf64c", "0h17ye"])
    let party = try #require(e.task("Manual Testing/Dependencies Samples.md", 22))
    #expect(party["dependsOn"] as? [String] == ["iv0euw", "rukpy8"])
    let tags = try #require(e.task("Manual Testing/Callouts and Block Quotes.md", 17)?["tags"] as? [String])
    #expect(tags == ["#task"])
  }

  @Test func checkReportsOnlyWellFormedDiagnosticsAboutRealLines() throws {
    let v = try TemporaryVault(copying: Self.vault)
    let result = try QuireProcess.run(["check"], in: v.url)
    let lines = Transcript.lines(result.stdout)
    // The demo vault has impossible dates on purpose, so there are errors and the status is 1.
    #expect(!lines.isEmpty)
    let hasError = lines.contains { $0.contains(": error: ") }
    #expect(result.status == (hasError ? 1 : 0), "stderr: \(result.stderr)")

    let shape = try Regex(#"(.+?\.md):([0-9]+)(?::([0-9]+))?: (error|warning|note): (.+)"#)
    let files = Set(Self.markdownFiles(in: v.url))
    for line in lines {
      guard let match = line.wholeMatch(of: shape) else {
        Issue.record("not path:line[:column]: severity: message: \(line)")
        continue
      }
      let file = String(try #require(match.output[1].substring))
      #expect(files.contains(file), "\(line): no such note in the vault")
      guard files.contains(file) else { continue }
      let fileLines = String(decoding: try v.read(file), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let numberText = try #require(match.output[2].substring)
      let number = try #require(Int(numberText))
      #expect((1...fileLines.count).contains(number), "\(line): line out of range")
      guard (1...fileLines.count).contains(number) else { continue }
      // A message that quotes a value ('2022-02-29' …) points its column at that value.
      if let columnText = match.output[3].substring, let column = Int(columnText) {
        let bytes = Array(fileLines[number - 1].utf8)
        #expect((1...bytes.count + 1).contains(column), "\(line): column out of range")
        let message = String(try #require(match.output[5].substring))
        if message.hasPrefix("'"), let end = message.dropFirst().firstIndex(of: "'"), column <= bytes.count {
          let quoted = message[message.index(after: message.startIndex)..<end]
          let at = String(decoding: bytes[(column - 1)...], as: UTF8.self)
          #expect(at.hasPrefix(quoted), "\(line): column \(column) points at \(at)")
        }
      }
    }
  }
}
