import Foundation
import GRDB
import QuireTestSupport
import Testing

@testable import QuireKit

/// `quire_highlight()` writes the very bytes of FTS5's `highlight()`, without its quadratic
/// growth (each match copied everything written before it).
@Suite struct FullTextHighlightTests {
  typealias S = IndexTestSupport

  /// A table like the index's, with both functions at hand.
  static func database(_ rows: [String]) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.prepareDatabase { db in try FullTextHighlight.register(db) }
    let queue = try DatabaseQueue(configuration: configuration)
    try queue.write { db in
      try db.execute(
        sql: "CREATE VIRTUAL TABLE lines USING fts5(text, line UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')")
      for (i, row) in rows.enumerated() {
        try db.execute(sql: "INSERT INTO lines (rowid, text, line) VALUES (?, ?, 1)", arguments: [i + 1, row])
      }
    }
    return queue
  }

  static func both(_ queue: DatabaseQueue, _ match: String) throws -> [(String?, String?)] {
    try queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT highlight(lines, 0, char(1), char(2)), quire_highlight(lines, 0, char(1), char(2))
          FROM lines WHERE lines MATCH ? ORDER BY rowid
          """, arguments: [match]
      ).map { ($0[0], $0[1]) }
    }
  }

  @Test func marksTheSameBytesAsHighlight() throws {
    let words = ["lab", "report", "Lab", "RÉPORT", "report-card", "café", "cafe", "Gödel", "x", "a", "b", "c", "ab"]
    var rng = SplitMix(seed: 11)
    var rows: [String] = [
      "a b c a b c", "report-card report card", "  leading and trailing  ", "lab\nreport\n\nlab report",
      "nul \u{0} inside report \u{0} and report", "Émile's café, the CAFE, cafés",
    ]
    for _ in 0..<200 {
      let n = Int(rng.next() % 30) + 1
      rows.append(
        (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }
          .joined(separator: ["\n", " ", ", ", " - ", "\t"][Int(rng.next() % 5)]))
    }
    let queue = try Self.database(rows)
    let queries = [
      "\"report\"", "\"lab\" \"report\"", "\"cafe\"", "\"report-card\"", "\"a b\" \"b c\"", "\"a\" \"a b c\"",
      "\"rep\"*", "\"g\"* \"c\"*", "\"ab\" OR \"a\"", "\"x\"",
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

  @Test func marksEveryMatchOfALongParagraph() throws {
    let lines = (0..<20_000).map { "line \($0) of the lab report" }
    let queue = try Self.database([lines.joined(separator: "\n")])
    let marked = try #require(try Self.both(queue, "\"report\"").first?.1)
    #expect(marked.split(separator: "\n").count == 20_000)
    #expect(marked.split(separator: "\n").allSatisfy { $0.hasSuffix("lab \u{1}report\u{2}") })
  }

  /// FTS5's own `highlight()` re-copies its whole output for each match: a search over a
  /// 200,000-line paragraph took 26 s. The search must not call it.
  @Test func searchDoesNotUseTheQuadraticHighlight() {
    #expect(!VaultIndex.searchSQL.contains(" highlight("))
    #expect(VaultIndex.searchSQL.contains("quire_highlight(lines, 0, char(1), char(2))"))
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
