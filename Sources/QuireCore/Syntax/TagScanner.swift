/// Finds `#tags` in text with the Obsidian Tasks rule.
///
/// A tag is `#` followed by one or more characters that are neither whitespace nor one of
/// ``!@#$%^&*(),.?":{}|<>``, at the start of the text or after whitespace (obsidian-tasks
/// `TaskRegularExpressions.hashTags`). So `#` alone is not a tag, nor is the `#` in `x.org/#a`.
public enum TagScanner {
  /// The tags in `text`, in order, each with its `#`.
  public static func tags(in text: String) -> [String] {
    // Most descriptions hold no `#` at all: answer those without walking the scalars.
    guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
    var result: [String] = []
    let scalars = text.unicodeScalars
    var afterWhitespace = true
    var i = scalars.startIndex
    while i < scalars.endIndex {
      let scalar = scalars[i]
      i = scalars.index(after: i)
      if scalar == "#", afterWhitespace {
        let start = scalars.index(before: i)
        while i < scalars.endIndex, !endsTag(scalars[i]) { i = scalars.index(after: i) }
        if scalars.index(after: start) < i { result.append(String(text[start..<i])) }
        afterWhitespace = false
        continue
      }
      afterWhitespace = isWhitespace(scalar)
    }
    return result
  }

  /// Unicode whitespace, with an ASCII fast path (the property lookup is slow).
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return (0x09...0x0D).contains(scalar.value) || scalar.value == 0x20 }
    return scalar.properties.isWhitespace
  }

  /// Whether `scalar` cannot be part of a tag: whitespace or one of ``!@#$%^&*(),.?":{}|<>``.
  static func endsTag(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    // ASCII fast path: the task parser calls this for every character of a line's last words.
    switch UInt8(scalar.value) {
    case 0x09...0x0D, 0x20: return true
    case UInt8(ascii: "!"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "^"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "\""), UInt8(ascii: ":"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"):
      return true
    default: return false
    }
  }
}
