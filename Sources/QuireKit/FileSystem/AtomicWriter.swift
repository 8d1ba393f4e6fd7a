import CQuireSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a user's file the only way Quire writes one (docs/data-safety.md): a temporary file
/// in the same folder, fsync, then an atomic swap with the old file, fsync the folder.
///
/// Editors and sync tools take no lock, so the writer checks against them twice: just before
/// the swap the file must still hold the bytes the edit was computed from, and the swap itself
/// (`renameat2(RENAME_EXCHANGE)`) hands back exactly the file it replaced. If that is not the
/// file that was checked — an editor renamed its save over it, or a program wrote into it in
/// the few microseconds between — the swap is undone and the write reported as refused; the
/// other program's bytes are never dropped. Where the file system cannot swap, a plain
/// `rename` follows the same check.
public enum AtomicWriter {
  /// The suffix of every temporary file Quire makes; the vault's `.gitignore` ignores it and
  /// the next writing command removes any a killed process left (``WriteJournal``).
  public static let tempSuffix = ".quire-tmp"

  /// Reads a file's bytes (`nil` when it does not exist).
  public static func read(_ path: String) throws(QuireKitError) -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw .writeFailed(path, "cannot read it") }
    return [UInt8](data)
  }

  /// Replaces `path` with `bytes` if it still holds `expected` (`nil`: it must not exist yet,
  /// and a file made meanwhile is never replaced). The file keeps its permissions; a new file
  /// gets 0644.
  ///
  /// - Parameter durable: fsync the file and its folder (a user's note). Generated pages and
  ///   cache files, which Quire can write again, skip the two fsyncs: the swap still makes
  ///   the write atomic, and a build of a thousand pages does not wait on the disk.
  /// - Parameter syncFolder: with `false`, a durable write leaves the folder's fsync to the
  ///   caller (``syncFolder(of:)`` once after many new files in one folder, as `quire ics import`
  ///   does); the file itself is still synced.
  /// - Throws: `.changedOnDisk` when the file does not hold `expected` (nothing written).
  public static func write(
    _ bytes: [UInt8], to path: String, expecting expected: [UInt8]?, durable: Bool = true, syncFolder: Bool = true
  ) throws(QuireKitError) {
    try write(bytes, to: path, expecting: expected, durable: durable, syncFolder: syncFolder, beforeSwap: nil)
  }

  /// ``write(_:to:expecting:durable:syncFolder:)`` with a hook run between the last look and
  /// the swap, where tests put an editor's save (Tests/QuireKitTests/FileSystem/AtomicWriterTests.swift).
  static func write(
    _ bytes: [UInt8], to path: String, expecting expected: [UInt8]?, durable: Bool, syncFolder: Bool,
    beforeSwap: (() -> Void)?
  ) throws(QuireKitError) {
    guard try read(path) == expected else { throw .changedOnDisk(path) }
    var mode: mode_t = 0o644
    var st = stat()
    if lstat(path, &st) == 0 {
      guard st.st_mode & S_IFMT == S_IFREG else { throw .writeFailed(path, "it is not a regular file") }
      mode = st.st_mode & 0o7777
    }
    let temp = try writeTemporary(bytes, beside: path, mode: mode, durable: durable)
    CrashPoint.reach(.afterTemporary)
    do {
      if expected == nil {
        try create(temp, at: path)
      } else {
        try replace(path, with: temp, expected: expected!, beforeSwap: beforeSwap)
      }
    } catch {
      unlink(temp.path)
      throw error
    }
    WriteJournal.noteWritten(path)
    if durable && syncFolder { Self.syncFolder(of: path) }
  }

  /// fsyncs the folder that holds `path`, so renames into it survive a crash.
  public static func syncFolder(of path: String) {
    let dir = open((path as NSString).deletingLastPathComponent, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  // MARK: - Steps

  struct Temporary {
    let path: String
    let inode: FileIdentity
  }

  /// Writes `bytes` to a new temporary file next to `path` (its name logged for clean-up first).
  private static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: mode_t, durable: Bool)
    throws(QuireKitError) -> Temporary
  {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temp = folder + "/." + name + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max))" + tempSuffix
    WriteJournal.noteTemporary(temp)
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw .writeFailed(path, String(cString: strerror(errno))) }
    var ok = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 { return false }
        offset += n
      }
      return true
    }
    ok = ok && (!durable || fsync(fd) == 0)
    var st = stat()
    ok = ok && fstat(fd, &st) == 0
    let reason = String(cString: strerror(errno))
    close(fd)
    guard ok else {
      unlink(temp)
      throw .writeFailed(path, "writing the temporary file failed (\(reason))")
    }
    return Temporary(path: temp, inode: FileIdentity(st))
  }

  /// Puts the temporary file at `path`, which must not exist.
  static func create(_ temp: Temporary, at path: String) throws(QuireKitError) {
    if quire_rename_noreplace(temp.path, path) == 0 { return }
    if errno == EEXIST { throw .changedOnDisk(path) }
    // The file system cannot refuse to replace: link(2) can (it fails when the name exists).
    if link(temp.path, path) == 0 {
      unlink(temp.path)
      return
    }
    if errno == EEXIST { throw .changedOnDisk(path) }
    guard !FileManager.default.fileExists(atPath: path) else { throw .changedOnDisk(path) }
    guard rename(temp.path, path) == 0 else { throw .writeFailed(path, String(cString: strerror(errno))) }
  }

  /// Swaps the temporary file with `path`, which must still hold `expected`.
  private static func replace(_ path: String, with temp: Temporary, expected: [UInt8], beforeSwap: (() -> Void)?)
    throws(QuireKitError)
  {
    // Last look before the swap: an editor may have saved in the meantime.
    var before = stat()
    guard lstat(path, &before) == 0, (try? read(path)) == expected else { throw .changedOnDisk(path) }
    let checked = FileIdentity(before)
    beforeSwap?()
    guard quire_exchange(temp.path, path) == 0 else {
      let reason = errno
      guard [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP, EXDEV, EPERM].contains(reason) else {
        throw .writeFailed(path, String(cString: strerror(reason)))
      }
      // No swap on this file system: rename after one more look at the file's identity.
      var now = stat()
      guard lstat(path, &now) == 0, FileIdentity(now) == checked else { throw .changedOnDisk(path) }
      guard rename(temp.path, path) == 0 else { throw .writeFailed(path, String(cString: strerror(errno))) }
      return
    }
    var replaced = stat()
    if lstat(temp.path, &replaced) == 0, FileIdentity(replaced) == checked {
      unlink(temp.path)  // the old version, exactly as checked
      return
    }
    // Another program changed the file between the look and the swap: give it its file back.
    var back = stat()
    if quire_exchange(temp.path, path) == 0, lstat(temp.path, &back) == 0,
      FileIdentity(back).sameFile(as: temp.inode)
    {
      throw .changedOnDisk(path)  // the caller removes the temporary file, which is ours again
    }
    // The swap back failed, or a third version arrived between the two swaps: what now lies at
    // the temporary name is another program's, so it is kept under a name of its own.
    let kept = path + ".conflict-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    rename(temp.path, kept)
    throw .writeFailed(path, "another program saved it while Quire wrote; one version is at '\(kept)', compare the two")
  }
}

/// What tells one version of a file from another without reading it: the file (device and
/// inode), its size and its modification time to the nanosecond. A write in place changes the
/// time; a save by rename changes the inode.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let seconds: Int
  let nanoseconds: Int

  init(_ st: stat) {
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
    size = Int64(st.st_size)
    #if canImport(Darwin)
      seconds = Int(st.st_mtimespec.tv_sec)
      nanoseconds = Int(st.st_mtimespec.tv_nsec)
    #else
      seconds = Int(st.st_mtim.tv_sec)
      nanoseconds = Int(st.st_mtim.tv_nsec)
    #endif
  }

  /// The identity of the file at `path` now (`nil` when there is none).
  static func of(_ path: String) -> FileIdentity? {
    var st = stat()
    return lstat(path, &st) == 0 ? FileIdentity(st) : nil
  }

  /// Same device and inode, whatever its contents.
  func sameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }

  /// The modification time in seconds since 1970.
  var modified: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
}

/// `write(2)`, named apart from this module's own `write` functions.
@inline(__always)
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
