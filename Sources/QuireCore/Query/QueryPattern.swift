import Synchronization

/// The regular expressions the query parser matches instructions with, written as the plugin
/// writes them (JavaScript syntax that Swift's `Regex` reads alike), case-insensitive unless
/// said otherwise.
enum QueryPattern {
  /// The patterns compiled so far: a query tries dozens of patterns per line, and compiling a
  /// `Regex` costs far more than matching it. The patterns are the parser's own (field names
  /// escaped into them), so the cache stays small; it is emptied if it ever passes 2,000.
  private static let compiled = Mutex<[String: Compiled]>([:])

  /// A compiled pattern. Unchecked Sendable: a `Regex` is an immutable value, and the standard
  /// library lowers its program once, atomically, whichever thread matches first.
  private struct Compiled: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
  }

  private static func regex(_ pattern: String, ignoringCase: Bool) -> Regex<AnyRegexOutput>? {
    let key = (ignoringCase ? "i:" : "c:") + pattern
    if let found = compiled.withLock({ $0[key] }) { return found.regex }
    guard var regex = try? Regex(pattern) else { return nil }
    if ignoringCase { regex = regex.ignoresCase() }
    let entry = Compiled(regex: regex)
    compiled.withLock { cache in
      if cache.count >= 2000 { cache.removeAll() }
      cache[key] = entry
    }
    return regex
  }

  /// The capture groups of the first match of `pattern` in `line` (`nil` for a group that did not
  /// take part), or `nil` when it does not match. Group 0 is the whole match.
  static func match(_ pattern: String, _ line: String, ignoringCase: Bool = true) -> [String?]? {
    guard let regex = regex(pattern, ignoringCase: ignoringCase) else { return nil }
    guard let found = try? regex.firstMatch(in: line) else { return nil }
    return (0..<found.output.count).map { found.output[$0].substring.map(String.init) }
  }

  static func matches(_ pattern: String, _ line: String, ignoringCase: Bool = true) -> Bool {
    match(pattern, line, ignoringCase: ignoringCase) != nil
  }

  /// `text` with every character that has a meaning in a pattern escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\^$.|?*+()[]{}/-".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}
