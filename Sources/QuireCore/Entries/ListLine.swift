/// The parts of a list item's first line: the prefix (indentation, `>` quotes), the marker,
/// an optional checkbox, and the content after them. Used for lines that are not read as
/// tasks by field syntax: day-planner lines and goal progress lines.
struct ListLine {
  var status: String?
  var content: Substring

  init?(_ line: Substring) {
    // Scans UTF-8 bytes: this runs for every list item of every note.
    let utf8 = line.utf8
    var i = utf8.startIndex
    func byte(_ at: Substring.UTF8View.Index) -> UInt8? { at < utf8.endIndex ? utf8[at] : nil }
    while let b = byte(i), b == 0x20 || b == 0x09 || b == 0x3E { i = utf8.index(after: i) }
    guard let first = byte(i) else { return nil }
    if first == 0x2D || first == 0x2A || first == 0x2B {  // - * +
      i = utf8.index(after: i)
    } else if first >= 0x30, first <= 0x39 {
      var digits = 0
      while let b = byte(i), b >= 0x30, b <= 0x39 {
        digits += 1
        i = utf8.index(after: i)
      }
      guard digits <= 9, let d = byte(i), d == 0x2E || d == 0x29 else { return nil }  // . )
      i = utf8.index(after: i)
    } else {
      return nil
    }
    guard let space = byte(i), space == 0x20 || space == 0x09 else { return nil }
    while let b = byte(i), b == 0x20 || b == 0x09 { i = utf8.index(after: i) }
    var rest = line[i...]
    if rest.utf8.first == 0x5B, let symbol = rest.dropFirst().first,
      rest.dropFirst(2).first == "]", rest.dropFirst(3).first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true
    {
      status = String(symbol)
      rest = rest.dropFirst(3)
      while let c = rest.utf8.first, c == 0x20 || c == 0x09 { rest = rest.dropFirst() }
    }
    if rest.utf8.last == 0x0D { rest = rest.dropLast() }
    content = rest
  }
}
