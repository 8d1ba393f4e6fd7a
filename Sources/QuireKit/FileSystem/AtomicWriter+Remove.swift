import CQuireSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removing a file another program may write at any moment (a vdir that vdirsyncer fills):
/// the file is first renamed aside, which takes whatever version lies at its name at that
/// instant, and only that version is checked and deleted. A read followed by an unlink would
/// delete a version written between the two, unseen.
extension AtomicWriter {
  /// What a file set aside for removal is called until it is checked: a name a sync tool
  /// ignores (it does not end in the item extension). A process killed in between leaves it,
  /// and ``recoverRemovals(in:)`` puts it back.
  static let removingSuffix = ".quire-removing"

  /// Removes `path` if it holds `expected`; otherwise it stays as it is (or, should another
  /// version have been created at its name meanwhile, it is kept beside it as a conflict copy)
  /// and `.changedOnDisk` is thrown. The folder is fsynced after a removal.
  ///
  /// - Parameter beforeCheck: runs between the rename and the check (tests put a sync tool's
  ///   write there).
  static func remove(_ path: String, expecting expected: [UInt8], beforeCheck: (() -> Void)? = nil)
    throws(QuireKitError)
  {
    let aside = path + removingSuffix
    guard rename(path, aside) == 0 else {
      if errno == ENOENT { throw .changedOnDisk(path) }
      throw .writeFailed(path, String(cString: strerror(errno)))
    }
    beforeCheck?()
    var st = stat()
    if lstat(aside, &st) == 0, st.st_mode & S_IFMT == S_IFREG, (try? read(aside)) == expected {
      guard unlink(aside) == 0 else { throw .writeFailed(aside, String(cString: strerror(errno))) }
      syncFolder(of: path)
      return
    }
    // Another version: it goes back to its name, unless a newer one was made there meanwhile.
    do {
      try create(Temporary(path: aside, inode: FileIdentity(st)), at: path)
    } catch .changedOnDisk {
      let kept = path + ".conflict-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      rename(aside, kept)
      throw .writeFailed(path, "another program saved it while Quire removed it; one version is at '\(kept)'")
    }
    throw .changedOnDisk(path)
  }

  /// Puts back every file of `folder` that a removal killed midway left set aside. Should a file
  /// have its name again, the set-aside one is kept beside it under a conflict name (which of
  /// the two is newer is not known). Returns the names put back.
  @discardableResult
  static func recoverRemovals(in folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var restored: [String] = []
    for name in names.sorted() where name.hasSuffix(removingSuffix) {
      let aside = folder + "/" + name
      let original = String(aside.dropLast(removingSuffix.count))
      guard let identity = FileIdentity.of(aside) else { continue }
      do {
        try create(Temporary(path: aside, inode: identity), at: original)
        restored.append(String(name.dropLast(removingSuffix.count)))
      } catch {
        rename(aside, original + ".conflict-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      }
    }
    return restored
  }
}
