/// Text from elsewhere (an iCalendar DESCRIPTION, `--notes`) made safe to put into a note's
/// body: it stays readable, but cannot start Markdown structure that changes what the note
/// means — no task (`- [ ] x` would become a task Quire lists), no front matter or thematic
/// break (`---`), no heading, list, quote, fence, table or HTML block.
public enum MarkdownEscape {
  /// Every line of `text` with a backslash before the character that would open a block
  /// (CommonMark backslash escapes show the character itself). Line breaks become `\n`;
  /// control characters other than tab are dropped.
  public static func body(_ text: String) -> String {
    var lines: [String] = []
    for raw in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    {
      let clean = String(
        String.UnicodeScalarView(raw.unicodeScalars.filter { $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }))
      lines.append(line(clean))
    }
    return lines.joined(separator: "\n")
  }

  /// One line escaped: indentation kept, then the first significant character escaped when it
  /// could open a block (at any indentation, so nothing nests either).
  static func line(_ s: String) -> String {
    let indent = s.prefix { $0 == " " || $0 == "\t" }
    let rest = s.dropFirst(indent.count)
    guard let first = rest.first else { return s }
    if "-*+#>=_~`|<[".contains(first) || first == "\\" {
      return String(indent) + "\\" + rest
    }
    // An ordered list marker: digits then `.` or `)`.
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9 {
      let after = rest.dropFirst(digits.count)
      if let mark = after.first, mark == "." || mark == ")" {
        return String(indent) + digits + "\\" + after
      }
    }
    return s
  }

  /// A one-line title for a heading or list: line breaks and control characters become spaces.
  public static func oneLine(_ text: String) -> String {
    let mapped = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) }
    return String(mapped).trimmingSpaces()
  }
}
