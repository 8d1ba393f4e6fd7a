/// Watches a vault's folders and reports what changed.
///
/// A watcher is used from one thread: `wait(timeout:)` blocks until something changed, the
/// timeout passed, or the `Waker` it was made with is woken, and returns the changes seen
/// (undebounced; empty on a timeout or a wake-up).
public protocol FileWatcher: AnyObject {
  /// `inotify` or `polling`.
  var mechanism: String { get }
  /// Waits at most `timeout` seconds and returns the changes seen.
  func wait(timeout: Double) throws(WatchError) -> WatchBatch
}

/// Why a watcher cannot go on; `quire watch` falls back to polling on either.
public enum WatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The system has no inotify, or refused an instance (`inotify_init1` failed).
  case unavailable(String)
  /// The per-user watch limit (`fs.inotify.max_user_watches`, ENOSPC) is reached.
  case watchLimit

  public var description: String {
    switch self {
    case .unavailable(let reason): return "inotify is not available (\(reason))"
    case .watchLimit: return "the inotify watch limit (fs.inotify.max_user_watches) is reached"
    }
  }
}
