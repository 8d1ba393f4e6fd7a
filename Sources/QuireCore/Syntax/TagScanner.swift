/// Finds `#tags` in text with the Obsidian Tasks rule.
public enum TagScanner {
  /// The tags in `text`, in order, each with its `#`.
  public static func tags(in text: String) -> [String] {
    // A tag is `#` plus characters that are not space or !@#$%^&*(),.?":{}|<>, at the start or after whitespace.
    let stop = Set("!@#$%^&*(),.?\":{}|<>")
    var result: [String] = []
    var previous: Character = " "
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if c == "#", previous.isWhitespace {
        var j = text.index(after: i)
        while j < text.endIndex, !text[j].isWhitespace, !stop.contains(text[j]) { j = text.index(after: j) }
        if j > text.index(after: i) { result.append(String(text[i..<j])) }
        previous = j > text.index(after: i) ? text[text.index(before: j)] : c
        i = j
        continue
      }
      previous = c
      i = text.index(after: i)
    }
    return result
  }
}
