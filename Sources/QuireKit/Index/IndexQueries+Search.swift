import Dispatch
import GRDB
import QuireCore

// MARK: - Search

extension IndexQueries {
  /// Builds the full-text table unless it is built and mostly current: every stored note's
  /// paragraphs, read from its file and split on all cores, written in one transaction. The
  /// first `quire search` does this once; refreshes keep the table from then on, and a search
  /// builds it anew when it holds more stale paragraphs (of notes changed or removed since)
  /// than live ones (docs/index.md, "Search").
  func ensureFullText(progress: IndexProgress?) throws(IndexError) {
    var current = false
    try store.read { db in
      guard try MetaEntry.integer(.fullText, db) == 1 else { return }
      let stale = try MetaEntry.integer(.fullTextStale, db) ?? 0
      current = try stale <= Self.staleAllowance || stale <= IndexStore.liveParagraphs(db)
    }
    guard !current else { return }
    let source = self.source
    try store.change { changes in
      if try changes.fullTextBuilt() {
        let rows = try changes.fullTextRows()
        guard rows.stale > max(Int64(Self.staleAllowance), rows.live) else { return }
      }
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

  /// Stale paragraphs a search tolerates whatever the vault's size.
  static let staleAllowance = 10_000

  /// The lines that hold every word of `text`, best first (SQLite FTS5's bm25 over paragraphs;
  /// within a paragraph, each line with a match, in file order). Words match whole tokens,
  /// without regard to case or accents; a word ending in `*` matches as a prefix; a CJK
  /// character or an emoji is a token of its own (`FullTextDocument`), so such words match
  /// anywhere in a run. The table stores no text: each hit's paragraph is read from its note
  /// and marked there (`FullTextMarker`). Call after `update()`.
  func search(_ text: String, limit: Int, progress: IndexProgress? = nil) throws(IndexError) -> [SearchHit] {
    let words = Self.words(text)
    guard !words.isEmpty, limit > 0 else { return [] }
    try ensureFullText(progress: progress)
    let query = Self.ftsQuery(text)
    guard !query.isEmpty else { return [] }
    var hits: [SearchHit] = []
    let root = source.root
    try store.read { db in
      let marker = try FullTextMarker(db, words: words)
      var notes: [String: [(line: Int, text: String)]] = [:]
      // The best `wanted` paragraphs; should stale rows or paragraphs whose note changed since
      // the refresh leave fewer hits than asked for, again with twice as many.
      var wanted = limit + 16
      while true {
        hits.removeAll()
        var fetched = 0
        let rows = try Row.fetchCursor(db, sql: Self.searchSQL, arguments: [query, wanted])
        while let row = try rows.next() {
          fetched += 1
          guard hits.count < limit, let path = row[0] as String? else { continue }
          let number = Int(truncatingIfNeeded: (row[1] as Int64) & (1 << 20 - 1))
          let score: Double = row[2]
          if notes[path] == nil {
            var ignored: [Diagnostic] = []
            notes[path] =
              NoteReader.load(absolute: root + "/" + path, relative: path, into: &ignored).map(NoteParagraphs.split)
              ?? []
          }
          guard let paragraphs = notes[path], number < paragraphs.count,
            let marked = marker.mark(paragraphs[number].text)
          else { continue }
          let start = paragraphs[number].line
          for (offset, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
          where line.contains("\u{1}") {
            let (plain, matches) = Self.unmark(line)
            hits.append(SearchHit(file: path, line: start + offset, text: plain, matches: matches, rank: score))
            if hits.count == limit { break }
          }
        }
        if hits.count == limit || fetched < wanted { break }
        wanted *= 2
      }
    }
    return hits
  }

  /// The search words as `ftsQuery` reads them, without quotes.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init).filter(
      SearchHit.isSearchable)
  }

  /// The search: the best matching paragraphs (bm25, then row id), at most `?` of them, with
  /// the paths of their notes; a stale row (`fts_notes`) has no path. Ranked in the table alone
  /// first: joining every match to its note cost as much as ranking them. The marks come from
  /// the notes' text (`FullTextMarker`).
  static let searchSQL = """
    SELECT files.path, hit.rowid, hit.score FROM
      (SELECT rowid, bm25(lines) AS score FROM lines WHERE lines MATCH ? ORDER BY score, rowid LIMIT ?) AS hit
    LEFT JOIN fts_notes ON fts_notes.base = (hit.rowid >> 20) LEFT JOIN files ON files.id = fts_notes.file
    ORDER BY hit.score, files.path, hit.rowid
    """

  /// The user's words as an FTS5 query: each word a quoted string (so that `-`, `:` or `"` in
  /// it mean nothing special), all of them required.
  static func ftsQuery(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { word -> String? in
      let prefix = word.count > 1 && word.hasSuffix("*")
      let body = prefix ? word.dropLast() : word
      guard SearchHit.isSearchable(String(body)) else { return nil }
      let indexed = String(decoding: FullTextDocument(String(body)).bytes, as: UTF8.self)
      return "\"" + indexed.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (prefix ? "*" : "")
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
