import QuireCore

/// What one refresh of the index found and did.
public struct IndexUpdate: Sendable {
  /// New notes, parsed and stored (vault-relative paths, in path order).
  public var added: [String] = []
  /// Notes whose bytes changed, parsed again.
  public var modified: [String] = []
  /// Notes gone from the vault, dropped from the index.
  public var removed: [String] = []
  /// Notes with a new size or mtime but the same bytes: their items were kept.
  public var touched = 0
  /// Notes the index already held as they are.
  public var unchanged = 0
  /// Notes that could not be read this time (kept out of the index, so they are tried again),
  /// with their diagnostics.
  public internal(set) var unreadable: [ParsedNote] = []

  /// Paths whose items may differ from before: what a watcher rebuilds pages for.
  public var changed: [String] { (added + modified + removed).sorted { ListingDiff.precedes($0, $1) } }

  /// Notes in the index after the refresh.
  public var total: Int { added.count + modified.count + touched + unchanged }
}
