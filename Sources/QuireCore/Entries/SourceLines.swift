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
    // Scanned as raw bytes (a String.Index step per byte was a twentieth of an export), then
    // turned into indices by offset, which costs nothing on a native UTF-8 string.
    var startOffsets = [0]
    var endOffsets: [Int] = []
    var copy = text
    copy.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x0A || b == 0x0D {
          endOffsets.append(i)
          i += b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
          startOffsets.append(i)
        } else {
          i += 1
        }
      }
      endOffsets.append(bytes.count)
    }
    let utf8 = text.utf8
    starts = startOffsets.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    ends = endOffsets.map { utf8.index(utf8.startIndex, offsetBy: $0) }
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
