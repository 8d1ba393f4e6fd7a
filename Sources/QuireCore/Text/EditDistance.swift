/// How far apart two words are, for "did you mean ..." suggestions.
public enum EditDistance {
  /// The Levenshtein distance of `a` and `b` (insertions, deletions and substitutions of
  /// characters), compared without regard to case.
  public static func between(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased())
    let y = Array(b.lowercased())
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }

  /// The word of `candidates` closest to `word`, when it is close enough to be a typo: at most a
  /// third of the word's length away (at least 1, at most 3), or `word` is a prefix of it.
  public static func nearest(_ word: String, in candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3))
    let scored = candidates.map { ($0, between(word, $0)) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first else { return nil }
    if best.1 <= limit { return best.0 }
    let lower = word.lowercased()
    return candidates.first { $0.hasPrefix(lower) && lower.count >= 3 }
  }
}
