/// boon's parser (boon-js, the boolean expression language the plugin's `BooleanField` hands its
/// simplified line to): identifiers, `AND`, `OR`, `XOR`, `NOT`, parentheses, `"quoted
/// identifiers"` and `# comments`, to postfix order. Precedence: `NOT`, `XOR`, `AND`, `OR`; equal
/// operators group left to right. The error texts are boon's.
enum BoonParser {
  struct Failure: Error {
    var message: String
  }

  private enum Lexed: Equatable {
    case identifier(String)
    case op(String)
    case open, close, end
  }

  private static let precedence = ["NOT": 0, "XOR": 1, "AND": 2, "OR": 3]
  private static let separators: Set<Character> = [" ", "\t", "\n", "\r"]

  static func parse(_ expression: String) throws(Failure) -> [BooleanFilter.Token] {
    var lexer = Lexer(rest: Substring(expression))
    return try parseInternal(&lexer, nested: false)
  }

  private struct Lexer {
    var rest: Substring

    mutating func next() throws(Failure) -> Lexed {
      while true {
        let token = try lex()
        if case .identifier(let name) = token, name.hasPrefix("#") { continue }
        return token
      }
    }

    private mutating func lex() throws(Failure) -> Lexed {
      var i = rest.startIndex
      while i < rest.endIndex, separators.contains(rest[i]) { i = rest.index(after: i) }
      guard i < rest.endIndex else {
        rest = rest[rest.endIndex...]
        return .end
      }
      let c = rest[i]
      if c == "(" || c == ")" {
        let after = rest.index(after: i)
        if c == ")", after < rest.endIndex, !separators.contains(rest[after]), rest[after] != ")" {
          throw Failure(
            message:
              "Unexpected character: \(rest[after]). A closing parenthesis should be followed by another closing parenthesis or whitespace"
          )
        }
        rest = rest[after...]
        return c == "(" ? .open : .close
      }
      if c == "\"" {
        let start = rest.index(after: i)
        guard let close = rest[start...].firstIndex(of: "\"") else {
          throw Failure(message: "Unexpected end of expression")
        }
        rest = rest[rest.index(after: close)...]
        return .identifier(String(rest.base[start..<close]))
      }
      if c == "#" {
        // A comment runs to the end of the line.
        let end = rest[i...].firstIndex(of: "\n") ?? rest.endIndex
        rest = rest[end...]
        return .identifier("#")
      }
      var j = i
      while j < rest.endIndex, !separators.contains(rest[j]), rest[j] != "(", rest[j] != ")" {
        if rest[j] == "\"" || rest[j] == "#" { throw Failure(message: "Unexpected character: \(rest[j])") }
        j = rest.index(after: j)
      }
      let value = String(rest[i..<j])
      let delimiter = j < rest.endIndex ? rest[j] : nil
      rest = rest[j...]
      if precedence[value] != nil {
        if let delimiter, !separators.contains(delimiter) {
          throw Failure(message: "Unexpected character: \(delimiter). Operators should be separated using whitespace")
        }
        return .op(value)
      }
      return .identifier(value)
    }
  }

  private static func parseInternal(_ lexer: inout Lexer, nested: Bool) throws(Failure) -> [BooleanFilter.Token] {
    var output = try value(&lexer)
    var operators: [String] = []
    while true {
      let token = try lexer.next()
      switch token {
      case .end:
        if nested { throw Failure(message: "Unexpected end of expression") }
        return output + operators.reversed().map { .op($0) }
      case .close:
        if !nested { throw Failure(message: "Invalid token") }
        return output + operators.reversed().map { .op($0) }
      case .op(let op) where op != "NOT":
        while let previous = operators.last, precedence[previous]! <= precedence[op]! {
          output.append(.op(previous))
          operators.removeLast()
        }
        operators.append(op)
        output += try value(&lexer)
      default:
        throw Failure(message: "Invalid token")
      }
    }
  }

  /// An identifier, a parenthesised expression, or `NOT` before either.
  private static func value(_ lexer: inout Lexer) throws(Failure) -> [BooleanFilter.Token] {
    var token = try lexer.next()
    let negated = token == .op("NOT")
    if negated { token = try lexer.next() }
    let result: [BooleanFilter.Token]
    switch token {
    case .identifier(let name): result = [.identifier(name)]
    case .open: result = try parseInternal(&lexer, nested: true)
    case .end: throw Failure(message: "Unexpected end of expression")
    default: throw Failure(message: "Invalid token")
    }
    return negated ? result + [.op("NOT")] : result
  }
}
