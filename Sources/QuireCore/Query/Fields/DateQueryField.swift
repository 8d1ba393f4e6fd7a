/// The date fields (`due`, `scheduled`, `starts`, `created`, `done`, `cancelled`, `happens`):
/// `has/no X date`, `X date is invalid`, and `X [before|after|on|in|on or before|...] DATE OR
/// RANGE`, as the plugin's `DateField`.
extension QueryField {
  /// - Parameters:
  ///   - name: The field's name (`start`); `keyword` is what a filter starts with (`starts`).
  ///   - missingMatches: Whether a task without the date passes (only `starts` does).
  ///   - dates: The dates a filter tests (several for `happens`: any one matching).
  ///   - invalid: Whether the task holds the field with a date that cannot be read.
  static func date(
    _ name: String, keyword: String? = nil, explanationName: String? = nil, missingMatches: Bool = false,
    dates: @escaping @Sendable (QueryTask) -> [LocalDate?], invalid: @escaping @Sendable (QueryTask) -> Bool,
    clauses: (@Sendable (String?, QueryDateRange) -> [TaskFilter.Clause])? = nil
  ) -> QueryField {
    let keyword = keyword ?? name
    let explained = explanationName ?? name
    let earliest: @Sendable (QueryTask) -> LocalDate? = { task in dates(task).compactMap { $0 }.min() }
    var field = QueryField(name: name)
    if name == "happens" {
      field.instructions = [
        Instruction(text: "has happens date", test: { task, _ in dates(task).contains { $0 != nil } }),
        Instruction(text: "no happens date", test: { task, _ in !dates(task).contains { $0 != nil } }),
      ]
    } else {
      field.instructions = [
        Instruction(text: "has \(name) date", test: { task, _ in earliest(task) != nil || invalid(task) }),
        Instruction(text: "no \(name) date", test: { task, _ in earliest(task) == nil && !invalid(task) }),
        Instruction(text: "\(name) date is invalid", test: { task, _ in invalid(task) }),
      ]
    }
    let pattern =
      "^\(keyword) (((?:on|in) or before|before|(?:on|in) or after|after|on|in)? ?(.*))"
    field.reads = { QueryPattern.matches(pattern, $0) }
    field.parse = { line, environment in
      if let template = ["<%", "YYYY-MM-DD"].first(where: { line.contains($0) }) {
        return .error(unexpandedTemplateText(template))
      }
      guard let match = QueryPattern.match(pattern, line) else {
        return .error("do not understand query filter (\(name) date)")
      }
      let keywordAndDate = match[1] ?? ""
      let relation = match[2]?.lowercased()
      let dateText = match[3] ?? ""
      var range = QueryDates.range(dateText, today: environment.today)
      if range == nil, let date = QueryDates.date(keywordAndDate, today: environment.today) {
        range = QueryDateRange(date, date)
      }
      guard let range else { return .error("do not understand \(name) date") }
      let test: @Sendable (LocalDate?) -> Bool = { date in
        guard let date else { return missingMatches }
        switch relation {
        case "before": return date < range.start
        case "after": return date > range.end
        case "on or before", "in or before": return date <= range.end
        case "on or after", "in or after": return date >= range.start
        default: return date >= range.start && date <= range.end
        }
      }
      let explanation = dateExplanation(explained, relation: relation, missingMatches: missingMatches, range: range)
      var filter = QueryFilter(line, explanation: explanation) { task, _ in dates(task).contains { test($0) } }
      filter.clauses = clauses?(relation, range) ?? []
      return .filter(filter)
    }
    // An unreadable date first, then the dates, then none (the plugin's `compareByDate`).
    let rank: @Sendable (QueryTask) -> (Int, Int) = { task in
      if let date = earliest(task) { return (1, date.dayNumber) }
      return name != "happens" && invalid(task) ? (0, 0) : (2, 0)
    }
    field.key = { task, _ in
      let (group, day) = rank(task)
      return QuerySortKey(Double(group) * 1e9 + Double(day))
    }
    field.groups = { task, _ in
      if name != "happens", invalid(task) { return ["%%0%% Invalid \(name) date"] }
      guard let date = earliest(task) else { return ["No \(name) date"] }
      return ["\(date) \(date.weekdayName)"]
    }
    return field
  }

  /// What a due-date filter asks of the due date, for the read port: only tasks with a due date
  /// pass one, so every relation bounds it.
  static let dueClauses: @Sendable (String?, QueryDateRange) -> [TaskFilter.Clause] = { relation, range in
    switch relation {
    case "before": [.dueTo(range.start.adding(days: -1))]
    case "after": [.dueFrom(range.end.adding(days: 1))]
    case "on or before", "in or before": [.dueTo(range.end)]
    case "on or after", "in or after": [.dueFrom(range.start)]
    default: [.dueFrom(range.start), .dueTo(range.end)]
    }
  }

  /// What a date filter means, with the dates spelled out (`2024-01-02 (Tuesday 2nd January 2024)`).
  static func dateExplanation(_ name: String, relation: String?, missingMatches: Bool, range: QueryDateRange)
    -> QueryExplanation
  {
    var relationship = relation ?? ""
    let dates: String
    switch relation {
    case "before", "on or after": dates = longDate(range.start)
    case "after", "on or before": dates = longDate(range.end)
    case "in or before":
      relationship = "on or before"
      dates = longDate(range.end)
    case "in or after":
      relationship = "on or after"
      dates = longDate(range.start)
    default:
      if range.start != range.end {
        var children = [
          QueryExplanation("\(longDate(range.start)) and"), QueryExplanation("\(longDate(range.end)) inclusive"),
        ]
        if missingMatches { children.append(QueryExplanation("OR no \(name) date")) }
        return QueryExplanation("\(name) date is between:", children: children)
      }
      relationship = "on"
      dates = longDate(range.start)
    }
    return QueryExplanation(
      "\(name) date is \(relationship) \(dates)" + (missingMatches ? " OR no \(name) date" : ""))
  }

  /// moment's `YYYY-MM-DD (dddd Do MMMM YYYY)`.
  static func longDate(_ date: LocalDate) -> String {
    let day = date.day
    let suffix =
      (11...13).contains(day % 100) ? "th" : day % 10 == 1 ? "st" : day % 10 == 2 ? "nd" : day % 10 == 3 ? "rd" : "th"
    return "\(date) (\(date.weekdayName) \(day)\(suffix) \(date.monthName) \(date.year))"
  }

  static func unexpandedTemplateText(_ text: String) -> String {
    """
    Instruction contains unexpanded template text: "\(text)" - and cannot be interpreted.

    Possible causes:
    - The query is an a template file, and is not intended to be searched.
    - A command such as "Replace templates in the active file" needs to be run.
    - The core "Daily notes" plugin is in use, and the template contained
      date calculations that it does not support.
    - Some sample template text was accidentally pasted in to a tasks query,
      instead of in to a template file.

    See: https://publish.obsidian.md/tasks/Advanced/Daily+Agenda#Instruction+contains+unexpanded+template+text

    """
  }
}
