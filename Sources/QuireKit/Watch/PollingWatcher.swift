/// Finds changes by looking at the vault now and then: the watcher on macOS, and the fallback
/// where inotify is missing or its watch limit is reached (docs/watch.md, "Fallback to polling").
///
/// Each look stats every folder (`FolderTree`): a folder's mtime moves when an entry is added,
/// removed or renamed in it, which covers saves by rename and every new, deleted or moved note
/// or folder; only a changed folder is listed again. A rewrite in place moves only the file's
/// own mtime, so the files changed in the last `hotSeconds` are stat'ed on every look, and every
/// file once every `sweepSeconds`. Looks start `interval` apart and back off (doubling, up to
/// `maxInterval`) while nothing changes; a change brings them back to `interval`.
///
/// An idle watcher so costs a few percent of what a full re-stat every interval cost
/// (`Benchmarks/idle_poll.py`; docs/watch.md, docs/measurements.md).
public final class PollingWatcher: FileWatcher {
  public let mechanism = "polling"
  public let root: String
  /// Seconds between two looks after a change.
  public let interval: Double
  /// The longest the looks back off to, in seconds.
  public let maxInterval: Double
  /// Seconds between two stats of every file (rewrites in place of files not changed lately).
  public let sweepSeconds: Double
  /// How long a changed file is stat'ed on every look, in seconds.
  static let hotSeconds = 300.0
  private let filter: WatchPathFilter
  private let waker: Waker
  private let clock: @Sendable () -> Double
  private var tree: FolderTree
  private var delay: Double
  private var nextScan: Double
  private var nextSweep: Double
  /// Files changed lately, with when they were last seen changing.
  private var hot: [String: Double] = [:]

  /// Starts from a listing taken now.
  /// - Parameters:
  ///   - interval: seconds between looks while things change.
  ///   - maxInterval: the longest back-off (at least `interval`); by default ten times
  ///     `interval`, at most 10 s.
  ///   - sweepSeconds: seconds between two stats of every file; by default 30 times `interval`.
  ///   - clock: monotonic-enough seconds (only differences are used).
  public init(
    root: String, filter: WatchPathFilter, waker: Waker, interval: Double = 1, maxInterval: Double? = nil,
    sweepSeconds: Double? = nil, clock: @escaping @Sendable () -> Double
  ) {
    self.root = root
    self.filter = filter
    self.waker = waker
    self.interval = interval
    self.maxInterval = max(interval, maxInterval ?? min(10, interval * 10))
    self.sweepSeconds = max(interval, sweepSeconds ?? interval * 30)
    self.clock = clock
    tree = FolderTree(root: root)
    delay = interval
    let now = clock()
    nextScan = now + interval
    nextSweep = now + self.sweepSeconds
  }

  /// The folders watched.
  public var folderCount: Int { tree.folders.count }

  public func wait(timeout: Double) throws(WatchError) -> WatchBatch {
    let now = clock()
    let untilScan = nextScan - now
    if untilScan > 0 {
      // Sleep until the next look or the caller's deadline, whichever is first; a wake-up ends it.
      _ = waker.wait(for: -1, timeout: min(timeout, untilScan))
      if clock() < nextScan { return WatchBatch() }
    }
    return scan()
  }

  /// Looks at the vault now and returns what changed since the last look.
  public func scan() -> WatchBatch {
    var batch = WatchBatch()
    let now = clock()
    tree.checkFolders(report: &batch, filter: filter)
    hot = hot.filter { now - $0.value < Self.hotSeconds }
    if now >= nextSweep {
      tree.statFiles(tree.allFiles, report: &batch, filter: filter)
      nextSweep = now + sweepSeconds
    } else if !hot.isEmpty {
      tree.statFiles(hot.keys, report: &batch, filter: filter)
    }
    for path in batch.notes.union(batch.agendaPages) { hot[path] = now }
    delay = batch.isEmpty ? min(delay * 2, maxInterval) : interval
    nextScan = clock() + delay
    return batch
  }
}
