/// A file's text split into lines once, without copying: line `n` (1-based) is a substring.
public struct SourceLines: Sendable {
  public let text: String
  private var starts: [String.Index]

  public init(_ text: String) {
    self.text = text
    var starts: [String.Index] = [text.startIndex]
    let utf8 = text.utf8
    var i = utf8.startIndex
    while let newline = utf8[i...].firstIndex(of: 0x0A) {
      i = utf8.index(after: newline)
      starts.append(i)
    }
    self.starts = starts
  }

  /// The UTF-8 offset where line `number` (1-based) starts.
  public func offset(of number: Int) -> Int {
    guard number >= 1, number <= starts.count else { return text.utf8.count }
    return text.utf8.distance(from: text.startIndex, to: starts[number - 1])
  }

  /// The number of lines (a final line without a newline counts; an empty last line after `\n` too).
  public var count: Int { starts.count }

  /// Line `number` (1-based) without its `\n` but with a `\r` if the file has CRLF endings.
  public subscript(number: Int) -> Substring {
    guard number >= 1, number <= starts.count else { return "" }
    let start = starts[number - 1]
    if number < starts.count {
      return text[start..<text.utf8.index(before: starts[number])]
    }
    return text[start...]
  }

  /// Line `number` without a trailing `\r`.
  public func content(_ number: Int) -> Substring {
    let line = self[number]
    if line.utf8.last == 0x0D { return line.dropLast() }
    return line
  }
}
