/// The YAML front matter block split off the top of a note.
public struct FrontMatter: Sendable, Equatable {
  /// The YAML text between the fences (line endings as in the file).
  public var yaml: String
  /// File line of the first YAML line (the line after the opening `---`).
  public var firstLine: Int
  /// Number of file lines the block takes, fences included: the body starts on line `lineCount + 1`.
  public var lineCount: Int

  public init(yaml: String, firstLine: Int, lineCount: Int) {
    self.yaml = yaml
    self.firstLine = firstLine
    self.lineCount = lineCount
  }
}

/// Why front matter could not be split off.
public enum FrontMatterProblem: Sendable, Equatable {
  /// The file opens with `---` but no closing `---` or `...` line follows.
  case unclosed
}

/// Splits YAML front matter off a note, before cmark sees it (cmark reads `---` as a thematic break).
public enum FrontMatterSplitter {
  /// Returns the front matter (if any), the body text and a problem (if any).
  ///
  /// The front matter must open on the file's first line with exactly `---` (after an optional
  /// BOM; trailing spaces allowed) and close with a `---` or `...` line. An unclosed block is not
  /// front matter: the whole file is the body and `.unclosed` is reported.
  public static func split(_ text: String) -> (frontMatter: FrontMatter?, body: Substring, problem: FrontMatterProblem?)
  {
    let utf8 = text.utf8
    var start = utf8.startIndex
    if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }
    guard let firstEnd = lineEnd(utf8, from: start), isFence(utf8[start..<firstEnd.contentEnd], closing: false) else {
      return (nil, text[...], nil)
    }
    var lineStart = firstEnd.next
    var line = 2
    let yamlStart = lineStart
    while lineStart < utf8.endIndex, let end = lineEnd(utf8, from: lineStart) {
      if isFence(utf8[lineStart..<end.contentEnd], closing: true) {
        let yaml = String(text[yamlStart..<lineStart])
        return (FrontMatter(yaml: yaml, firstLine: 2, lineCount: line), text[end.next...], nil)
      }
      lineStart = end.next
      line += 1
    }
    return (nil, text[...], .unclosed)
  }

  private static func lineEnd(_ utf8: String.UTF8View, from: String.Index) -> (
    contentEnd: String.Index, next: String.Index
  )? {
    guard from < utf8.endIndex else { return nil }
    // Line breaks as in CommonMark: \n, \r\n or a lone \r (cmark counts lines the same way).
    var i = from
    while i < utf8.endIndex {
      let b = utf8[i]
      if b == 0x0A { return (i, utf8.index(after: i)) }
      if b == 0x0D {
        var next = utf8.index(after: i)
        if next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
        return (i, next)
      }
      i = utf8.index(after: i)
    }
    return (i, i)
  }

  private static func isFence(_ line: Substring.UTF8View, closing: Bool) -> Bool {
    var bytes = Array(line)
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
    return bytes == [0x2D, 0x2D, 0x2D] || (closing && bytes == [0x2E, 0x2E, 0x2E])
  }
}
