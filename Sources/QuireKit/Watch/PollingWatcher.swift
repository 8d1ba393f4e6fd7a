/// Finds changes by listing the vault every `interval` seconds and comparing sizes and
/// modification times: the watcher on macOS, and the fallback where inotify is missing or
/// its watch limit is reached. A listing of 10,000 notes costs ~35 ms of CPU, so the interval is a
/// trade of CPU against latency (2 s by default).
public final class PollingWatcher: FileWatcher {
  public let mechanism = "polling"
  public let root: String
  public let interval: Double
  private let filter: WatchPathFilter
  private let waker: Waker
  private let clock: @Sendable () -> Double
  private var snapshot: DirectorySnapshot
  private var nextScan: Double

  /// Starts from a listing taken now.
  /// - Parameters:
  ///   - clock: monotonic-enough seconds (only differences are used).
  public init(
    root: String, filter: WatchPathFilter, waker: Waker, interval: Double = 2,
    clock: @escaping @Sendable () -> Double
  ) {
    self.root = root
    self.filter = filter
    self.waker = waker
    self.interval = interval
    self.clock = clock
    snapshot = DirectorySnapshot.take(root: root)
    nextScan = clock() + interval
  }

  public func wait(timeout: Double) throws(WatchError) -> WatchBatch {
    let now = clock()
    let untilScan = nextScan - now
    if untilScan > 0 {
      // Sleep until the next scan or the caller's deadline, whichever is first; a wake-up ends it.
      _ = waker.wait(for: -1, timeout: min(timeout, untilScan))
      if clock() < nextScan { return WatchBatch() }
    }
    return scan()
  }

  /// Lists the vault now and returns what changed since the last listing.
  public func scan() -> WatchBatch {
    let fresh = DirectorySnapshot.take(root: root)
    var batch = WatchBatch()
    for path in fresh.changes(since: snapshot) { batch.record(path, filter: filter) }
    snapshot = fresh
    nextScan = clock() + interval
    return batch
  }
}
