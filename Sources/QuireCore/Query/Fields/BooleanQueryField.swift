/// Filters combined with `AND`, `OR`, `XOR`, `NOT` and delimiters (`(...)`, `[...]`, `{...}`,
/// `"..."`), as the plugin's `BooleanField`: the line is cut into sub-filters and operators
/// (`BooleanPreprocessor`), each sub-filter read as a filter of its own, and the operators
/// parsed with boon's precedence (`NOT`, then `XOR`, `AND`, `OR`, left to right).
extension QueryFields {
  static let boolean: QueryField = {
    let pairs: [(Character, Character)] = [("(", ")"), ("[", "]"), ("{", "}"), ("\"", "\"")]
    let all = Delimiters(open: "([{\"", close: ")]}\"", both: "()[]{}\"")
    var field = QueryField(name: "boolean query")
    field.reads = { line in
      QueryPattern.matches(
        "(.*(AND|OR|XOR|NOT)\\s*\(all.openClass).*|\(all.openClass).+\(all.closeClass))", line,
        ignoringCase: false)
    }
    field.parse = { line, environment in BooleanFilter.parse(line, pairs: pairs, environment: environment) }
    return field
  }()

  struct Delimiters {
    var open: String
    var close: String
    var both: String

    var openClass: String { Self.anyOf(open) }
    var closeClass: String { Self.anyOf(close) }

    static func anyOf(_ chars: String) -> String { "[" + QueryPattern.escaped(chars) + "]" }
  }
}

enum BooleanFilter {
  static func parse(_ line: String, pairs: [(Character, Character)], environment: QueryEnvironment)
    -> QueryFilterResult
  {
    if line.isEmpty { return .error("empty line") }
    // The delimiters the line uses: its first and last characters after any leading operators.
    let trimmed = line.trimmedAsJS()
    let rest = trimmed.drop { $0.isUppercase || $0 == " " }.drop { $0.isWhitespace }
    guard let first = rest.first, let last = rest.last,
      let pair = pairs.first(where: { $0.0 == first && $0.1 == last })
    else {
      let list = pairs.map { "\($0.0)...\($0.1)" }.joined(separator: " or ")
      return .error(
        simpleHelp(
          line,
          "All filters in a Boolean instruction must be inside one of these pairs of delimiter characters: \(list). Combinations of those delimiters are no longer supported."
        ))
    }
    let delimiters = QueryFields.Delimiters(
      open: String(pair.0), close: String(pair.1), both: pair.0 == pair.1 ? String(pair.0) : "\(pair.0)\(pair.1)")
    let (simplified, placeholders) = preprocess(line, delimiters)
    let parts = Dictionary(uniqueKeysWithValues: placeholders)
    let postfix: [Token]
    do {
      postfix = try BoonParser.parse(simplified)
    } catch {
      return .error(
        help(
          line, "malformed boolean query -- \(error.message) (check the documentation for guidelines)", simplified,
          placeholders, environment))
    }
    var filters: [String: QueryFilter] = [:]
    for token in postfix {
      guard case .identifier(let name) = token else { continue }
      let text = parts[name] ?? name
      guard filters[text] == nil else { continue }
      switch TaskQuery.parseFilter(text, environment) {
      case nil:
        return .error(help(line, "couldn't parse sub-expression '\(text)'", simplified, placeholders, environment))
      case .error(let message)?:
        return .error(
          help(line, "couldn't parse sub-expression '\(text)': \(message)", simplified, placeholders, environment))
      case .filter(let filter)?: filters[text] = filter
      }
    }
    let resolved: [Resolved] = postfix.map { token in
      switch token {
      case .identifier(let name): .filter(filters[parts[name] ?? name]!)
      case .op(let op): .op(op)
      }
    }
    return .filter(
      QueryFilter(line, explanation: explanation(resolved)) { task, search in evaluate(resolved, task, search) })
  }

  enum Token: Equatable {
    case identifier(String)
    case op(String)
  }

  enum Resolved: Sendable {
    case filter(QueryFilter)
    case op(String)
  }

  static func evaluate(_ postfix: [Resolved], _ task: QueryTask, _ search: QuerySearch) -> Bool {
    var stack: [Bool] = []
    for token in postfix {
      switch token {
      case .filter(let filter): stack.append(filter.matches(task, in: search))
      case .op("NOT"): stack.append(!(stack.popLast() ?? false))
      case .op(let op):
        let b = stack.popLast() ?? false
        let a = stack.popLast() ?? false
        stack.append(op == "AND" ? a && b : op == "OR" ? a || b : a != b)
      }
    }
    return stack.first ?? false
  }

  static func explanation(_ postfix: [Resolved]) -> QueryExplanation {
    var stack: [QueryExplanation] = []
    for token in postfix {
      switch token {
      case .filter(let filter): stack.append(filter.asPart)
      case .op("NOT"): stack.append(.not([stack.popLast()!]))
      case .op(let op):
        let b = stack.popLast()!
        let a = stack.popLast()!
        stack.append(op == "AND" ? .and([a, b]) : op == "OR" ? .or([a, b]) : .xor([a, b]))
      }
    }
    return stack[0]
  }

  // MARK: - The plugin's BooleanPreprocessor

  static func preprocess(_ line: String, _ d: QueryFields.Delimiters) -> (String, [(String, String)]) {
    let binary = "(\(d.closeClass)\\s*(?:AND|OR|AND +NOT|OR +NOT|XOR)\\s*\(d.openClass))"
    let unary = "(NOT\\s*\(d.openClass))"
    let opening = "(^\(QueryFields.Delimiters.anyOf(d.open + " "))*)"
    let closing = "(\(QueryFields.Delimiters.anyOf(d.close + " "))*$)"
    let parts = jsSplit(line, binary).flatMap { jsSplit($0, unary) }.filter { !$0.isEmpty }
      .flatMap { jsSplit($0, opening) }.flatMap { jsSplit($0, closing) }.filter { !$0.isEmpty }
    var simplified = ""
    var placeholders: [(String, String)] = []
    for part in parts {
      if isFilter(part, d) {
        let name = "f\(placeholders.count + 1)"
        placeholders.append((name, part))
        simplified += name
      } else {
        simplified += part
      }
    }
    simplified = replaceAll(simplified, "(\(d.closeClass))([A-Z])") { "\($0[1]) \($0[2])" }
    simplified = replaceAll(simplified, "([A-Z])(\(d.openClass))") { "\($0[1]) \($0[2])" }
    if d.open != "\"" && d.open != "(" {
      simplified = String(simplified.map { d.open.contains($0) ? "(" : d.close.contains($0) ? ")" : $0 })
    }
    return (simplified, placeholders)
  }

  private static func isFilter(_ part: String, _ d: QueryFields.Delimiters) -> Bool {
    let patterns = [
      "^\(QueryFields.Delimiters.anyOf(" " + d.both))+$",
      "^ *\(d.closeClass) *(AND|OR|XOR) *\(d.openClass) *$",
      "^(AND|OR|XOR|NOT) *\(d.openClass)$",
      "^\(d.closeClass) *(AND|OR|XOR)$",
      "^(AND|OR|XOR|NOT)$",
    ]
    return !patterns.contains { QueryPattern.matches($0, part, ignoringCase: false) }
  }

  /// JavaScript's `split` with a pattern: the pieces between matches, and the captured groups.
  /// As in JavaScript, a match is never tried at the text's end, and an empty match right where
  /// the last piece ended splits nothing.
  static func jsSplit(_ text: String, _ pattern: String) -> [String] {
    guard let regex = try? Regex(pattern) else { return [text] }
    var out: [String] = []
    var start = text.startIndex
    for match in text.matches(of: regex) {
      let range = match.range
      if range.lowerBound == text.endIndex || (range.isEmpty && range.lowerBound == start) { continue }
      out.append(String(text[start..<range.lowerBound]))
      for i in 1..<match.output.count {
        if let group = match.output[i].substring { out.append(String(group)) }
      }
      start = range.upperBound
    }
    out.append(String(text[start...]))
    return out
  }

  private static func replaceAll(_ text: String, _ pattern: String, _ with: ([String]) -> String) -> String {
    guard let regex = try? Regex(pattern) else { return text }
    var out = ""
    var start = text.startIndex
    for match in text.matches(of: regex) {
      out += text[start..<match.range.lowerBound]
      out += with((0..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" })
      start = match.range.upperBound
    }
    return out + text[start...]
  }

  // MARK: - Messages

  static func simpleHelp(_ line: String, _ message: String) -> String {
    "Could not interpret the following instruction as a Boolean combination:\n    \(line)\n\nThe error message is:\n    \(message)"
  }

  static func help(
    _ line: String, _ message: String, _ simplified: String, _ placeholders: [(String, String)],
    _ environment: QueryEnvironment
  ) -> String {
    let expressions = placeholders.map { name, text in
      let status: String
      switch TaskQuery.parseFilter(text, environment) {
      case nil: status = "ERROR:\n           do not understand query"
      case .error(let message)?:
        status =
          "ERROR:\n           "
          + message.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmedAsJS() }
          .joined(separator: "\n           ")
      case .filter?: status = "OK"
      }
      return "    '\(name)': '\(text)'\n        => \(status)"
    }.joined(separator: "\n")
    return """
      \(simpleHelp(line, message))

      The instruction was converted to the following simplified line:
          \(simplified)

      Where the sub-expressions in the simplified line are:
      \(expressions)

      For help, see:
          https://publish.obsidian.md/tasks/Queries/Combining+Filters

      """
  }
}
