/// A 64-bit FNV-1a hash of a file's bytes: tells a touched file from a changed one.
///
/// Not cryptographic: it only has to notice an edit, and a collision would at worst keep a
/// note's old items until its next change (docs/index.md).
enum ContentHash {
  /// Never 0: the index stores 0 for "no hash, always parse again".
  static func of(_ bytes: [UInt8]) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let value = Int64(bitPattern: hash)
    return value == 0 ? 1 : value
  }
}
