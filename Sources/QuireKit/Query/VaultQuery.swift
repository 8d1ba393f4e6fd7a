import QuireCore

/// A Tasks query run over a vault: every task the reader knows (the global filter and the
/// statuses already applied when the notes were read), the plugin's global query before the
/// block unless it says `ignore global query`, and each task's line as written for the answer
/// (docs/queries.md).
public struct VaultQuery {
  public let vault: Vault
  public let reader: any VaultReader
  public let today: LocalDate

  public init(vault: Vault, reader: any VaultReader, today: LocalDate) {
    self.vault = vault
    self.reader = reader
    self.today = today
  }

  /// An answer: the groups in display order (each task carries its line as written,
  /// `task.task.written`), the distinct tasks shown, and what `explain` says (only when the query
  /// asks for it).
  public struct Answer: Sendable {
    public var groups: [QueryResult.Group]
    public var total: Int
    public var explanation: String?
    /// Why the search failed (a function met an error), in the plugin's words; no groups then.
    public var error: String?

    /// The headings shown above group `index`, as the plugin shows them: from the first level
    /// whose name differs from the group before, each as its Markdown heading (`####` for the
    /// first `group by`, one `#` more for each next, at most six), `%%...%%` hidden; none for an
    /// empty name.
    public func headings(above index: Int) -> [String] {
      let names = groups[index].names
      let previous = index > 0 ? groups[index - 1].names : []
      var out: [String] = []
      var changed = false
      for (level, name) in names.enumerated() {
        changed = changed || level >= previous.count || previous[level] != name
        guard changed, !name.isEmpty else { continue }
        // `%%1%% Overdue` shows as `Overdue`: Markdown drops the blank after the comment.
        let shown = QueryResult.shown(name).drop { $0 == " " }
        out.append(String(repeating: "#", count: min(level + 4, 6)) + " " + shown)
      }
      return out
    }
  }

  /// The query of `source` (written in `file`, when given), with the vault's global query.
  public func query(_ source: String, file: String?) -> (block: TaskQuery, combined: TaskQuery) {
    Self.query(source, file: file, vault: vault, today: today)
  }

  /// ``query(_:file:)`` before there is a reader: to name the rows it reads
  /// (``taskFilter(of:vault:)``) while the index is brought up to date.
  public static func query(_ source: String, file: String?, vault: Vault, today: LocalDate) -> (
    block: TaskQuery, combined: TaskQuery
  ) {
    let queryFile = file.map { TaskQuery.File(path: $0) }
    let presets = vault.config.tasks.presets
    let block = TaskQuery(source, today: today, file: queryFile, presets: presets)
    let global = vault.config.tasks.globalQuery
    guard !block.ignoresGlobalQuery, !global.trimmingSpaces().isEmpty else { return (block, block) }
    return (block, TaskQuery(global, today: today, file: queryFile, presets: presets).appending(block))
  }

  /// Runs `query` (``query(_:file:)``'s combined one) on every task of the vault.
  public func run(_ query: TaskQuery, explaining block: TaskQuery? = nil) -> Answer {
    let settings = vault.config.tasks
    // Each task carries its line as written and the heading above it (the parser keeps them,
    // the index stores them): no note is read again. Each goes into its `QueryTask` as it is
    // read (an array of the tasks first held every task twice at the peak), on several cores.
    let tasks = reader.tasks(Self.taskFilter(of: query, vault: vault)) {
      QueryTask(task: $0, settings: settings)
    }
    let result = query.run(tasks)
    let explanation =
      (block ?? query).explains
      ? (block ?? query).explanation(
        globalFilter: settings.globalFilter,
        globalQuery: settings.globalQuery.trimmingSpaces().isEmpty
          ? nil : TaskQuery(settings.globalQuery, today: today, file: query.file, presets: settings.presets))
      : nil
    return Answer(groups: result.groups, total: result.total, explanation: explanation, error: result.error)
  }

  /// The tasks the reader is asked for to run `query` (the plugin's statements the index can
  /// answer, `TaskQuery.prefilter`); the query looks at each again.
  public static func taskFilter(of query: TaskQuery, vault: Vault) -> TaskFilter {
    TaskFilter(query.prefilter, archive: vault.config.folders.archive)
  }

  /// The tasks `source` shows (each once, in the order shown), or the one-line reason the query
  /// is refused: the tasks a bulk change (`--where`) changes.
  public func matching(_ source: String) -> Result<[TaskItem], QueryRefusal> {
    let (block, combined) = query(source, file: nil)
    if let error = combined.error { return .failure(QueryRefusal(line: combined.errorLine, message: error)) }
    let answer = run(combined, explaining: block)
    if let error = answer.error { return .failure(QueryRefusal(line: nil, message: error)) }
    var seen = Set<ObjectIdentifier>()
    var out: [TaskItem] = []
    for group in answer.groups {
      for task in group.tasks where seen.insert(ObjectIdentifier(task)).inserted { out.append(task.task) }
    }
    return .success(out)
  }

  /// Why a query is refused: the plugin's message and the query's line it is about.
  public struct QueryRefusal: Error, Sendable {
    public var line: Int?
    public var message: String

    public init(line: Int?, message: String) {
      self.line = line
      self.message = message
    }

    /// The plugin's several-line message in one line: its first line, the error it quotes, and
    /// the statement it is about.
    public var oneLine: String {
      let lines = message.split(separator: "\n").map { $0.trimmingSpaces() }
      var out = lines.first ?? message
      if let said = lines.firstIndex(where: {
        $0.hasPrefix("The error message is") || $0.hasPrefix("The error message was")
      }), said + 1 < lines.count {
        out += " " + lines[said + 1]
      }
      if let problem = lines.first(where: { $0.hasPrefix("Problem line: ") }) {
        out += " (" + problem.dropFirst(14) + ")"
      }
      return out
    }
  }

  /// The ```` ```tasks ```` blocks of a note: each block's text, the line its fence opens on and
  /// the line it closes on (the note's last line when it never closes).
  public static func blocks(in text: String) -> [(source: String, line: Int, end: Int)] {
    var out: [(String, Int, Int)] = []
    var last = 0
    var open: (fence: String, line: Int, body: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      last = index + 1
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      let trimmed = line.trimmingSpaces()
      if var block = open {
        if trimmed == block.fence || (trimmed.hasPrefix(block.fence) && trimmed.allSatisfy { $0 == block.fence.first })
        {
          out.append((block.body.joined(separator: "\n"), block.line, index + 1))
          open = nil
        } else {
          block.body.append(line)
          open = block
        }
      } else {
        for fence in ["```", "~~~"] where trimmed.hasPrefix(fence) {
          let info = trimmed.drop { $0 == fence.first }.trimmingSpaces()
          if info.lowercased() == "tasks" { open = (String(trimmed.prefix { $0 == fence.first }), index + 1, []) }
        }
      }
    }
    if let block = open { out.append((block.body.joined(separator: "\n"), block.line, last)) }
    return out
  }
}
