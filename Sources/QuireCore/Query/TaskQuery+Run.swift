/// What a query gives: its groups in display order, each with one heading per `group by` (the
/// plugin's group names), and the tasks shown.
public struct QueryResult: Sendable {
  public struct Group: Sendable {
    /// The group's name under each `group by`, as the plugin names it (`%%n%%` prefixes kept;
    /// ``QueryResult/shown(_:)`` takes them away).
    public var names: [String]
    public var tasks: [QueryTask]
  }

  public var groups: [Group]
  /// The distinct tasks shown (a task may be in several groups).
  public var total: Int
  /// Why the search failed (a function met an error, as the plugin's "Search failed"); the
  /// groups are then empty.
  public var error: String?

  /// A group name as the plugin shows it: the `%%...%%` comments that order the groups hidden.
  public static func shown(_ name: String) -> String {
    var out = ""
    var rest = Substring(name)
    while let open = rest.firstRange(of: "%%") {
      guard let close = rest[open.upperBound...].firstRange(of: "%%") else { break }
      out += rest[..<open.lowerBound]
      rest = rest[close.upperBound...]
    }
    return out + rest
  }
}

extension TaskQuery {
  /// The query run on `tasks` (every task the query may see): filtered, sorted (the `sort by`
  /// lines, then the plugin's default order: status type, urgency, due date, priority, path),
  /// cut to `limit`, grouped, and cut to `limit groups` per group.
  public func run(_ tasks: [QueryTask]) -> QueryResult {
    let search = QuerySearch(today: environment.today, tasks: tasks)
    var kept = tasks
    for filter in filters { kept = kept.filter { filter.matches($0, in: search) } }
    var order = Self.order(of: kept, by: sorters + Self.defaultSorters, search)
    if let limit { order = Array(order.prefix(limit)) }
    var groups = group(kept, shown: order, search)
    var total = order.count
    if let groupLimit, !groupers.isEmpty {
      for index in groups.indices { groups[index].tasks = Array(groups[index].tasks.prefix(groupLimit)) }
      // A task in several groups is one object in each.
      var seen = Set<ObjectIdentifier>()
      for group in groups { for task in group.tasks { seen.insert(ObjectIdentifier(task)) } }
      total = seen.count
    }
    if let error = search.failure.message { return QueryResult(groups: [], total: 0, error: error) }
    return QueryResult(groups: groups, total: total)
  }

  /// Conditions every task the query shows meets, for the read port to apply before the query
  /// runs: the clauses of its top-level filters (they all must hold). Empty when a filter looks at
  /// other tasks (`is blocked`, `is blocking`), which needs every task of the vault.
  public var prefilter: [TaskFilter.Clause] {
    if filters.contains(where: { $0.instruction.lowercased().contains("block") }) { return [] }
    return filters.flatMap(\.clauses)
  }

  static let defaultSorters: [QuerySorter] = [
    QueryFields.statusType, QueryFields.urgency, QueryFields.due, QueryFields.priority, QueryFields.path,
  ].compactMap { field in
    field.key.map { QuerySorter("sort by \(field.name)", reverse: false, keyName: field.name, key: $0) }
  }

  // MARK: - Explain

  /// The query in words, as the plugin's `Explainer` writes it with `indent`.
  public func explained(indent: String = "") -> String {
    if let error { return "Query has an error:\n\(error)\n" }
    var parts: [String] = []
    if ignoresGlobalQuery { parts.append(indent + "ignore global query\n") }
    parts += [
      explainedFilters(indent), explainedGroups(indent), explainedSorters(indent), explainedLayout(indent),
      explainedLimits(indent),
    ]
    return parts.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  func explainedFilters(_ indent: String) -> String {
    if filters.isEmpty { return indent + "No filters supplied. All tasks will match the query.\n" }
    return filters.map { $0.explained(indent: indent) }.joined(separator: "\n")
  }

  func explainedGroups(_ indent: String) -> String { Self.statements(groupers.map(\.statement), indent) }
  func explainedSorters(_ indent: String) -> String { Self.statements(sorters.map(\.statement), indent) }
  func explainedLayout(_ indent: String) -> String { Self.statements(layoutStatements, indent) }

  func explainedLimits(_ indent: String) -> String {
    var limits: [String] = []
    if let limit { limits.append(indent + Self.atMost(limit) + ".\n") }
    if let groupLimit {
      limits.append(indent + Self.atMost(groupLimit) + " per group (if any \"group by\" options are supplied).\n")
    }
    return limits.joined(separator: "\n")
  }

  private static func atMost(_ n: Int) -> String { "At most \(n) task" + (n == 1 ? "" : "s") }

  private static func statements(_ statements: [QueryStatement], _ indent: String) -> String {
    statements.isEmpty ? "" : statements.map { $0.explained(indent: indent) }.joined(separator: "\n\n") + "\n"
  }

  /// The whole explanation `explain` shows under a block: the global filter, the global query
  /// (unless ignored), then this query, as the plugin's `explainResults`.
  public func explanation(globalFilter: String, globalQuery: TaskQuery?) -> String {
    var result = ""
    if !globalFilter.isEmpty { result += "Only tasks containing the global filter '\(globalFilter)'.\n\n" }
    if !ignoresGlobalQuery, let globalQuery, !globalQuery.statements.isEmpty {
      var global = globalQuery
      global.ignoresGlobalQuery = false
      result += "Explanation of the global query:\n\n" + global.explained(indent: "  ") + "\n"
    }
    return result + "Explanation of this Tasks code block query:\n\n" + explained(indent: "  ")
  }
}
