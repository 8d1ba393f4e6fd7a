/// The fingerprint `quire ics import` keeps in a note it wrote (`import_hash:` in the front
/// matter): a hash of the note's text without that line. When the note still hashes to it,
/// nobody has edited it since, and a newer import may replace it; otherwise the user's edit
/// wins unless `--force` is given.
public enum ImportHash {
  /// The key of the line that holds the hash.
  public static let key = "import_hash"

  /// The hash of `text` (the note as rendered without an `import_hash:` line).
  public static func of(_ text: String) -> String { ICalendarUID.hash([text]) }

  /// The hash stored in `text` and the text without its line, or `nil` when there is none
  /// (only the front matter is searched).
  public static func split(_ text: String) -> (stored: String, rest: String)? {
    guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return nil }
    var offset = text.startIndex
    var first = true
    while offset < text.endIndex {
      let lineEnd = text[offset...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
      let line = text[offset..<lineEnd]
      let bare = line.hasSuffix("\r\n") ? line.dropLast(2) : line.hasSuffix("\n") ? line.dropLast() : line
      if !first, bare == "---" { return nil }
      if bare.hasPrefix(key + ": ") {
        let value = bare.dropFirst(key.count + 2).trimmingSpaces()
        return (value, String(text[..<offset]) + String(text[lineEnd...]))
      }
      first = false
      offset = lineEnd
    }
    return nil
  }

  /// Whether `text` still is what Quire wrote: it holds a hash and the rest hashes to it.
  public static func isUnedited(_ text: String) -> Bool {
    guard let (stored, rest) = split(text) else { return false }
    return of(rest) == stored
  }
}
