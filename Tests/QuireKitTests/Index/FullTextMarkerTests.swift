import Foundation
import GRDB
import QuireTestSupport
import Testing

@testable import QuireKit

/// `FullTextMarker` marks a note's text where FTS5's `highlight()` would, had the table kept the
/// text: the index's table is contentless, so the marks are made on the note itself.
@Suite struct FullTextMarkerTests {
  typealias S = IndexTestSupport

  /// A table that stores its text, with the index's tokenizer, for `highlight()` to compare with.
  static func database(_ rows: [String]) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE VIRTUAL TABLE lines USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')")
      for (i, row) in rows.enumerated() {
        try db.execute(sql: "INSERT INTO lines (rowid, text) VALUES (?, ?)", arguments: [i + 1, row])
      }
    }
    return queue
  }

  /// `highlight()` and the marker on every row `words` match.
  static func both(_ queue: DatabaseQueue, _ words: [String]) throws -> [(String?, String?)] {
    try queue.read { db in
      let marker = try FullTextMarker(db, words: words)
      let query = VaultIndex.ftsQuery(words.joined(separator: " "))
      return try Row.fetchAll(
        db, sql: "SELECT highlight(lines, 0, char(1), char(2)), text FROM lines WHERE lines MATCH ? ORDER BY rowid",
        arguments: [query]
      ).map { ($0[0], marker.mark($0[1])) }
    }
  }

  @Test func marksTheSameBytesAsHighlight() throws {
    let words = ["lab", "report", "Lab", "RÉPORT", "report-card", "café", "cafe", "Gödel", "x", "a", "b", "c", "ab"]
    var rng = SplitMix(seed: 11)
    var rows: [String] = [
      "a b c a b c", "report-card report card", "  leading and trailing  ", "lab\nreport\n\nlab report",
      "Émile's café, the CAFE, cafés",
    ]
    for _ in 0..<200 {
      let n = Int(rng.next() % 30) + 1
      rows.append(
        (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }
          .joined(separator: ["\n", " ", ", ", " - ", "\t"][Int(rng.next() % 5)]))
    }
    let queue = try Self.database(rows)
    let queries = [
      ["report"], ["lab", "report"], ["cafe"], ["report-card"], ["a-b"], ["b-c", "a"], ["rep*"], ["g*", "c*"], ["x"],
      ["a", "ab"],
      ["b", "a"],
    ]
    var compared = 0
    for query in queries {
      for (expected, actual) in try Self.both(queue, query) {
        #expect(actual == expected, "\(query)")
        compared += 1
      }
    }
    #expect(compared > 300)
  }

  @Test func marksEveryMatchOfALongParagraphInLinearTime() throws {
    let lines = (0..<20_000).map { "line \($0) of the lab report" }
    let marked = try #require(
      try DatabaseQueue().read { db in try FullTextMarker(db, words: ["report"]).mark(lines.joined(separator: "\n")) })
    #expect(marked.split(separator: "\n").count == 20_000)
    #expect(marked.split(separator: "\n").allSatisfy { $0.hasSuffix("lab \u{1}report\u{2}") })
  }

  /// A CJK character or an emoji is a token of its own: a word of them is found inside a run,
  /// and marked on the original text.
  @Test func marksCJKAndEmojiOnTheOriginalText() throws {
    let text = "私は東京に行きました。Party 🎉 東京オフィス"
    let marked = try DatabaseQueue().read { db in
      try [["東京"], ["🎉"], ["大阪"]].map { try FullTextMarker(db, words: $0).mark(text) }
    }
    #expect(marked[0] == "私は\u{1}東京\u{2}に行きました。Party 🎉 \u{1}東京\u{2}オフィス")
    #expect(marked[1] == "私は東京に行きました。Party \u{1}🎉\u{2} 東京オフィス")
    #expect(marked[2] == nil)
    #expect(FullTextDocument("東京").origin != nil)
    #expect(FullTextDocument("Hörsaal ✅ x").origin != nil)
    #expect(FullTextDocument("Hörsaal – x").origin == nil)
  }

  @Test func searchListsEachMatchingLineOfALongParagraph() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    let lines = (0..<5_000).map { "line \($0) of the lab report" }
    try v.write("p.md", "# One paragraph\n\n" + lines.joined(separator: "\n") + "\n")
    let (index, _) = try S.indexed(v)
    let hits = try index.search("report", limit: 5_000)
    #expect(hits.map(\.line) == Array(3..<5_003))
    #expect(hits.last?.marked(open: "[", close: "]") == "line 4999 of the lab [report]")
  }
}
