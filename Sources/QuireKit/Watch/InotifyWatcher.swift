#if canImport(Glibc)
  import Glibc

  /// Watches a vault with Linux inotify: one watch per folder, non-blocking, read in bursts.
  ///
  /// - New folders (made or moved in) get watches at once and are then listed, so a note
  ///   written right after `mkdir` is not missed; every note found is reported.
  /// - A folder deleted or moved away reports every note it held (the watcher keeps the set of
  ///   notes it knows) and its watches are dropped.
  /// - Hidden folders (`.git`, `.obsidian`, ...) are not watched; `.quire/` is watched only for
  ///   `config.yaml`, so Quire's own state files in `.quire/cache/` never wake it; commands'
  ///   cookies in `.quire/cache/cookies/` are reported apart (`WatchBatch.cookies`).
  /// - The agenda folder is watched and its pages reported apart (`WatchBatch.agendaPages`).
  /// - A queue overflow reports `rescan`.
  /// Measured: an event arrives ~30–90 µs after the write (docs/architecture.md, "Facts about the libraries").
  public final class InotifyWatcher: FileWatcher {
    public let mechanism = "inotify"
    public let root: String
    private let filter: WatchPathFilter
    private let waker: Waker
    private let fd: Int32
    /// Folder (vault-relative, "" for the root) by watch descriptor, and back.
    private var folders: [Int32: String] = [:]
    private var descriptors: [String: Int32] = [:]
    /// The notes, pages and config known to exist, to report a folder's contents when it goes.
    private var known: Set<String> = []
    /// The symlinks known to exist (the walk reports them, so one that goes changes its
    /// diagnostics). Only these make a removed or renamed-away name a folder change: an editor's
    /// temporary file renamed over its note (`note.md.aB3xYz`, `note.md___jb_tmp___`) is not one.
    private var symlinks: Set<String> = []
    /// For tests: pretend the system allows only this many watches.
    private let watchLimit: Int?
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// The events asked for (`<sys/inotify.h>` values, a stable kernel ABI).
    enum Mask {
      static let closeWrite: UInt32 = 0x8
      static let movedFrom: UInt32 = 0x40
      static let movedTo: UInt32 = 0x80
      static let create: UInt32 = 0x100
      static let delete: UInt32 = 0x200
      static let deleteSelf: UInt32 = 0x400
      static let moveSelf: UInt32 = 0x800
      static let overflow: UInt32 = 0x4000
      static let ignored: UInt32 = 0x8000
      static let onlyDir: UInt32 = 0x0100_0000
      static let dontFollow: UInt32 = 0x0200_0000
      static let exclUnlink: UInt32 = 0x0400_0000
      static let isDir: UInt32 = 0x4000_0000
      static let watched: UInt32 =
        closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf | onlyDir | dontFollow | exclUnlink
    }

    /// Sets up watches on every folder of the vault at `root`.
    /// - Throws: `.unavailable` when inotify cannot be had, `.watchLimit` on ENOSPC.
    public init(root: String, filter: WatchPathFilter, waker: Waker, watchLimit: Int? = nil) throws(WatchError) {
      self.root = root
      self.filter = filter
      self.waker = waker
      self.watchLimit = watchLimit
      fd = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
      guard fd >= 0 else { throw .unavailable(String(cString: strerror(errno))) }
      do {
        var ignored = WatchBatch()
        try addTree("", report: &ignored)
        // `.quire/` itself only for config.yaml; `.quire/cache` (Quire's own state) is not watched.
        if isFolder(".quire") { try addWatch(".quire") }
        // `.obsidian/` itself only for app.json and templates.json (its excluded files and template
        // folder: docs/ignore.md), and Templater's folder for its data.json.
        if isFolder(".obsidian") { try addWatch(".obsidian") }
        if isFolder(ObsidianTemplateFolders.templaterFolder) { try addWatch(ObsidianTemplateFolders.templaterFolder) }
        // Commands' cookies (`WatcherSync`): answered at once, never notes.
        if isFolder(WatchToken.cookieFolder) { try addWatch(WatchToken.cookieFolder) }
      } catch {
        close(fd)
        throw error
      }
    }

    deinit { close(fd) }

    /// The number of folders watched.
    public var watchCount: Int { folders.count }

    public func wait(timeout: Double) throws(WatchError) -> WatchBatch {
      var batch = WatchBatch()
      guard waker.wait(for: fd, timeout: timeout) else { return batch }
      try readEvents(into: &batch)
      return batch
    }

    /// Reads every queued event.
    private func readEvents(into batch: inout WatchBatch) throws(WatchError) {
      while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        var events: [(wd: Int32, mask: UInt32, name: String)] = []
        buffer.withUnsafeBytes { raw in
          var offset = 0
          while offset + 16 <= n {
            let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = raw[(offset + 16)..<min(n, offset + 16 + length)].prefix { $0 != 0 }
            events.append((wd, mask, String(decoding: nameBytes, as: UTF8.self)))
            offset += 16 + length
          }
        }
        for event in events { try handle(event.wd, event.mask, event.name, into: &batch) }
      }
    }

    private func handle(_ wd: Int32, _ mask: UInt32, _ name: String, into batch: inout WatchBatch) throws(WatchError) {
      if mask & Mask.overflow != 0 {
        // Events were lost: watch whatever folders appeared and let the consumer reload all.
        batch.rescan = true
        var ignored = WatchBatch()
        try addTree("", report: &ignored)
        return
      }
      guard let folder = folders[wd] else { return }
      if mask & Mask.ignored != 0 {
        forget(wd)
        return
      }
      if mask & (Mask.deleteSelf | Mask.moveSelf) != 0 {
        // A folder's own removal is handled from its parent's event; the vault root going away
        // leaves nothing to watch but is reported.
        if folder.isEmpty { batch.rescan = true }
        return
      }
      let path = folder.isEmpty ? name : folder + "/" + name
      if folder == WatchToken.cookieFolder {
        if mask & (Mask.create | Mask.movedTo) != 0, mask & Mask.isDir == 0, !name.hasPrefix(".") {
          batch.cookies.insert(name)
        }
        return
      }
      if folder == ".quire" {
        if name == "config.yaml" { batch.configChanged = true }
        return
      }
      if folder == ".obsidian" || folder == ObsidianTemplateFolders.templaterFolder {
        if WatchPathFilter.obsidianSettingsPaths.contains(path) { batch.configChanged = true }
        return
      }
      if mask & Mask.isDir != 0 {
        if filter.watchesFolder(named: name), !filter.isAgenda(path), !filter.isExcluded(folder: path) {
          batch.folders = true
        }
        if mask & (Mask.delete | Mask.movedFrom) != 0 { dropTree(path, report: &batch) }
        if mask & (Mask.create | Mask.movedTo) != 0 {
          if filter.watchesFolder(named: name) {
            try addTree(path, report: &batch)
          } else if path == ".quire" {
            // A vault made a vault (`quire init`) while watched: its config counts from now on.
            try addWatch(".quire")
            if isFile(WatchPathFilter.configPath) { batch.configChanged = true }
          } else if path == ".obsidian" {
            // A folder opened in Obsidian while watched: its excluded files count from now on.
            try addWatch(".obsidian")
            if WatchPathFilter.obsidianSettingsPaths.contains(where: isFile) { batch.configChanged = true }
          }
        }
        return
      }
      guard filter.classify(path) != nil else {
        if symlinkCameOrWent(path, name: name, mask: mask) { batch.folders = true }
        return
      }
      batch.record(path, filter: filter)
      if mask & (Mask.delete | Mask.movedFrom) != 0 { known.remove(path) } else { known.insert(path) }
    }

    // MARK: - Watches

    /// Watches `relative` and every folder below it, then lists them: notes already there are
    /// reported (they may have been written before the watch existed).
    private func addTree(_ relative: String, report batch: inout WatchBatch) throws(WatchError) {
      try addWatch(relative)
      let absolute = relative.isEmpty ? root : root + "/" + relative
      guard let dir = opendir(absolute) else { return }
      var entries: [String] = []
      while let entry = readdir(dir) {
        let name = entry.fileName
        if name != "." && name != ".." && !name.hasPrefix(".") { entries.append(name) }
      }
      closedir(dir)
      for name in entries.sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        var st = stat()
        guard lstat(absolute + "/" + name, &st) == 0 else { continue }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: try addTree(path, report: &batch)
        case S_IFLNK:
          if countsAsSymlink(path, name: name) { symlinks.insert(path) }
        case S_IFREG:
          if filter.classify(path) != nil {
            known.insert(path)
            batch.record(path, filter: filter)
          }
        default: continue
        }
      }
    }

    private func addWatch(_ relative: String) throws(WatchError) {
      if let limit = watchLimit, descriptors[relative] == nil, folders.count >= limit { throw .watchLimit }
      let wd = inotify_add_watch(fd, relative.isEmpty ? root : root + "/" + relative, Mask.watched)
      guard wd >= 0 else {
        if errno == ENOSPC { throw .watchLimit }
        return  // gone already, or unreadable: nothing to watch
      }
      if let old = folders[wd], old != relative { descriptors[old] = nil }
      folders[wd] = relative
      descriptors[relative] = wd
    }

    /// Drops the watches of `relative` and below and reports the notes they held.
    private func dropTree(_ relative: String, report batch: inout WatchBatch) {
      let prefix = relative + "/"
      for path in known where path.hasPrefix(prefix) {
        batch.record(path, filter: filter)
        known.remove(path)
      }
      symlinks = symlinks.filter { !$0.hasPrefix(prefix) }
      for (folder, wd) in descriptors where folder == relative || folder.hasPrefix(prefix) {
        // A moved folder keeps its watch (it follows the inode); drop it so it cannot report
        // events under the old name. A deleted one's watch is gone already (harmless EINVAL).
        inotify_rm_watch(fd, wd)
        forget(wd)
      }
    }

    private func forget(_ wd: Int32) {
      if let folder = folders.removeValue(forKey: wd), descriptors[folder] == wd { descriptors[folder] = nil }
    }

    /// Whether a symlink the walk reports came or went at `path`, an entry that is not a note:
    /// one made or moved in is looked at; one removed or moved away counts only when it was a
    /// known symlink. Any other name that goes (an editor's temporary file renamed over its
    /// note, whatever its name) is nothing.
    private func symlinkCameOrWent(_ path: String, name: String, mask: UInt32) -> Bool {
      guard countsAsSymlink(path, name: name) else { return false }
      if mask & (Mask.delete | Mask.movedFrom) != 0 { return symlinks.remove(path) != nil }
      guard mask & (Mask.create | Mask.movedTo) != 0 else { return false }
      var st = stat()
      if lstat(root + "/" + path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
        symlinks.insert(path)
        return true
      }
      // A file moved over a symlink replaces it.
      return symlinks.remove(path) != nil
    }

    /// Whether a symlink at `path` is one whose coming and going is reported.
    private func countsAsSymlink(_ path: String, name: String) -> Bool {
      !WatchPathFilter.isTemporary(name) && !filter.isAgenda(path)
    }

    private func isFile(_ relative: String) -> Bool {
      var st = stat()
      return lstat(root + "/" + relative, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }

    private func isFolder(_ relative: String) -> Bool {
      var st = stat()
      return lstat(root + "/" + relative, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }
  }

#endif
