/// Fields compared as text (`description`, `path`, `folder`, `root`, `filename`, `heading`,
/// `status.name`, `recurrence`, `id`): `includes`, `does not include`, `regex matches`,
/// `regex does not match` (the plugin's `TextField`), and tags (`MultiTextField`), which also
/// read `include` and `do not include` and match any one tag.
extension QueryField {
  static func text(
    _ name: String, pattern: String? = nil, value: @escaping @Sendable (QueryTask) -> String,
    sorts: Bool = false, groupsByNote: Bool = false, groups: QueryField.Groups? = nil
  ) -> QueryField {
    let fieldPattern = pattern ?? QueryPattern.escaped(name)
    let operators = "includes|does not include|regex matches|regex does not match"
    let filterPattern = "^(?:\(fieldPattern)) (\(operators)) (.*)"
    var field = QueryField(name: name)
    field.reads = { QueryPattern.matches(filterPattern, $0) }
    field.parse = { line, _ in
      textFilter(line, pattern: filterPattern, name: name) { matcher in
        { task, _ in matcher.matches(value(task)) }
      }
    }
    if sorts { field.key = { t, _ in QuerySortKey(text: value(t)) } }
    field.groups = groups
    field.groupsByNote = groupsByNote
    return field
  }

  static func multiText(
    singular: String, values: @escaping @Sendable (QueryTask) -> [String]
  ) -> QueryField {
    let plural = singular + "s"
    let operators = "includes|does not include|regex matches|regex does not match|include|do not include"
    let filterPattern = "^(?:\(singular)|\(plural)) (\(operators)) (.*)"
    var field = QueryField(name: singular)
    field.reads = { QueryPattern.matches(filterPattern, $0) }
    field.parse = { line, _ in
      textFilter(line, pattern: filterPattern, name: "\(singular)/\(plural)") { matcher in
        { task, _ in matcher.matchesAny(of: values(task)) }
      }
    }
    return field
  }

  /// The filter of a text instruction whose operator and value `pattern` captures.
  private static func textFilter(
    _ line: String, pattern: String, name: String, test: (QueryMatcher) -> QueryField.Test
  ) -> QueryFilterResult {
    guard let match = QueryPattern.match(pattern, line), let op = match[1]?.lowercased(), let value = match[2]
    else { return .error("do not understand query filter (\(name))") }
    let matcher: QueryMatcher
    if op.contains("include") {
      matcher = .substring(value)
    } else {
      switch QueryMatcher.regex(value) {
      case .success(let regex)?: matcher = regex
      case .failure(let error)?:
        return .error(
          "Error: Parsing regular expression.\nThe error message was:\n    \"SyntaxError: \(error.message)\"\n\n"
            + QueryMatcher.help)
      case nil: return .error("Invalid instruction: '\(line)'\n\n\(QueryMatcher.help)")
      }
    }
    let negate = op.contains("not")
    let matches = test(matcher)
    return .filter(
      QueryFilter(line, explanation: matcher.explanation(line)) { task, search in matches(task, search) != negate })
  }

  /// A file or folder name as a heading: `\` and `_` escaped for Markdown.
  static func escapedForMarkdown(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("_", with: "\\_")
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    // Most texts hold no `target`: a look for its first byte first (a split allocates every time).
    guard let first = target.utf8.first, utf8.contains(first) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
