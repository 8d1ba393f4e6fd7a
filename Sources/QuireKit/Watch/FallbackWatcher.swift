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
    root: String, filter: WatchPathFilter, waker: Waker, forcePolling: Bool = false, pollInterval: Double = 1,
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
        let polling = makePolling()
        warn(Self.warning(error, polling))
        current = polling
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
      warn(Self.warning(error, polling))
      current = polling
      return WatchBatch(rescan: true)
    }
  }

  /// The one warning of the switch to polling; at the watch limit, with the line that raises it.
  static func warning(_ error: WatchError, _ polling: PollingWatcher) -> String {
    var text =
      "quire: warning: \(error.description); polling the vault instead (every \(seconds(polling.interval)), "
      + "up to \(seconds(polling.maxInterval)) while nothing changes)"
    if error == .watchLimit {
      let limit = raisedLimit(folders: polling.folderCount)
      text +=
        "\nquire: hint: the vault has \(polling.folderCount) folders; raise the limit with "
        + "`sudo sysctl fs.inotify.max_user_watches=\(limit)` (to keep it, put "
        + "`fs.inotify.max_user_watches=\(limit)` in /etc/sysctl.d/40-quire.conf), then start quire watch again"
    }
    return text
  }

  /// A watch limit with room for the vault twice over, and at least 524,288 (the default of
  /// recent kernels on machines with enough memory).
  static func raisedLimit(folders: Int) -> Int {
    max(524_288, (folders * 2 + 65_535) / 65_536 * 65_536)
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
