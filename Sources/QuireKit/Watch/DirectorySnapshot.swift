#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size and modification time of every file a watcher cares about: the listing the
/// polling watcher compares from one look to the next.
public struct DirectorySnapshot: Sendable, Equatable {
  /// Size and modification time (nanoseconds) by vault-relative path.
  public var files: [String: Stamp]

  /// What a file looked like.
  public struct Stamp: Sendable, Equatable {
    public var size: Int
    public var mtime: Int
  }

  public init(files: [String: Stamp] = [:]) { self.files = files }

  /// Lists the Markdown files under `root` (the agenda folder too; hidden folders and
  /// symlinks not, as `VaultWalker` does) and `.quire/config.yaml`.
  public static func take(root: String) -> DirectorySnapshot {
    var files: [String: Stamp] = [:]
    for file in VaultWalker(root: root, skipFolders: []).walk().files {
      files[file.path] = Stamp(size: file.size, mtime: file.mtime)
    }
    var st = stat()
    if stat(root + "/" + WatchPathFilter.configPath, &st) == 0 {
      let config = VaultFile(path: WatchPathFilter.configPath, st)
      files[config.path] = Stamp(size: config.size, mtime: config.mtime)
    }
    return DirectorySnapshot(files: files)
  }

  /// The paths added, removed or changed (size or mtime) from `old` to `self`, sorted.
  public func changes(since old: DirectorySnapshot) -> [String] {
    var changed: [String] = []
    for (path, stamp) in files where old.files[path] != stamp { changed.append(path) }
    for path in old.files.keys where files[path] == nil { changed.append(path) }
    return changed.sorted()
  }
}
