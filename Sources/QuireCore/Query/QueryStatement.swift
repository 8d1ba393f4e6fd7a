/// One instruction of a Tasks query as written and as read: the raw lines (more than one when
/// it was continued with `\`), the instruction with continuations joined, and the instruction
/// with `{{query.*}}` placeholders expanded. Explanations and error messages show all three
/// when they differ, as the Obsidian Tasks plugin's `Statement` does (docs/queries.md).
public struct QueryStatement: Sendable, Equatable {
  public var raw: String
  public var continued: String
  public var expanded: String
  /// The line of the query the statement starts on (1-based; 0 when made up).
  public var line = 0

  public init(raw: String, continued: String, line: Int = 0) {
    self.line = line
    self.raw = raw
    self.continued = continued.trimmedAsJS()
    self.expanded = self.continued
  }

  /// The statement for explanations: the raw text, then `=>` and each later form that differs.
  public func explained(indent: String) -> String {
    let rawTrimmed = raw.trimmedAsJS()
    var result =
      indent
      + rawTrimmed.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n" + indent)
    if raw.contains("\n") { result += "\n" + indent }
    if continued != rawTrimmed { result += " =>\n" + indent + continued }
    if expanded != continued { result += " =>\n" + indent + expanded }
    return result
  }

  /// Whether the raw, continued and expanded forms are one and the same.
  public var allLinesIdentical: Bool { raw == continued && raw == expanded }

  /// The plugin's error text for a statement that cannot be read.
  public func error(_ message: String) -> String {
    if allLinesIdentical { return "\(message)\nProblem line: \"\(raw)\"" }
    return "\(message)\nProblem statement:\n\(explained(indent: "    "))\n"
  }

  /// The statements of a query's source: lines ending in one `\` go on on the next line (its
  /// leading blanks dropped); `\\` at a line's end is one literal `\`; blank statements are
  /// dropped (the plugin's `Scanner.continueLines`).
  public static func scan(_ source: String) -> [QueryStatement] {
    var statements: [QueryStatement] = []
    var continuing = false
    var raw = ""
    var processed = ""
    var first = 1
    for (index, line) in (source + "\n").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var adjusted = Substring(line)
      if continuing { adjusted = adjusted.drop { $0 == " " || $0 == "\t" } }
      if adjusted.hasSuffix("\\\\") {
        adjusted = adjusted.dropLast()
      } else if line.hasSuffix("\\") {
        adjusted = adjusted.dropLast().trimmingEdges(leading: { _ in false }, trailing: { $0 == " " || $0 == "\t" })
      }
      if continuing {
        raw += "\n" + line
        processed += " " + adjusted
      } else {
        raw = String(line)
        processed = String(adjusted)
        first = index + 1
      }
      continuing = !line.hasSuffix("\\\\") && line.hasSuffix("\\")
      if !continuing {
        if !processed.trimmedAsJS().isEmpty {
          statements.append(QueryStatement(raw: raw, continued: processed, line: first))
        }
        raw = ""
        processed = ""
      }
    }
    return statements
  }
}

extension StringProtocol {
  /// The text without blanks (spaces, tabs, line breaks) at either end, as JavaScript's `trim`.
  func trimmedAsJS() -> String {
    // Most texts start and end with an ASCII character that is no blank: the text as it is
    // (a `String` then shares its storage; a query makes this of every task's description).
    func isKept(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
    let text = String(self)
    if isKept(text.utf8.first), isKept(text.utf8.last) { return text }
    return String(Substring(text).trimmingEdges(leading: \.isWhitespace, trailing: \.isWhitespace))
  }
}
