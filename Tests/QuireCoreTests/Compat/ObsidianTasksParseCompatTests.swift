import Foundation
import Testing

@testable import QuireCore

/// Holds Quire's task syntax to the Obsidian Tasks plugin's own test expectations
/// (`../shared/compat/obsidian-tasks-parse.json` and `obsidian-tasks-serialize.json`).
///
/// Every case runs; only the keys a case's `expect` gives are compared (compat README). Cases
/// Quire deliberately reads differently are listed in ``exclusions`` with the reason, and the
/// same list is in `docs/obsidian-tasks-compat.md`. An excluded case must still fail: when one
/// starts to pass, the test says so, and it leaves the list.
@Suite("Obsidian Tasks compat")
struct ObsidianTasksParseCompatTests {
  // MARK: - Exclusions

  /// Case id → why Quire reads it differently.
  static let exclusions: [String: String] = [
    // Quire has no global filter (every checkbox item is a task), so these settings do not apply.
    "task-tags-06": globalFilter, "task-tags-07": globalFilter, "task-tags-08": globalFilter,
    "task-tags-09": globalFilter, "task-tags-10": globalFilter,
    "nontask-missing-global-filter": globalFilter,
    "nontask-global-filter-only-in-status": globalFilter,
    // The recurrence text is kept as written; the plugin rewrites it through its rrule library.
    "group-recurrence-87": recurrenceAsWritten,
    "group-recurrence-88": recurrenceAsWritten,
    // Rules are validated by the recurrence engine, not by the line syntax.
    "task-invalid-recurrence-rule":
      "the line syntax keeps every 🔁 rule as written (recurrence 'invalid rule'); the recurrence engine "
      + "reports a rule it cannot read as a diagnostic, instead of silently dropping it as the plugin does",
  ]

  static let globalFilter =
    "the test sets the plugin's globalFilter setting; Quire has no global filter: every checkbox item is a task "
    + "and every #tag is in its tags"
  static let recurrenceAsWritten =
    "Quire keeps the 🔁 rule exactly as written ('every Sunday'); the plugin normalises it through rrule "
    + "('every week on Sunday')"

  // MARK: - Parse cases

  @Test("every case of obsidian-tasks-parse.json")
  func parseCases() throws {
    let json = try CompatFixtures.load("obsidian-tasks-parse.json")
    let cases = try #require(json["cases"] as? [[String: Any]], "no `cases` array")
    var tally = Tally()
    for testCase in cases {
      let id = testCase["id"] as? String ?? "?"
      tally.record(id: id, mismatches: Self.parseMismatches(testCase))
    }
    tally.finish(file: "obsidian-tasks-parse.json cases", total: cases.count)
  }

  @Test("every list_marker_case of obsidian-tasks-parse.json")
  func listMarkerCases() throws {
    let json = try CompatFixtures.load("obsidian-tasks-parse.json")
    let cases = try #require(json["list_marker_cases"] as? [[String: Any]], "no `list_marker_cases` array")
    var tally = Tally()
    for testCase in cases {
      let marker = try #require(testCase["marker"] as? String)
      let valid = try #require(testCase["valid"] as? Bool)
      var mismatches: [String] = []
      if TaskLineParser.isListMarker(marker) != valid { mismatches.append("isListMarker(\(marker)) != \(valid)") }
      if (TaskLineParser.parse(marker + " [ ] task") != nil) != valid {
        mismatches.append("parse('\(marker) [ ] task') is \(valid ? "nil" : "a task")")
      }
      tally.record(id: "marker \(marker)", mismatches: mismatches)
    }
    tally.finish(file: "obsidian-tasks-parse.json list_marker_cases", total: cases.count)
  }

  static func parseMismatches(_ testCase: [String: Any]) -> [String] {
    guard let line = testCase["line"] as? String else { return ["no line"] }
    let parsed = TaskLineParser.parse(line)
    guard let expect = testCase["expect"] as? [String: Any] else {
      // `expect: null`: not a task.
      return parsed == nil ? [] : ["read as a task, expected not a task"]
    }
    guard let parsed else { return ["not read as a task"] }
    let syntax = (TaskFormat(rawValue: testCase["format"] as? String ?? "") ?? .emoji).syntax
    let f = parsed.fields
    var mismatches: [String] = []
    for (key, expected) in expect.sorted(by: { $0.key < $1.key }) {
      let actual: Any?
      switch key {
      case "listMarker": actual = parsed.listMarker
      case "indentation": actual = parsed.prefix
      case "originalMarkdown": actual = parsed.original
      case "status": actual = parsed.status.symbol
      case "statusType": actual = parsed.status.kind.rawValue
      case "description": actual = f.description
      case "tags": actual = f.tags
      case "priority": actual = f.priority.rawValue
      case "created": actual = f.created?.description
      case "start": actual = f.start?.description
      case "scheduled": actual = f.scheduled?.description
      case "due": actual = f.due?.description
      case "done": actual = f.done?.description
      case "cancelled": actual = f.cancelled?.description
      case "recurrence": actual = f.recurrence
      case "isRecurring": actual = f.recurrence != nil
      case "onCompletion": actual = f.onCompletion ?? ""
      case "dependsOn": actual = f.dependsOn
      case "id": actual = f.id ?? ""
      case "blockLink": actual = f.blockLink
      case "toFileLineString": actual = parsed.rebuilt(using: syntax)
      case "toString": actual = syntax.serialize(f)
      default:
        mismatches.append("unhandled expect key '\(key)'")
        continue
      }
      if !CompatFixtures.same(expected, actual) {
        mismatches.append("\(key): expected \(CompatFixtures.show(expected)), got \(CompatFixtures.show(actual))")
      }
    }
    return mismatches
  }

  // MARK: - Serialize cases

  @Test("every case of obsidian-tasks-serialize.json")
  func serializeCases() throws {
    let json = try CompatFixtures.load("obsidian-tasks-serialize.json")
    let cases = try #require(json["cases"] as? [[String: Any]], "no `cases` array")
    var tally = Tally()
    for testCase in cases {
      let id = testCase["id"] as? String ?? "?"
      tally.record(id: id, mismatches: Self.serializeMismatches(testCase))
    }
    tally.finish(file: "obsidian-tasks-serialize.json cases", total: cases.count)
  }

  static func serializeMismatches(_ testCase: [String: Any]) -> [String] {
    guard let input = testCase["fields"] as? [String: Any] else { return ["no fields"] }
    let syntax = (TaskFormat(rawValue: testCase["format"] as? String ?? "") ?? .emoji).syntax
    var f = TaskFields()
    var status = TaskStatus.todo
    var mismatches: [String] = []
    func date(_ key: String) -> LocalDate? { (input[key] as? String).flatMap { LocalDate(iso: $0) } }
    for key in input.keys.sorted() {
      switch key {
      case "description", "tags", "indentation": break  // below; serialize() never writes the indentation
      case "status": status = TaskStatus(symbol: input[key] as? String ?? " ")
      case "priority": f.priority = Priority(rawValue: input[key] as? String ?? "") ?? .none
      case "created": f.created = date(key)
      case "start": f.start = date(key)
      case "scheduled": f.scheduled = date(key)
      case "due": f.due = date(key)
      case "done": f.done = date(key)
      case "cancelled": f.cancelled = date(key)
      case "recurrence": f.recurrence = input[key] as? String
      case "onCompletion": f.onCompletion = (input[key] as? String).flatMap { $0.isEmpty ? nil : $0 }
      case "dependsOn": f.dependsOn = input[key] as? [String] ?? []
      case "id": f.id = input[key] as? String
      case "blockLink": f.blockLink = input[key] as? String ?? ""
      default: mismatches.append("unhandled field '\(key)'")
      }
    }
    // TaskBuilder appends the tags to the description after a space (compat serialize notes).
    f.description = input["description"] as? String ?? ""
    if let tags = input["tags"] as? [String], !tags.isEmpty { f.description += " " + tags.joined(separator: " ") }

    if let body = testCase["expect_body"] as? String, syntax.serialize(f) != body {
      mismatches.append("body: expected \(CompatFixtures.show(body)), got \(CompatFixtures.show(syntax.serialize(f)))")
    }
    if let line = testCase["expect_line"] as? String {
      let actual = syntax.line(prefix: "", listMarker: "-", status: status, fields: f)
      if actual != line {
        mismatches.append("line: expected \(CompatFixtures.show(line)), got \(CompatFixtures.show(actual))")
      }
    }
    if testCase["expect_body"] == nil, testCase["expect_line"] == nil { mismatches.append("nothing to compare") }
    return mismatches
  }
}

// MARK: - Counting

/// Counts the cases of one fixture file and checks the exclusion list against the results.
struct Tally {
  /// Case id → why the case is excluded; the parse and serialize exclusions unless given.
  var exclusions: [String: String] = ObsidianTasksParseCompatTests.exclusions
  var passed: [String] = []
  var failed: [(id: String, mismatches: [String])] = []
  var excludedAsExpected: [(id: String, mismatches: [String])] = []
  var excludedButPassing: [String] = []
  var seen: Set<String> = []

  mutating func record(id: String, mismatches: [String]) {
    seen.insert(id)
    let excluded = exclusions[id] != nil
    switch (mismatches.isEmpty, excluded) {
    case (true, false): passed.append(id)
    case (true, true): excludedButPassing.append(id)
    case (false, true): excludedAsExpected.append((id, mismatches))
    case (false, false): failed.append((id, mismatches))
    }
  }

  func finish(file: String, total: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    print(
      "compat \(file): \(passed.count) of \(total) passed, \(excludedAsExpected.count) excluded "
        + "(documented in docs/obsidian-tasks-compat.md), \(failed.count) failed")
    for (id, mismatches) in excludedAsExpected {
      print("  excluded \(id): \(mismatches.joined(separator: "; "))")
    }
    for (id, mismatches) in failed {
      Issue.record("\(file) case \(id): \(mismatches.joined(separator: "; "))", sourceLocation: sourceLocation)
    }
    for id in excludedButPassing {
      Issue.record(
        "\(file) case \(id) is excluded but passes: remove it from the exclusions", sourceLocation: sourceLocation)
    }
    #expect(passed.count + excludedAsExpected.count == total, sourceLocation: sourceLocation)
    #expect(total > 0, "no cases found in \(file)", sourceLocation: sourceLocation)
  }
}

// MARK: - Fixtures

/// Finds and reads the compat fixtures: `<repo root>/../shared/compat/` (the shared standard,
/// beside the repository on CI), else the copy in `Tests/Fixtures/compat/` (the same MIT-licensed
/// files with their README, so a clone on its own still runs every case).
enum CompatFixtures {
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The compat folder, found from this source file: up to the folder holding Package.swift,
  /// then `../shared/compat`, else `Tests/Fixtures/compat`.
  static func directory(from file: String = #filePath) throws -> URL {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw Missing(description: "no Package.swift above \(file); cannot locate the compat fixtures")
      }
      folder = parent
    }
    let candidates = [
      folder.deletingLastPathComponent().appendingPathComponent("shared/compat"),
      folder.appendingPathComponent("Tests/Fixtures/compat"),
    ]
    for compat in candidates {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: compat.path, isDirectory: &isDirectory), isDirectory.boolValue {
        return compat
      }
    }
    throw Missing(
      description:
        "the Obsidian Tasks compat fixtures are missing: expected \(candidates.map(\.path).joined(separator: " or ")). "
        + "The compat tests cannot run without them.")
  }

  static func load(_ name: String) throws -> [String: Any] {
    let url = try directory().appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Missing(description: "cannot read the compat fixture \(url.path)")
    }
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Missing(description: "\(url.path) is not a JSON object")
    }
    return object
  }

  /// JSON value equality: `null` matches `nil`.
  static func same(_ expected: Any, _ actual: Any?) -> Bool {
    switch expected {
    case is NSNull: return actual == nil
    case let string as String: return (actual as? String) == string
    case let strings as [String]: return (actual as? [String]) == strings
    default:
      // Booleans (the only other kind the fixtures assert) arrive as NSNumber.
      if let flag = actual as? Bool, let expectedFlag = expected as? Bool { return flag == expectedFlag }
      return false
    }
  }

  static func show(_ value: Any?) -> String {
    switch value {
    case nil, is NSNull: return "null"
    case let string as String: return "\"\(string)\""
    case let some?: return "\(some)"
    }
  }
}
