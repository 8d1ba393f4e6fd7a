import Synchronization

/// What a filter, sorter or grouper is handed besides the task: the day relative dates were read
/// against and every task of the search (for `is blocked` and `is blocking`).
public struct QuerySearch: Sendable {
  public var today: LocalDate
  public var tasks: [QueryTask]
  /// The first error a function met (``FunctionQueryField``).
  let failure = ScriptFailure()
  private let links: OpenLinks

  public init(today: LocalDate, tasks: [QueryTask]) {
    self.today = today
    self.tasks = tasks
    links = OpenLinks(tasks)
  }

  /// The ids (🆔) of the tasks that are not done, for `is blocked`.
  var openIDs: Set<String> { links.sets.ids }
  /// The ids the tasks that are not done depend on, for `is blocking`.
  var openDependencies: Set<String> { links.sets.dependencies }
}

/// The ids and dependencies of a search's open tasks, worked out when a filter first asks:
/// a query that never looks at them (most) does not go over every task for them.
private final class OpenLinks: Sendable {
  private let tasks: [QueryTask]
  private let made = Mutex<(ids: Set<String>, dependencies: Set<String>)?>(nil)

  init(_ tasks: [QueryTask]) { self.tasks = tasks }

  var sets: (ids: Set<String>, dependencies: Set<String>) {
    made.withLock { made in
      if let made { return made }
      var ids = Set<String>()
      var dependencies = Set<String>()
      for task in tasks where !task.isDone {
        if let id = task.task.fields.id, !id.isEmpty { ids.insert(id) }
        dependencies.formUnion(task.task.fields.dependsOn)
      }
      made = (ids, dependencies)
      return (ids, dependencies)
    }
  }
}

/// One filter of a query: the statement it was read from, what it means, and the test.
public struct QueryFilter: Sendable {
  public var statement: QueryStatement
  public var explanation: QueryExplanation
  /// Conditions every task the filter passes meets, for the read port to apply first (`not done`
  /// is `.open`; `due before D`, `.dueTo`); empty when the filter says nothing the port can use.
  public var clauses: [TaskFilter.Clause] = []
  let test: @Sendable (QueryTask, QuerySearch) -> Bool

  init(
    _ line: String, explanation: QueryExplanation? = nil, _ test: @escaping @Sendable (QueryTask, QuerySearch) -> Bool
  ) {
    statement = QueryStatement(raw: line, continued: line)
    self.explanation = explanation ?? QueryExplanation(line)
    self.test = test
  }

  public func matches(_ task: QueryTask, in search: QuerySearch) -> Bool { test(task, search) }

  var instruction: String { statement.expanded }

  private var needsOneLine: Bool { explanation.text() == instruction }

  /// The filter in `explain`: its statement, and what it means when that says more.
  func explained(indent: String) -> String {
    let statement = statement.explained(indent: indent)
    if needsOneLine { return statement + "\n" }
    return statement + " =>\n" + explanation.text(indent: indent + "  ") + "\n"
  }

  /// The filter as a part of a boolean combination's explanation.
  var asPart: QueryExplanation {
    needsOneLine ? explanation : QueryExplanation(instruction + " =>", children: [explanation])
  }
}

/// One `sort by`: what it orders tasks by. A field's sort is a key computed once per task before
/// the sort (a large query compared the same derived values, urgency above all, a million
/// times); a function's is a comparison, since its values may not compare at all.
public struct QuerySorter: Sendable {
  public var statement: QueryStatement
  let order: Order
  /// 1, or -1 for `reverse`.
  let sign: Int
  /// What a key orders by (the field's name, `tag 2`): a later sorter by the same key never
  /// tells apart tasks an earlier one left together, so the sort skips it (the plugin's
  /// default order repeats a field a query often sorts by first). `nil` for a function.
  let keyName: String?

  enum Order: Sendable {
    case key(QueryField.Key)
    case compare(QueryField.Compare)
  }

  init(_ instruction: String, reverse: Bool, keyName: String, key: @escaping QueryField.Key) {
    statement = QueryStatement(raw: instruction, continued: instruction)
    order = .key(key)
    sign = reverse ? -1 : 1
    self.keyName = keyName
  }

  init(_ instruction: String, reverse: Bool, _ compare: @escaping QueryField.Compare) {
    statement = QueryStatement(raw: instruction, continued: instruction)
    order = .compare(compare)
    sign = reverse ? -1 : 1
    keyName = nil
  }

  /// How `a` and `b` compare (negative: `a` goes first), reverse applied.
  func compare(_ a: QueryTask, _ b: QueryTask, _ search: QuerySearch) -> Int {
    switch order {
    case .key(let key): sign * QuerySortKey.compare(key(a, search), key(b, search))
    case .compare(let compare): sign * compare(a, b, search)
    }
  }
}

/// What a field sorts a task by: a rank, then (on equal ranks) a text compared as the plugin
/// compares texts (``QueryCompare``), made ready for comparing once.
public struct QuerySortKey: Sendable {
  var rank: Double
  var text: QueryCollationKey?

  init(_ rank: Double) {
    self.rank = rank
    self.text = nil
  }

  init(text: String) {
    rank = 0
    self.text = QueryCollationKey(text)
  }

  /// Negative when `a` goes first.
  static func compare(_ a: QuerySortKey, _ b: QuerySortKey) -> Int {
    compare(a.rank, a.text, b.rank, b.text)
  }

  /// The same, from a key's two parts (`TaskQuery.sorted` keeps them in separate tables).
  static func compare(_ x: Double, _ a: QueryCollationKey?, _ y: Double, _ b: QueryCollationKey?) -> Int {
    if x != y { return x < y ? -1 : 1 }
    guard let a, let b else { return 0 }
    return QueryCollationKey.compare(a, b)
  }
}

/// One `group by`: the group names a task falls in (a task may fall in several: one per tag).
public struct QueryGrouper: Sendable {
  public var statement: QueryStatement
  public var property: String
  public var reverse: Bool
  let groups: @Sendable (QueryTask, QuerySearch) -> [String]
  /// Whether the names depend only on the task's note (``QueryField/groupsByNote``).
  let byNote: Bool

  init(
    _ instruction: String, property: String, reverse: Bool, byNote: Bool = false,
    _ groups: @escaping @Sendable (QueryTask, QuerySearch) -> [String]
  ) {
    statement = QueryStatement(raw: instruction, continued: instruction)
    self.property = property
    self.reverse = reverse
    self.byNote = byNote
    self.groups = groups
  }
}

/// A filter line read, or why it could not be.
enum QueryFilterResult {
  case filter(QueryFilter)
  case error(String)
}
