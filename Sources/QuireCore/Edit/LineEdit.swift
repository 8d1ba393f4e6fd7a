/// One change to one line of a note: the line must still read `expected`, and it is replaced
/// by `replacement` (no lines: the line is removed; several: they take its place, in order).
public struct LineEdit: Sendable, Equatable, Codable {
  /// 1-based line number.
  public var line: Int
  /// The line's content as it was read (without its line break).
  public var expected: String
  /// The new lines, without line breaks.
  public var replacement: [String]

  public init(line: Int, expected: String, replacement: [String]) {
    self.line = line
    self.expected = expected
    self.replacement = replacement
  }
}

/// Why an edit was not made.
public enum LineEditError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file has fewer lines than the edit names.
  case noSuchLine(Int)
  /// The line no longer reads what the index saw (it was edited in the meantime).
  case lineChanged(line: Int, expected: String, found: String)
  /// The file is not valid UTF-8; Quire never writes such a file back.
  case notUTF8
  /// The line stands inside a region git's merge left with conflict markers (lines `start`
  /// to `end`): which side holds the task is the person's to decide.
  case insideGitConflict(line: Int, start: Int, end: Int)

  public var description: String {
    switch self {
    case .noSuchLine(let n):
      return "line \(n) no longer exists; the file was edited since it was read, run the command again"
    case .lineChanged(let n, _, let found):
      return "line \(n) changed since it was read (it now reads '\(found)'); nothing was written, run the command again"
    case .notUTF8: return "the file is not valid UTF-8; Quire does not edit it (save it as UTF-8 first)"
    case .insideGitConflict(let n, let start, let end):
      return "line \(n) is inside an unresolved git merge conflict (lines \(start)–\(end)); "
        + "resolve it (keep one side, delete the marker lines), then run the command again"
    }
  }
}

/// Applies line edits to a file's bytes, leaving every other byte as it was (docs/data-safety.md):
/// line breaks (LF, CRLF, CR), a byte-order mark, trailing spaces, a missing final newline.
public enum LineEditor {
  /// The bytes with `edits` applied (they may come in any order; two edits of one line are
  /// not allowed). New lines take the line break of the line they replace.
  public static func apply(_ edits: [LineEdit], to bytes: [UInt8]) -> Result<[UInt8], LineEditError> {
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
    let conflicts = GitConflictRegion.regions(in: text)
    for edit in edits {
      if let region = conflicts.first(where: { $0.lines.contains(edit.line) }) {
        return .failure(.insideGitConflict(line: edit.line, start: region.start, end: region.end))
      }
    }
    let lines = split(bytes)
    var byLine: [Int: LineEdit] = [:]
    for edit in edits {
      guard edit.line >= 1, edit.line <= lines.count else { return .failure(.noSuchLine(edit.line)) }
      let found = String(decoding: bytes[lines[edit.line - 1].content], as: UTF8.self)
      guard found == edit.expected else {
        return .failure(.lineChanged(line: edit.line, expected: edit.expected, found: found))
      }
      byLine[edit.line] = edit
    }
    let fallbackBreak = dominantBreak(bytes, lines)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 256)
    for (index, line) in lines.enumerated() {
      guard let edit = byLine[index + 1] else {
        out += bytes[line.content.lowerBound..<line.breakEnd]
        continue
      }
      let lineBreak = Array(bytes[line.content.upperBound..<line.breakEnd])
      for (i, text) in edit.replacement.enumerated() {
        out += text.utf8
        // The last new line keeps the old line's break (none at the end of a file without a
        // final newline); the lines before it need one of their own.
        if i < edit.replacement.count - 1 {
          out += lineBreak.isEmpty ? fallbackBreak : lineBreak
        } else {
          out += lineBreak
        }
      }
    }
    return .success(out)
  }

  /// The bytes with `newLines` added at the end, each ended by the file's usual line break.
  /// A last line without a line break first gets one (the only change to an existing line).
  public static func append(_ newLines: [String], to bytes: [UInt8]) -> Result<[UInt8], LineEditError> {
    guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.notUTF8) }
    let lines = split(bytes)
    let lineBreak = dominantBreak(bytes, lines)
    var out = bytes
    if let last = lines.last, last.content.upperBound == last.breakEnd, !last.content.isEmpty { out += lineBreak }
    for line in newLines { out += Array(line.utf8) + lineBreak }
    return .success(out)
  }

  /// A line's content range and where its line break ends.
  struct Line {
    var content: Range<Int>
    var breakEnd: Int
  }

  /// Lines split at LF, CRLF and lone CR, as ``SourceLines`` counts them. The empty text after
  /// a final line break is a line too (the line numbers agree with the parser's).
  static func split(_ bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x0A || b == 0x0D {
        var end = i + 1
        if b == 0x0D, end < bytes.count, bytes[end] == 0x0A { end += 1 }
        lines.append(Line(content: start..<i, breakEnd: end))
        start = end
        i = end
      } else {
        i += 1
      }
    }
    lines.append(Line(content: start..<bytes.count, breakEnd: bytes.count))
    return lines
  }

  /// The line break most lines use (LF for a file with none).
  static func dominantBreak(_ bytes: [UInt8], _ lines: [Line]) -> [UInt8] {
    var counts: [[UInt8]: Int] = [:]
    for line in lines where line.breakEnd > line.content.upperBound {
      counts[Array(bytes[line.content.upperBound..<line.breakEnd]), default: 0] += 1
    }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.count > $1.key.count) }?.key ?? [0x0A]
  }
}
