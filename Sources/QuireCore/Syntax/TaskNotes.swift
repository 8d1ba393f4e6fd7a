/// A task's notes: the lines right below its line that Markdown reads as more of its list item
/// (indented to where the task's checkbox starts, inside the same quotes) and that are no list
/// item themselves; blank lines between them belong to the notes, blank lines after them do not
/// (docs/syntax.md, "Task notes"). A phone's VTODO DESCRIPTION is these lines (docs/phone.md).
///
/// ```
/// - [ ] Call the plumber 📅 2026-12-01
///   Ask about the boiler.
///   Number: 555 0100
/// ```
///
/// Written notes keep their meaning when read back: a line that would start a list item (and so
/// end the notes, or become a task) gets a backslash before its first character, which reading
/// takes off again (``lines(for:under:)`` and ``text(of:under:)`` are inverses). Not
/// ``MarkdownEscape``, which escapes every character that could open a block and cannot be taken
/// back: inside a task's list item only a list item changes what the notes are.
public enum TaskNotes {
  /// Where a task's notes stand: inside as many quote markers as the task line, indented at
  /// least to the column of its checkbox.
  public struct Indent: Sendable, Equatable {
    /// The `>` markers before the task's list marker.
    public var quotes: Int
    /// The width (tabs to the next multiple of 4) from the quote's text (after the last `>` and
    /// the one blank that belongs to it, as CommonMark reads quotes) to the checkbox.
    public var width: Int
    /// The task's prefix (its quote markers and indentation), without a byte-order mark.
    var prefix: Substring
    /// The list marker and the blanks after it, in characters.
    var markerWidth: Int
    /// Whether the task's last `>` has no blank after it: written notes lines add one.
    var quoteWithoutBlank: Bool

    /// The indent of the notes of `task`.
    public init(of task: ParsedTaskLine) {
      prefix = Substring(task.prefix)
      if prefix.first == "\u{FEFF}" { prefix = prefix.dropFirst() }
      var quotes = 0
      var blanks = 0  // width of the blanks after the last `>`
      for byte in prefix.utf8 {
        if byte == UInt8(ascii: ">") {
          quotes += 1
          blanks = 0
        } else {
          blanks = byte == 0x09 ? (blanks / 4 + 1) * 4 : blanks + 1
        }
      }
      // The blanks between the list marker and the checkbox, from the line as written.
      let afterMarker = task.original.utf8.dropFirst(task.prefix.utf8.count + task.listMarker.utf8.count)
      markerWidth = task.listMarker.count + afterMarker.prefix { $0 == 0x20 || $0 == 0x09 }.count
      self.quotes = quotes
      quoteWithoutBlank = quotes > 0 && blanks == 0
      width = Self.indentation(blanks, quotes: quotes) + markerWidth
    }

    /// What a written notes line starts with: the task's quote markers and its own indentation
    /// (and the blank a quote marker takes), then a space for each character of the list marker
    /// and the blanks after it.
    public var lead: String {
      String(prefix) + (quoteWithoutBlank ? " " : "") + String(repeating: " ", count: markerWidth)
    }
    /// What a written blank notes line is: the quote markers alone (nothing outside quotes).
    public var blank: String { prefix.lastIndex(of: ">").map { String(prefix[...$0]) } ?? "" }

    /// The indentation of a line inside `quotes` quotes whose last `>` has blanks `width` wide
    /// after it: inside a quote the first blank belongs to the `>`.
    static func indentation(_ blanks: Int, quotes: Int) -> Int { quotes > 0 && blanks > 0 ? blanks - 1 : blanks }
  }

  /// The notes lines, as written, of the task on line `n` of `lines` (none when it has none).
  public static func lines(below n: Int, in lines: SourceLines, under indent: Indent) -> [Substring] {
    let count = count(after: n, in: lines, under: indent)
    return count == 0 ? [] : (n + 1...n + count).map { lines[$0] }
  }

  /// How many lines below line `n` of `lines` are the notes of the task on it (0: none).
  static func count(after n: Int, in lines: SourceLines, under indent: Indent) -> Int {
    var count = 0
    var next = n + 1
    while next <= lines.count {
      switch kind(of: lines[next], under: indent) {
      case .notes:
        count = next - n
      case .blank:
        break
      case .end:
        return count
      }
      next += 1
    }
    return count
  }

  /// The notes as text: each line without the quotes and indentation the task gives it, a
  /// backslash written before a list marker taken off, as ``normalized(_:)`` has it.
  public static func text(of noteLines: some Sequence<Substring>, under indent: Indent) -> String {
    normalized(
      noteLines.map { line in
        guard case .notes = kind(of: line, under: indent) else { return "" }
        return unescaped(dedented(line, under: indent))
      }.joined(separator: "\n"))
  }

  /// The lines to write below a task for notes `text`, as ``normalized(_:)`` has them.
  public static func lines(for text: String, under indent: Indent) -> [String] {
    cleanLines(text).map { $0.isEmpty ? indent.blank : indent.lead + escaped($0) }
  }

  /// The lines that write `notes` below the task line `line` (none when it is no task line).
  public static func lines(for notes: String, below line: String) -> [String] {
    guard !notes.isEmpty, let parsed = TaskLineParser.parse(line) else { return [] }
    return lines(for: notes, under: Indent(of: parsed))
  }

  /// Notes as Quire keeps them, whoever wrote them (a note, a phone's DESCRIPTION): lines
  /// joined by `\n` (any line break read as one), control characters other than tab dropped,
  /// a line of blanks empty, no blank line at the start or the end, and no blanks that every
  /// line starts with.
  public static func normalized(_ text: String) -> String {
    cleanLines(text).joined(separator: "\n")
  }

  static func cleanLines(_ text: String) -> [String] {
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    ).map { raw -> String in
      let clean = String(
        String.UnicodeScalarView(raw.unicodeScalars.filter { $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }))
      return clean.allSatisfy { $0 == " " || $0 == "\t" } ? "" : clean
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    // The blanks every line starts with: notes indented deeper than the task's checkbox (a tab,
    // four spaces) read as the same notes.
    let common = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" } }
      .reduce(nil as Substring?) { shared, blanks in
        guard let shared else { return blanks }
        return shared.prefix(zip(shared, blanks).prefix { $0 == $1 }.count)
      }
    guard let common, !common.isEmpty else { return lines }
    return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(common.count)) }
  }

  /// Notes lines as written under one task, indented as they would be under another (a task
  /// moved to the archive): each line's own text after the notes' column is kept byte for byte;
  /// a blank line is kept as it was outside quotes, and becomes the new quote markers inside.
  public static func moved(_ noteLines: [Substring], from old: Indent, to new: Indent) -> [String] {
    noteLines.map { line in
      switch kind(of: line, under: old) {
      case .notes: return new.lead + dedented(line, under: old)
      case .blank, .end: return old.quotes == 0 && new.quotes == 0 ? String(line) : new.blank
      }
    }
  }

  // MARK: - Reading a line

  enum LineKind { case notes, blank, end }

  /// What a line below a task is to its notes: it must have the task's quote markers (a `>`
  /// after them is the notes' own quote), then blanks at least as wide as the notes' column.
  static func kind(of line: Substring, under indent: Indent) -> LineKind {
    let u = line.utf8
    var i = u.startIndex
    var quotes = 0
    while i < u.endIndex, quotes < indent.quotes {
      let byte = u[i]
      if byte == UInt8(ascii: ">") {
        quotes += 1
      } else if byte != 0x20 && byte != 0x09 {
        break
      }
      i = u.index(after: i)
    }
    guard quotes == indent.quotes else { return .end }
    var blanks = 0
    while i < u.endIndex, u[i] == 0x20 || u[i] == 0x09 {
      blanks = u[i] == 0x09 ? (blanks / 4 + 1) * 4 : blanks + 1
      i = u.index(after: i)
    }
    if i == u.endIndex { return .blank }
    guard Indent.indentation(blanks, quotes: quotes) >= indent.width else { return .end }
    return startsListItem(line[i...]) ? .end : .notes
  }

  /// `line` without the quotes and the indentation up to the notes' column (a tab that reaches
  /// past it leaves spaces for the rest).
  static func dedented(_ line: Substring, under indent: Indent) -> Substring {
    var rest = line
    var quotes = 0
    while quotes < indent.quotes, let first = rest.first {
      rest = rest.dropFirst()
      if first == ">" { quotes += 1 }
    }
    // The notes' column in blanks after the last `>`, counting the one that belongs to it.
    let column = indent.width + (indent.quotes > 0 ? 1 : 0)
    var width = 0
    while width < column, let first = rest.first, first == " " || first == "\t" {
      let next = first == "\t" ? (width / 4 + 1) * 4 : width + 1
      rest = rest.dropFirst()
      if next > column { return Substring(String(repeating: " ", count: next - column)) + rest }
      width = next
    }
    return rest
  }

  /// Whether text (from its first non-blank character) reads as a list item: `-`, `*` or `+`, or
  /// 1–9 digits and `.` or `)`, then a blank or the end of the line.
  static func startsListItem(_ text: Substring) -> Bool {
    let u = Array(text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.prefix(11))
    guard let first = u.first else { return false }
    var end = 0
    switch first {
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
      end = 1
    default:
      let digits = u.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
      guard digits >= 1, digits <= 9, digits < u.count, u[digits] == UInt8(ascii: ".") || u[digits] == UInt8(ascii: ")")
      else { return false }
      end = digits + 1
    }
    return end == u.count || u[end] == 0x20 || u[end] == 0x09
  }

  /// Whether a line needs a backslash to read as itself: it would start a list item, or it
  /// already starts with backslashes before one (so that taking one off gives it back).
  static func needsEscape(_ text: Substring) -> Bool {
    let rest = text.drop { $0 == " " || $0 == "\t" }
    return startsListItem(rest.drop { $0 == "\\" })
  }

  static func escaped(_ text: String) -> String {
    guard needsEscape(text[...]) else { return text }
    let indentation = text.prefix { $0 == " " || $0 == "\t" }
    return String(indentation) + "\\" + text.dropFirst(indentation.count)
  }

  static func unescaped(_ text: Substring) -> String {
    let indentation = text.prefix { $0 == " " || $0 == "\t" }
    let rest = text.dropFirst(indentation.count)
    guard rest.first == "\\", needsEscape(rest.dropFirst()) else { return String(text) }
    return String(indentation) + rest.dropFirst()
  }
}
