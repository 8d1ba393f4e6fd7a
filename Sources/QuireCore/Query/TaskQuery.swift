/// A Tasks query (the text of a ```` ```tasks ```` block) read as the Obsidian Tasks plugin reads
/// it (its `Query`): filters, `sort by`, `group by`, `limit`, `limit groups`, `hide`/`show`,
/// `short mode`, `explain`, `ignore global query`, comments (`#`), `\` line continuations and the
/// `{{query.file.*}}` placeholders (docs/queries.md). The first line it cannot read stops it with
/// ``error``, the plugin's message.
public struct TaskQuery: Sendable {
  /// The query's note, for the `{{query.file.*}}` placeholders.
  public struct File: Sendable, Equatable {
    public var path: String

    public init(path: String) { self.path = path }
  }

  public var source: String
  public var file: File?
  public private(set) var statements: [QueryStatement] = []
  public private(set) var filters: [QueryFilter] = []
  public private(set) var sorters: [QuerySorter] = []
  public private(set) var groupers: [QueryGrouper] = []
  public private(set) var layoutStatements: [QueryStatement] = []
  public private(set) var limit: Int?
  public private(set) var groupLimit: Int?
  public private(set) var explains = false
  public private(set) var shortMode = false
  public internal(set) var ignoresGlobalQuery = false
  /// The `hide`/`show` options, lower case, to whether they are hidden.
  public private(set) var hidden: [String: Bool] = [:]
  public private(set) var error: String?
  /// The line of the query ``error`` is about (1-based), when it is about one.
  public private(set) var errorLine: Int?

  let environment: QueryEnvironment
  let presets: [String: String]

  public init(
    _ source: String, today: LocalDate, file: File? = nil, presets: [String: String] = [:]
  ) {
    self.source = source
    self.file = file
    environment = QueryEnvironment(today: today, file: file?.path)
    self.presets = presets
    for statement in QueryStatement.scan(source) {
      guard let expanded = expand(statement) else { return }
      statements += expanded
    }
    for statement in statements {
      read(statement)
      if error != nil { return }
    }
  }

  /// The filter of `line`, as the first field that reads it makes it; `nil` when none reads it.
  static func parseFilter(_ line: String, _ environment: QueryEnvironment) -> QueryFilterResult? {
    for field in QueryFields.all where field.canFilter(line) { return field.filter(line, environment) }
    return nil
  }

  // MARK: - Reading

  private mutating func read(_ statement: QueryStatement) {
    let line = statement.expanded
    if let preset = QueryPattern.match("^preset +(.*)", line), let name = preset[1]?.trimmedAsJS() {
      return readPreset(name, statement)
    }
    if QueryPattern.matches("^short", line) {
      shortMode = true
      layoutStatements.append(statement)
    } else if QueryPattern.matches("^full", line) {
      shortMode = false
      layoutStatements.append(statement)
    } else if QueryPattern.matches("^explain", line) {
      explains = true
    } else if QueryPattern.matches("^ignore global query", line) {
      ignoresGlobalQuery = true
    } else if let match = QueryPattern.match("^limit (groups )?(to )?(\\d+)( tasks?)?", line),
      let count = match[3].flatMap({ Int($0) })
    {
      if match[1] != nil { groupLimit = count } else { limit = count }
    } else if let match = QueryPattern.match("^(sort|group) by function( reverse)? (.*)", line),
      let kind = match[1], let expression = match[3]
    {
      let reverse = match[2] != nil
      do throws(ScriptSyntaxError) {
        if kind.lowercased() == "sort" {
          var sorter = try FunctionQueryField.sorter(line, expression, reverse: reverse, environment)
          sorter.statement = statement
          sorters.append(sorter)
        } else {
          var grouper = try FunctionQueryField.grouper(line, expression, reverse: reverse, environment)
          grouper.statement = statement
          groupers.append(grouper)
        }
      } catch {
        fail(FunctionQueryField.parseError(expression, error), statement)
      }
    } else if QueryPattern.matches("^sort by ", line) {
      guard var sorter = QueryFields.all.lazy.compactMap({ $0.sorter(line) }).first else {
        return fail("do not understand query", statement)
      }
      sorter.statement = statement
      sorters.append(sorter)
    } else if QueryPattern.matches("^group by ", line) {
      guard var grouper = QueryFields.all.lazy.compactMap({ $0.grouper(line) }).first else {
        return fail("do not understand query", statement)
      }
      grouper.statement = statement
      groupers.append(grouper)
    } else if let match = QueryPattern.match("^(hide|show) +(.*)", line), let verb = match[1], let option = match[2] {
      guard Self.layoutOptions.contains(where: { option.lowercased().hasPrefix($0) }) else {
        return fail("do not understand hide/show option", QueryStatement(raw: line, continued: line))
      }
      hidden[option.lowercased()] = verb.lowercased() == "hide"
      layoutStatements.append(statement)
    } else if QueryPattern.matches("^view +(.*)", line) {
      layoutStatements.append(statement)
    } else if line.hasPrefix("#") {
      return
    } else if let result = Self.parseFilter(line, environment) {
      switch result {
      case .filter(var filter):
        filter.statement = statement
        filters.append(filter)
      case .error(let message): fail(message, statement)
      }
    } else {
      fail("do not understand query", statement)
    }
  }

  /// The plugin's `hide`/`show` options (query layout, then task fields).
  static let layoutOptions = [
    "backlink", "edit button", "nested backlink", "postpone button", "task count", "group count", "toolbar", "tree",
    "urgency", "cancelled date", "created date", "depends on", "done date", "due date", "id", "on completion",
    "priority", "recurrence rule", "scheduled date", "start date", "tags",
  ]

  private mutating func fail(_ message: String, _ statement: QueryStatement) {
    error = statement.error(message)
    errorLine = statement.line
  }

  private mutating func readPreset(_ name: String, _ statement: QueryStatement) {
    guard let text = presets[name] else {
      var message = "Cannot find preset \"\(name)\" in the Tasks settings"
      if presets.isEmpty {
        message += "\nYou can define the instruction(s) for \"\(name)\" in the Tasks settings."
      } else {
        let width = presets.keys.map(\.count).max() ?? 0
        let names = presets.sorted { QueryCompare.texts($0.key, $1.key) < 0 }.map { key, value in
          var summary = String(value.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
          let truncated = value.contains("\n") || summary.count > 50
          summary = String(summary.prefix(50)) + (truncated ? "..." : "")
          return key + String(repeating: " ", count: width - key.count) + ": " + summary
        }
        message += "\nThe following presets are defined in the Tasks settings:\n  " + names.joined(separator: "\n  ")
      }
      return fail(message, statement)
    }
    for instruction in QueryStatement.scan(text) {
      var inner = QueryStatement(raw: statement.raw, continued: statement.continued, line: statement.line)
      inner.expanded = expandPlaceholders(in: instruction.continued) ?? instruction.continued
      read(inner)
      if error != nil { return }
    }
  }

  // MARK: - Placeholders

  /// The statement with its `{{...}}` placeholders filled in from the query's file; `nil` (and
  /// ``error``) when one cannot be.
  private mutating func expand(_ statement: QueryStatement) -> [QueryStatement]? {
    let source = statement.continued
    guard source.contains("{{") && source.contains("}}") else { return [statement] }
    errorLine = statement.line
    guard file != nil else {
      error =
        "The query looks like it contains a placeholder, with \"{{\" and \"}}\"\nbut no file path has been supplied, so cannot expand placeholder values.\nThe query is:\n\(source)"
      return nil
    }
    if source.hasPrefix("#") { return [statement] }
    guard let expanded = expandPlaceholders(in: source) else {
      error = placeholderError(source)
      return nil
    }
    errorLine = nil
    var out = statement
    out.expanded = expanded.trimmedAsJS()
    return [out]
  }

  /// The known placeholders filled in; `nil` when one is unknown.
  private func expandPlaceholders(in text: String) -> String? {
    guard let path = file?.path else { return text }
    var values: [String: String] = [:]
    for name in QueryTask.fileProperties { values["query.file." + name] = QueryTask.fileProperty(name, of: path) }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: "{{") {
      guard let close = rest[open.upperBound...].firstRange(of: "}}") else { break }
      let name = rest[open.upperBound..<close.lowerBound].trimmedAsJS()
      // `{{! ... }}` is a Mustache comment: it goes.
      guard let value = name.hasPrefix("!") ? "" : values[name] else { return nil }
      out += rest[..<open.lowerBound] + value
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  private func placeholderError(_ source: String) -> String {
    var unknown = ""
    if let open = source.firstRange(of: "{{"), let close = source[open.upperBound...].firstRange(of: "}}") {
      unknown = source[open.upperBound..<close.lowerBound].trimmedAsJS()
    }
    return
      "There was an error expanding one or more placeholders.\n\nThe error message was:\n    Unknown property: \(unknown)\n\nThe problem is in:\n    \(source)"
  }

  // MARK: - Combining

  /// This query with `other`'s instructions after its own (the global query before a block).
  public func appending(_ other: TaskQuery) -> TaskQuery {
    if source.isEmpty { return other }
    if other.source.isEmpty { return self }
    var combined = TaskQuery(
      source + "\n" + other.source, today: environment.today, file: file ?? other.file, presets: presets)
    // An error's line counts in `other`, the block the person wrote.
    if let line = combined.errorLine {
      let own = source.split(separator: "\n", omittingEmptySubsequences: false).count
      combined.errorLine = line > own ? line - own : nil
    }
    return combined
  }
}
