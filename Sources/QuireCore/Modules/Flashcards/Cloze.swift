/// Cloze deletions as the obsidian-spaced-repetition plugin reads them (docs/flashcards.md,
/// "Cloze cards"): `==answer==` (its default), and with other settings `**answer**` and
/// `{{answer}}`; each may carry a hint after `;;` (`==Paris;;a city==`).
///
/// Each deletion is a card of its own: its front is the text with that deletion shown as
/// `[...]` (or `[hint]`) and the others as their answers, its back the text with every answer.
/// Deletions are numbered by style in the order of ``Style/allCases`` that are on, then by
/// position, as the plugin numbers them (its `clozePatterns` list, each pattern's matches in
/// order).
///
/// Numbered deletions (`==1;;Paris==`, the pattern's `[123;;]`) make the text a "classic" cloze
/// note, as in the plugin's cloze library: card N asks every deletion numbered N at once, there
/// are as many cards as the highest number, and deletions without a number stay as written.
public enum Cloze {
  /// One of the plugin's three built-in cloze patterns (`==[123;;]answer[;;hint]==` and its
  /// bold and curly-bracket siblings).
  public enum Style: String, Sendable, CaseIterable, Equatable {
    case highlight, bold, curly

    var open: String {
      switch self {
      case .highlight: "=="
      case .bold: "**"
      case .curly: "{{"
      }
    }

    var close: String {
      switch self {
      case .highlight: "=="
      case .bold: "**"
      case .curly: "}}"
      }
    }
  }

  /// The styles on with the plugin's default settings: highlights only.
  public static let pluginDefaults: [Style] = [.highlight]

  /// One deletion: where it stands in the text (its markers included), its answer and hint,
  /// and its number in a numbered (classic) note.
  public struct Deletion: Sendable, Equatable {
    public var range: Range<String.Index>
    public var answer: Substring
    public var hint: Substring?
    public var number: Int?
  }

  /// Whether `line` holds a deletion in one of `styles`.
  public static func holds(_ line: some StringProtocol, styles: [Style] = pluginDefaults) -> Bool {
    let text = String(line)
    return styles.contains { !matches(in: text, style: $0).isEmpty }
  }

  /// The deletions in `text`, in the plugin's order (style, then position): the numbered ones
  /// when there are any, else every deletion.
  public static func deletions(in text: String, styles: [Style] = pluginDefaults) -> [Deletion] {
    let on = Style.allCases.filter(styles.contains)
    let numbered = on.flatMap { matches(in: text, style: $0, numbered: true) }
    return numbered.isEmpty ? on.flatMap { matches(in: text, style: $0) } : numbered
  }

  /// How many cards `text` makes: one per deletion, or the highest number of a numbered note.
  public static func cardCount(in text: String, styles: [Style] = pluginDefaults) -> Int {
    let found = deletions(in: text, styles: styles)
    return found.first?.number == nil ? found.count : found.compactMap(\.number).max() ?? 0
  }

  /// The front of card `index` (0-based): its deletion (a numbered note: every deletion numbered
  /// `index + 1`) as `[...]` (`[hint]`), every other one as its answer.
  public static func front(_ text: String, card index: Int, styles: [Style] = pluginDefaults) -> String {
    render(text, styles: styles) { n, deletion in
      let asked = deletion.number.map { $0 == index + 1 } ?? (n == index)
      return asked ? "[" + (deletion.hint.map(String.init) ?? "...") + "]" : String(deletion.answer)
    }
  }

  /// The back of every card: each deletion as its answer.
  public static func back(_ text: String, styles: [Style] = pluginDefaults) -> String {
    render(text, styles: styles) { _, deletion in String(deletion.answer) }
  }

  // MARK: - Matching

  /// `text` with each deletion replaced by `replacement(card number, deletion)`.
  static func render(_ text: String, styles: [Style], _ replacement: (Int, Deletion) -> String) -> String {
    let numbered = deletions(in: text, styles: styles).enumerated().sorted {
      $0.element.range.lowerBound < $1.element.range.lowerBound
    }
    var out = ""
    var at = text.startIndex
    for (n, deletion) in numbered where deletion.range.lowerBound >= at {
      out += text[at..<deletion.range.lowerBound]
      out += replacement(n, deletion)
      at = deletion.range.upperBound
    }
    return out + text[at...]
  }

  /// The matches of the plugin's regular expression `OPEN(.+?)(?:;;(.+?))?CLOSE` in `text`,
  /// left to right and not overlapping; `.` matches no line break.
  /// With `numbered`, those of `OPEN(\d+);;(.+?)(?:;;(.+?))?CLOSE` (the pattern's `[123;;]`).
  static func matches(in text: String, style: Style, numbered: Bool = false) -> [Deletion] {
    let open = style.open
    let close = style.close
    var found: [Deletion] = []
    var i = text.startIndex
    while i < text.endIndex {
      guard text[i...].hasPrefix(open), let match = match(in: text, at: i, open: open, close: close, numbered: numbered)
      else {
        i = text.index(after: i)
        continue
      }
      found.append(match)
      i = match.range.upperBound
    }
    return found
  }

  /// The match starting at `start`: (when `numbered`, digits and `;;`, then) the shortest answer
  /// (one character or more, no line break) after which either `;;HINT CLOSE` (the shortest
  /// hint) or `CLOSE` follows.
  private static func match(in text: String, at start: String.Index, open: String, close: String, numbered: Bool)
    -> Deletion?
  {
    var answerStart = text.index(start, offsetBy: open.count)
    var number: Int?
    if numbered {
      let digits = text[answerStart...].prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, text[digits.endIndex...].hasPrefix(";;"), let n = Int(digits) else { return nil }
      number = n
      answerStart = text.index(digits.endIndex, offsetBy: 2)
    }
    guard answerStart < text.endIndex, !isBreak(text[answerStart]) else { return nil }
    var end = text.index(after: answerStart)
    while true {
      let rest = text[end...]
      if rest.hasPrefix(";;"), let hinted = hint(in: text, after: text.index(end, offsetBy: 2), close: close) {
        return Deletion(
          range: start..<hinted.end, answer: text[answerStart..<end], hint: text[hinted.hint], number: number)
      }
      if rest.hasPrefix(close) {
        return Deletion(
          range: start..<text.index(end, offsetBy: close.count), answer: text[answerStart..<end], number: number)
      }
      guard end < text.endIndex, !isBreak(text[end]) else { return nil }
      end = text.index(after: end)
    }
  }

  /// A hint of one character or more (no line break) from `start` up to the first `close`.
  private static func hint(in text: String, after start: String.Index, close: String)
    -> (hint: Range<String.Index>, end: String.Index)?
  {
    guard start < text.endIndex, !isBreak(text[start]) else { return nil }
    var end = text.index(after: start)
    while end <= text.endIndex {
      if text[end...].hasPrefix(close) { return (start..<end, text.index(end, offsetBy: close.count)) }
      guard end < text.endIndex, !isBreak(text[end]) else { return nil }
      end = text.index(after: end)
    }
    return nil
  }

  private static func isBreak(_ c: Character) -> Bool {
    c == "\n" || c == "\r" || c == "\r\n" || c == "\u{2028}" || c == "\u{2029}"
  }
}
