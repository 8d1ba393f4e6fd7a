/// A file's text split into lines once, without copying: line `n` (1-based) is a substring.
///
/// Line breaks are `\n`, `\r\n` and a lone `\r`, as in CommonMark (so line numbers agree
/// with cmark's).
public struct SourceLines: Sendable {
  public let text: String
  /// Start of each line, and the end of its content (before the line break).
  private var starts: [String.Index]
  private var ends: [String.Index]

  public init(_ text: String) {
    self.text = text
    var starts: [String.Index] = [text.startIndex]
    var ends: [String.Index] = []
    let utf8 = text.utf8
    var i = utf8.startIndex
    while i < utf8.endIndex {
      let b = utf8[i]
      if b == 0x0A || b == 0x0D {
        ends.append(i)
        var next = utf8.index(after: i)
        if b == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
        starts.append(next)
        i = next
      } else {
        i = utf8.index(after: i)
      }
    }
    ends.append(utf8.endIndex)
    self.starts = starts
    self.ends = ends
  }

  /// The number of lines (a final line without a break counts; so does an empty last line).
  public var count: Int { starts.count }

  /// The UTF-8 offset where line `number` (1-based) starts.
  public func offset(of number: Int) -> Int {
    guard number >= 1, number <= starts.count else { return text.utf8.count }
    return text.utf8.distance(from: text.startIndex, to: starts[number - 1])
  }

  /// Line `number` (1-based) without its line break; empty past the end.
  public subscript(number: Int) -> Substring {
    guard number >= 1, number <= starts.count else { return "" }
    return text[starts[number - 1]..<ends[number - 1]]
  }
}
