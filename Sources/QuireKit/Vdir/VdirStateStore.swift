import Foundation
import QuireCore

/// Where a vault keeps what it knows about one vdir: `vdir/<hash of the folder>.state` in the
/// vault's state folder (``VaultStateFolder``; `.quire/cache/` in a vault with `.quire/`), the
/// record of ``VdirState/binary()`` followed by its checksum. A state an older Quire wrote as
/// `vdir/<hash>.json` is read, and goes once the next save wrote the record.
public struct VdirStateStore: Sendable {
  /// The state file's absolute path.
  public let path: String
  /// Where Quire kept the state as JSON before (read when the record is not there yet).
  public let legacyPath: String
  /// The vdir folder (its real path).
  public let folder: String
  /// The state this store last read or wrote, shared by its copies: a sync that changed nothing
  /// compares with it instead of encoding tens of thousands of entries to find the file the same.
  private let last = LastState()

  public init(vault: Vault, folder: String) throws(QuireKitError) {
    let real = VaultWalker.realPath(folder) ?? folder
    self.folder = real
    let base = try VaultStateFolder.ensure(for: vault.root) + "/vdir/" + ICalendarUID.hash([real])
    path = base + ".state"
    legacyPath = base + ".json"
  }

  /// Whether the vault has synced with the folder before (a state is on disk).
  public var exists: Bool {
    FileManager.default.fileExists(atPath: path) || FileManager.default.fileExists(atPath: legacyPath)
  }

  /// The checksum that ends a state file: the hash of the record before it, 16 hex digits.
  static func checksum(_ record: some Collection<UInt8>) -> [UInt8] {
    let hex = String(UInt64(bitPattern: ContentHash.of(Array(record))), radix: 16)
    return Array((String(repeating: "0", count: 16 - hex.count) + hex).utf8)
  }

  /// The state of the last sync; an empty one when there is none. A state file that cannot be
  /// read stops the sync: read as empty, deletions made since the last sync would come back.
  public func load() throws(QuireKitError) -> VdirState {
    let state: VdirState?
    let read: String
    if let bytes = FileManager.default.contents(atPath: path) {
      (state, read) = (Self.decode([UInt8](bytes)), path)
    } else if let data = FileManager.default.contents(atPath: legacyPath) {
      (state, read) = (try? JSONDecoder().decode(VdirState.self, from: data), legacyPath)
    } else {
      return VdirState(folder: folder)
    }
    guard let state, state.version == 1, state.folder == folder else {
      throw .editRefused(
        "sync refused",
        "the sync state \(read) cannot be read (damaged, or written by another version); move it away to start over: items are then matched again by UID, and deletions since the last sync are not seen"
      )
    }
    last.set(state)
    return state
  }

  /// The state in a file's bytes, when they are a whole record with its checksum.
  static func decode(_ bytes: [UInt8]) -> VdirState? {
    let sum = 16
    guard bytes.count > sum, Array(bytes.suffix(sum)) == checksum(bytes.dropLast(sum)) else { return nil }
    return try? VdirState(binary: Array(bytes.dropLast(sum)))
  }

  /// Saves `state` atomically (only when it changed).
  public func save(_ state: VdirState) throws(QuireKitError) {
    // Unchanged and on disk as a record: nothing to write (a state read from an older Quire's
    // JSON is written as a record once).
    if last.holds(state), FileManager.default.fileExists(atPath: path) { return }
    var data = state.binary()
    data += Self.checksum(data)
    let old = try AtomicWriter.read(path)
    if old == data { return last.set(state) }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path, error.localizedDescription)
    }
    try AtomicWriter.write(data, to: path, expecting: old, durable: true)
    // The JSON an older Quire wrote is no longer read once the record is on disk.
    try? FileManager.default.removeItem(atPath: legacyPath)
    last.set(state)
  }

  /// Runs `body` holding the sync lock of this vault and folder (`flock(2)` on the state file's
  /// name with `.lock`, the holder's pid written into it): one sync of a folder at a time,
  /// whatever else writes the vault. Waits up to `timeout` seconds for another sync (a hung one,
  /// on a stalled mount say, must not hold `quire watch` for ever), then names its pid.
  public func withSyncLock<T>(timeout: Double, _ body: () throws(QuireKitError) -> T) throws(QuireKitError) -> T {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // The lock keeps the name it had beside the JSON state, so that an older Quire syncing the
    // same folder waits for this one.
    let lockPath = legacyPath + ".lock"
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .writeFailed(lockPath, String(cString: strerror(errno))) }
    defer { close(fd) }
    let start = Date()
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw .writeFailed(lockPath, String(cString: strerror(errno)))
      }
      guard Date().timeIntervalSince(start) < timeout else {
        let holder = LockHolder.pid(fd).map { " (pid \($0))" } ?? ""
        throw .editRefused(
          folder,
          "another sync of this folder\(holder) has run for \(Int(timeout)) s; "
            + "nothing was synced, run the sync again later")
      }
      usleep(10_000)
    }
    // Who holds it, for the message of a sync that waits in vain.
    LockHolder.record(fd)
    return try body()
  }
}

/// The state a `VdirStateStore` last read or wrote.
// Unchecked Sendable: the value is read and written under the lock.
private final class LastState: @unchecked Sendable {
  private let lock = NSLock()
  private var state: VdirState?

  func set(_ state: VdirState) { lock.withLock { self.state = state } }

  func holds(_ state: VdirState) -> Bool { lock.withLock { self.state == state } }
}
