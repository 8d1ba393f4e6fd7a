import Foundation
import QuireCore

/// Where a vault keeps what it knows about one vdir: `vdir/<hash of the folder>.state` in the
/// vault's state folder (``VaultStateFolder``; `.quire/cache/` in a vault with `.quire/`), the
/// record of ``VdirState/binary()`` followed by its checksum. A state an older Quire wrote as
/// `vdir/<hash>.json` is read, and goes once the next save wrote the record.
///
/// A change a sync is about to make in the vault is put on record first (``markPending(_:)``):
/// one line appended to `vdir/<hash>.pending`, which names the generation of the record it adds
/// to, instead of the whole state written again for each change. Each save writes the next
/// generation, so marks a save already holds are never read again.
public struct VdirStateStore: Sendable {
  /// The state file's absolute path.
  public let path: String
  /// Where Quire kept the state as JSON before (read when the record is not there yet).
  public let legacyPath: String
  /// The marks of changes a sync is making (``markPending(_:)``).
  public let pendingPath: String
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
    pendingPath = base + ".pending"
  }

  /// Whether the vault has synced with the folder before (a state is on disk).
  public var exists: Bool {
    FileManager.default.fileExists(atPath: path) || FileManager.default.fileExists(atPath: legacyPath)
  }

  /// The checksum that ends a state file: the hash of the record before it, 16 hex digits.
  static func checksum(_ record: some Collection<UInt8>) -> [UInt8] {
    hex(UInt64(bitPattern: ContentHash.of(Array(record))))
  }

  /// The state of the last sync; an empty one when there is none. A state file that cannot be
  /// read stops the sync: read as empty, deletions made since the last sync would come back.
  public func load() throws(QuireKitError) -> VdirState {
    let state: VdirState?
    let read: String
    var generation = 0
    if let bytes = FileManager.default.contents(atPath: path) {
      let record = Self.decode([UInt8](bytes))
      (state, read) = (record?.state, path)
      generation = record?.generation ?? 0
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
    last.set(state, generation: generation)
    var marked = state
    for uid in Self.marks(FileManager.default.contents(atPath: pendingPath), generation: generation) {
      marked.items[uid]?.pending = true
    }
    return marked
  }

  /// A state file's bytes: the record, its generation (16 hex digits) and the checksum of both.
  static func encode(_ state: VdirState, generation: Int) -> [UInt8] {
    var bytes = state.binary() + hex(UInt64(generation))
    bytes += checksum(bytes)
    return bytes
  }

  /// The state and generation in a file's bytes, when they are a whole record with its checksum.
  static func decode(_ bytes: [UInt8]) -> (state: VdirState, generation: Int)? {
    guard bytes.count > 32, Array(bytes.suffix(16)) == checksum(bytes.dropLast(16)),
      let generation = UInt64(String(decoding: bytes.dropLast(16).suffix(16), as: UTF8.self), radix: 16),
      let state = try? VdirState(binary: Array(bytes.dropLast(32)))
    else { return nil }
    return (state, Int(generation))
  }

  static func hex(_ value: UInt64) -> [UInt8] {
    let digits = String(value, radix: 16)
    return Array((String(repeating: "0", count: 16 - digits.count) + digits).utf8)
  }

  /// The UIDs a pending file marks on top of the record of `generation` (none when it was
  /// written on top of another one: a save since holds them). A line cut short is no mark.
  static func marks(_ data: Data?, generation: Int) -> [String] {
    guard let data else { return [] }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1, lines[0] == "generation \(generation)" else { return [] }
    // The last piece follows the last line break: empty, or a line cut short.
    return lines.dropFirst().dropLast().compactMap { line in
      let digits = Array(line.utf8)
      guard digits.count % 2 == 0 else { return nil }
      var bytes: [UInt8] = []
      for i in stride(from: 0, to: digits.count, by: 2) {
        guard let byte = UInt8(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16) else { return nil }
        bytes.append(byte)
      }
      return String(validating: bytes, as: UTF8.self)
    }
  }

  /// Puts on record, before the sync makes it, that the vault's item `uid` is about to take the
  /// vdir's version (``VdirState/Entry/pending``): a sync killed after it then takes the vault's
  /// item for the vdir's, not for the person's. One line appended and flushed to disk.
  public func markPending(_ uid: String) throws(QuireKitError) {
    let header = "generation \(last.generation)\n"
    // Marks on top of another generation are held by the record: the file starts again.
    let existing = FileManager.default.contents(atPath: pendingPath)
    let fresh = existing.map { !$0.starts(with: Array(header.utf8)) } ?? true
    // After a line a kill cut short, the mark starts a line of its own.
    let cut = !fresh && existing?.last != UInt8(ascii: "\n")
    let line = (cut ? "\n" : "") + uid.utf8.map { String(format: "%02x", $0) }.joined() + "\n"
    let fd = open(pendingPath, O_WRONLY | O_CREAT | O_CLOEXEC | (fresh ? O_TRUNC : O_APPEND), 0o644)
    guard fd >= 0 else { throw .writeFailed(pendingPath, String(cString: strerror(errno))) }
    defer { close(fd) }
    let bytes = Array(((fresh ? header : "") + line).utf8)
    let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
    guard written == bytes.count, fsync(fd) == 0 else {
      throw .writeFailed(pendingPath, String(cString: strerror(errno)))
    }
    if fresh { AtomicWriter.syncFolder(of: pendingPath) }
  }

  /// Saves `state` atomically (only when it changed).
  public func save(_ state: VdirState) throws(QuireKitError) {
    // Unchanged and on disk as a record: nothing to write (a state read from an older Quire's
    // JSON is written as a record once).
    if last.holds(state), FileManager.default.fileExists(atPath: path) {
      // Marks made since the last save were all undone (a change not made): none is pending.
      try? FileManager.default.removeItem(atPath: pendingPath)
      return
    }
    // The next generation: pending marks written on top of the last one are in this state.
    let generation = last.generation + 1
    let data = Self.encode(state, generation: generation)
    let old = try AtomicWriter.read(path)
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path, error.localizedDescription)
    }
    try AtomicWriter.write(data, to: path, expecting: old, durable: true)
    // The JSON an older Quire wrote is no longer read once the record is on disk, nor the marks.
    try? FileManager.default.removeItem(atPath: legacyPath)
    try? FileManager.default.removeItem(atPath: pendingPath)
    last.set(state, generation: generation)
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
  private var written = 0

  /// The generation of the record on disk (0 before the first).
  var generation: Int { lock.withLock { written } }

  func set(_ state: VdirState, generation: Int) { lock.withLock { (self.state, written) = (state, generation) } }

  func holds(_ state: VdirState) -> Bool { lock.withLock { self.state == state } }
}
