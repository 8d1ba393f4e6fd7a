/// Short stable task ids: a hash of the file and the description, so that changing a date,
/// the status or the line number keeps the id (README.md).
public enum TaskID {
  /// Eight lower-case hex digits of FNV-1a over `file`, `description` and the occurrence
  /// number (0 for the first task with this description in the file, 1 for the next, ...).
  public static func make(file: String, description: String, occurrence: Int) -> String {
    var hash = FNV1a()
    hash.mix(file.utf8)
    hash.mix([0])
    hash.mix(description.utf8)
    if occurrence > 0 {
      hash.mix([0])
      hash.mix(String(occurrence).utf8)
    }
    let hex = String(hash.folded, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
