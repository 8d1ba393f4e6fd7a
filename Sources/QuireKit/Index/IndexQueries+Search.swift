import Dispatch
import GRDB
import QuireCore

// MARK: - Search

extension IndexQueries {
  /// Builds the full-text table unless it is built: every stored note's paragraphs, read from
  /// its file and split on all cores, written in one transaction. The first `quire search` does
  /// this once; refreshes keep the table from then on (docs/index.md, "Search").
  func ensureFullText(progress: IndexProgress?) throws(IndexError) {
    var built = false
    try store.read { db in built = try MetaEntry.integer(.fullText, db) == 1 }
    guard !built else { return }
    let source = self.source
    try store.change { changes in
      guard try !changes.fullTextBuilt() else { return }
      try changes.dropFullText()
      let notes = try changes.fullTextNotes()
      progress?.start(total: notes.count)
      defer { progress?.finish() }
      let batchSize = 512
      for start in stride(from: 0, to: notes.count, by: batchSize) {
        let batch = Array(notes[start..<min(start + batchSize, notes.count)])
        let slots = Slots<[(line: Int, text: String)]>(count: batch.count)
        DispatchQueue.concurrentPerform(iterations: batch.count) { i in
          var ignored: [Diagnostic] = []
          let path = batch[i].path
          let text = NoteReader.load(absolute: source.root + "/" + path, relative: path, into: &ignored)
          slots.set(i, text.map(NoteParagraphs.split) ?? [])
        }
        for (note, paragraphs) in zip(batch, slots.values()) { try changes.addLines(note.id, paragraphs) }
        progress?.advance(by: batch.count)
      }
      try changes.setFullTextBuilt()
    }
  }

  /// The lines that hold every word of `text`, best first (SQLite FTS5's bm25 over paragraphs;
  /// within a paragraph, each line with a match, in file order). Words match whole tokens,
  /// without regard to case or accents; a word ending in `*` matches as a prefix. Call after
  /// `update()`.
  func search(_ text: String, limit: Int, progress: IndexProgress? = nil) throws(IndexError) -> [SearchHit] {
    let words = Self.words(text)
    guard !words.isEmpty, limit > 0 else { return [] }
    try ensureFullText(progress: progress)
    if words.contains(where: Self.isCJK) { return try searchCJK(words, limit: limit) }
    let query = Self.ftsQuery(text)
    var hits: [SearchHit] = []
    try store.read { db in
      let rows = try Row.fetchCursor(db, sql: Self.searchSQL, arguments: [query, limit])
      while let row = try rows.next(), hits.count < limit {
        let path: String = row[0]
        let start: Int = row[1]
        let marked: String = row[2]
        let score: Double = row[3]
        for (offset, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("\u{1}") {
          let (plain, matches) = Self.unmark(line)
          hits.append(SearchHit(file: path, line: start + offset, text: plain, matches: matches, rank: score))
          if hits.count == limit { break }
        }
      }
    }
    return hits
  }

  // MARK: - Chinese, Japanese, Korean

  /// Whether `word` holds a Chinese, Japanese or Korean character, or an emoji. CJK text is
  /// written without spaces, and the tokenizer reads a whole run of it as one word (`東京` is no
  /// token of `私は東京に行きました`); it drops emoji altogether. Such words are found as substrings.
  static func isCJK(_ word: String) -> Bool {
    word.unicodeScalars.contains { s in
      switch s.value {
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
        true
      default: s.properties.isEmojiPresentation
      }
    }
  }

  /// The search words as `ftsQuery` reads them, without quotes.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init).filter(
      SearchHit.isSearchable)
  }

  /// A search with a CJK word: the paragraphs that hold every word as a substring (case
  /// ignored for the others, a trailing `*` dropped), in path and line order (no bm25 for a
  /// substring), each line that holds one of them a hit with its matches marked.
  func searchCJK(_ words: [String], limit: Int) throws(IndexError) -> [SearchHit] {
    let needles = words.map { $0.count > 1 && $0.hasSuffix("*") ? String($0.dropLast()) : $0 }
    var hits: [SearchHit] = []
    try store.read { db in
      let condition = needles.map { _ in "lines.text LIKE ? ESCAPE '\\'" }.joined(separator: " AND ")
      let patterns = needles.map { "%" + Self.likeEscaped($0) + "%" }
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT files.path, lines.line, lines.text FROM lines JOIN files ON files.id = (lines.rowid >> 20)
          WHERE \(condition) ORDER BY files.path, lines.line
          """, arguments: StatementArguments(patterns))
      while let row = try rows.next(), hits.count < limit {
        let path: String = row[0]
        let start: Int = row[1]
        let paragraph: String = row[2]
        for (offset, line) in paragraph.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let (plain, matches) = Self.marking(String(line), needles)
          guard !matches.isEmpty else { continue }
          hits.append(SearchHit(file: path, line: start + offset, text: plain, matches: matches, rank: 0))
          if hits.count == limit { break }
        }
      }
    }
    return hits
  }

  /// `line` without its leading and trailing blanks, and where the `needles` occur in it (in
  /// `Character`s; case ignored).
  static func marking(_ line: String, _ needles: [String]) -> (String, [Range<Int>]) {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    let trimmed = String(line.drop(while: blank).reversed().drop(while: blank).reversed())
    let chars = Array(trimmed.lowercased())
    // Lowercasing that changes the length (`İ`) would shift the ranges: mark nothing then.
    guard chars.count == trimmed.count else { return (trimmed, []) }
    var marked = [Bool](repeating: false, count: chars.count)
    for needle in needles.map({ Array($0.lowercased()) }) where !needle.isEmpty && needle.count <= chars.count {
      for i in 0...(chars.count - needle.count) where Array(chars[i..<(i + needle.count)]) == needle {
        for j in i..<(i + needle.count) { marked[j] = true }
      }
    }
    var ranges: [Range<Int>] = []
    var i = 0
    while i < marked.count {
      guard marked[i] else {
        i += 1
        continue
      }
      var j = i
      while j < marked.count, marked[j] { j += 1 }
      ranges.append(i..<j)
      i = j
    }
    return (trimmed, ranges)
  }

  /// `text` for a LIKE pattern with `\` as the escape character.
  static func likeEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }

  /// The search: the best paragraphs with their matches marked by `\u{1}`...`\u{2}`. Marked by
  /// ``FullTextHighlight`` (linear), not FTS5's `highlight()` (quadratic in a row's matches).
  static let searchSQL = """
    SELECT files.path, lines.line, \(FullTextHighlight.name)(lines, 0, char(1), char(2)), bm25(lines) AS score
    FROM lines JOIN files ON files.id = (lines.rowid >> 20)
    WHERE lines MATCH ? ORDER BY score, files.path, lines.line LIMIT ?
    """

  /// The user's words as an FTS5 query: each word a quoted string (so that `-`, `:` or `"` in
  /// it mean nothing special), all of them required.
  static func ftsQuery(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { word -> String? in
      let prefix = word.count > 1 && word.hasSuffix("*")
      let body = prefix ? word.dropLast() : word
      guard body.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
      return "\"" + body.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (prefix ? "*" : "")
    }.joined(separator: " ")
  }

  /// A highlighted line without its markers, trimmed, and the character ranges they enclosed.
  static func unmark(_ line: Substring) -> (String, [Range<Int>]) {
    var plain: [Character] = []
    var matches: [Range<Int>] = []
    var open: Int?
    for c in line {
      if c == "\u{1}" {
        open = plain.count
      } else if c == "\u{2}" {
        if let start = open, start < plain.count { matches.append(start..<plain.count) }
        open = nil
      } else {
        plain.append(c)
      }
    }
    let lead = plain.prefix { $0 == " " || $0 == "\t" }.count
    let trail = plain.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\r" }.count
    let kept = lead < plain.count ? Array(plain[lead..<(plain.count - trail)]) : []
    let shifted = matches.compactMap { r -> Range<Int>? in
      let lower = max(r.lowerBound - lead, 0)
      let upper = min(r.upperBound - lead, kept.count)
      return lower < upper ? lower..<upper : nil
    }
    return (String(kept), shifted)
  }
}
