/// What a filter means in words, as the Obsidian Tasks plugin's `explain` prints it: a line, or a
/// boolean operator over indented children (its `Explanation`).
public struct QueryExplanation: Sendable, Equatable {
  public var description: String
  /// `AND`, `OR`, `NOT`, `XOR`, or empty for a plain line with indented children.
  public var symbol: String
  public var children: [QueryExplanation]

  public init(_ description: String, children: [QueryExplanation] = [], symbol: String = "") {
    self.description = description
    self.children = children
    self.symbol = symbol
  }

  static func and(_ children: [QueryExplanation]) -> QueryExplanation { combined("All of", children, "AND") }
  static func or(_ children: [QueryExplanation]) -> QueryExplanation { combined("At least one of", children, "OR") }
  static func not(_ children: [QueryExplanation]) -> QueryExplanation {
    QueryExplanation("None of", children: children, symbol: "NOT")
  }
  static func xor(_ children: [QueryExplanation]) -> QueryExplanation {
    QueryExplanation("Exactly one of", children: children, symbol: "XOR")
  }

  /// `a AND b AND c` reads as one `AND` over three children, not two nested ones.
  private static func combined(_ description: String, _ children: [QueryExplanation], _ symbol: String)
    -> QueryExplanation
  {
    if children.count == 2, children[0].symbol == symbol, children[1].symbol.isEmpty {
      var first = children[0]
      first.children.append(children[1])
      return first
    }
    return QueryExplanation(description, children: children, symbol: symbol)
  }

  /// The explanation as text, each level two spaces further in.
  public func text(indent: String = "") -> String {
    if children.isEmpty { return indent + description }
    var result = indent
    if symbol.isEmpty {
      result += description
    } else {
      result += symbol
      if children.count > 1 { result += " (\(description))" }
      result += ":"
    }
    for child in children { result += "\n" + child.text(indent: indent + "  ") }
    return result
  }
}
