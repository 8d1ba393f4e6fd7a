import Foundation
import QuireCore

/// Where a vault keeps what it knows about one vdir: `vdir/<hash of the folder>.json` in the
/// vault's state folder (``VaultStateFolder``; `.quire/cache/` in a vault with `.quire/`).
public struct VdirStateStore: Sendable {
  /// The state file's absolute path.
  public let path: String
  /// The vdir folder (its real path).
  public let folder: String
  /// The state this store last read or wrote, shared by its copies: a sync that changed nothing
  /// compares with it instead of encoding tens of thousands of entries to find the file the same.
  private let last = LastState()

  public init(vault: Vault, folder: String) throws(QuireKitError) {
    let real = VaultWalker.realPath(folder) ?? folder
    self.folder = real
    path = try VaultStateFolder.ensure(for: vault.root) + "/vdir/" + ICalendarUID.hash([real]) + ".json"
  }

  /// The state of the last sync; an empty one when there is none. A state file that cannot be
  /// read stops the sync: read as empty, deletions made since the last sync would come back.
  public func load() throws(QuireKitError) -> VdirState {
    guard FileManager.default.fileExists(atPath: path) else { return VdirState(folder: folder) }
    guard let data = FileManager.default.contents(atPath: path),
      let state = try? JSONDecoder().decode(VdirState.self, from: data), state.version == 1, state.folder == folder
    else {
      throw .editRefused(
        "sync refused",
        "the sync state \(path) cannot be read (damaged, or written by another version); move it away to start over: items are then matched again by UID, and deletions since the last sync are not seen"
      )
    }
    last.set(state)
    return state
  }

  /// Saves `state` atomically (only when it changed).
  public func save(_ state: VdirState) throws(QuireKitError) {
    if last.holds(state) { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(state) else { throw .writeFailed(path, "cannot encode the sync state") }
    let old = try AtomicWriter.read(path)
    if old == [UInt8](data) { return last.set(state) }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path, error.localizedDescription)
    }
    try AtomicWriter.write([UInt8](data), to: path, expecting: old, durable: true)
    last.set(state)
  }

  /// Runs `body` holding the sync lock of this vault and folder (`flock(2)` on the state file's
  /// name with `.lock`, the holder's pid written into it): one sync of a folder at a time,
  /// whatever else writes the vault. Waits up to `timeout` seconds for another sync (a hung one,
  /// on a stalled mount say, must not hold `quire watch` for ever), then names its pid.
  public func withSyncLock<T>(timeout: Double, _ body: () throws(QuireKitError) -> T) throws(QuireKitError) -> T {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .writeFailed(path + ".lock", String(cString: strerror(errno))) }
    defer { close(fd) }
    let start = Date()
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw .writeFailed(path + ".lock", String(cString: strerror(errno)))
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
