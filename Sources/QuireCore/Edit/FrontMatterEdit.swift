import QuireMarkdown

/// Line edits that set one key of a note's front matter, leaving every other line alone.
///
/// The key's block is its `key:` line at column 0 and the lines after it that belong to it
/// (indented, or list items `- ...`). Setting a key that is missing inserts its lines just
/// before the closing fence; a note without front matter gets one at the top.
public enum FrontMatterEdit {
  /// Why the front matter cannot be edited.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The front matter opens but never closes.
    case unclosed

    public var description: String {
      switch self {
      case .unclosed: return "its front matter opens with '---' but never closes; add the closing '---' line first"
      }
    }
  }

  /// The edits that make `key`'s block read `lines` (the first of which is `key: ...`).
  /// Empty when it already does, so a second run changes nothing.
  public static func set(_ key: String, to lines: [String], in text: String) -> Result<[LineEdit], Problem> {
    let source = SourceLines(text)
    let split = FrontMatterSplitter.split(text)
    if split.problem == .unclosed { return .failure(.unclosed) }
    guard let frontMatter = split.frontMatter else {
      // No front matter: open one above the first line (after a byte-order mark, if any).
      let first = String(source[1])
      let bom = first.hasPrefix("\u{FEFF}")
      let rest = bom ? String(first.dropFirst()) : first
      var replacement = [(bom ? "\u{FEFF}" : "") + "---"] + lines + ["---"]
      if !(source.count == 1 && first.isEmpty) { replacement.append(rest) }
      return .success([LineEdit(line: 1, expected: first, replacement: replacement)])
    }
    let closing = frontMatter.lineCount
    guard let (start, end) = block(of: key, in: source, closing: closing) else {
      let fence = String(source[closing])
      return .success([LineEdit(line: closing, expected: fence, replacement: lines + [fence])])
    }
    let current = (start...end).map { String(source[$0]) }
    if current == lines { return .success([]) }
    var edits = [LineEdit(line: start, expected: current[0], replacement: lines)]
    if end > start {
      for n in (start + 1)...end { edits.append(LineEdit(line: n, expected: String(source[n]), replacement: [])) }
    }
    return .success(edits)
  }

  /// The first and last line of `key`'s block in the front matter that closes on line `closing`.
  static func block(of key: String, in source: SourceLines, closing: Int) -> (Int, Int)? {
    guard closing > 2 else { return nil }
    for n in 2..<closing {
      let line = source[n]
      guard line.hasPrefix(key + ":") else { continue }
      var end = n
      while end + 1 < closing {
        let next = source[end + 1]
        guard let c = next.first, c == " " || c == "\t" || c == "-" else { break }
        end += 1
      }
      return (n, end)
    }
    return nil
  }
}
