import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vault's advisory write lock: one Quire process writes at a time (docs/data-safety.md).
///
/// Every path that writes into a vault holds it from the read to the rename, so two Quire
/// processes never both pass the "file unchanged" check and drop each other's change; a second
/// process waits for the first instead of refusing. It is `flock(2)` on `write.lock` in the
/// vault's state folder (``VaultStateFolder``); the holder's pid is written into the file so a
/// waiter can name it. Within one process the lock is re-entrant per thread (an archive move
/// holds it around the edits it is made of). Readers never take it.
///
/// The first holder after a gap (depth 0 → 1) also finishes what a killed writer left:
/// ``WriteJournal/recover(vault:)``.
public enum VaultLock {
  /// How a waiter tells the person why nothing happens yet: called once, after a second.
  public typealias WaitNotice = @Sendable (_ holderPID: String) -> Void

  /// Runs `body` holding the write lock of `vault`.
  ///
  /// - Parameters:
  ///   - timeout: seconds to wait for another process (default: the vault's `lock_timeout`).
  ///   - notice: told once when the wait passes one second (default: the vault's reporter is told
  ///     it is waiting).
  public static func withLock<T>(
    _ vault: Vault, timeout: Double? = nil, notice: WaitNotice? = nil, _ body: () throws(QuireKitError) -> T
  ) throws(QuireKitError) -> T {
    let folder = try VaultStateFolder.ensure(for: vault.root)
    let state = State.for(folder + "/write.lock")
    state.recursive.lock()
    defer { state.recursive.unlock() }
    if state.depth == 0 {
      let limit = timeout ?? Self.timeout(for: vault)
      try state.acquire(timeout: limit, notice: notice ?? waitingNotice(vault.reporter))
      state.depth = 1
      Thread.current.threadDictionary[folderKey] = folder
      WriteJournal.recover(vault: vault, stateFolder: folder)
    } else {
      state.depth += 1
    }
    defer {
      state.depth -= 1
      if state.depth == 0 {
        // Every temporary file this holder made is renamed or removed by now.
        unlink(folder + "/temp-files")
        Thread.current.threadDictionary.removeObject(forKey: folderKey)
        state.release()
      }
    }
    return try body()
  }

  /// ``withLock(_:timeout:notice:_:)`` for a body that throws any error (a lock failure is a
  /// `QuireKitError`).
  public static func holding<T>(_ vault: Vault, _ body: () throws -> T) throws -> T {
    var failure: (any Error)?
    let result = try withLock(vault) { () -> T? in
      do { return try body() } catch {
        failure = error
        return nil
      }
    }
    if let failure { throw failure }
    return result!
  }

  /// Finishes what a killed writer left (``WriteJournal``), if anything, before a command reads
  /// the vault: a reader would otherwise see a move half done. Cheap when there is nothing to
  /// do (two `stat`s); when another process holds the lock, that holder does it instead.
  public static func recoverIfNeeded(_ vault: Vault) {
    let folder = VaultStateFolder.path(for: vault.root)
    let journal = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/journal")) ?? []
    guard !journal.isEmpty || FileIdentity.of(folder + "/temp-files") != nil else { return }
    _ = try? withLock(vault, timeout: 0, notice: { _ in }) {}
  }

  /// The state folder of the lock this thread holds, if any: where ``WriteJournal`` keeps its
  /// records. Thread-local, because the lock is held per thread.
  static var currentStateFolder: String? {
    Thread.current.threadDictionary[folderKey] as? String
  }

  private static let folderKey = "quire.write-lock.folder"

  /// How long a writer waits for the lock (and for a note another program is writing):
  /// `QUIRE_LOCK_TIMEOUT` (seconds, for scripts and tests), else the vault's `lock_timeout`.
  public static func timeout(for vault: Vault) -> Double {
    ProcessInfo.processInfo.environment["QUIRE_LOCK_TIMEOUT"].flatMap(Double.init) ?? vault.config.lockTimeout
  }

  /// The notice that tells `reporter` who holds the lock.
  private static func waitingNotice(_ reporter: any Reporter) -> WaitNotice {
    { pid in reporter.waiting("waiting for another quire (pid \(pid)) to finish writing ...") }
  }

  // MARK: - Per-process state

  /// One lock file's state in this process. Its fields change only while `recursive` is held,
  /// which is what makes the class safe to share between threads.
  private final class State: @unchecked Sendable {
    let path: String
    let recursive = NSRecursiveLock()
    var depth = 0
    var fd: Int32 = -1

    init(path: String) { self.path = path }

    private static let table = NSLock()
    nonisolated(unsafe) private static var states: [String: State] = [:]

    static func `for`(_ path: String) -> State {
      table.lock()
      defer { table.unlock() }
      if let state = states[path] { return state }
      let state = State(path: path)
      states[path] = state
      return state
    }

    func acquire(timeout: Double, notice: WaitNotice) throws(QuireKitError) {
      let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw .writeFailed(path, String(cString: strerror(errno))) }
      let start = Date()
      var told = false
      while flock(fd, LOCK_EX | LOCK_NB) != 0 {
        let waited = Date().timeIntervalSince(start)
        if waited >= timeout {
          let holder = Self.holder(fd)
          close(fd)
          throw .lockTimeout(holder, timeout)
        }
        if !told && waited >= 1 {
          told = true
          notice(Self.holder(fd))
        }
        usleep(5_000)
      }
      LockHolder.record(fd)
      self.fd = fd
    }

    func release() {
      guard fd >= 0 else { return }
      _ = ftruncate(fd, 0)
      close(fd)
      fd = -1
    }

    /// The pid the holder wrote into the lock file, or "unknown".
    private static func holder(_ fd: Int32) -> String { LockHolder.pid(fd) ?? "unknown" }
  }
}
