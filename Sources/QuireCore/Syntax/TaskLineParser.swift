/// Reads one source line as a checkbox task (`- [ ] Submit slides 📅 2026-11-25`).
///
/// A task line is, in order:
/// 1. a prefix: optional U+FEFF (a byte-order mark on a file's first line), then any run of
///    spaces, tabs and `>` (indentation and blockquote or callout markers, `> > ` or `>>> `),
///    as obsidian-tasks `indentationRegex` (`^([\s\t>]*)`);
/// 2. a list marker: `-`, `*`, `+`, or 1–9 digits followed by `.` or `)` (CommonMark's limit;
///    compat `list_marker_cases`);
/// 3. one or more spaces or tabs;
/// 4. a checkbox `[c]`, where `c` is any single grapheme, kept as written (``TaskStatus``);
/// 5. the end of the line, or a space or tab and then the body. A checkbox glued to text
///    (`- [ ]text`) is not a GFM task item, so it is not a task here either.
///
/// A trailing `\r\n`, `\n` or `\r` is the line ending: it is kept in ``ParsedTaskLine/original``
/// and ``ParsedTaskLine/lineEnding`` but never read into a field.
///
/// This parser looks at one line only; whether the line sits in a code block, an HTML block or
/// front matter is for the Markdown layer to decide.
public enum TaskLineParser {
  /// Reads `line` as a task line; `nil` when it is not one.
  public static func parse(_ line: String) -> ParsedTaskLine? {
    parse(line[...])
  }

  /// Reads `line` as a task line; `nil` when it is not one.
  public static func parse(_ line: Substring) -> ParsedTaskLine? {
    var copy = line
    return copy.withUTF8 { parse(line, bytes: $0) }
  }

  /// Whether `marker` alone is a list marker a task line may use (`-`, `*`, `+`, `1.`, `1)`).
  public static func isListMarker(_ marker: some StringProtocol) -> Bool {
    var text = String(marker)
    return text.withUTF8 { bytes in listMarkerEnd(bytes, from: 0, to: bytes.count) == bytes.count }
  }

  // MARK: - Line structure

  static func parse(_ line: Substring, bytes u: UnsafeBufferPointer<UInt8>) -> ParsedTaskLine? {
    var end = u.count
    if end > 0, u[end - 1] == 0x0A { end -= 1 }
    if end > 0, u[end - 1] == 0x0D { end -= 1 }

    var i = 0
    if end >= 3, u[0] == 0xEF, u[1] == 0xBB, u[2] == 0xBF { i = 3 }
    while i < end, u[i] == 0x20 || u[i] == 0x09 || u[i] == UInt8(ascii: ">") { i += 1 }
    let prefixEnd = i

    guard let markerEnd = listMarkerEnd(u, from: prefixEnd, to: end) else { return nil }
    i = markerEnd
    guard i < end, u[i] == 0x20 || u[i] == 0x09 else { return nil }
    while i < end, u[i] == 0x20 || u[i] == 0x09 { i += 1 }
    guard i < end, u[i] == UInt8(ascii: "[") else { return nil }

    // The status: one grapheme, then `]`.
    let symbolStart = i + 1
    guard symbolStart < end else { return nil }
    var symbolEnd: Int
    if u[symbolStart] < 0x80, symbolStart + 1 < end, u[symbolStart + 1] == UInt8(ascii: "]") {
      // An ASCII character followed by `]` is always a grapheme of its own.
      symbolEnd = symbolStart + 1
    } else {
      // Slice first: subscripting `line` at an index inside a grapheme would round it down to
      // the grapheme's start (`[` + a combining mark is one grapheme).
      let index = line.utf8.index(line.utf8.startIndex, offsetBy: symbolStart)
      guard let symbol = line[index...].first else { return nil }
      symbolEnd = symbolStart + symbol.utf8.count
    }
    guard symbolEnd < end, u[symbolEnd] == UInt8(ascii: "]") else { return nil }
    let afterBox = symbolEnd + 1
    guard afterBox == end || u[afterBox] == 0x20 || u[afterBox] == 0x09 else { return nil }
    let bodyStart = afterBox == end ? end : afterBox + 1

    let read = TaskBodyParser.parse(u, from: bodyStart, to: end, base: 0)
    var parsed = ParsedTaskLine(
      prefix: text(u, 0, prefixEnd),
      listMarker: text(u, prefixEnd, markerEnd),
      status: TaskStatus(symbol: text(u, symbolStart, symbolEnd)),
      body: text(u, bodyStart, end),
      bodyOffset: bodyStart,
      fields: read.fields,
      format: read.format,
      problems: read.problems,
      original: String(line),
      lineEnding: text(u, end, u.count)
    )
    parsed.hiddenPluginFields = read.hiddenPluginFields
    return parsed
  }

  /// The end of a list marker starting at `from`, or `nil` when there is none.
  static func listMarkerEnd(_ u: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
    guard from < end else { return nil }
    switch u[from] {
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
      return from + 1
    default:
      var i = from
      while i < end, i - from < 10, u[i] >= 0x30, u[i] <= 0x39 { i += 1 }
      guard i > from, i - from <= 9, i < end, u[i] == UInt8(ascii: ".") || u[i] == UInt8(ascii: ")") else {
        return nil
      }
      return i + 1
    }
  }

  static func text(_ u: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: u[from..<to]), as: UTF8.self)
  }
}
