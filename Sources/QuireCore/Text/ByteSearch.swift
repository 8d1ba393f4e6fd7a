/// A fixed needle searched for in UTF-8 bytes (Boyer-Moore-Horspool): a text that does not hold
/// it is passed over up to a needle's length at a time, where a byte loop looks at every byte.
/// Every note of the vault is searched for a few such words (`#flashcards`), and most hold none.
public struct ByteSearch: Sendable {
  private let needle: [UInt8]
  /// How far the window may move when its last byte is this byte.
  private let shift: [Int]

  public init(_ needle: String) {
    self.needle = Array(needle.utf8)
    var shift = [Int](repeating: self.needle.count, count: 256)
    for (i, byte) in self.needle.dropLast().enumerated() { shift[Int(byte)] = self.needle.count - 1 - i }
    self.shift = shift
  }

  /// Whether `text` holds the needle.
  public func occurs(in text: String) -> Bool {
    var text = text
    return text.withUTF8 { occurs(in: $0) }
  }

  /// Whether `bytes` hold the needle.
  public func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let m = needle.count
    guard m > 0 else { return true }
    guard bytes.count >= m else { return false }
    return needle.withUnsafeBufferPointer { needle in
      shift.withUnsafeBufferPointer { shift in
        var i = 0
        let last = bytes.count - m
        while i <= last {
          let end = bytes[i + m - 1]
          if end == needle[m - 1] {
            var j = 0
            while j < m - 1, bytes[i + j] == needle[j] { j += 1 }
            if j == m - 1 { return true }
          }
          i += shift[Int(end)]
        }
        return false
      }
    }
  }
}
