/// File names made from titles.
public enum NoteSlug {
  /// `title` as a file-name stem: lower-case letters and digits (any script), other runs
  /// replaced by one `-`, at most 60 characters; `fallback` when nothing is left.
  public static func make(_ title: String, fallback: String = "note") -> String {
    var out = ""
    var dash = false
    for c in title.lowercased() {
      if c.isLetter || c.isNumber {
        if dash, !out.isEmpty { out.append("-") }
        out.append(c)
        dash = false
      } else {
        dash = true
      }
      if out.count >= 60 { break }
    }
    return out.isEmpty ? fallback : out
  }
}
