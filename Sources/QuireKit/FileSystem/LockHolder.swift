import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who holds an `flock(2)` lock file: the holder writes its pid into the file, and a process
/// that waits in vain names it (the vault's write lock, a vdir's sync lock).
enum LockHolder {
  /// Writes this process's pid into the lock file `fd`, which it now holds.
  static func record(_ fd: Int32) {
    let pid = Array("\(getpid())\n".utf8)
    guard ftruncate(fd, 0) == 0 else { return }
    _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
  }

  /// The pid the holder wrote into the lock file `fd`, or `nil` when there is none.
  static func pid(_ fd: Int32) -> String? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 31, 0) }
    let text = n > 0 ? String(decoding: buffer.prefix(n), as: UTF8.self) : ""
    let pid = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return pid.isEmpty ? nil : pid
  }
}
