/// Comparing texts as the plugin does (`localeCompare` with numeric collation, ICU's root
/// order): spaces, then punctuation in ICU's order, then digits by their value (`Item 2` before
/// `Item 10`), then letters with case folded (lower case first when that is the only difference).
/// Accents and scripts beyond ASCII are compared by code point: an approximation of ICU.
enum QueryCompare {
  /// Negative when `a` goes first, 0 when they are the same text.
  static func texts(_ a: String, _ b: String) -> Int {
    QueryCollationKey.compare(QueryCollationKey(a), QueryCollationKey(b))
  }
}

/// A text made ready for ``QueryCompare`` once, so that a sort compares numbers instead of
/// folding the case of both texts at every comparison: each character becomes a weight (its
/// class — space, punctuation, letter or other — and its rank in it), and each run of digits a
/// marker, the count of its digits without leading zeros, and the digits' values, so that
/// comparing the weights in order compares the runs by value.
struct QueryCollationKey: Sendable {
  private var weights: [UInt32]
  /// The text: alike weights are told apart by it (lower case first).
  private var text: String

  /// ICU's root collation order of the ASCII punctuation and symbols.
  private static let punctuation: [Unicode.Scalar: UInt32] = {
    var out: [Unicode.Scalar: UInt32] = [:]
    for (index, scalar) in "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars.enumerated() {
      out[scalar] = UInt32(index)
    }
    return out
  }()

  /// A weight: the class in the top bits, a scalar value (at most 21 bits) below.
  private static func weight(_ type: UInt32, _ value: UInt32) -> UInt32 { type << 24 | value }

  /// The class of a run of digits (its marker's weight; what follows it is only ever compared
  /// with another run's).
  private static let digitRun = weight(2, 0)

  init(_ text: String) {
    self.text = text
    if let ascii = Self.asciiWeights(text) {
      weights = ascii
      return
    }
    var weights: [UInt32] = []
    weights.reserveCapacity(text.utf8.count)
    var digits: [UInt32] = []
    func endRun() {
      guard !digits.isEmpty else { return }
      let significant = digits.drop { $0 == 0 }
      weights.append(Self.digitRun)
      weights.append(UInt32(significant.count))
      weights.append(contentsOf: significant)
      digits.removeAll(keepingCapacity: true)
    }
    for c in text.lowercased().unicodeScalars {
      if c.isASCII {
        // The common case without Unicode's tables.
        switch c.value {
        case 0x30...0x39:
          digits.append(c.value - 0x30)
          continue
        case 0x09...0x0D, 0x20:
          endRun()
          weights.append(Self.weight(0, c.value))
        case 0x41...0x5A, 0x61...0x7A:
          endRun()
          weights.append(Self.weight(3, c.value))
        default:
          endRun()
          weights.append(Self.punctuation[c].map { Self.weight(1, $0) } ?? Self.weight(3, c.value))
        }
        continue
      }
      if c.properties.numericType == .decimal, let value = c.properties.numericValue {
        digits.append(UInt32(value))
        continue
      }
      endRun()
      weights.append(Self.weight(c.properties.isWhitespace ? 0 : 4, c.value))
    }
    endRun()
    self.weights = weights
  }

  /// The weights of an ASCII text, read from its bytes without folding the case of a copy (paths
  /// and most descriptions); `nil` for any other text.
  private static func asciiWeights(_ text: String) -> [UInt32]? {
    var text = text
    return text.withUTF8 { bytes -> [UInt32]? in
      var weights: [UInt32] = []
      weights.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = UInt32(bytes[index])
        switch byte {
        case 0x80...:
          return nil
        case 0x30...0x39:
          // A run of digits: its marker, the count of its digits past leading zeros, their values.
          var end = index
          while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
          var start = index
          while start < end, bytes[start] == 0x30 { start += 1 }
          weights.append(digitRun)
          weights.append(UInt32(end - start))
          for position in start..<end { weights.append(UInt32(bytes[position]) - 0x30) }
          index = end
          continue
        case 0x09...0x0D, 0x20:
          weights.append(weight(0, byte))
        case 0x41...0x5A:
          weights.append(weight(3, byte + 0x20))
        case 0x61...0x7A:
          weights.append(weight(3, byte))
        default:
          weights.append(punctuation[Unicode.Scalar(byte)!].map { weight(1, $0) } ?? weight(3, byte))
        }
        index += 1
      }
      return weights
    }
  }

  /// Whether both are keys of one text.
  func isSameText(as other: QueryCollationKey) -> Bool { text == other.text }

  /// Negative when `a` goes first, 0 when they are the same text.
  static func compare(_ a: QueryCollationKey, _ b: QueryCollationKey) -> Int {
    // A shared key (the tasks of one note, `QuerySortKey.share`) is its own text.
    let shared = a.weights.withUnsafeBufferPointer { x in
      b.weights.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count }
    }
    if shared && !a.weights.isEmpty { return 0 }
    let common = min(a.weights.count, b.weights.count)
    for i in 0..<common where a.weights[i] != b.weights[i] { return a.weights[i] < b.weights[i] ? -1 : 1 }
    if a.weights.count != b.weights.count { return a.weights.count < b.weights.count ? -1 : 1 }
    // Alike but for case (or leading zeros): lower case first, as ICU orders them.
    return a.text == b.text ? 0 : (a.text > b.text ? -1 : 1)
  }
}
