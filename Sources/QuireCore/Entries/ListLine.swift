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
    if rest.utf8.first == 0x5B {
      // `[x] `: read from the bytes when the characters after `[` are single ASCII scalars
      // (ASCII followed by ASCII is always a character boundary, but for CR LF, and a line
      // holds no LF); else by characters, as a symbol may be a cluster of several scalars.
      let utf8 = rest.utf8
      // The k-th byte after `[`.
      func after(_ k: Int) -> UInt8? {
        utf8.index(utf8.startIndex, offsetBy: k + 1, limitedBy: utf8.endIndex).flatMap {
          $0 < utf8.endIndex ? utf8[$0] : nil
        }
      }
      let (symbol, close, next) = (after(0), after(1), after(2))
      if let symbol, let close, symbol < 0x80, symbol != 0x0D, close < 0x80, (next ?? 0) < 0x80, (after(3) ?? 0) < 0x80
      {
        if close == 0x5D, next == nil || next == 0x20 || next == 0x09 || next == 0x0D {
          status = String(UnicodeScalar(symbol))
          rest = rest[utf8.index(utf8.startIndex, offsetBy: 3)...]
          while let c = rest.utf8.first, c == 0x20 || c == 0x09 { rest = rest.dropFirst() }
        }
      } else if let symbol = rest.dropFirst().first, rest.dropFirst(2).first == "]",
        rest.dropFirst(3).first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true
      {
        status = String(symbol)
        rest = rest.dropFirst(3)
        while let c = rest.utf8.first, c == 0x20 || c == 0x09 { rest = rest.dropFirst() }
      }
    }
    if rest.utf8.last == 0x0D { rest = rest.dropLast() }
    content = rest
  }
}
