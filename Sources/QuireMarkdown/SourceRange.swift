/// A position in a source file: 1-based line, 1-based column in UTF-8 bytes (cmark's unit).
public struct SourcePosition: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// The span of a node in its file, in file lines (front matter included).
public struct SourceRange: Sendable, Hashable {
  public var start: SourcePosition
  public var end: SourcePosition

  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}
