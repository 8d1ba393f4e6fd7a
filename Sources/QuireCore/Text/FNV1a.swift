/// FNV-1a, 64 bit: the hash behind Quire's short task ids, the index's task keys and the UIDs
/// of exported items. Stable across runs and platforms (Swift's `Hasher` is seeded per process).
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Mixes in `bytes`.
  mutating func mix(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
  }

  /// The hash folded to 32 bits, so that all of its bits count.
  var folded: UInt32 { UInt32(truncatingIfNeeded: value ^ (value >> 32)) }
}
