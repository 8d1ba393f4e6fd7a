/// A deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every platform and Swift version.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0), without modulo bias (Lemire's method).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    let b = UInt64(bound)
    var m = next().multipliedFullWidth(by: b)
    if m.low < b {
      let threshold = (0 &- b) % b
      while m.low < threshold { m = next().multipliedFullWidth(by: b) }
    }
    return Int(m.high)
  }

  /// `items` shuffled (Fisher–Yates, written out so the order never depends on the standard library's).
  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var a = items
    guard a.count > 1 else { return a }
    for i in stride(from: a.count - 1, to: 0, by: -1) {
      let j = below(i + 1)
      a.swapAt(i, j)
    }
    return a
  }
}
