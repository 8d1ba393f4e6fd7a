/// The line edits of `quire card edit --front/--back` and `quire card rm` (docs/flashcards.md,
/// "Editing and removing a card"): only the card's own lines change; its separator, the text
/// around its sides and its review comment stay as written. Pure: the caller applies the edits
/// under the write lock and checks the result with ``check(before:after:index:change:)``.
public enum CardEdit {
  /// Why a card was not changed.
  public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    case emptySide
    case clozeHasNoBack
    case clozeNeedsDeletion
    case blankLine
    case separatorLine(String)
    case unreadable
    case wouldChangeOtherCards

    public var description: String {
      switch self {
      case .emptySide: "a card needs a non-empty front and back"
      case .clozeHasNoBack: "a cloze card has no back of its own; give its whole text with --front"
      case .clozeNeedsDeletion: "a cloze card's text needs a ==deletion=="
      case .blankLine: "a multi-line side cannot hold a blank line (it would end the card)"
      case .separatorLine(let s): "a side cannot hold a line of only '\(s)' (it separates front and back)"
      case .unreadable:
        "the card's lines do not read as its front and back; edit it with 'quire card edit' and no option"
      case .wouldChangeOtherCards: "the change would not read back as this card alone; edit it by hand"
      }
    }
  }

  /// What a change does to the card at its index.
  public enum Change: Sendable, Equatable {
    case removed
    case rewritten(front: String?, back: String?)
  }

  // MARK: - Removing

  /// The edits that remove `card`'s lines, its review comment included. When the lines before
  /// and after it both hold text, one blank line is left in its place, so the lines around it
  /// do not join into one card (a one-line card ends the lines before it, as a blank line does).
  public static func remove(_ card: Flashcard, lines: SourceLines) -> [LineEdit] {
    let own = ownLines(of: card, lines: lines)
    guard let first = own.first else { return [] }
    let before = first > 1 && !lines[first - 1].trimmingWhitespace().isEmpty
    let after = card.lastLine < lines.count && !lines[card.lastLine + 1].trimmingWhitespace().isEmpty
    return own.map { n in
      LineEdit(line: n, expected: String(lines[n]), replacement: n == first && before && after ? [""] : [])
    }
  }

  /// The card's lines of its own, in order: a multi-line card's front and a cloze card's text
  /// leave out the headings among their lines (docs/flashcards.md, "Where Quire differs"), so
  /// they are not the card's to change or remove.
  public static func ownLines(of card: Flashcard, lines: SourceLines) -> [Int] {
    if card.kind == .cloze { return (card.line...card.lastLine).filter { !isHeading(lines[$0]) } }
    guard card.kind == .multiline || card.kind == .multilineReversed else { return Array(card.line...card.lastLine) }
    let separator = card.kind == .multiline ? "?" : "??"
    let middle = (card.line...card.lastLine).first { lines[$0].trimmingWhitespace() == separator } ?? card.lastLine + 1
    return (card.line...card.lastLine).filter { $0 >= middle || !isHeading(lines[$0]) }
  }

  /// The card's first line of its own (where an editor opens it).
  static func firstLine(of card: Flashcard, lines: SourceLines) -> Int {
    ownLines(of: card, lines: lines).first ?? card.line
  }

  static func isHeading(_ line: Substring) -> Bool { line.hasPrefix("#") && line.drop { $0 == "#" }.first == " " }

  // MARK: - Rewriting

  /// The edits that give `card` the new `front` and/or `back` (as typed: a one-line card's
  /// colons and line breaks are escaped as `quire card add` escapes them).
  public static func rewrite(_ card: Flashcard, front: String?, back: String?, lines: SourceLines)
    throws(Refusal) -> [LineEdit]
  {
    for side in [front, back] {
      if let side, side.trimmingWhitespace().isEmpty { throw .emptySide }
    }
    switch card.kind {
    case .basic, .reversed:
      return [try oneLine(card, front: front, back: back, lines: lines)]
    case .multiline, .multilineReversed:
      let separator = card.kind == .multiline ? "?" : "??"
      let range = card.line...card.lastLine
      guard let middle = range.first(where: { lines[$0].trimmingWhitespace() == separator }),
        let last = range.last(where: { hasText(lines[$0]) }), middle > firstLine(of: card, lines: lines),
        last > middle
      else { throw .unreadable }
      var edits: [LineEdit] = []
      if let front {
        let own = ownLines(of: card, lines: lines).filter { $0 < middle }
        edits += try replace(own, with: front, card: card, lines: lines)
      }
      if let back { edits += try replace(Array((middle + 1)...last), with: back, card: card, lines: lines) }
      return edits
    case .cloze:
      if back != nil { throw .clozeHasNoBack }
      guard let front else { return [] }
      guard Cloze.holds(front) else { throw .clozeNeedsDeletion }
      guard let last = (card.line...card.lastLine).last(where: { hasText(lines[$0]) }) else { throw .unreadable }
      return try replace(ownLines(of: card, lines: lines).filter { $0 <= last }, with: front, card: card, lines: lines)
    }
  }

  /// `front::back` with one or both sides replaced; the white space around each side, the
  /// separator and the review comment (and what follows it) stay.
  static func oneLine(_ card: Flashcard, front: String?, back: String?, lines: SourceLines) throws(Refusal)
    -> LineEdit
  {
    let text = String(lines[card.line])
    let separator = card.kind == .reversed ? ":::" : "::"
    let comment = FlashcardParser.commentRange(in: text)
    guard let middle = text.range(of: separator), comment.map({ $0.lowerBound >= middle.upperBound }) ?? true
    else { throw .unreadable }
    var frontPart = String(text[..<middle.lowerBound])
    var backPart = String(text[middle.upperBound..<(comment?.lowerBound ?? text.endIndex)])
    var tail = comment.map { String(text[$0.lowerBound...]) } ?? ""
    if let front { frontPart = keepingSpaces(frontPart, FlashcardText.escape(front, side: .front)) }
    if let back {
      backPart = keepingSpaces(backPart, FlashcardText.escape(back, side: .back))
      // Text after the comment was part of the old back: only its trailing white space stays.
      if let comment {
        let after = text[comment.upperBound...]
        tail = String(text[comment]) + String(after.reversed().prefix(while: \.isWhitespace).reversed())
      }
    }
    return LineEdit(line: card.line, expected: text, replacement: [frontPart + separator + backPart + tail])
  }

  /// Edits that put `side`'s lines in place of the lines `range` (in order; the new lines go
  /// where the first was, the others are removed); a review comment at the end of the last
  /// line stays at the end of the new last line.
  static func replace(_ range: [Int], with side: String, card: Flashcard, lines: SourceLines)
    throws(Refusal) -> [LineEdit]
  {
    guard let lowest = range.first, let highest = range.last else { throw .unreadable }
    var new = side.replacing("\r\n", with: "\n").replacing("\r", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { escapeLine(String($0)) }
    while new.last?.trimmingWhitespace().isEmpty == true { new.removeLast() }
    while new.first?.trimmingWhitespace().isEmpty == true { new.removeFirst() }
    if new.isEmpty { throw .emptySide }
    if new.contains(where: { $0.trimmingWhitespace().isEmpty }) { throw .blankLine }
    if let line = new.first(where: { ["?", "??"].contains($0.trimmingWhitespace()) }) {
      throw .separatorLine(line.trimmingWhitespace())
    }
    let lastText = String(lines[highest])
    if let comment = FlashcardParser.commentRange(in: lastText) {
      let start = lastText[..<comment.lowerBound].reversed().prefix(while: \.isWhitespace).count
      new[new.count - 1] += String(lastText[lastText.index(comment.lowerBound, offsetBy: -start)...])
    }
    return range.map { n in
      LineEdit(line: n, expected: String(lines[n]), replacement: n == lowest ? new : [])
    }
  }

  /// `content` with the leading and trailing white space of `old` around it.
  static func keepingSpaces(_ old: String, _ content: String) -> String {
    let lead = old.prefix(while: \.isWhitespace)
    let rest = old.dropFirst(lead.count)
    let trail = rest.reversed().prefix(while: \.isWhitespace)
    return String(lead) + content + String(trail.reversed())
  }

  /// One line of a multi-line side: a colon next to another written `&#58;` (a line holding
  /// `::` would be a card of its own) and `<!--` as `&lt;!--`.
  static func escapeLine(_ line: String) -> String {
    let chars = Array(line.replacing("<!--", with: "&lt;!--"))
    var out = ""
    for (i, c) in chars.enumerated() {
      let neighbour = (i > 0 && chars[i - 1] == ":") || (i + 1 < chars.count && chars[i + 1] == ":")
      out += c == ":" && neighbour ? "&#58;" : String(c)
    }
    return out
  }

  static func hasText(_ line: Substring) -> Bool {
    !FlashcardParser.removingComments(String(line)).text.trimmingWhitespace().isEmpty
  }

  // MARK: - Checking

  /// Whether the deck's cards read after the edit (`after`) are those before it (`before`) with
  /// only the change made to card `index`: the other cards the same, in order, with the same
  /// review states; a rewritten card of the same kind and state, showing the sides asked for.
  public static func check(before: [Flashcard], after: [Flashcard], index: Int, change: Change) -> Bool {
    func same(_ a: Flashcard, _ b: Flashcard) -> Bool {
      a.kind == b.kind && a.front == b.front && a.back == b.back && a.schedules == b.schedules
    }
    switch change {
    case .removed:
      var expected = before
      expected.remove(at: index)
      return after.count == expected.count && zip(after, expected).allSatisfy(same)
    case .rewritten(let front, let back):
      guard after.count == before.count else { return false }
      for (i, (a, b)) in zip(after, before).enumerated() where i != index {
        if !same(a, b) { return false }
      }
      let card = after[index]
      let old = before[index]
      guard card.kind == old.kind, card.schedules == old.schedules else { return false }
      if let front, shown(card.front) != typed(front) { return false }
      if let back, shown(card.back) != typed(back) { return false }
      return (front != nil || card.front == old.front) && (back != nil || card.kind == .cloze || card.back == old.back)
    }
  }

  /// A side as shown, each line without trailing white space.
  static func shown(_ text: String) -> String { typed(FlashcardText.display(text)) }

  /// A side as typed: one kind of line break, no white space at either end or ending a line.
  static func typed(_ text: String) -> String {
    text.replacing("\r\n", with: "\n").replacing("\r", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.trimmingTrailingWhitespace() }.joined(separator: "\n").trimmingWhitespace()
  }
}
