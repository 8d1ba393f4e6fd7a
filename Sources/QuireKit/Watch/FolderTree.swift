import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vault as the polling watcher remembers it: every folder (not hidden, symlinks not
/// followed) with its modification time, and the Markdown files in it with their size and
/// modification time.
///
/// A folder's mtime changes when an entry is added, removed or renamed in it, so a stat of each
/// folder finds every save by rename (most editors, Quire itself), every new, deleted or moved
/// note and folder; only that folder is listed again. A file rewritten in place changes its own
/// mtime but not its folder's: `statFiles(_:)` finds those, for the files it is given (the
/// polling watcher gives the recently changed ones on every look, all of them less often).
///
/// A folder changed within `racyNanoseconds` of its listing is listed again on the next look
/// (a second change in the same mtime tick would not move its mtime), as a file changed so
/// recently is stat'ed again.
struct FolderTree {
  /// Size and modification time (ns) of a file.
  typealias Stamp = DirectorySnapshot.Stamp

  /// One folder: its mtime when it was listed, its notes by name, its subfolders by name, and
  /// its symlinks (the walk reports them, so one that comes or goes is a folder change).
  struct Folder {
    var mtime = 0
    var listedAt = 0
    var files: [String: Stamp] = [:]
    var subfolders: Set<String> = []
    var symlinks: Set<String> = []
  }

  /// Changes within this much of a listing are looked at again (ns).
  static let racyNanoseconds = 2_000_000_000

  let root: String
  /// Folders by vault-relative path ("" for the root).
  private(set) var folders: [String: Folder] = [:]
  /// The stamps of `.quire/config.yaml` and of Obsidian's settings of what the vault skips.
  private var config: [Stamp?] = []
  /// Folders and files changed so recently that they are looked at again.
  private var racyFolders: Set<String> = []

  /// Lists the whole vault at `root`.
  init(root: String) {
    self.root = root
    var ignored = WatchBatch()
    list("", report: &ignored, filter: nil)
    config = configStamps()
  }

  /// The number of notes known.
  var fileCount: Int { folders.values.reduce(0) { $0 + $1.files.count } }

  /// Every known file, vault-relative.
  var allFiles: [String] {
    folders.flatMap { folder, entry in entry.files.keys.map { folder.isEmpty ? $0 : folder + "/" + $0 } }
  }

  /// Stats every folder (and the config files); lists again those that changed, reporting the
  /// notes added, removed or changed in them into `batch`. Returns the folders listed.
  @discardableResult
  mutating func checkFolders(report batch: inout WatchBatch, filter: WatchPathFilter) -> [String] {
    var changed: [String] = []
    let now = Self.wallClock()
    for (path, folder) in folders {
      var st = stat()
      let absolute = path.isEmpty ? root : root + "/" + path
      guard lstat(absolute, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
        // Gone (its parent's listing drops it and reports its notes) or replaced by a file.
        changed.append(path)
        continue
      }
      if Self.mtime(st) != folder.mtime || racyFolders.contains(path) { changed.append(path) }
    }
    racyFolders = []
    // Parents first, so that a folder dropped with its parent is not listed on its own.
    for path in changed.sorted() where folders[path] != nil {
      list(path, report: &batch, filter: filter)
      if let folder = folders[path], folder.mtime >= now - Self.racyNanoseconds { racyFolders.insert(path) }
    }
    let current = configStamps()
    if current != config {
      config = current
      batch.configChanged = true
    }
    return changed
  }

  /// Stats the files at the vault-relative `paths` and reports those whose size or mtime
  /// changed (a rewrite in place). A file gone is left to its folder's listing.
  mutating func statFiles(_ paths: some Sequence<String>, report batch: inout WatchBatch, filter: WatchPathFilter) {
    for path in paths {
      let (folder, name) = VaultPath.split(path)
      guard let old = folders[folder]?.files[name], let new = stamp(of: path), new != old else { continue }
      folders[folder]?.files[name] = new
      batch.record(path, filter: filter)
    }
  }

  /// Lists the folder at `relative` again: new and removed notes and subfolders are reported
  /// (a new subfolder is listed whole, a removed one reports every note it held), and so are
  /// notes whose stamp changed.
  private mutating func list(_ relative: String, report batch: inout WatchBatch, filter: WatchPathFilter?) {
    let absolute = relative.isEmpty ? root : root + "/" + relative
    let old = folders[relative] ?? Folder()
    var st = stat()
    guard lstat(absolute, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, let dir = opendir(absolute) else {
      drop(relative, report: &batch, filter: filter)
      return
    }
    var fresh = Folder(mtime: Self.mtime(st), listedAt: Self.wallClock())
    let fd = dirfd(dir)
    while let entry = readdir(dir) {
      let name = entry.fileName
      guard !name.hasPrefix(".") || (relative.isEmpty && name == ".quire") else { continue }
      if name == ".quire" { continue }  // its config is stat'ed apart; its cache never counts
      var info = stat()
      guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: fresh.subfolders.insert(name)
      case S_IFREG where VaultWalker.isMarkdown(name):
        fresh.files[name] = Stamp(size: Int(info.st_size), mtime: Self.mtime(info))
      case S_IFLNK: fresh.symlinks.insert(name)
      default: continue
      }
    }
    closedir(dir)
    let prefix = relative.isEmpty ? "" : relative + "/"
    // Only a symlink that came or went: a listing again after a save by rename (the folder's
    // mtime moved) finds the same symlinks, and the temporary file is gone.
    if filter != nil, fresh.symlinks != old.symlinks { batch.folders = true }
    if let filter {
      for (name, stamp) in fresh.files where old.files[name] != stamp { batch.record(prefix + name, filter: filter) }
      for name in old.files.keys where fresh.files[name] == nil { batch.record(prefix + name, filter: filter) }
    }
    folders[relative] = fresh
    for name in old.subfolders.subtracting(fresh.subfolders) {
      drop(prefix + name, report: &batch, filter: filter)
    }
    for name in fresh.subfolders.subtracting(old.subfolders) {
      if filter != nil { batch.folders = true }
      list(prefix + name, report: &batch, filter: filter)
    }
  }

  /// Forgets the folder at `relative` and everything below it, reporting its notes.
  private mutating func drop(_ relative: String, report batch: inout WatchBatch, filter: WatchPathFilter?) {
    guard let folder = folders.removeValue(forKey: relative) else { return }
    if filter != nil { batch.folders = true }
    let prefix = relative.isEmpty ? "" : relative + "/"
    if let filter { for name in folder.files.keys { batch.record(prefix + name, filter: filter) } }
    for name in folder.subfolders { drop(prefix + name, report: &batch, filter: filter) }
  }

  /// The stamps of the files whose change is a config change.
  private func configStamps() -> [Stamp?] {
    ([WatchPathFilter.configPath] + WatchPathFilter.obsidianSettingsPaths).map(stamp(of:))
  }

  private func stamp(of relative: String) -> Stamp? {
    var st = stat()
    guard lstat(root + "/" + relative, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
    return Stamp(size: Int(st.st_size), mtime: Self.mtime(st))
  }

  static func mtime(_ st: stat) -> Int {
    #if canImport(Darwin)
      return Int(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int(st.st_mtimespec.tv_nsec)
    #else
      return Int(st.st_mtim.tv_sec) * 1_000_000_000 + Int(st.st_mtim.tv_nsec)
    #endif
  }

  static func wallClock() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
  }
}
