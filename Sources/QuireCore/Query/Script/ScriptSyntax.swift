/// The JavaScript that `filter by function`, `sort by function` and `group by function` hold, as
/// far as Quire's own evaluator reads it (docs/queries.md, "Functions"): expressions with
/// property access, calls, `!`, arithmetic, comparisons, `&&`, `||`, `??`, the ternary, array
/// literals and one-parameter arrow functions; and, when the text holds `return` (the plugin's
/// rule), statements: `const`/`let`/`var`, `if`/`else`, `return` and blocks. Anything else is
/// a ``ScriptSyntaxError`` naming what was not read.
indirect enum ScriptNode: Sendable {
  case literal(ScriptValue)
  case name(String)
  case array([ScriptNode])
  case member(ScriptNode, String, optional: Bool)
  case index(ScriptNode, ScriptNode, optional: Bool)
  case call(ScriptNode, [ScriptNode], optional: Bool)
  case unary(String, ScriptNode)
  case binary(String, ScriptNode, ScriptNode)
  case logical(String, ScriptNode, ScriptNode)
  case conditional(ScriptNode, ScriptNode, ScriptNode)
  case arrow([String], [ScriptStatement])
}

indirect enum ScriptStatement: Sendable {
  case declare(String, ScriptNode)
  case ret(ScriptNode?)
  case expression(ScriptNode)
  case branch(ScriptNode, [ScriptStatement], [ScriptStatement])
  case block([ScriptStatement])
}

/// Why an expression is not one Quire reads.
struct ScriptSyntaxError: Error, Sendable {
  var message: String
}

/// One token of the source.
enum ScriptToken: Equatable, Sendable {
  case number(Double)
  case string(String)
  case word(String)
  case symbol(String)
  case end
}

/// Reads the source into statements (``ScriptParser/parse(_:)``).
struct ScriptParser {
  private var tokens: [ScriptToken]
  private var position = 0

  /// The program of `source`: `return source` unless it holds `return` (as the plugin does).
  static func parse(_ source: String) throws(ScriptSyntaxError) -> [ScriptStatement] {
    let trimmed = source.trimmingSpaces()
    guard !trimmed.isEmpty else { throw ScriptSyntaxError(message: "the expression is empty") }
    var parser = ScriptParser(tokens: try ScriptLexer.tokens(of: trimmed))
    if trimmed.contains("return") {
      var statements: [ScriptStatement] = []
      while parser.peek != .end { statements.append(try parser.statement()) }
      return statements
    }
    let expression = try parser.expression()
    while parser.peek == .symbol(";") { parser.position += 1 }
    guard parser.peek == .end else { throw parser.unexpected() }
    return [.ret(expression)]
  }

  private var peek: ScriptToken { tokens[position] }

  private mutating func next() -> ScriptToken {
    defer { if position < tokens.count - 1 { position += 1 } }
    return tokens[position]
  }

  private mutating func take(_ symbol: String) -> Bool {
    guard peek == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ symbol: String) throws(ScriptSyntaxError) {
    guard take(symbol) else { throw unexpected(wanted: "'\(symbol)'") }
  }

  private func unexpected(wanted: String? = nil) -> ScriptSyntaxError {
    let found: String
    switch peek {
    case .end: found = "the end of the expression"
    case .number(let n): found = "'\(ScriptValue.number(n).text)'"
    case .string(let s): found = "'\"\(s)\"'"
    case .word(let w): found = "'\(w)'"
    case .symbol(let s): found = "'\(s)'"
    }
    return ScriptSyntaxError(message: wanted.map { "expected \($0) before \(found)" } ?? "unexpected \(found)")
  }

  // MARK: - Statements

  private mutating func statement() throws(ScriptSyntaxError) -> ScriptStatement {
    switch peek {
    case .symbol("{"):
      position += 1
      var body: [ScriptStatement] = []
      while !take("}") {
        guard peek != .end else { throw unexpected(wanted: "'}'") }
        body.append(try statement())
      }
      return .block(body)
    case .symbol(";"):
      position += 1
      return .block([])
    case .word("const"), .word("let"), .word("var"):
      position += 1
      guard case .word(let name) = next(), !Self.reserved.contains(name) else {
        throw ScriptSyntaxError(message: "expected a name after a declaration")
      }
      try expect("=")
      let value = try expression()
      endOfStatement()
      return .declare(name, value)
    case .word("return"):
      position += 1
      if peek == .symbol(";") || peek == .symbol("}") || peek == .end {
        endOfStatement()
        return .ret(nil)
      }
      let value = try expression()
      endOfStatement()
      return .ret(value)
    case .word("if"):
      position += 1
      try expect("(")
      let condition = try expression()
      try expect(")")
      let then = try statement()
      var otherwise: [ScriptStatement] = []
      if peek == .word("else") {
        position += 1
        otherwise = [try statement()]
      }
      return .branch(condition, [then], otherwise)
    case .word(let word) where Self.unsupportedStatements.contains(word):
      throw ScriptSyntaxError(message: "'\(word)' statements are not read")
    default:
      let value = try expression()
      endOfStatement()
      return .expression(value)
    }
  }

  private mutating func endOfStatement() { _ = take(";") }

  static let reserved: Set<String> = ["const", "let", "var", "return", "if", "else", "true", "false", "null"]
  static let unsupportedStatements: Set<String> = [
    "for", "while", "do", "switch", "function", "class", "try", "throw", "new", "async", "await", "import",
  ]

  // MARK: - Expressions

  mutating func expression() throws(ScriptSyntaxError) -> ScriptNode {
    // A one-parameter arrow function: `tag => ...` or `(tag) => ...`.
    if case .word(let name) = peek, tokens[position + 1] == .symbol("=>") {
      position += 2
      return .arrow([name], try arrowBody())
    }
    if peek == .symbol("("), case .word(let name) = tokens[position + 1], tokens[position + 2] == .symbol(")"),
      position + 3 < tokens.count, tokens[position + 3] == .symbol("=>")
    {
      position += 4
      return .arrow([name], try arrowBody())
    }
    let test = try binary(0)
    guard take("?") else { return test }
    let then = try expression()
    try expect(":")
    return .conditional(test, then, try expression())
  }

  private mutating func arrowBody() throws(ScriptSyntaxError) -> [ScriptStatement] {
    if peek == .symbol("{"), case .block(let body) = try statement() { return body }
    return [.ret(try expression())]
  }

  /// Binary operators by precedence, loosest first.
  private static let levels: [[String]] = [
    ["??"], ["||"], ["&&"], ["===", "!==", "==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
  ]

  private mutating func binary(_ level: Int) throws(ScriptSyntaxError) -> ScriptNode {
    guard level < Self.levels.count else { return try unary() }
    var left = try binary(level + 1)
    while case .symbol(let op) = peek, Self.levels[level].contains(op) {
      position += 1
      let right = try binary(level + 1)
      left = ["&&", "||", "??"].contains(op) ? .logical(op, left, right) : .binary(op, left, right)
    }
    return left
  }

  private mutating func unary() throws(ScriptSyntaxError) -> ScriptNode {
    if case .symbol(let op) = peek, ["!", "-", "+"].contains(op) {
      position += 1
      return .unary(op, try unary())
    }
    if peek == .word("typeof") {
      position += 1
      return .unary("typeof", try unary())
    }
    return try postfix()
  }

  private mutating func postfix() throws(ScriptSyntaxError) -> ScriptNode {
    var node = try primary()
    while true {
      if take(".") {
        guard case .word(let name) = next() else {
          throw ScriptSyntaxError(message: "expected a property name after '.'")
        }
        node = .member(node, name, optional: false)
      } else if take("?.") {
        if take("(") {
          node = .call(node, try arguments(), optional: true)
        } else if take("[") {
          let index = try expression()
          try expect("]")
          node = .index(node, index, optional: true)
        } else {
          guard case .word(let name) = next() else {
            throw ScriptSyntaxError(message: "expected a property name after '?.'")
          }
          node = .member(node, name, optional: true)
        }
      } else if take("[") {
        let index = try expression()
        try expect("]")
        node = .index(node, index, optional: false)
      } else if take("(") {
        node = .call(node, try arguments(), optional: false)
      } else {
        return node
      }
    }
  }

  private mutating func arguments() throws(ScriptSyntaxError) -> [ScriptNode] {
    var out: [ScriptNode] = []
    while !take(")") {
      if !out.isEmpty { try expect(",") }
      if take(")") { break }
      out.append(try expression())
    }
    return out
  }

  private mutating func primary() throws(ScriptSyntaxError) -> ScriptNode {
    switch next() {
    case .number(let n): return .literal(.number(n))
    case .string(let s): return .literal(.string(s))
    case .word("true"): return .literal(.bool(true))
    case .word("false"): return .literal(.bool(false))
    case .word("null"): return .literal(.null)
    case .word("undefined"): return .literal(.undefined)
    case .word(let word) where Self.unsupportedStatements.contains(word) || Self.reserved.contains(word):
      throw ScriptSyntaxError(message: "'\(word)' is not read in an expression")
    case .word(let name): return .name(name)
    case .symbol("("):
      let inner = try expression()
      try expect(")")
      return inner
    case .symbol("["):
      var items: [ScriptNode] = []
      while !take("]") {
        if !items.isEmpty { try expect(",") }
        if take("]") { break }
        if peek == .symbol("...") { throw ScriptSyntaxError(message: "spread ('...') is not read") }
        items.append(try expression())
      }
      return .array(items)
    default:
      position -= 1
      throw unexpected()
    }
  }
}

/// Splits the source into tokens.
enum ScriptLexer {
  /// Longest first, so `===` is read before `==`.
  static let symbols = [
    "===", "!==", "...", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "=>", "(", ")", "[", "]", "{", "}", ",", ";",
    ".", "?", ":", "!", "+", "-", "*", "/", "%", "<", ">", "=",
  ]

  static func tokens(of source: String) throws(ScriptSyntaxError) -> [ScriptToken] {
    let chars = Array(source.unicodeScalars)
    var out: [ScriptToken] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.properties.isWhitespace {
        i += 1
        continue
      }
      if c == "/" && i + 1 < chars.count && (chars[i + 1] == "/" || chars[i + 1] == "*") {
        throw ScriptSyntaxError(message: "comments are not read")
      }
      if c.properties.numericType == .decimal && c.isASCII
        || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].properties.numericType == .decimal)
      {
        var text = ""
        while i < chars.count, chars[i].isASCII,
          chars[i].properties.numericType == .decimal || chars[i] == "." && !text.contains(".")
        {
          // `1.95.toFixed(2)`: the second dot is a member access.
          if chars[i] == ".", i + 1 < chars.count, !(chars[i + 1].properties.numericType == .decimal) { break }
          text.unicodeScalars.append(chars[i])
          i += 1
        }
        out.append(.number(Double(text) ?? .nan))
        continue
      }
      if c == "'" || c == "\"" || c == "`" {
        var text = ""
        i += 1
        var closed = false
        while i < chars.count {
          let d = chars[i]
          if d == c {
            closed = true
            i += 1
            break
          }
          if c == "`" && d == "$" && i + 1 < chars.count && chars[i + 1] == "{" {
            throw ScriptSyntaxError(message: "template literals with '${' are not read")
          }
          if d == "\\", i + 1 < chars.count {
            i += 1
            switch chars[i] {
            case "n": text += "\n"
            case "t": text += "\t"
            default: text.unicodeScalars.append(chars[i])
            }
          } else {
            text.unicodeScalars.append(d)
          }
          i += 1
        }
        guard closed else { throw ScriptSyntaxError(message: "a string is not closed") }
        out.append(.string(text))
        continue
      }
      if c.properties.isXIDStart || c == "_" || c == "$" {
        var word = ""
        while i < chars.count, chars[i].properties.isXIDContinue || chars[i] == "$" {
          word.unicodeScalars.append(chars[i])
          i += 1
        }
        out.append(.word(word))
        continue
      }
      let rest = String(String.UnicodeScalarView(chars[i..<min(i + 3, chars.count)]))
      guard let symbol = symbols.first(where: { rest.hasPrefix($0) }) else {
        throw ScriptSyntaxError(message: "'\(Character(c))' is not read")
      }
      out.append(.symbol(symbol))
      i += symbol.unicodeScalars.count
    }
    out.append(.end)
    return out
  }
}
