/// Finds the item a command names by slug: the slug itself (any case), else a unique prefix
/// of one (`quire habit check feed`, `quire goal log emerg`).
public enum SlugLookup {
  /// Why no single item was found.
  public enum Failure: Error, Equatable {
    /// Nothing matches; `known` lists every slug, sorted.
    case notFound(known: [String])
    /// The prefix matches several slugs, sorted.
    case ambiguous([String])

    /// `no habit 'x'; the habits are: a, b` / `'x' names several habits: a, b`.
    public func message(query: String, noun: String, plural: String) -> String {
      switch self {
      case .notFound(let known):
        return "no \(noun) '\(query)'; the \(plural) are: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
      case .ambiguous(let slugs):
        return "'\(query)' names several \(plural): \(slugs.joined(separator: ", "))"
      }
    }
  }

  /// The one item whose slug is `query` or starts with it.
  public static func find<Item>(_ query: String, in items: [Item], slug: (Item) -> String) -> Result<Item, Failure> {
    let q = query.lowercased()
    if let exact = items.first(where: { slug($0).lowercased() == q }) { return .success(exact) }
    let matches = items.filter { slug($0).lowercased().hasPrefix(q) }
    if matches.count == 1 { return .success(matches[0]) }
    if matches.isEmpty { return .failure(.notFound(known: items.map(slug).sorted())) }
    return .failure(.ambiguous(matches.map(slug).sorted()))
  }
}
