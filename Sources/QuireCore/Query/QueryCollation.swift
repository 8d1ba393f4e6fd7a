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
/// comparing the weights in order compares the runs by value. An ASCII text (paths, most
/// descriptions) keeps no weights: they are read from its bytes as it is compared, which costs
/// no memory per task (docs/queries.md, "Speed").
struct QueryCollationKey: Sendable {
  /// The weights of a text beyond ASCII; `nil` for an ASCII text.
  private var weights: [UInt32]?
  /// The text: alike weights are told apart by it (lower case first).
  private var text: String

  /// ICU's root collation order of the ASCII punctuation and symbols, by byte; `nil` for a byte
  /// that is not one.
  private static let punctuation: [UInt32?] = {
    var out = [UInt32?](repeating: nil, count: 128)
    for (index, byte) in "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8.enumerated() { out[Int(byte)] = UInt32(index) }
    return out
  }()

  /// A weight: the class in the top bits, a scalar value (at most 21 bits) below.
  private static func weight(_ type: UInt32, _ value: UInt32) -> UInt32 { type << 24 | value }

  /// The class of a run of digits (its marker's weight; what follows it is only ever compared
  /// with another run's).
  private static let digitRun = weight(2, 0)

  /// The weight of an ASCII character that is not a digit (letters with case folded).
  private static func asciiWeight(_ byte: UInt8) -> UInt32 {
    let value = UInt32(byte)
    switch byte {
    case 0x09...0x0D, 0x20: return weight(0, value)
    case 0x41...0x5A: return weight(3, value + 0x20)
    case 0x61...0x7A: return weight(3, value)
    default: return punctuation[Int(byte)].map { weight(1, $0) } ?? weight(3, value)
    }
  }

  init(_ text: String) {
    var text = text
    let isASCII = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    self.text = text
    if isASCII { return }
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
      if c.isASCII, c.value < 0x30 || c.value > 0x39 {
        endRun()
        weights.append(Self.asciiWeight(UInt8(c.value)))
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

  /// Whether both are keys of one text.
  func isSameText(as other: QueryCollationKey) -> Bool { text == other.text }

  /// Negative when `a` goes first, 0 when they are the same text.
  static func compare(_ a: QueryCollationKey, _ b: QueryCollationKey) -> Int {
    let order = a.withWeights { x in
      b.withWeights { y -> Int? in
        // A shared key (the tasks of one note, `QuerySortKey.share`) is its own text.
        if x.isSameStorage(as: y) { return 0 }
        var x = x
        var y = y
        while true {
          switch (x.next(), y.next()) {
          case (nil, nil): return nil
          case (nil, _): return -1
          case (_, nil): return 1
          case (let p?, let q?): if p != q { return p < q ? -1 : 1 }
          }
        }
      }
    }
    if let order { return order }
    // Alike but for case (or leading zeros): lower case first, as ICU orders them.
    return a.text == b.text ? 0 : (a.text > b.text ? -1 : 1)
  }

  /// Calls `body` with the key's weights, read from the text's bytes for an ASCII text.
  private func withWeights<R>(_ body: (Weights) -> R) -> R {
    if let weights { return weights.withUnsafeBufferPointer { body(Weights(.stored($0))) } }
    if let result = text.utf8.withContiguousStorageIfAvailable({ body(Weights(.ascii($0))) }) { return result }
    return Array(text.utf8).withUnsafeBufferPointer { body(Weights(.ascii($0))) }
  }

  /// A key's weights one by one: its stored ones, or an ASCII text's worked out from its bytes.
  private struct Weights {
    enum Source {
      case stored(UnsafeBufferPointer<UInt32>)
      case ascii(UnsafeBufferPointer<UInt8>)
    }

    private let source: Source
    private var index = 0
    /// In a run of digits: its count of significant digits, still to give, and where it ends.
    private var count: Int?
    private var runEnd = 0

    init(_ source: Source) { self.source = source }

    /// Whether both read one buffer (a key shared by the tasks of one note).
    func isSameStorage(as other: Weights) -> Bool {
      func same<T>(_ x: UnsafeBufferPointer<T>, _ y: UnsafeBufferPointer<T>) -> Bool {
        x.count > 0 && x.baseAddress == y.baseAddress && x.count == y.count
      }
      switch (source, other.source) {
      case (.stored(let mine), .stored(let theirs)): return same(mine, theirs)
      case (.ascii(let mine), .ascii(let theirs)): return same(mine, theirs)
      default: return false
      }
    }

    mutating func next() -> UInt32? {
      switch source {
      case .stored(let stored):
        guard index < stored.count else { return nil }
        index += 1
        return stored[index - 1]
      case .ascii(let bytes):
        return nextASCII(bytes)
      }
    }

    private mutating func nextASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
      if let digits = count {
        count = nil
        return UInt32(digits)
      }
      if index < runEnd {
        index += 1
        return UInt32(bytes[index - 1]) - 0x30
      }
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      guard (0x30...0x39).contains(byte) else {
        index += 1
        return QueryCollationKey.asciiWeight(byte)
      }
      // A run of digits: its marker, the count of its digits past leading zeros, their values.
      var end = index
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
      var start = index
      while start < end, bytes[start] == 0x30 { start += 1 }
      count = end - start
      index = start
      runEnd = end
      return QueryCollationKey.digitRun
    }
  }
}
