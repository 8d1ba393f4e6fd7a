import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore

/// Holds the query engine to the Obsidian Tasks plugin's own query tests, transcribed as data in
/// `Tests/Fixtures/compat/query/` (source, commit and MIT licence in its README): every filter case
/// of `filters.json` (which tasks match, which lines are refused, what `explain` says) and every
/// case of `explain.json`. Cases Quire answers differently on purpose are listed in
/// ``exclusions`` with the reason (docs/queries.md, "Where Quire differs"); an excluded case must
/// still fail, so the list stays honest.
@Suite struct ObsidianTasksQueryCompatTests {
  static let folder = RepositoryPaths.fixtures.appendingPathComponent("compat/query")

  static func load(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Case id → why Quire's answer differs.
  static let exclusions: [String: String] = [
    "priority-error-1": fieldLevel, "priority-error-2": fieldLevel, "priority-error-3": fieldLevel,
    "boolean-error-row-217": "the test hands an empty line to BooleanField; in a query an empty line is no instruction",
    "regex-error-unterminated-group":
      "the regular expression engine's own words differ (Swift's Regex, not V8's); the rest of the message is the plugin's",
    "docs-query-file-defaults": "the query file's own properties (TQ_...) are not read yet",
    "group-status-name-sorted": emptyStatus, "group-status-type-empt": emptyStatus,
    "group-status-type-sorted": emptyStatus, "sort-status-type-5": emptyStatus, "sort-status-type-6": emptyStatus,
    "sort-status-type-reverse-5": emptyStatus, "sort-status-type-reverse-6": emptyStatus,
    "sort-visualise-default-order": emptyStatus,
    "group-recurrence-row-87": recurrenceAsWritten, "group-recurrence-row-88": recurrenceAsWritten,
    "group-recurrence-sorted": recurrenceAsWritten,
    "sort-comparator-sign-normal": "the sorter is a JavaScript comparator the test builds; no query line makes it",
    "explainer-everything": ignoreSort, "explainer-everything-indented": ignoreSort,
    "explainer-sort-by-function-multiline":
      "a `for` loop and `[...text]` are outside the JavaScript Quire evaluates; the line is refused with a message",
  ]

  static let ignoreSort =
    "the test turns on the plugin's debug setting ignoreSortInstructions, which Quire does not have"

  static let emptyStatus =
    "the plugin's EMPTY status is the line `- [] ...`, which is no task line to Quire (nor to Obsidian's checkbox)"
  static let recurrenceAsWritten =
    "Quire keeps the 🔁 rule as written (`every Sunday`); the plugin names it as rrule.js writes it back "
    + "(`every week on Sunday`). The dates agree (docs/obsidian-tasks-compat.md)"

  static let fieldLevel =
    "the test calls the field's own parser; through a query no field reads the line, so it is 'do not understand query'"

  /// The plugin's default day for cases that set none (their results do not depend on it).
  static let anyDay = LocalDate(iso: "2022-01-01")!

  // MARK: - Tasks of a case

  /// The case's statuses: the plugin's defaults and its custom ones.
  static func settings(_ settings: [String: Any]?) -> TaskSettings {
    var out = TaskSettings()
    out.statuses = StatusRegistry([
      .init(symbol: " ", name: "Todo", kind: .todo, next: "x"),
      .init(symbol: "x", name: "Done", kind: .done, next: " "),
      .init(symbol: "/", name: "In Progress", kind: .inProgress, next: "x"),
      .init(symbol: "-", name: "Cancelled", kind: .cancelled, next: " "),
    ])
    for row in settings?["customStatuses"] as? [[String]] ?? [] where row.count >= 4 {
      let type = String(row[3].prefix { $0 != " " })
      out.statuses.set(
        .init(symbol: row[0], name: row[1], kind: StatusRegistry.kind(pluginType: type) ?? .todo, next: row[2]))
    }
    if let filter = settings?["globalFilter"] as? String { out.globalFilter = filter }
    return out
  }

  static func task(_ object: [String: Any], index: Int, settings: TaskSettings) -> QueryTask? {
    guard let line = object["line"] as? String, let parsed = TaskLineParser.parse(line) else { return nil }
    var status = settings.statuses.status(parsed.status.symbol)
    var name: String?
    if let row = object["status"] as? [String], row.count >= 4 {
      status = TaskStatus(symbol: row[0], kind: StatusRegistry.kind(pluginType: row[3]) ?? .todo)
      name = row[1]
    }
    var item = TaskItem(
      id: "", file: object["path"] as? String ?? "", line: index + 1, status: status, fields: parsed.fields,
      format: parsed.format)
    item.written = line
    item.heading = object["heading"] as? String
    return QueryTask(task: item, settings: settings, statusName: name)
  }

  // MARK: - filters.json

  @Test func everyFilterCase() throws {
    let json = try Self.load("filters.json")
    let cases = try #require(json["cases"] as? [[String: Any]])
    var tally = QueryTally(exclusions: Self.exclusions)
    for c in cases {
      tally.record(id: c["id"] as? String ?? "?", mismatches: Self.filterMismatches(c))
    }
    tally.finish(file: "filters.json cases", total: cases.count)
  }

  static func filterMismatches(_ c: [String: Any]) -> [String] {
    let instruction = c["instruction"] as? String ?? ""
    let today = (c["today"] as? String).flatMap { LocalDate(iso: $0) } ?? anyDay
    let settings = Self.settings(c["settings"] as? [String: Any])
    let query = TaskQuery(instruction, today: today)
    let wantsError = c["error"] != nil || c["error_contains"] != nil
    if wantsError {
      guard let error = query.error else { return ["expected an error, the line was read"] }
      if let exact = c["error"] as? String, !error.contains(exact) {
        return ["error: expected \(exact.debugDescription), got \(error.debugDescription)"]
      }
      if let part = c["error_contains"] as? String, !error.contains(part) {
        return ["error: expected to contain \(part.debugDescription), got \(error.debugDescription)"]
      }
      return []
    }
    if let error = query.error { return ["not read: \(error.debugDescription)"] }
    guard let filter = query.filters.first, query.filters.count == 1 else { return ["not one filter"] }
    var mismatches: [String] = []
    if let expected = c["explanation"] as? String {
      let actual =
        c["explanation_via"] != nil ? filter.explained(indent: "") : filter.explanation.text()
      if actual != expected {
        mismatches.append("explanation: expected \(expected.debugDescription), got \(actual.debugDescription)")
      }
    }
    let objects = c["tasks"] as? [[String: Any]] ?? []
    let tasks = objects.enumerated().map { Self.task($0.element, index: $0.offset, settings: settings) }
    let search = QuerySearch(today: today, tasks: tasks.compactMap { $0 })
    for (object, task) in zip(objects, tasks) {
      guard let expected = object["matches"] as? Bool else { continue }
      guard let task else {
        if expected { mismatches.append("not a task line: \(object["line"] ?? "")") }
        continue
      }
      let matches = filter.matches(task, in: search)
      if matches != expected {
        mismatches.append("\(object["line"] as? String ?? ""): expected \(expected ? "a match" : "no match")")
      }
      // What the read port is asked first never drops a task the filter would pass.
      if matches, !TaskFilter(filter.clauses, archive: "archive").matches(task.task) {
        mismatches.append("\(object["line"] as? String ?? ""): the prefilter \(filter.clauses) drops it")
      }
    }
    return mismatches
  }

  // MARK: - sort.json

  @Test func everySortCase() throws {
    let json = try Self.load("sort.json")
    let pairs = try #require(json["pairs"] as? [[String: Any]])
    let cases = try #require(json["cases"] as? [[String: Any]])
    var tally = QueryTally(exclusions: Self.exclusions)
    for c in pairs { tally.record(id: c["id"] as? String ?? "?", mismatches: Self.pairMismatches(c)) }
    for c in cases { tally.record(id: c["id"] as? String ?? "?", mismatches: Self.orderMismatches(c)) }
    tally.finish(file: "sort.json pairs and cases", total: pairs.count + cases.count)
  }

  static func pairMismatches(_ c: [String: Any]) -> [String] {
    let today = (c["today"] as? String).flatMap { LocalDate(iso: $0) } ?? anyDay
    let settings = Self.settings(c["settings"] as? [String: Any])
    let query = TaskQuery(c["instruction"] as? String ?? "", today: today)
    guard let sorter = query.sorters.first else { return ["no sorter: \(query.error ?? "")"] }
    func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? ["line": value as Any] }
    guard let a = Self.task(object(c["a"]), index: 0, settings: settings),
      let b = Self.task(object(c["b"]), index: 1, settings: settings)
    else { return ["not task lines"] }
    let search = QuerySearch(today: today, tasks: [a, b])
    let expected = (c["expected"] as? Int ?? 0).signum()
    let forward = sorter.compare(a, b, search).signum()
    if forward != expected { return ["compare(a, b): expected \(expected), got \(forward)"] }
    if c["one_way"] as? Bool != true, sorter.compare(b, a, search).signum() != -expected {
      return ["compare(b, a): expected \(-expected)"]
    }
    return []
  }

  static func orderMismatches(_ c: [String: Any]) -> [String] {
    let today = (c["today"] as? String).flatMap { LocalDate(iso: $0) } ?? anyDay
    let settings = Self.settings(c["settings"] as? [String: Any])
    let query = TaskQuery(c["instruction"] as? String ?? "", today: today)
    if let error = query.error { return ["not read: \(error)"] }
    let lines = c["lines"] as? [Any] ?? []
    let tasks = lines.enumerated().compactMap { index, line -> QueryTask? in
      let object = line as? [String: Any] ?? ["line": line]
      return Self.task(object, index: index, settings: settings)
    }
    let order = query.run(tasks).groups.flatMap(\.tasks).map { $0.task.line - 1 }
    let expected = c["expected_order"] as? [Int] ?? []
    return order == expected ? [] : ["order: expected \(expected), got \(order)"]
  }

  // MARK: - group.json

  @Test func everyGroupCase() throws {
    let json = try Self.load("group.json")
    let cases = try #require(json["cases"] as? [[String: Any]])
    var tally = QueryTally(exclusions: Self.exclusions)
    for c in cases { tally.record(id: c["id"] as? String ?? "?", mismatches: Self.groupMismatches(c)) }
    tally.finish(file: "group.json cases", total: cases.count)
  }

  static func groupMismatches(_ c: [String: Any]) -> [String] {
    let today = (c["today"] as? String).flatMap { LocalDate(iso: $0) } ?? anyDay
    let settings = Self.settings(c["settings"] as? [String: Any])
    let query = TaskQuery(c["instruction"] as? String ?? "", today: today)
    if let error = query.error { return ["not read: \(error)"] }
    let objects = c["tasks"] as? [[String: Any]] ?? []
    let tasks = objects.enumerated().compactMap { Self.task($0.element, index: $0.offset, settings: settings) }
    // A group named "" shows no heading (the plugin's display headings).
    let names = query.run(tasks).groups.compactMap(\.names.first).filter { !$0.isEmpty }
    let expected = c["headings"] as? [String] ?? []
    return names == expected ? [] : ["headings: expected \(expected), got \(names)"]
  }

  // MARK: - explain.json

  @Test func everyExplainCase() throws {
    let json = try Self.load("explain.json")
    let cases = try #require(json["cases"] as? [[String: Any]])
    var tally = QueryTally(exclusions: Self.exclusions)
    for c in cases { tally.record(id: c["id"] as? String ?? "?", mismatches: Self.explainMismatches(c)) }
    tally.finish(file: "explain.json cases", total: cases.count)
  }

  static func explainMismatches(_ c: [String: Any]) -> [String] {
    guard let source = c["query"] as? String, let expected = c["explanation"] as? String else { return ["no query"] }
    let today = (c["today"] as? String).flatMap { LocalDate(iso: $0) } ?? anyDay
    let file = (c["query_file_path"] as? String).map { TaskQuery.File(path: $0) }
    let query = TaskQuery(source, today: today, file: file)
    let indent = c["indent"] as? String ?? ""
    let function = c["function"] as? String ?? ""
    let actual: String
    if function.hasPrefix("explainResults") {
      let global = (c["global_query"] as? String).map { TaskQuery($0, today: today, file: file) }
      let filter = (c["settings"] as? [String: Any])?["globalFilter"] as? String ?? ""
      actual = query.explanation(globalFilter: filter, globalQuery: global)
    } else if function.contains("explainFilters") {
      actual = query.explainedFilters(indent)
    } else if function.contains("explainLayout") {
      actual = query.explainedLayout(indent)
    } else if function.contains("explainQueryLimits") {
      actual = query.explainedLimits(indent)
    } else if function.contains("explainGroups") {
      actual = query.explainedGroups(indent)
    } else if function.contains("explainSorters") {
      actual = query.explainedSorters(indent)
    } else if function.contains("Error: ") {
      actual = query.explained(indent: indent) + "\nError: " + (query.error ?? "None")
    } else {
      actual = query.explained(indent: indent)
    }
    func trimmed(_ s: String) -> String {
      var s = s
      while s.hasSuffix("\n") { s.removeLast() }
      return s
    }
    return trimmed(actual) == trimmed(expected) ? [] : ["expected:\n\(expected)\ngot:\n\(actual)"]
  }
}

/// Counts a compat file's cases: passed, excluded as expected, failed; an excluded case that
/// passes is a failure too (the exclusion list is out of date).
struct QueryTally {
  var exclusions: [String: String]
  var passed = 0
  var excluded = 0
  var failures: [String] = []

  mutating func record(id: String, mismatches: [String]) {
    if exclusions[id] != nil {
      if mismatches.isEmpty { failures.append("\(id) is excluded but passes: remove it from the exclusions") }
      excluded += 1
    } else if mismatches.isEmpty {
      passed += 1
    } else {
      failures.append("\(id): " + mismatches.joined(separator: "; "))
    }
  }

  func finish(file: String, total: Int) {
    print(
      "compat \(file): \(passed) of \(total) passed, \(excluded) excluded, \(failures.count) failed")
    for failure in failures { print("  " + failure) }
    #expect(failures.isEmpty, "\(failures.count) failed in \(file)")
  }
}
