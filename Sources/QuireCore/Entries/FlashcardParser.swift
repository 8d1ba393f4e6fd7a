/// Reads flashcards the way the obsidian-spaced-repetition plugin reads them, line by line
/// (docs/flashcards.md, "How a deck is read"; its own parser tests are the cases of
/// `Tests/Fixtures/compat/obsidian-spaced-repetition-parse.json`):
///
/// - a line holding `::` (`:::` both ways) is a card by itself, wherever it stands; the
///   `<!--SR:...-->` line right after it is part of it;
/// - other lines gather until a blank line or such a card; when a line holding only `?` (`??`
///   both ways) is among them, they are a multi-line card: the lines before that line are the
///   front, the lines after it the back;
/// - a fenced code block (a line starting with three backticks or tildes, up to the line starting
///   with the same fence) belongs to the lines around it, blank lines and separators included;
/// - an HTML comment that opens at the start of a line is skipped.
///
/// A card's review state is its first `<!--SR:!2026-11-25,3,250-->` comment (one
/// `!date,interval,ease` per direction), as the plugin reads it. Lines gathered without a `?`
/// line, one of which holds a cloze deletion (``Cloze``), are a cloze card: one direction per
/// deletion. A heading or a task line holding `::` is not a card (though it ends the lines
/// before it, as a card would), nor does one holding a deletion make a cloze card.
public enum FlashcardParser {
  /// The plugin's separator settings. Quire reads decks with ``plugin``, the plugin's defaults;
  /// other values exist so the plugin's own tests with other settings can run against this parser.
  public struct Separators: Sendable, Equatable {
    /// Between front and back of a one-line card: `front::back`.
    public var singleLine: String
    /// Between the sides of a one-line card reviewed both ways: `front:::back`.
    public var singleLineReversed: String
    /// A line holding only this separates a multi-line card's front from its back.
    public var multiLine: String
    /// The same for a multi-line card reviewed both ways.
    public var multiLineReversed: String
    /// A line holding only this ends a multi-line card; when empty, a blank line ends it.
    public var multiLineEnd: String
    /// The cloze patterns that are on (the plugin's settings "convert highlights / bold text /
    /// curly brackets to clozes").
    public var cloze: [Cloze.Style]

    /// Separators with the given texts; an empty separator is never found.
    public init(
      singleLine: String, singleLineReversed: String, multiLine: String, multiLineReversed: String,
      multiLineEnd: String, cloze: [Cloze.Style] = Cloze.pluginDefaults
    ) {
      self.singleLine = singleLine
      self.singleLineReversed = singleLineReversed
      self.multiLine = multiLine
      self.multiLineReversed = multiLineReversed
      self.multiLineEnd = multiLineEnd
      self.cloze = cloze
    }

    /// The plugin's defaults: `::`, `:::`, `?`, `??`, a blank line ends a multi-line card, and
    /// `==highlights==` are cloze deletions.
    public static let plugin = Separators(
      singleLine: "::", singleLineReversed: ":::", multiLine: "?", multiLineReversed: "??", multiLineEnd: "")
  }

  /// The plugin's callout that may hold a one-line card's review comment on the lines after it.
  static let metadataCallout = "> [!sr|card-metadata]"

  /// Cards in lines `first...last` of `lines`; problems go to `sink` and reading goes on.
  public static func cards(
    in lines: SourceLines, from first: Int, to last: Int, file: String, separators: Separators = .plugin,
    into sink: inout [Diagnostic]
  ) -> [Flashcard] {
    var reader = DeckReader(lines: lines, last: last, file: file, separators: separators)
    reader.read(from: first)
    sink += reader.diagnostics
    return reader.cards
  }

  /// The fence of a code block that lines `first...last` leave open: its opening line's run of
  /// backticks or tildes, when the deck is read (as ``cards(in:from:to:file:separators:into:)``
  /// reads it) to its end inside that block; `nil` when every block closes. A line appended
  /// after such a deck would belong to the block, so `quire card add` closes it first.
  public static func openFence(in lines: SourceLines, from first: Int, to last: Int, separators: Separators = .plugin)
    -> String?
  {
    var reader = DeckReader(lines: lines, last: last, file: "", separators: separators)
    reader.read(from: first)
    return reader.openFence
  }

  // MARK: - Review comments

  /// Splits a trailing `<!--SR:...-->` comment off `text`: the text before it and its states.
  static func splitSchedule(_ text: String, line: Int, file: String, sink: inout [Diagnostic])
    -> (String, [Flashcard.Schedule])?
  {
    guard let comment = commentRange(in: text) else { return nil }
    let inner = text[text.index(comment.lowerBound, offsetBy: 7)..<text.index(comment.upperBound, offsetBy: -3)]
    var schedules: [Flashcard.Schedule] = []
    for part in inner.split(separator: "!", omittingEmptySubsequences: true) {
      let fields = part.split(separator: ",")
      guard fields.count == 3, let due = LocalDate(iso: fields[0]), let interval = Int(fields[1]),
        let ease = Int(fields[2])
      else {
        sink.append(
          Diagnostic(
            file: file, line: line, .badSRComment(String(part))))
        return (String(text[..<comment.lowerBound]).trimmingSpaces(), [])
      }
      schedules.append(Flashcard.Schedule(due: due, interval: interval, ease: ease))
    }
    return (String(text[..<comment.lowerBound]).trimmingSpaces(), schedules)
  }

  /// The range of the first `<!--SR:...-->` comment in `text`.
  static func commentRange<S: StringProtocol>(in text: S) -> Range<S.Index>? {
    guard let open = text.range(of: "<!--SR:"),
      let close = text.range(of: "-->", range: open.upperBound..<text.endIndex)
    else { return nil }
    return open.lowerBound..<close.upperBound
  }

  /// `text` without its `<!--SR:...-->` comments, and how many there were.
  static func removingComments(_ text: String) -> (text: String, count: Int) {
    var rest = Substring(text)
    var kept = ""
    var count = 0
    while let comment = commentRange(in: rest) {
      kept += rest[..<comment.lowerBound]
      rest = rest[comment.upperBound...]
      count += 1
    }
    return (kept + rest, count)
  }
}

// MARK: - The reader

/// One pass over a deck's lines, in the order and with the rules of the plugin's parser.
private struct DeckReader {
  let lines: SourceLines
  let last: Int
  let file: String
  let separators: FlashcardParser.Separators
  /// The one-line separators, longest first (so `:::` wins over `::`), as the plugin tries them.
  let inline: [(separator: String, kind: Flashcard.Kind)]
  var cards: [Flashcard] = []
  var diagnostics: [Diagnostic] = []
  /// Lines gathered since the last blank line or one-line card: a multi-line card's lines.
  var run: [Int] = []
  /// Set when a multi-line separator line joined the run.
  var multiLine: Flashcard.Kind?
  /// Set when a line holding a cloze deletion joined the run before any separator line.
  var cloze = false
  /// The fence of a code block still open at `last` (``FlashcardParser/openFence(in:from:to:separators:)``).
  var openFence: String?

  init(lines: SourceLines, last: Int, file: String, separators: FlashcardParser.Separators) {
    self.lines = lines
    self.last = last
    self.file = file
    self.separators = separators
    let basic = (separator: separators.singleLine, kind: Flashcard.Kind.basic)
    let reversed = (separator: separators.singleLineReversed, kind: Flashcard.Kind.reversed)
    // With equal lengths the one-way separator is tried first, as in the plugin's stable sort.
    inline = reversed.separator.count > basic.separator.count ? [reversed, basic] : [basic, reversed]
  }

  mutating func read(from first: Int) {
    var n = first
    while n <= last {
      let text = String(lines[n])
      let trimmed = text.trimmingWhitespace()
      if text.hasPrefix("<!--"), !text.hasPrefix("<!--SR:") {
        n = commentEnd(from: n) + 1
        continue
      }
      let endMarker = !separators.multiLineEnd.isEmpty && trimmed == separators.multiLineEnd
      // With an end marker, blank lines belong to a multi-line card once its separator is read.
      if endMarker || (trimmed.isEmpty && (separators.multiLineEnd.isEmpty || (multiLine == nil && !cloze))) {
        endRun(lastLine: n - 1)
        n += 1
        continue
      }
      let alone = run.isEmpty
      run.append(n)
      if let inline = inline.first(where: { Self.holdsInline($0.separator, in: text) }) {
        n = oneLineCard(at: n, text: text, separator: inline.separator, kind: inline.kind) + 1
        continue
      }
      // The plugin takes a separator line only when its gathered text is longer than one character.
      let opens = !alone || text.trimmingTrailingWhitespace().utf16.count > 1
      if !separators.multiLine.isEmpty, trimmed == separators.multiLine {
        if opens { multiLine = .multiline }
      } else if !separators.multiLineReversed.isEmpty, trimmed == separators.multiLineReversed {
        if opens { multiLine = .multilineReversed }
      } else if let fence = Self.fence(text) {
        n += 1
        while n <= last, !lines[n].hasPrefix(fence) {
          run.append(n)
          n += 1
        }
        if n <= last { run.append(n) } else { openFence = fence }
      } else if multiLine == nil, !cloze, !separators.cloze.isEmpty, Cloze.holds(text, styles: separators.cloze),
        !Self.isHeading(text), ListLine(Substring(text))?.status == nil
      {
        cloze = true
      }
      n += 1
    }
    endRun(lastLine: last)
  }

  // MARK: - One-line cards

  /// The card on line `n` (with the comment line or metadata callout after it); returns its last line.
  mutating func oneLineCard(at n: Int, text: String, separator: String, kind: Flashcard.Kind) -> Int {
    var end = n
    if n < last, lines[n + 1].hasPrefix("<!--SR:") {
      end = n + 1
    } else if n < last, lines[n + 1].hasPrefix(FlashcardParser.metadataCallout) {
      end = n + 1
      while end < last, !lines[end].contains("<!--SR:") { end += 1 }
    }
    if let kind = multiLine, let start = run.first {
      diagnostics.append(
        Diagnostic(
          file: file, line: start, .cardCut(twoWay: kind != .multiline, line: n, separator: separator)))
    }
    run = []
    multiLine = nil
    cloze = false
    // A heading or a task holding `::` (a Dataview field) is not a card, but ends the lines before it.
    guard !Self.isHeading(text), ListLine(Substring(text))?.status == nil else { return end }
    let (commentLine, schedules) = schedule(in: Array(n...end))
    let body = FlashcardParser.removingComments(text).text
    guard let range = body.range(of: separator) else { return end }
    let front = body[..<range.lowerBound].trimmingSpaces()
    let back = body[range.upperBound...].trimmingSpaces()
    guard !front.isEmpty, !back.isEmpty else {
      diagnostics.append(
        Diagnostic(
          file: file, line: n, .cardMissingSide(front: front.isEmpty, separator: separator)))
      return end
    }
    cards.append(
      Flashcard(
        kind: kind, front: front, back: back, schedules: schedules, line: n, scheduleLine: commentLine ?? n,
        lastLine: end))
    return end
  }

  // MARK: - Multi-line cards

  /// Ends the gathered lines (the card's last line is `lastLine`): a multi-line card if a separator was among them.
  mutating func endRun(lastLine: Int) {
    defer {
      run = []
      multiLine = nil
      cloze = false
    }
    if multiLine == nil, cloze, !run.isEmpty {
      clozeCard(lastLine: lastLine)
      return
    }
    guard let kind = multiLine, let start = run.first else { return }
    let separator = kind == .multiline ? separators.multiLine : separators.multiLineReversed
    guard let middle = run.firstIndex(where: { lines[$0].trimmingWhitespace() == separator }) else { return }
    let front = side(run[..<middle]).filter { !Self.isHeading($0) }
    let back = side(run[(middle + 1)...])
    guard !front.isEmpty, !back.isEmpty else {
      diagnostics.append(
        Diagnostic(
          file: file, line: run[middle], .multiLineCardMissingSide(front: front.isEmpty, separator: separator)))
      return
    }
    let (commentLine, schedules) = schedule(in: run)
    // Without a comment, one goes after the last line that is not blank (the plugin trims the card's end).
    let lastText = run.last { !lines[$0].trimmingWhitespace().isEmpty } ?? start
    cards.append(
      Flashcard(
        kind: kind, front: front.joined(separator: "\n"), back: back.joined(separator: "\n"), schedules: schedules,
        line: start, scheduleLine: commentLine ?? lastText, lastLine: lastLine))
  }

  /// The gathered lines as a cloze card: its text is the lines without review comments and
  /// without headings (as a multi-line card's front); one direction per deletion.
  mutating func clozeCard(lastLine: Int) {
    guard let start = run.firstIndex(where: { !Self.isHeading(String(lines[$0])) }) else { return }
    // Headings among the lines are not the card's text either.
    let text = side(run[start...]).filter { !Self.isHeading($0) }.joined(separator: "\n")
    let (commentLine, schedules) = schedule(in: run)
    let lastText = run.last { !lines[$0].trimmingWhitespace().isEmpty } ?? run[start]
    cards.append(
      Flashcard(
        kind: .cloze, front: text, back: Cloze.back(text, styles: separators.cloze), schedules: schedules,
        line: run[start], scheduleLine: commentLine ?? lastText, lastLine: lastLine))
  }

  /// The text of one side: its lines without review comments (a line that held only one is left
  /// out) and trailing spaces, without blank lines at either end.
  func side(_ numbers: ArraySlice<Int>) -> [String] {
    var texts: [String] = []
    for n in numbers {
      let (text, count) = FlashcardParser.removingComments(String(lines[n]))
      let line = text.trimmingTrailingWhitespace()
      if count > 0, line.trimmingWhitespace().isEmpty { continue }
      texts.append(line)
    }
    while texts.first?.trimmingWhitespace().isEmpty == true { texts.removeFirst() }
    while texts.last?.trimmingWhitespace().isEmpty == true { texts.removeLast() }
    return texts
  }

  // MARK: - Shared

  /// The review state from the card's first `<!--SR:` comment among `numbers`, and its line.
  /// A second comment is a warning: only the first is read and rewritten, as in the plugin.
  mutating func schedule(in numbers: [Int]) -> (line: Int?, schedules: [Flashcard.Schedule]) {
    let commented = numbers.filter { FlashcardParser.commentRange(in: lines[$0]) != nil }
    guard let first = commented.first else { return (nil, []) }
    let total = commented.reduce(0) { $0 + FlashcardParser.removingComments(String(lines[$1])).count }
    if total > 1 {
      diagnostics.append(
        Diagnostic(
          file: file, line: first, .duplicateSRComment(count: total, first: first)))
    }
    let parsed = FlashcardParser.splitSchedule(String(lines[first]), line: first, file: file, sink: &diagnostics)
    return (first, parsed?.1 ?? [])
  }

  /// The line holding the `-->` that closes the comment opened at the start of line `n` (the last line if none).
  func commentEnd(from n: Int) -> Int {
    if lines[n].dropFirst(4).contains("-->") { return n }
    var end = n + 1
    while end < last, !lines[end].contains("-->") { end += 1 }
    return min(end, last)
  }

  /// Whether `separator` occurs in `text` and its first occurrence is not inside inline code
  /// (an odd number of backticks before it and after it).
  static func holdsInline(_ separator: String, in text: String) -> Bool {
    guard !separator.isEmpty, let range = text.range(of: separator) else { return false }
    let before = text[..<range.lowerBound].count { $0 == "`" }
    let after = text[range.upperBound...].count { $0 == "`" }
    return !(before % 2 == 1 && after % 2 == 1)
  }

  /// The fence a line opens (its leading run of backticks or tildes) when it starts with three.
  static func fence(_ text: String) -> String? {
    guard text.hasPrefix("```") || text.hasPrefix("~~~"), let mark = text.first else { return nil }
    return String(text.prefix { $0 == mark })
  }

  static func isHeading(_ text: String) -> Bool { text.hasPrefix("#") && text.drop { $0 == "#" }.first == " " }
}

extension StringProtocol {
  /// The first range of `needle` in the text (Foundation-free).
  func range(of needle: String, range: Range<Index>? = nil) -> Range<Index>? {
    let hay = range.map { self[$0] } ?? self[...]
    guard let first = needle.first else { return nil }
    var i = hay.startIndex
    while i < hay.endIndex {
      if hay[i] == first, hay[i...].starts(with: needle) {
        return i..<hay.index(i, offsetBy: needle.count)
      }
      i = hay.index(after: i)
    }
    return nil
  }

  /// The text without white space at either end, as JavaScript's `trim()` (the plugin compares lines so).
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace || $0 == "\u{FEFF}" }).trimmingTrailingWhitespace()
  }

  /// The text without white space at its end, as JavaScript's `trimEnd()`.
  func trimmingTrailingWhitespace() -> String {
    var s = self[...]
    while let l = s.last, l.isWhitespace || l == "\u{FEFF}" { s = s.dropLast() }
    return String(s)
  }
}
