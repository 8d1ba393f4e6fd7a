import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a user's file the only way Quire writes one (design.md §6): a temporary file in the
/// same folder, fsync, rename over the old one, fsync the folder. Before the rename it checks
/// that the file still holds the bytes the edit was computed from, and refuses otherwise.
public enum AtomicWriter {
  /// Reads a file's bytes (`nil` when it does not exist).
  public static func read(_ path: String) throws(QuireKitError) -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw .writeFailed(path, "cannot read it") }
    return [UInt8](data)
  }

  /// Replaces `path` with `bytes` if it still holds `expected` (`nil`: it must not exist yet).
  /// The file keeps its permissions; a new file gets 0644.
  ///
  /// - Parameter durable: fsync the file and its folder (a user's note). Generated pages and
  ///   cache files, which Quire can write again, skip the two fsyncs: the rename still makes
  ///   the write atomic, and a build of a thousand pages does not wait on the disk.
  /// - Parameter syncFolder: with `false`, a durable write leaves the folder's fsync to the
  ///   caller (``syncFolder(of:)`` once after many new files in one folder, as `quire ics import`
  ///   does); the file itself is still synced.
  public static func write(
    _ bytes: [UInt8], to path: String, expecting expected: [UInt8]?, durable: Bool = true, syncFolder: Bool = true
  ) throws(QuireKitError) {
    let current = try read(path)
    guard current == expected else {
      throw .changedOnDisk(path)
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temp = folder + "/." + name + ".quire-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    var mode: mode_t = 0o644
    var st = stat()
    if lstat(path, &st) == 0 {
      guard st.st_mode & S_IFMT == S_IFREG else { throw .writeFailed(path, "it is not a regular file") }
      mode = st.st_mode & 0o7777
    }
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard fd >= 0 else { throw .writeFailed(path, String(cString: strerror(errno))) }
    var ok = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 { return false }
        offset += n
      }
      return true
    }
    ok = ok && (!durable || fsync(fd) == 0)
    close(fd)
    guard ok else {
      unlink(temp)
      throw .writeFailed(path, "writing the temporary file failed (\(String(cString: strerror(errno))))")
    }
    // Last look before the rename: an editor may have saved in the meantime.
    guard (try? read(path)) == expected else {
      unlink(temp)
      throw .changedOnDisk(path)
    }
    guard rename(temp, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temp)
      throw .writeFailed(path, reason)
    }
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
}

/// `write(2)`, named apart from this module's own `write` functions.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
