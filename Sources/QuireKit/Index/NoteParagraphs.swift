/// Splits a note into the paragraphs the full-text table holds: runs of non-blank lines, each
/// with the file line it starts on, so that a search hit names the real line.
enum NoteParagraphs {
  /// At most this many paragraphs of one note are searchable (the FTS row id keeps 20 bits for them).
  static let limit = 1 << 20 - 1

  /// Paragraphs of `text` in order. Lines break at LF, CRLF and a lone CR, as the parser counts
  /// them; a BOM is dropped.
  static func split(_ text: String) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    var current: [Substring] = []
    var start = 0
    var lineNumber = 0
    var text = Substring(text)
    if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
    func flush() {
      guard !current.isEmpty, result.count < limit else { return current.removeAll() }
      result.append((start, current.joined(separator: "\n")))
      current.removeAll()
    }
    // `split` on Character would treat CRLF as one character; scalars keep lone CR too.
    var lineStart = text.unicodeScalars.startIndex
    var index = lineStart
    let scalars = text.unicodeScalars
    func take(_ end: String.UnicodeScalarView.Index) {
      lineNumber += 1
      let line = Substring(scalars[lineStart..<end])
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        flush()
      } else {
        if current.isEmpty { start = lineNumber }
        current.append(line)
      }
    }
    while index < scalars.endIndex {
      let c = scalars[index]
      if c == "\n" || c == "\r" {
        take(index)
        var next = scalars.index(after: index)
        if c == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
        index = next
        lineStart = next
      } else {
        index = scalars.index(after: index)
      }
    }
    if lineStart < scalars.endIndex { take(scalars.endIndex) }
    flush()
    return result
  }
}
