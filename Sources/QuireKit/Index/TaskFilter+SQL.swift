import GRDB
import QuireCore

/// The SQL twin of `TaskFilter.matches(_:)` (`Sources/QuireCore/Vault/TaskFilter.swift`), over
/// `t`, the `tasks` table, and `f`, the `files` table: the rows it selects are the tasks
/// `matches` accepts, or, for a clause that is not ``TaskFilter/Clause/isExactInSQL``, a few more
/// (`IndexedVaultReader` then keeps only those `matches` accepts). `VaultReaderConformanceTests`
/// checks that the index answers exactly what the rule accepts.
extension TaskFilter {
  /// Whether every clause's SQL selects exactly the tasks its rule accepts, so that the rows need
  /// no second look.
  var isExactInSQL: Bool { clauses.allSatisfy(\.isExactInSQL) }

  /// The condition and its arguments.
  func sql() -> (condition: String, arguments: [(any DatabaseValueConvertible)?]) {
    var parts: [String] = []
    var arguments: [(any DatabaseValueConvertible)?] = []
    for clause in clauses {
      switch clause {
      // `listed` and `closed` are computed from `TaskKeys.Key` (`TaskRow`), the rule `matches` reads.
      case .listed: parts.append(TaskConditions.listed)
      case .open: parts.append("t.closed = 0")
      case .closedOrExpiring: parts.append("(t.closed = 1 OR t.expiring = 1)")
      case .dueFrom(let day):
        parts.append("t.due >= ?")
        arguments.append(day.dayNumber)
      case .dueTo(let day):
        parts.append("t.due <= ?")
        arguments.append(day.dayNumber)
      case .dueOrScheduledTo(let day):
        parts.append("(t.due <= ? OR t.scheduled <= ?)")
        arguments += [day.dayNumber, day.dayNumber]
      case .mayExpire: parts.append("t.expiring = 1")
      case .tag(let tag):
        // `tags` is `" #a #b/c "`: each tag lowercased between spaces.
        parts.append("(instr(t.tags, ?) > 0 OR instr(t.tags, ?) > 0)")
        arguments += [" " + tag + " ", " " + tag + "/"]
      case .mayBelong(let codes):
        let sorted = codes.sorted()
        var condition = "t.course IN (\(sorted.map { _ in "?" }.joined(separator: ", ")))"
        arguments += sorted
        for code in sorted {
          condition += " OR instr(t.tags, ?) > 0"
          arguments.append(" #" + code.lowercased() + " ")
        }
        parts.append("(" + condition + ")")
      case .outside(let folder):
        let (low, high) = IndexStore.paths(below: folder)
        parts.append("NOT (f.path >= ? AND f.path < ?)")
        arguments += [low, high]
      case .named(let query):
        switch TaskLookupKey.lookup(query) {
        case .place(let file, let line):
          parts.append("(f.path = ? AND t.line = ?)")
          arguments += [file, line]
        case .keys(let exact, let prefix):
          var condition = "t.key IN (\(exact.map { _ in "?" }.joined(separator: ", ")))"
          arguments += exact
          if let prefix {
            condition += " OR t.key BETWEEN ? AND ?"
            arguments += [prefix.lowerBound, prefix.upperBound]
          }
          parts.append("(" + condition + ")")
        }
      }
    }
    return (parts.isEmpty ? "1" : parts.joined(separator: " AND "), arguments)
  }
}

extension TaskFilter.Clause {
  /// Whether the SQL of the clause selects exactly the tasks its rule accepts. A name's keys are
  /// hashes (two ids may share one) and a prefix range of them: those rows get a second look.
  var isExactInSQL: Bool {
    if case .named = self { return false }
    return true
  }
}
