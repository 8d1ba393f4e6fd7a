/// Short stable task ids: a hash of the file and the description, so that changing a date,
/// the status or the line number keeps the id (README.md).
public enum TaskID {
  /// Eight lower-case hex digits of FNV-1a over `file`, `description` and the occurrence
  /// number (0 for the first task with this description in the file, 1 for the next, ...).
  public static func make(file: String, description: String, occurrence: Int) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    for b in file.utf8 { mix(b) }
    mix(0)
    for b in description.utf8 { mix(b) }
    if occurrence > 0 {
      mix(0)
      for b in String(occurrence).utf8 { mix(b) }
    }
    // Fold to 32 bits so that all of the hash's bits count.
    let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    let hex = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
