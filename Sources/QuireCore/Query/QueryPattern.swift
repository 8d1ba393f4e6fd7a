/// The regular expressions the query parser matches instructions with, written as the plugin
/// writes them (JavaScript syntax that Swift's `Regex` reads alike), case-insensitive unless
/// said otherwise.
enum QueryPattern {
  /// The capture groups of the first match of `pattern` in `line` (`nil` for a group that did not
  /// take part), or `nil` when it does not match. Group 0 is the whole match.
  static func match(_ pattern: String, _ line: String, ignoringCase: Bool = true) -> [String?]? {
    guard var regex = try? Regex(pattern) else { return nil }
    if ignoringCase { regex = regex.ignoresCase() }
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
