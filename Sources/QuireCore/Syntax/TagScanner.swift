/// Finds `#tags` in text with the Obsidian Tasks rule.
///
/// A tag is `#` followed by one or more characters that are neither whitespace nor one of
/// ``!@#$%^&*(),.?":{}|<>``, at the start of the text or after whitespace (obsidian-tasks
/// `TaskRegularExpressions.hashTags`). So `#` alone is not a tag, nor is the `#` in `x.org/#a`.
public enum TagScanner {
  /// Whether `text` may hold a tag whose first letter is the ASCII letter `letter`, in either
  /// case (`#habit/…` or `#Habit/…` for `h`): a `#` followed by it. One pass over the bytes that
  /// answers most descriptions without collecting their tags.
  public static func mayHoldTag(startingWith letter: Unicode.Scalar, in text: String) -> Bool {
    let lower = UInt8(ascii: letter) | 0x20
    var afterHash = false
    for byte in text.utf8 {
      if afterHash, byte | 0x20 == lower { return true }
      afterHash = byte == UInt8(ascii: "#")
    }
    return false
  }

  /// The tags in `text`, in order, each with its `#`.
  public static func tags(in text: String) -> [String] {
    var text = text
    // Every task's tags are asked for several times per parse: the bytes are walked, and only
    // a non-ASCII character is decoded (to ask whether it is whitespace).
    return text.withUTF8 { bytes in
      // Most descriptions hold no `#` at all.
      guard bytes.contains(UInt8(ascii: "#")) else { return [] }
      var result: [String] = []
      var afterWhitespace = true
      var i = 0
      while i < bytes.count {
        let (scalar, length) = scalar(at: i, bytes)
        if scalar == "#", afterWhitespace {
          let start = i
          i += 1
          while i < bytes.count {
            let (next, nextLength) = Self.scalar(at: i, bytes)
            if endsTag(next) { break }
            i += nextLength
          }
          if i > start + 1 {
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
          }
          afterWhitespace = false
          continue
        }
        afterWhitespace = isWhitespace(scalar)
        i += length
      }
      return result
    }
  }

  /// The scalar whose UTF-8 bytes start at `i` of `bytes` (valid UTF-8: a string's), and their count.
  @inline(__always)
  private static func scalar(at i: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
    let lead = bytes[i]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
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
