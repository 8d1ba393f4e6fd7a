import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A vdir collection on disk: a folder of `.ics` files, one item each (docs/phone.md). Files are
/// read only when they are regular files of sane size, and written the way vdirsyncer writes
/// them: a temporary file in the folder, then a rename (``AtomicWriter``, which also refuses to
/// replace a file that changed since it was read). No name ever leaves the folder.
public struct VdirFolder: Sendable {
  /// The folder's absolute path.
  public let path: String

  /// Opens `path` (absolute), creating it and its parents when missing.
  public init(creating path: String) throws(QuireKitError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .writeFailed(path, "it is not a folder; give a vdir collection folder") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .writeFailed(path, "cannot create the folder (\(error.localizedDescription))")
      }
    }
    self.path = path
  }

  /// A file of the folder as found.
  public enum Entry: Sendable {
    /// Its bytes.
    case bytes([UInt8])
    /// Why it is not read.
    case skipped(Diagnostic)
  }

  /// Opens `path` (absolute), which must exist: a folder synced before that is missing now is
  /// unmounted or moved, never empty (an empty one would read as every item deleted elsewhere).
  public init(existing path: String) throws(QuireKitError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .editRefused(
        "sync refused",
        "the vdir folder is missing, but items were synced with it: mount or restore it (nothing was changed)")
    }
    self.path = path
  }

  /// The names of the item files (`*.ics`, not hidden), sorted; an error when the folder cannot
  /// be listed (a listing that failed must not read as a folder without items).
  public func names() throws(QuireKitError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).filter(VdirFileName.isItem).sorted()
    } catch {
      throw .editRefused(
        "sync refused", "the vdir folder cannot be listed (\(error.localizedDescription)); nothing was changed")
    }
  }

  /// Reads the file `name`: only a regular file (a symbolic link could point anywhere) of at
  /// most ``VdirItemFile/largestFile`` bytes.
  public func read(_ name: String) -> Entry {
    guard VdirFileName.isItem(name) else {
      return .skipped(Diagnostic(file: name, line: nil, .vdirSkipped(reason: "not an item file name")))
    }
    let full = path + "/" + name
    var st = stat()
    guard lstat(full, &st) == 0 else {
      return .skipped(Diagnostic(file: name, line: nil, .vdirSkipped(reason: "it cannot be read")))
    }
    guard st.st_mode & S_IFMT == S_IFREG else {
      return .skipped(Diagnostic(file: name, line: nil, .vdirSkipped(reason: "it is not a regular file (a link?)")))
    }
    if Int(st.st_size) > VdirItemFile.largestFile {
      return .skipped(
        Diagnostic(
          file: name, line: nil,
          .vdirSkipped(
            reason:
              "the file is \(Int(st.st_size) / 1024) KB, more than the \(VdirItemFile.largestFile / 1024) KB an item may be"
          )))
    }
    guard let data = FileManager.default.contents(atPath: full) else {
      return .skipped(Diagnostic(file: name, line: nil, .vdirSkipped(reason: "it cannot be read")))
    }
    return .bytes([UInt8](data))
  }

  /// Replaces (or creates) the file `name` with `bytes` if it still holds `expected`. The file is
  /// fsynced; the folder is left to the caller (``AtomicWriter/syncFolder(of:)`` once per sync).
  public func write(_ name: String, _ bytes: [UInt8], expecting expected: [UInt8]?) throws(QuireKitError) {
    guard VdirFileName.isItem(name) else { throw .writeFailed(name, "not an item file name") }
    try AtomicWriter.write(bytes, to: path + "/" + name, expecting: expected, syncFolder: false)
  }

  /// Removes the file `name` if it still holds `expected`: renamed aside first, so a version the
  /// other side writes at any moment is never the one deleted (``AtomicWriter/remove(_:expecting:beforeCheck:)``).
  public func remove(_ name: String, expecting expected: [UInt8]) throws(QuireKitError) {
    try remove(name, expecting: expected, beforeCheck: nil)
  }

  /// ``remove(_:expecting:)`` with a hook between the rename and the check (tests).
  func remove(_ name: String, expecting expected: [UInt8], beforeCheck: (() -> Void)?) throws(QuireKitError) {
    guard VdirFileName.isItem(name) else { throw .writeFailed(name, "not an item file name") }
    try AtomicWriter.remove(path + "/" + name, expecting: expected, beforeCheck: beforeCheck)
  }

  /// Puts back the files a removal killed midway left set aside (at the start of every sync).
  func recoverRemovals() -> [String] { AtomicWriter.recoverRemovals(in: path) }
}
