/// Every field of the query language, in the order the plugin tries them on a line
/// (obsidian-tasks `FilterParser.fieldCreators`): a more specific field before one whose
/// pattern would also take its lines (`status.name` before `status`), the boolean combination
/// last.
enum QueryFields {
  static let all: [QueryField] = [
    statusName, statusType, status, recurring, priority,
    happens, cancelled, created, starts, scheduled, due, done,
    path, folder, root, backlink, description, tags, heading, excludeSubItems, filename, urgency, recurrence,
    function, id, dependsOn, blocking, random, boolean,
  ]

  // MARK: - Status

  static let status: QueryField = {
    var field = QueryField(name: "status")
    field.instructions = [
      .init(text: "done", explanation: "status type is DONE or CANCELLED or NON_TASK", test: { t, _ in t.isDone }),
      .init(
        text: "not done", explanation: "status type is TODO or IN_PROGRESS or ON_HOLD", clauses: [.open],
        test: { t, _ in !t.isDone }),
    ]
    // `Todo` before `Done`, as the plugin names them (its old status names).
    field.key = { t, _ in QuerySortKey(t.isDone ? 1 : 0) }
    field.groups = { t, _ in [t.isDone ? "Done" : "Todo"] }
    return field
  }()

  static let statusTypes = ["TODO", "DONE", "IN_PROGRESS", "ON_HOLD", "CANCELLED", "NON_TASK"]

  static let statusType: QueryField = {
    var field = QueryField(name: "status.type")
    field.reads = { QueryPattern.matches("^(?:status\\.type)", $0) }
    field.parse = { line, _ in
      let help = """
        Invalid status.type instruction: '\(line)'.
            Allowed options: 'is' and 'is not' (without quotes).
            Allowed values:  \(statusTypes.joined(separator: " "))
                             Note: values are case-insensitive,
                                   so 'in_progress' works too, for example.
            Example:         status.type is not NON_TASK
        """
      guard let match = QueryPattern.match("^(?:status\\.type) (is|is not) ([^ ]+)$", line),
        let op = match[1]?.lowercased(), let type = match[2]?.uppercased(), statusTypes.contains(type)
      else { return .error(help) }
      let negate = op == "is not"
      return .filter(QueryFilter(line) { t, _ in (t.statusType == type) != negate })
    }
    // The hidden numbers of the group names order the types: compared as numbers, the same order.
    field.key = { t, _ in QuerySortKey(Double(typeOrder(t))) }
    field.groups = { t, _ in [typeGroup(t)] }
    return field
  }()

  /// `%%2%%TODO`: the type with a hidden number that orders the groups as the plugin does.
  static func typeGroup(_ task: QueryTask) -> String { "%%\(typeOrder(task))%%\(task.statusType)" }

  /// The plugin's order of the status types: in progress, to do, on hold, done, cancelled, no task.
  static func typeOrder(_ task: QueryTask) -> Int {
    switch task.task.status.kind {
    case .inProgress: 1
    case .todo: 2
    case .deferred: 3
    case .done: 4
    case .cancelled: 5
    case .nonTask: 6
    }
  }

  static let statusName = QueryField.text("status.name", value: { $0.statusName }, sorts: true) { t, _ in
    [t.statusName]
  }

  // MARK: - Recurrence and priority

  static let recurring: QueryField = {
    var field = QueryField(name: "recurring")
    field.instructions = [
      .init(text: "is recurring", test: { t, _ in t.recurrence != nil }),
      .init(text: "is not recurring", test: { t, _ in t.recurrence == nil }),
    ]
    field.key = { t, _ in QuerySortKey(t.recurrence != nil ? 0 : 1) }
    field.groups = { t, _ in [t.recurrence != nil ? "Recurring" : "Not Recurring"] }
    return field
  }()

  static let recurrence = QueryField.text("recurrence", value: { $0.recurrence ?? "" }) { t, _ in
    [t.recurrence ?? "None"]
  }

  static let priority: QueryField = {
    let pattern = "^priority(\\s+is)?(\\s+(above|below|not))?(\\s+(lowest|low|none|medium|high|highest))$"
    var field = QueryField(name: "priority")
    field.reads = { QueryPattern.matches(pattern, $0) }
    field.parse = { line, _ in
      guard let match = QueryPattern.match(pattern, line), let name = match[5],
        let wanted = Priority(rawValue: name.lowercased())
      else { return .error("do not understand query filter (priority)") }
      switch match[3]?.lowercased() {
      case "above": return .filter(QueryFilter(line) { t, _ in t.task.fields.priority < wanted })
      case "below": return .filter(QueryFilter(line) { t, _ in t.task.fields.priority > wanted })
      case "not": return .filter(QueryFilter(line) { t, _ in t.task.fields.priority != wanted })
      default:
        return .filter(
          QueryFilter(line, explanation: QueryExplanation("priority is \(name)")) { t, _ in
            t.task.fields.priority == wanted
          })
      }
    }
    field.key = { t, _ in QuerySortKey(Double(t.task.fields.priority.rank)) }
    field.groups = { t, _ in
      let p = t.task.fields.priority
      let name = p == .none ? "Normal" : p.rawValue.prefix(1).uppercased() + p.rawValue.dropFirst()
      return ["%%\(p.rank)%%\(name) priority"]
    }
    return field
  }()

  // MARK: - Dates

  /// Whether the task holds `key` with a value that could not be read (`📅 2026-02-30`).
  static func invalid(_ key: TaskFieldKey) -> @Sendable (QueryTask) -> Bool {
    let prefixes = key.emoji + key.dataviewKeys.map { "[\($0)::" } + key.dataviewKeys.map { "(\($0)::" }
    return { task in task.task.fields.invalidFields.contains { token in prefixes.contains { token.hasPrefix($0) } } }
  }

  static let due = QueryField.date(
    "due", dates: { [$0.task.fields.due] }, invalid: invalid(.due), clauses: QueryField.dueClauses)
  static let scheduled = QueryField.date(
    "scheduled", dates: { [$0.task.fields.scheduled] }, invalid: invalid(.scheduled))
  static let starts = QueryField.date(
    "start", keyword: "starts", missingMatches: true, dates: { [$0.task.fields.start] }, invalid: invalid(.start))
  static let created = QueryField.date("created", dates: { [$0.task.fields.created] }, invalid: invalid(.created))
  static let done = QueryField.date("done", dates: { [$0.task.fields.done] }, invalid: invalid(.done))
  static let cancelled = QueryField.date(
    "cancelled", dates: { [$0.task.fields.cancelled] }, invalid: invalid(.cancelled))
  static let happens = QueryField.date(
    "happens", explanationName: "due, start or scheduled",
    dates: { [$0.task.fields.start, $0.task.fields.scheduled, $0.task.fields.due] },
    invalid: { invalid(.start)($0) || invalid(.scheduled)($0) || invalid(.due)($0) })

  // MARK: - Place

  static let path = QueryField.text("path", value: { $0.path }, sorts: true, groupsByNote: true) { t, _ in
    [QueryField.escapedForMarkdown(t.path.replacingFirst(".md", with: ""))]
  }
  static let folder = QueryField.text("folder", value: { $0.folder }, groupsByNote: true) { t, _ in
    [QueryField.escapedForMarkdown(t.folder)]
  }
  static let root = QueryField.text("root", value: { $0.root }, groupsByNote: true) { t, _ in
    [QueryField.escapedForMarkdown(t.root)]
  }
  static let filename = QueryField.text("filename", value: { $0.filename }, sorts: true, groupsByNote: true) { t, _ in
    t.filename.isEmpty ? ["Unknown Location"] : ["[[" + t.filename.replacingFirst(".md", with: "") + "]]"]
  }
  static let heading = QueryField.text("heading", value: { $0.heading ?? "" }, sorts: true) { t, _ in
    [t.heading.flatMap { $0.isEmpty ? nil : $0 } ?? "(No heading)"]
  }

  /// `group by backlink`: the note and heading a task is in, as a link (no filter, no sort).
  static let backlink: QueryField = {
    var field = QueryField(name: "backlink")
    field.groups = { t, _ in
      guard !t.filename.isEmpty else { return ["Unknown Location"] }
      let name = t.filename.replacingFirst(".md", with: "")
      guard let heading = t.heading else { return ["[[\(name)]]"] }
      return ["[[\(name)#\(heading)|\(name) > \(heading)]]"]
    }
    return field
  }()

  // MARK: - Text

  static let description: QueryField = {
    var field = QueryField.text("description", value: { $0.description })
    field.key = { t, _ in QuerySortKey(text: cleaned(t.description)) }
    return field
  }()

  /// A description for sorting: a leading link shows its text, leading `**`, `*`, `==`, `__`, `_`
  /// go (the plugin's `DescriptionField.cleanDescription`).
  static func cleaned(_ text: String) -> String {
    var description = text
    if let m = QueryPattern.match("^\\[\\[?([^\\]]*)]]?", description, ignoringCase: false), let inner = m[1] {
      let shown = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init)
      description = (shown ?? inner) + description.dropFirst(m[0]!.count)
    }
    for pattern in ["^\\*\\*([^*]+)\\*\\*", "^\\*([^*]+)\\*", "^==([^=]+)==", "^__([^_]+)__", "^_([^_]+)_"] {
      if let m = QueryPattern.match(pattern, description, ignoringCase: false), let inner = m[1] {
        description = inner + description.dropFirst(m[0]!.count)
      }
    }
    return description
  }

  static let tags: QueryField = {
    var field = QueryField.multiText(singular: "tag", values: { $0.tags })
    field.instructions = [
      .init(text: "has tag", test: { t, _ in !t.tags.isEmpty }),
      .init(text: "has tags", test: { t, _ in !t.tags.isEmpty }),
      .init(text: "no tag", test: { t, _ in t.tags.isEmpty }),
      .init(text: "no tags", test: { t, _ in t.tags.isEmpty }),
    ]
    field.sorterOf = { line in
      guard let match = QueryPattern.match("^sort by tag( reverse)?[\\s]*(\\d+)?", line) else { return nil }
      // A number too large for an Int is more than any task's tags, as in the plugin.
      let instance = match[2].map { Int($0) ?? Int.max } ?? 1
      // The tasks with that many tags by the tag, then those with fewer, then those with none.
      // `sort by tag 0`: the plugin reads the tag before the first, undefined, and its sort fails;
      // here every task with tags ties (docs/queries.md, "What differs").
      return QuerySorter(
        line, reverse: match[1] != nil, keyName: "tag \(instance)",
        key: { t, _ in
          if t.tags.isEmpty { return QuerySortKey(2) }
          guard instance >= 1, t.tags.count >= instance else { return QuerySortKey(1) }
          return QuerySortKey(text: t.tags[instance - 1])
        })
    }
    field.groups = { t, _ in t.tags.isEmpty ? ["(No tags)"] : t.tags }
    field.groupPattern = "^group by tags?( reverse)?$"
    return field
  }()

  // MARK: - Ids and dependencies

  static let id: QueryField = {
    var field = QueryField.text("id", value: { $0.task.fields.id ?? "" }, sorts: true) { t, _ in
      [t.task.fields.id ?? ""]
    }
    field.instructions = [
      .init(text: "has id", test: { t, _ in !(t.task.fields.id ?? "").isEmpty }),
      .init(text: "no id", test: { t, _ in (t.task.fields.id ?? "").isEmpty }),
    ]
    return field
  }()

  static let dependsOn: QueryField = {
    var field = QueryField(name: "blocked by")
    field.instructions = [
      .init(text: "has depends on", test: { t, _ in !t.task.fields.dependsOn.isEmpty }),
      .init(text: "no depends on", test: { t, _ in t.task.fields.dependsOn.isEmpty }),
    ]
    return field
  }()

  static let blocking: QueryField = {
    let isBlocked: QueryField.Test = { t, search in
      !t.isDone && t.task.fields.dependsOn.contains { search.openIDs.contains($0) }
    }
    let isBlocking: QueryField.Test = { t, search in
      guard let id = t.task.fields.id, !id.isEmpty, !t.isDone else { return false }
      return search.openDependencies.contains(id)
    }
    var field = QueryField(name: "blocking")
    field.instructions = [
      .init(text: "is blocking", test: isBlocking),
      .init(text: "is not blocking", test: { !isBlocking($0, $1) }),
      .init(text: "is blocked", test: isBlocked),
      .init(text: "is not blocked", test: { !isBlocked($0, $1) }),
    ]
    return field
  }()

  // MARK: - Others

  static let excludeSubItems: QueryField = {
    var field = QueryField(name: "exclude")
    field.instructions = [.init(text: "exclude sub-items", test: { t, _ in !t.isSubItem })]
    return field
  }()

  /// Sorting and grouping by the plugin's urgency score; no filter.
  static let urgency: QueryField = {
    var field = QueryField(name: "urgency")
    // The most urgent first.
    field.key = { t, search in QuerySortKey(-t.urgency(today: search.today)) }
    field.groups = { t, search in [fixed2(t.urgency(today: search.today))] }
    field.groupsReversed = true
    return field
  }()

  /// `toFixed(2)`.
  static func fixed2(_ value: Double) -> String { ScriptValue.fixed(value, digits: 2) }

  /// `filter by function`: JavaScript, answered by Quire's own evaluator for the expressions
  /// vaults use (docs/queries.md, "Functions"); `sort by function` and `group by function` are
  /// read by ``TaskQuery`` (``FunctionQueryField``).
  static let function: QueryField = {
    var field = QueryField(name: "function")
    field.reads = { QueryPattern.matches("^filter by function", $0) }
    field.parse = { line, environment in FunctionQueryField.filter(line, environment) }
    return field
  }()

  /// `sort by random` and `group by random` are the plugin's own shuffle; read, never filters.
  static let random: QueryField = {
    var field = QueryField(name: "random")
    field.key = { t, _ in
      var hash = FNV1a()
      hash.mix(t.task.fields.description.utf8)
      // The top 53 bits, which a Double holds exactly.
      return QuerySortKey(Double(hash.value >> 11))
    }
    return field
  }()
}

extension String {
  /// The text with its first `target` replaced (JavaScript's `replace` with a string).
  func replacingFirst(_ target: String, with replacement: String) -> String {
    replacing(target, with: replacement, maxReplacements: 1)
  }
}
