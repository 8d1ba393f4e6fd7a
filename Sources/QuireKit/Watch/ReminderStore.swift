import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the `ReminderLedger` of a vault in `reminders.json` of its state folder (`.quire/cache/`), written atomically
/// (temporary file, fsync, rename), and holds a lock so that only one `quire watch` delivers a
/// vault's reminders at a time.
///
/// The file is small (one key per reminder delivered in the last 8 days), JSON:
/// `{"version": 1, "lastSeen": <seconds since 1970>, "delivered": {"<key>": <due instant>}}`,
/// and, after reminders missed while Quire was not running were told, `"missed": {"day":
/// "YYYY-MM-DD", "items": [{"due", "title", "file", "line"}]}` (`MissedReminders`; an older file
/// without it reads as none).
/// A missing file is a first run; an unreadable one is replaced, with a warning.
public final class ReminderStore {
  /// The state file's vault-relative path.
  public static let path = ".quire/cache/reminders.json"
  public let file: String
  private let lockFile: String
  private var lockFD: Int32 = -1

  /// The store of the vault at `vaultRoot`, in its state folder (`.quire/cache/`, or the user's
  /// cache for a vault without `.quire/`: `VaultStateFolder`).
  public init(vaultRoot: String) {
    let folder = VaultStateFolder.path(for: vaultRoot)
    file = folder + "/reminders.json"
    lockFile = folder + "/watch.lock"
  }

  deinit { unlock() }

  private struct Contents: Codable {
    var version: Int
    var lastSeen: Int64?
    var delivered: [String: Int64]
    var missed: MissedReminders?
  }

  /// The ledger on disk; a missing file gives an empty one, an unreadable one too (and `warn`).
  public func load(warn: (String) -> Void) -> ReminderLedger {
    guard let data = FileManager.default.contents(atPath: file) else { return ReminderLedger() }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1 else {
      warn("quire: warning: \(Self.path) cannot be read; starting it anew (reminders of the last minutes may repeat)")
      return ReminderLedger()
    }
    return ReminderLedger(delivered: contents.delivered, lastSeen: contents.lastSeen, missed: contents.missed)
  }

  /// The missed reminders recorded on disk (what today's daily page lists), read without the
  /// lock: the file is replaced atomically. `nil` when there is no file, no record, or it cannot be read.
  public func missed() -> MissedReminders? {
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    return (try? JSONDecoder().decode(Contents.self, from: data))?.missed
  }

  /// Writes `ledger` atomically.
  public func save(_ ledger: ReminderLedger) throws(QuireKitError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard
      let data = try? encoder.encode(
        Contents(
          version: 1, lastSeen: ledger.lastSeen, delivered: ledger.delivered, missed: ledger.missed))
    else { throw .writeFailed(file, "cannot encode the reminder state") }
    try makeFolder()
    // Quire's own file: the last bytes read are whatever is there now.
    try AtomicWriter.write([UInt8](data), to: file, expecting: try AtomicWriter.read(file))
  }

  /// Takes the vault's watch lock; returns `false` when another process holds it.
  public func lock() throws(QuireKitError) -> Bool {
    try makeFolder()
    let fd = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .writeFailed(lockFile, String(cString: strerror(errno))) }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      return false
    }
    lockFD = fd
    return true
  }

  /// Releases the lock (also when the process ends).
  public func unlock() {
    if lockFD >= 0 {
      close(lockFD)
      lockFD = -1
    }
  }

  private func makeFolder() throws(QuireKitError) {
    let folder = (file as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder, "\(error.localizedDescription)")
    }
  }
}
