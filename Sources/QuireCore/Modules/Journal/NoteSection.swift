/// Finds a `## Heading` section in a note and plans the edit that adds lines at its end, so that
/// check-ins, progress lines and study logs land where a person would write them. The edit names
/// one existing line (which it keeps as it is) and adds the new lines after it; every other byte
/// of the note stays untouched.
public enum NoteSection {
  /// The edit that puts `newLines` at the end of the section headed `heading` (an ATX heading of
  /// any level whose text equals `heading`, ignoring case): after the section's last non-blank
  /// line, or, in an empty section, after one blank line below the heading. `nil` when the note
  /// has no such heading (append at the end of the note instead).
  public static func insertion(_ newLines: [String], under heading: String, in text: String) -> LineEdit? {
    let lines = SourceLines(text)
    guard lines.count > 0 else { return nil }
    var headingLine: Int? = nil
    var level = 0
    var inFence = false
    var end = lines.count + 1
    for n in 1...lines.count {
      let line = stripped(lines[n])
      if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
      if inFence { continue }
      guard let (l, title) = atxHeading(line) else { continue }
      if let _ = headingLine {
        if l <= level {
          end = n
          break
        }
      } else if title.lowercased() == heading.lowercased() {
        headingLine = n
        level = l
      }
    }
    guard let start = headingLine else { return nil }
    var last = start
    if start + 1 < end {
      for n in (start + 1)..<end where !stripped(lines[n]).trimmingSpaces().isEmpty { last = n }
    }
    if last == start {
      // An empty section: keep one blank line under the heading when there is one.
      // (Not the empty text after the final line break: that line has no break of its own.)
      if start + 1 < end, start + 1 < lines.count {
        let blank = String(stripped(lines[start + 1]))
        return LineEdit(line: start + 1, expected: blank, replacement: [blank] + newLines)
      }
      let head = String(stripped(lines[start]))
      return LineEdit(line: start, expected: head, replacement: [head, ""] + newLines)
    }
    let kept = String(stripped(lines[last]))
    return LineEdit(line: last, expected: kept, replacement: [kept] + newLines)
  }

  /// A line without a trailing carriage return (the editor compares line contents without breaks).
  public static func stripped(_ line: Substring) -> Substring { line.last == "\r" ? line.dropLast() : line }

  /// `(level, text)` of an ATX heading line (`## Habits`), else `nil`.
  static func atxHeading(_ line: Substring) -> (Int, String)? {
    var s = line
    var indent = 0
    while s.first == " ", indent < 3 {
      s = s.dropFirst()
      indent += 1
    }
    let hashes = s.prefix { $0 == "#" }.count
    guard hashes >= 1, hashes <= 6 else { return nil }
    let rest = s.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    let title = rest.trimmingSpaces().trimmingEdges(leading: { _ in false }, trailing: { $0 == "#" })
    return (hashes, title.trimmingSpaces())
  }
}
