/// Reads flashcards in the obsidian-spaced-repetition formats (default separators):
/// `front::back`, `front:::back` (both ways), and multi-line cards whose front and back are
/// separated by a line holding only `?` (or `??`, both ways). A card's review state is the
/// comment `<!--SR:!2026-11-25,3,250-->` (one `!date,interval,ease` per direction) at the end
/// of its last line or on the line after it.
public enum FlashcardParser {
  /// Cards in lines `first...last` of `lines`, skipping `skip` (code blocks) and headings.
  public static func cards(
    in lines: SourceLines, from first: Int, to last: Int, skip: Set<Int>, file: String,
    into sink: inout [Diagnostic]
  ) -> [Flashcard] {
    var cards: [Flashcard] = []
    var paragraph: [Int] = []
    func flush() {
      if !paragraph.isEmpty { cards += cardsOf(paragraph: paragraph, lines: lines, file: file, sink: &sink) }
      paragraph = []
    }
    if first <= last {
      for n in first...last {
        let text = lines[n]
        if skip.contains(n) {
          // An SR comment alone on a line is an HTML block for cmark but belongs to the card above.
          if text.hasPrefix("<!--SR:"), !paragraph.isEmpty { paragraph.append(n) } else { flush() }
          continue
        }
        if text.trimmingSpaces().isEmpty { flush() } else { paragraph.append(n) }
      }
    }
    flush()
    return cards
  }

  private static func cardsOf(paragraph: [Int], lines: SourceLines, file: String, sink: inout [Diagnostic])
    -> [Flashcard]
  {
    let texts = paragraph.map { String(lines[$0]) }
    if let sep = texts.firstIndex(where: { $0.trimmingSpaces() == "?" || $0.trimmingSpaces() == "??" }) {
      let reversed = texts[sep].trimmingSpaces() == "??"
      var backLines = Array(texts[(sep + 1)...])
      var schedules: [Flashcard.Schedule] = []
      let scheduleLine = paragraph.last!
      if let last = backLines.last, let (rest, parsed) = splitSchedule(last, line: scheduleLine, file: file, sink: &sink) {
        schedules = parsed
        if rest.trimmingSpaces().isEmpty { backLines.removeLast() } else { backLines[backLines.count - 1] = rest }
      }
      let frontLines = texts[..<sep].filter { !isHeading($0) }
      guard !frontLines.isEmpty, !backLines.isEmpty else {
        sink.append(
          Diagnostic(
            file: file, line: paragraph[sep], severity: .warning, code: "bad-card",
            message: "multi-line card has no \(frontLines.isEmpty ? "front" : "back"); write the front lines, "
              + "a line with only '\(texts[sep].trimmingSpaces())', then the back lines"))
        return []
      }
      return [
        Flashcard(
          kind: reversed ? .multilineReversed : .multiline, front: frontLines.joined(separator: "\n"),
          back: backLines.joined(separator: "\n"), schedules: schedules, line: paragraph.first!,
          scheduleLine: scheduleLine)
      ]
    }
    var cards: [Flashcard] = []
    var i = 0
    while i < texts.count {
      let text = texts[i]
      defer { i += 1 }
      if isHeading(text) || text.hasPrefix("<!--SR:") || ListLine(Substring(text))?.status != nil { continue }
      var body = text
      var schedules: [Flashcard.Schedule] = []
      var scheduleLine = paragraph[i]
      if let (rest, parsed) = splitSchedule(body, line: paragraph[i], file: file, sink: &sink) {
        body = rest
        schedules = parsed
      } else if i + 1 < texts.count, texts[i + 1].hasPrefix("<!--SR:"),
        let (_, parsed) = splitSchedule(texts[i + 1], line: paragraph[i + 1], file: file, sink: &sink)
      {
        schedules = parsed
        scheduleLine = paragraph[i + 1]
      }
      let kind: Flashcard.Kind
      let separator: String
      if body.contains(":::") {
        kind = .reversed
        separator = ":::"
      } else if body.contains("::") {
        kind = .basic
        separator = "::"
      } else {
        continue
      }
      guard let range = body.range(of: separator) else { continue }
      let front = body[..<range.lowerBound].trimmingSpaces()
      let back = body[range.upperBound...].trimmingSpaces()
      guard !front.isEmpty, !back.isEmpty else {
        sink.append(
          Diagnostic(
            file: file, line: paragraph[i], severity: .warning, code: "bad-card",
            message: "card has no \(front.isEmpty ? "front" : "back"); write FRONT\(separator)BACK"))
        continue
      }
      cards.append(
        Flashcard(kind: kind, front: front, back: back, schedules: schedules, line: paragraph[i], scheduleLine: scheduleLine))
    }
    return cards
  }

  private static func isHeading(_ text: String) -> Bool { text.hasPrefix("#") && text.drop { $0 == "#" }.first == " " }

  /// Splits a trailing `<!--SR:...-->` comment off `text`: the text before it and its states.
  static func splitSchedule(_ text: String, line: Int, file: String, sink: inout [Diagnostic])
    -> (String, [Flashcard.Schedule])?
  {
    guard let open = text.range(of: "<!--SR:"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex)
    else { return nil }
    let inner = text[open.upperBound..<close.lowerBound]
    var schedules: [Flashcard.Schedule] = []
    for part in inner.split(separator: "!", omittingEmptySubsequences: true) {
      let fields = part.split(separator: ",")
      guard fields.count == 3, let due = LocalDate(iso: fields[0]), let interval = Int(fields[1]),
        let ease = Int(fields[2])
      else {
        sink.append(
          Diagnostic(
            file: file, line: line, severity: .warning, code: "bad-sr-comment",
            message: "review state '\(part)' is not DATE,INTERVAL,EASE; the card is treated as new"))
        return (String(text[..<open.lowerBound]).trimmingSpaces(), [])
      }
      schedules.append(Flashcard.Schedule(due: due, interval: interval, ease: ease))
    }
    return (String(text[..<open.lowerBound]).trimmingSpaces(), schedules)
  }
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
}
