/// The watcher `quire watch` uses: inotify where it works, else polling.
///
/// It falls back to `PollingWatcher` with a one-line warning when inotify cannot be had at
/// start (`inotify_init1` fails: not Linux, a file system or sandbox without it) or when the
/// watch limit is hit, at start or later (a new folder past `fs.inotify.max_user_watches`).
/// A switch while running reports `rescan`, since changes in between may be lost.
public final class FallbackWatcher: FileWatcher {
  private var current: any FileWatcher
  private let makePolling: () -> PollingWatcher
  private let warn: (String) -> Void

  public var mechanism: String { current.mechanism }

  /// - Parameters:
  ///   - forcePolling: poll even where inotify works (`quire watch --poll`, and tests).
  ///   - pollInterval: seconds between two listings when polling.
  ///   - clock: seconds, for the polling interval.
  ///   - warn: prints a warning line.
  ///   - watchLimit: for tests, pretend inotify allows only this many watches.
  public init(
    root: String, filter: WatchPathFilter, waker: Waker, forcePolling: Bool = false, pollInterval: Double = 2,
    clock: @escaping @Sendable () -> Double, warn: @escaping (String) -> Void, watchLimit: Int? = nil
  ) {
    self.warn = warn
    makePolling = { PollingWatcher(root: root, filter: filter, waker: waker, interval: pollInterval, clock: clock) }
    if forcePolling {
      current = makePolling()
      return
    }
    #if canImport(Glibc)
      do {
        current = try InotifyWatcher(root: root, filter: filter, waker: waker, watchLimit: watchLimit)
      } catch {
        warn("quire: warning: \(error.description); polling the vault every \(Self.seconds(pollInterval)) instead")
        current = makePolling()
      }
    #else
      current = makePolling()
    #endif
  }

  public func wait(timeout: Double) -> WatchBatch {
    do {
      return try current.wait(timeout: timeout)
    } catch {
      let polling = makePolling()
      warn("quire: warning: \(error.description); polling the vault every \(Self.seconds(polling.interval)) instead")
      current = polling
      return WatchBatch(rescan: true)
    }
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
