import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a command learns that a running `quire watch` has put every change made before the
/// command started into the index, so that the command can skip its walk of the vault
/// (docs/index.md, "With quire watch running"; git's fsmonitor and Watchman's cookies do the same).
///
/// 1. The watcher's token (`WatchToken`) must be trustworthy: a live process under the same
///    start time, written within two heartbeats, inotify, index current, same database file.
/// 2. The command creates a uniquely named cookie in `.quire/cache/cookies/`. inotify queues
///    events in order, so once the watcher has read the cookie's event it has read every event
///    before it; it handles a cookie at once, refreshes the index, and lists the cookie in the
///    token.
/// 3. The command waits at most `timeout` for its cookie to show up in the token.
///
/// Anything else — no token, a dead or different process, a polling watcher, an unwritable
/// cookie folder, no answer in time, `QUIRE_WATCH_SYNC=0` — and the command walks as without a
/// watcher. `QUIRE_DEBUG_INDEX=1` tells the vault's reporter which way it went (the command line
/// prints it on standard error).
enum WatcherSync {
  /// What the attempt gave.
  enum Outcome: Equatable {
    /// The watcher answered after this many seconds: the index holds every earlier change.
    case synced(seconds: Double)
    /// Walk: the reason.
    case walk(String)
  }

  /// The longest a command waits for its cookie's answer, in seconds.
  static let timeout = 0.2

  /// Counts cookies within this process.
  nonisolated(unsafe) private static var counter = 0
  private static let counterLock = NSLock()

  /// Whether syncing is switched off (`QUIRE_WATCH_SYNC=0`).
  static var disabled: Bool { ProcessInfo.processInfo.environment["QUIRE_WATCH_SYNC"] == "0" }

  /// Whether a watcher's token looks trustworthy, without sending a cookie: for `VaultIndex.open`,
  /// which then does not start a walk that would likely be thrown away.
  static func mayBeCurrent(root: String) -> Bool {
    if case .success = trustedToken(root: root) { return true }
    return false
  }

  /// Sends a cookie and waits for the watcher's answer; `database` is the path of the index
  /// this process opened (the watcher must be writing the same file). With `QUIRE_DEBUG_INDEX=1`
  /// the way it went is told to `reporter` as a debugging line.
  static func sync(root: String, database: String, reporter: any Reporter, timeout: Double = timeout) -> Outcome {
    let outcome = attempt(root: root, database: database, timeout: timeout)
    if ProcessInfo.processInfo.environment["QUIRE_DEBUG_INDEX"] == "1" {
      switch outcome {
      case .synced(let seconds):
        let ms = (seconds * 10_000).rounded() / 10
        reporter.debug("walk skipped (quire watch answered in \(ms) ms)")
      case .walk(let reason):
        reporter.debug("walk (\(reason))")
      }
    }
    return outcome
  }

  /// A cookie name no other command and no other cookie of this process uses.
  static func uniqueName() -> String {
    counterLock.lock()
    defer { counterLock.unlock() }
    counter += 1
    return "\(getpid())-\(counter)-\(UInt32.random(in: 0...UInt32.max))"
  }

  /// The running watcher's token when a command may send it a cookie (or a query), else why
  /// not: syncing switched off, no watcher, this process is the watcher (its loop would be the one
  /// to answer), or a token not to be trusted (`WatchToken.distrust`).
  static func trustedToken(root: String) -> Result<WatchToken, Distrust> {
    guard !disabled else { return .failure(Distrust(reason: "QUIRE_WATCH_SYNC=0")) }
    guard let token = WatchToken.read(root: root) else { return .failure(Distrust(reason: "no quire watch")) }
    guard token.pid != getpid() else { return .failure(Distrust(reason: "this is quire watch")) }
    if let reason = token.distrust(now: WatchToken.wallClock()) { return .failure(Distrust(reason: reason)) }
    return .success(token)
  }

  /// Why a watcher's token is not used.
  struct Distrust: Error {
    let reason: String
  }

  private static func attempt(root: String, database: String, timeout: Double) -> Outcome {
    let token: WatchToken
    switch trustedToken(root: root) {
    case .success(let trusted): token = trusted
    case .failure(let distrust): return .walk(distrust.reason)
    }
    guard WatchToken.identity(of: database) == token.database else {
      return .walk("the watcher writes another index file")
    }
    let name = uniqueName()
    let cookie = root + "/" + WatchToken.cookieFolder + "/" + name
    let started = DispatchTime.now().uptimeNanoseconds
    let fd = open(cookie, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return .walk("cannot create a cookie: \(String(cString: strerror(errno)))") }
    close(fd)
    defer { unlink(cookie) }
    while true {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      if let answer = WatchToken.read(root: root), answer.run == token.run, answer.cookies.contains(name) {
        guard answer.current, answer.unreadable == 0, answer.database == token.database else {
          return .walk("the watcher's index is not current")
        }
        return .synced(seconds: elapsed)
      }
      if elapsed >= timeout { return .walk("quire watch did not answer within \(Int(timeout * 1000)) ms") }
      usleep(500)
    }
  }
}
