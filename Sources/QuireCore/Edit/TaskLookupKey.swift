/// The number the index keeps for each task's id, so that `quire done ID` and the other edit
/// commands find the task they name by asking for a few rows instead of reading the vault: a
/// short id's eight hex digits as a number (0 ... 2^32 - 1), a `🆔` as a 31-bit hash below zero.
/// `lookup` says which keys a query may name; `TaskResolver` then decides among the tasks found,
/// exactly as it would among all of them.
public enum TaskLookupKey {
  /// What to ask the index for: a superset of the tasks `TaskResolver.resolve` may pick.
  public enum Lookup: Equatable, Sendable {
    /// `FILE:LINE`.
    case place(file: String, line: Int)
    /// Tasks whose key is one of `exact` or in `prefix`.
    case keys(exact: [Int64], prefix: ClosedRange<Int64>?)
  }

  /// The key of `task`.
  public static func of(_ task: TaskItem) -> Int64 {
    if let explicit = task.fields.id { return of(explicitID: explicit) }
    return hexValue(task.id).map { Int64($0) } ?? of(explicitID: task.id)
  }

  /// The key of a task whose `🆔` is `id`: FNV-1a folded to 31 bits, as a negative number.
  public static func of(explicitID id: String) -> Int64 {
    var hash = FNV1a()
    hash.mix(id.utf8)
    return -1 - Int64(hash.folded & 0x7FFF_FFFF)
  }

  /// The keys the tasks `query` may name have (`TaskResolver.resolve` reads it the same way).
  public static func lookup(_ query: String) -> Lookup {
    let query = query.trimmingSpaces()
    if let colon = query.lastIndex(of: ":"), let line = Int(query[query.index(after: colon)...]) {
      return .place(file: String(query[..<colon]), line: line)
    }
    var exact = [of(explicitID: query)]
    if query.utf8.count == 8, let value = hexValue(query) { exact.append(Int64(value)) }
    var prefix: ClosedRange<Int64>?
    let lower = query.lowercased()
    if query.count >= 4, lower.utf8.count <= 8, let value = hexValue(lower) {
      let shift = Int64(4 * (8 - lower.utf8.count))
      let low = Int64(value) << shift
      prefix = low...(low + (1 << shift) - 1)
    }
    return .keys(exact: exact, prefix: prefix)
  }

  /// The value of lower-case hex digits (at most eight), or nil.
  static func hexValue(_ text: String) -> UInt32? {
    guard !text.isEmpty, text.utf8.count <= 8 else { return nil }
    var value: UInt32 = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return value
  }
}
