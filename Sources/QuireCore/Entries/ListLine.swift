/// The parts of a list item's first line: the prefix (indentation, `>` quotes), the marker,
/// an optional checkbox, and the content after them. Used for lines that are not read as
/// tasks by field syntax: day-planner lines and goal progress lines.
struct ListLine {
  var status: String?
  var content: Substring

  init?(_ line: Substring) {
    var s = line
    while let c = s.first, c == " " || c == "\t" || c == ">" { s = s.dropFirst() }
    guard let first = s.first else { return nil }
    if first == "-" || first == "*" || first == "+" {
      s = s.dropFirst()
    } else if first.isASCII, first.isNumber {
      let digits = s.prefix { $0.isASCII && $0.isNumber }
      guard digits.count <= 9 else { return nil }
      s = s.dropFirst(digits.count)
      guard let d = s.first, d == "." || d == ")" else { return nil }
      s = s.dropFirst()
    } else {
      return nil
    }
    guard let space = s.first, space == " " || space == "\t" else { return nil }
    while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
    if s.count >= 3, s.first == "[", s.dropFirst(2).first == "]", s.dropFirst(3).first.map({ $0 == " " }) ?? true {
      status = String(s.dropFirst().first!)
      s = s.dropFirst(3)
      while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
    }
    if s.last == "\r" { s = s.dropLast() }
    content = s
  }
}
