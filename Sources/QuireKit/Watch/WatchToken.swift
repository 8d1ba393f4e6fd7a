import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a running `quire watch` publishes in `.quire/cache/watch.token` so that other commands
/// can skip their walk of the vault (docs/index.md, "With quire watch running"): who it is (pid,
/// a random id of this run, the process's start time), whether it keeps the index current
/// (inotify, no overflow pending, no unreadable notes), when it last did, and the cookies it
/// has answered.
///
/// Written atomically (a temporary name, then `rename(2)`) after every refresh and at least
/// every `heartbeat` seconds; removed when the watcher stops.
public struct WatchToken: Codable, Sendable, Equatable {
  /// The token's vault-relative path.
  public static let path = ".quire/cache/watch.token"
  /// The vault-relative folder commands drop their cookies in (watched by the inotify watcher).
  public static let cookieFolder = ".quire/cache/cookies"
  /// Seconds between two writes of an idle watcher.
  public static let heartbeatSeconds = 10.0
  /// How many answered cookies a token keeps (two commands may wait at once).
  static let keptCookies = 64

  /// The layout's version (1).
  public var version = 1
  /// The watcher's process id.
  public var pid: Int32
  /// A random id of this run of the watcher.
  public var run: String
  /// The process's start time as the kernel reports it (Linux: field 22 of `/proc/PID/stat`),
  /// so that a reused pid is not taken for the watcher; `nil` where it cannot be read.
  public var processStart: UInt64?
  /// Counts the writes of this run.
  public var sequence: Int
  /// `inotify` or `polling`.
  public var mechanism: String
  /// Whether the index is current as of `refreshed`: the watcher uses inotify, its last
  /// refresh of the index succeeded, and no note was unreadable.
  public var current: Bool
  /// Wall clock (nanoseconds since 1970) when the last complete refresh ended.
  public var refreshed: Int64
  /// Wall clock (nanoseconds since 1970) of this write.
  public var written: Int64
  /// Seconds between two writes of the idle watcher.
  public var heartbeat: Double
  /// The identity (device and inode) of the index database the watcher writes, so that a
  /// database rebuilt by another process is not taken for the watcher's.
  public var database: String
  /// Rescans since the start (an event queue overflow, a switch to polling, a new config): each
  /// one refreshed the whole index by a walk.
  public var rescans: Int
  /// Notes the last refresh could not read (a command then walks, to report them).
  public var unreadable: Int
  /// The cookies answered last, oldest first: every change made before each was created is
  /// in the index.
  public var cookies: [String]

  /// The token of the vault at `root`, or `nil` when there is none or it cannot be read.
  public static func read(root: String) -> WatchToken? {
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
    return try? JSONDecoder().decode(WatchToken.self, from: data)
  }

  /// Writes the token atomically (the state folder must exist).
  func write(root: String) -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return false }
    let target = root + "/" + Self.path
    let temporary = root + "/.quire/cache/.watch.token.\(pid).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
    guard rename(temporary, target) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Removes the vault's token.
  static func remove(root: String) { unlink(root + "/" + path) }

  /// Why a command must not trust this token at `now` (wall clock, ns), or `nil` when it may
  /// send a cookie: the process is gone or is another one under the same pid, the token is
  /// older than two heartbeats, the watcher polls, or its index is not current.
  public func distrust(now: Int64) -> String? {
    guard mechanism == "inotify" else { return "the watcher polls" }
    guard current else { return "the watcher's index is not current" }
    guard unreadable == 0 else { return "notes could not be read" }
    guard kill(pid, 0) == 0 || errno == EPERM else { return "the watcher is not running" }
    if let processStart, let actual = Self.processStart(of: pid), actual != processStart {
      return "the watcher is not running (its pid is another process now)"
    }
    guard now - written <= Int64(heartbeat * 2e9) + 1_000_000_000 else { return "the token is stale" }
    return nil
  }

  /// The start time of process `pid` (Linux: clock ticks after boot, field 22 of
  /// `/proc/PID/stat`), or `nil` where it cannot be read.
  static func processStart(of pid: Int32) -> UInt64? {
    #if os(Linux)
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
      let text = String(decoding: data, as: UTF8.self)
      // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
      guard let close = text.lastIndex(of: ")") else { return nil }
      let fields = text[text.index(after: close)...].split(separator: " ")
      // Field 3 is the first after ')', so field 22 is at offset 19.
      guard fields.count > 19 else { return nil }
      return UInt64(fields[19])
    #else
      return nil
    #endif
  }

  /// The wall clock in nanoseconds since 1970.
  public static func wallClock() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }

  /// The device and inode of the file at `path` (`dev:ino`), or `nil` when it is missing.
  public static func identity(of path: String) -> String? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    return "\(st.st_dev):\(st.st_ino)"
  }
}
