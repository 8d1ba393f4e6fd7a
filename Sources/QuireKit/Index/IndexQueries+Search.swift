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
    let query = Self.ftsQuery(text)
    guard !query.isEmpty, limit > 0 else { return [] }
    try ensureFullText(progress: progress)
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
