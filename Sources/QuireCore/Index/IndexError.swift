/// Why the index could not be used. Never shown as an error: the cache is rebuilt, or the
/// command runs without it (a corrupt or old cache is never an error for the user).
public enum IndexError: Error, Sendable, CustomStringConvertible {
  /// A stored record does not decode.
  case corrupt(String)
  /// The cache folder or file cannot be created or written.
  case unwritable(String)
  /// SQLite refused (locked, not a database, full disk, ...).
  case database(String)

  public var description: String {
    switch self {
    case .corrupt(let why): return "the index is damaged (\(why))"
    case .unwritable(let why): return "the index cannot be written (\(why))"
    case .database(let why): return "the index cannot be used (\(why))"
    }
  }
}
