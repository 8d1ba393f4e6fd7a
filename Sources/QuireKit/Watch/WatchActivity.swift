import Foundation

/// When a `quire watch` last delivered a reminder and last wrote agenda pages, kept in
/// `watch.activity.json` of the vault's state folder (`.quire/cache/`, or the user's cache for a
/// vault without `.quire/`) for `quire service status` and `quire doctor`.
///
/// The watcher's event lines say both (`08:30 reminder: ...`, `08:29 pages: 2 written`), so the
/// recorder reads them as they are logged: the loop and the page hooks stay as they are.
/// Times are the real wall clock (seconds since 1970), also under `--now`.
public struct WatchActivity: Codable, Sendable, Equatable {
  /// The file's name in the state folder.
  public static let fileName = "watch.activity.json"

  /// The watcher that wrote it last.
  public var pid: Int32 = 0
  /// When that watcher started.
  public var started: Int64?
  /// When a reminder was last delivered, and its log text.
  public var reminderAt: Int64?
  public var reminder: String?
  /// When pages were last written, and the log text (`pages: 2 written (...)`).
  public var pagesAt: Int64?
  public var pages: String?

  public init() {}

  /// The activity file of the vault at `root`.
  public static func path(root: String) -> String { VaultStateFolder.path(for: root) + "/" + fileName }

  /// The recorded activity, or `nil` when no watcher wrote any (or the file is not readable).
  public static func read(root: String) -> WatchActivity? {
    guard let data = FileManager.default.contents(atPath: path(root: root)) else { return nil }
    return try? JSONDecoder().decode(WatchActivity.self, from: data)
  }

  /// Takes in one event line of the watcher (`HH:MM reminder: ...`, `HH:MM pages: ...`); returns
  /// whether it changed anything.
  public mutating func take(line: String, at instant: Int64) -> Bool {
    let text = line.drop { $0 != " " }.dropFirst()
    if text.hasPrefix("reminder: ") {
      reminderAt = instant
      reminder = String(text.dropFirst("reminder: ".count))
      return true
    }
    if text.hasPrefix("pages: ") {
      pagesAt = instant
      pages = String(text.dropFirst("pages: ".count))
      return true
    }
    return false
  }

  /// Writes the activity of the vault at `root` (atomically; a failure is not worth a warning:
  /// it only leaves `status` less to say).
  public func write(root: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(self) else { return }
    let file = Self.path(root: root)
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? AtomicWriter.write(
      [UInt8](data), to: file, expecting: (try? AtomicWriter.read(file)) ?? nil, durable: false)
  }
}

/// Records a watcher's activity as its event lines go by (thread-safe: the page hooks may log
/// from the start-up thread).
public final class WatchActivityRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var activity = WatchActivity()
  private let root: String

  /// A recorder for the vault at `root`, starting from what an earlier run recorded.
  public init(root: String) {
    self.root = root
    activity = WatchActivity.read(root: root) ?? WatchActivity()
    activity.pid = getpid()
    activity.started = Int64(Date().timeIntervalSince1970)
  }

  /// Takes in an event line; writes the file when it says something new.
  public func observe(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    if activity.take(line: line, at: Int64(Date().timeIntervalSince1970)) { activity.write(root: root) }
  }
}
