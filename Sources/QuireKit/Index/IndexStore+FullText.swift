import GRDB

/// What the index keeps about its full-text table (docs/index.md, "Search"): how many
/// paragraphs it holds for the stored notes, and the counters in `meta` a refresh and a search
/// move (`FullTextCounters`).
extension IndexStore {
  /// The paragraphs of notes in the full-text table (`fts_notes`).
  static func liveParagraphs(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT coalesce(sum(paragraphs), 0) FROM fts_notes") ?? 0
  }
}

/// The full-text table's counters in `meta`: the next free `fts_notes.base`, and the paragraphs
/// still in `lines` that no note owns any more (`IndexStore.Changes` reads them when first
/// needed and stores them at the end of its transaction).
struct FullTextCounters {
  var next: Int64
  var stale: Int64

  /// The counters as stored: base 1 and no stale paragraph before any is.
  static func read(_ db: Database) throws -> FullTextCounters {
    let next = Int64(try MetaEntry.integer(.fullTextNext, db) ?? 1)
    let stale = Int64(try MetaEntry.integer(.fullTextStale, db) ?? 0)
    return FullTextCounters(next: next, stale: stale)
  }

  /// Stores the counters.
  func store(_ db: Database) throws {
    try MetaEntry.set(.fullTextNext, to: next, db)
    try MetaEntry.set(.fullTextStale, to: stale, db)
  }
}
