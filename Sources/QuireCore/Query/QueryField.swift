/// One field of the query language (`due`, `path`, `tags`, `priority`, ...): the filter
/// instructions it reads, how it sorts and how it groups, as the plugin's `Field` classes
/// define them (docs/queries.md). The fields are tried in ``QueryFields/all`` order.
struct QueryField: Sendable {
  typealias Test = @Sendable (QueryTask, QuerySearch) -> Bool
  typealias Compare = @Sendable (QueryTask, QueryTask, QuerySearch) -> Int
  typealias Key = @Sendable (QueryTask, QuerySearch) -> QuerySortKey
  typealias Groups = @Sendable (QueryTask, QuerySearch) -> [String]

  /// A fixed instruction (`done`, `has due date`): the whole line, any case.
  struct Instruction: Sendable {
    var text: String
    var explanation: String?
    var clauses: [TaskFilter.Clause] = []
    var test: Test
  }

  /// The name in `sort by NAME` and `group by NAME`.
  var name: String
  var instructions: [Instruction] = []
  /// Whether the field reads `line` as one of its filters, besides its instructions.
  var reads: (@Sendable (String) -> Bool)?
  /// The filter of a line `reads` accepts (or why it cannot be one).
  var parse: (@Sendable (String, QueryEnvironment) -> QueryFilterResult)?
  /// What `sort by NAME` orders by.
  var key: Key?
  var groups: Groups?
  /// `sort by NAME( reverse)?` unless the field reads more (`sort by tag 2`).
  var sorterOf: (@Sendable (String) -> QuerySorter?)?
  /// Whether the groups depend only on the task's note (`path`, `folder`, `root`, `filename`):
  /// worked out once per note, not once per task.
  var groupsByNote = false
  /// The plugin lists urgency groups from the lowest: `group by urgency` is its reverse.
  var groupsReversed = false
  /// `group by NAME( reverse)?` unless the field reads more (`group by tags`).
  var groupPattern: String?

  func canFilter(_ line: String) -> Bool {
    instructions.contains { $0.text.lowercased() == line.lowercased() } || reads?(line) == true
  }

  func filter(_ line: String, _ environment: QueryEnvironment) -> QueryFilterResult {
    if let instruction = instructions.first(where: { $0.text.lowercased() == line.lowercased() }) {
      let test = instruction.test
      var filter = QueryFilter(line, explanation: QueryExplanation(instruction.explanation ?? line), test)
      filter.clauses = instruction.clauses
      return .filter(filter)
    }
    if let parse { return parse(line, environment) }
    return .error("do not understand filter: \(line)")
  }

  func sorter(_ line: String) -> QuerySorter? {
    if let sorterOf { return sorterOf(line) }
    guard let key,
      let match = QueryPattern.match("^sort by \(QueryPattern.escaped(name))( reverse)?", line)
    else { return nil }
    let reverse = match[1] != nil
    return QuerySorter("sort by \(name)" + (reverse ? " reverse" : ""), reverse: reverse, keyName: name, key: key)
  }

  func grouper(_ line: String) -> QueryGrouper? {
    let pattern = groupPattern ?? "^group by \(QueryPattern.escaped(name))( reverse)?$"
    guard let groups, let match = QueryPattern.match(pattern, line)
    else { return nil }
    let reverse = match[1] != nil
    let instruction = "group by \(name)" + (reverse != groupsReversed ? " reverse" : "")
    return QueryGrouper(
      instruction, property: name, reverse: reverse != groupsReversed, byNote: groupsByNote, groups)
  }
}

/// What reading a filter needs besides its line: the day relative dates are read against.
public struct QueryEnvironment: Sendable {
  public var today: LocalDate
  /// The query's note (`query.file` in a function).
  public var file: String?

  public init(today: LocalDate, file: String? = nil) {
    self.today = today
    self.file = file
  }
}
