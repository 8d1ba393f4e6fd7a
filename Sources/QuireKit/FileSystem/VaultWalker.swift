import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the Markdown files of a vault with POSIX calls (fast on 100,000 files).
///
/// Skips `.git`, `.quire`, every hidden folder, the generated agenda folder and what the person
/// excluded (`ignore:` in the config, Obsidian's excluded files: `VaultIgnore`, docs/ignore.md):
/// the one place these rules are applied, for every command, the index and the watcher. Symlinks are
/// never followed: one pointing out of the vault, into a loop or nowhere gets a warning; one
/// pointing inside the vault is skipped quietly, because its target is read at its own path
/// (docs/data-safety.md: nothing outside the vault is read through a symlink).
public struct VaultWalker: Sendable {
  public let root: String
  public let skipFolders: Set<String>
  /// The folders and notes excluded by the person.
  public let ignore: VaultIgnore

  /// - Parameters:
  ///   - root: absolute path of the vault.
  ///   - skipFolders: vault-relative folders not to enter (the agenda folder).
  ///   - ignore: the folders and notes excluded by the person.
  public init(root: String, skipFolders: Set<String>, ignore: VaultIgnore = .none) {
    self.root = root
    self.skipFolders = skipFolders
    self.ignore = ignore
  }

  /// The walker of a vault's notes: not the agenda folder, not what the vault's rules exclude.
  public init(vault: Vault) {
    self.init(root: vault.root, skipFolders: [vault.config.folders.agenda], ignore: vault.ignore)
  }

  /// Whether the walk lists the note at the vault-relative `path`, as far as the folders it skips
  /// and the excluded notes go (the walk also leaves out hidden names, symlinks and files that are
  /// not Markdown) and the conflict copies: for one path named by a watcher's event.
  public func admits(_ path: String) -> Bool {
    for folder in skipFolders where path == folder || VaultPath.isInside(path, folder: folder) { return false }
    guard ignore.skips(path) == nil else { return false }
    return ConflictCopy.of(path, exists: { access(root + "/" + $0, F_OK) == 0 }) == nil
  }

  /// The Markdown files sorted by path (UTF-8 bytes, `ListingDiff.precedes`), and diagnostics
  /// for what was not followed, in the same order.
  public func walk() -> (files: [VaultFile], diagnostics: [Diagnostic]) {
    let (files, diagnostics, _) = walkFindingCopies()
    return (files, diagnostics)
  }

  /// The conflict copy at the vault-relative `path`, as the walk would find it, from a listing of
  /// its folder alone (`quire conflicts merge` names one copy: no walk of the vault for it).
  public func conflictCopy(at path: String) -> ConflictCopy? {
    guard let realRoot = Self.realPath(root) else { return nil }
    let folder = VaultPath.split(path).folder
    // The walk reaches the folder only through folders it enters, and follows no symlink.
    var way = ""
    for part in folder.split(separator: "/") {
      way = way.isEmpty ? String(part) : way + "/" + part
      if skip(way) || (!ignore.isEmpty && ignore.skipsFolder(way) != nil) { return nil }
    }
    let real = folder.isEmpty ? realRoot : realRoot + "/" + folder
    guard Self.realPath(root + (folder.isEmpty ? "" : "/" + folder)) == real else { return nil }
    var subfolders: [Folder] = []
    for entry in list(
      Folder(relative: folder, real: real, ancestors: [realRoot]), realRoot: realRoot, subfolders: &subfolders)
    {
      if case .copy(let copy) = entry, copy.path == path { return copy }
    }
    return nil
  }

  /// The walk, and the sync tools' conflict copies it left out (`ConflictCopy`: each is also a
  /// warning among the diagnostics).
  public func walkFindingCopies() -> (files: [VaultFile], diagnostics: [Diagnostic], copies: [ConflictCopy]) {
    guard let realRoot = Self.realPath(root) else { return ([], [], []) }
    // Folders are listed and their entries stat'ed on two threads, taking folders from one
    // queue: in a large vault the walk is most of a warm command without a watcher, and most of
    // it is the kernel's (one `fstatat` a file), which two cores halve (docs/measurements.md). Each folder's entries
    // come sorted by name (a folder's as `name/`), so that the listings put together depth
    // first are in path order with no sort of 100,000 paths. `ancestors` holds the real paths
    // on a folder's branch, to tell a loop.
    let queue = FolderQueue(Folder(relative: "", real: realRoot, ancestors: [realRoot]))
    let work: @Sendable () -> Void = {
      while let folder = queue.next() {
        var subfolders: [Folder] = []
        let entries = list(folder, realRoot: realRoot, subfolders: &subfolders)
        queue.done(folder.relative, entries, adding: subfolders)
      }
    }
    // A thread of its own, not Dispatch's pool: the walk often runs on a pool thread already
    // (`PendingWalk`), and `concurrentPerform` there ran the two workers mostly one after the
    // other.
    let helper = Thread {
      work()
      queue.helperDone()
    }
    helper.start()
    work()
    queue.waitForHelper()
    let listings = queue.takeListings()
    var files: [VaultFile] = []
    var diagnostics: [Diagnostic] = []
    var copies: [ConflictCopy] = []
    func emit(_ relative: String) {
      for entry in listings[relative] ?? [] {
        switch entry {
        case .file(let file): files.append(file)
        case .copy(let copy):
          copies.append(copy)
          diagnostics.append(copy.diagnostic)
        case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
        case .folder(let folder): emit(folder)
        }
      }
    }
    emit("")
    return (files, diagnostics, copies)
  }

  /// A folder to list: its path in the vault, its real path and those of the folders above it.
  private struct Folder: Sendable {
    var relative: String
    var real: String
    var ancestors: Set<String>
  }

  /// What a folder's listing holds, in order: a note, a conflict copy left out, a folder listed
  /// on its own, a warning.
  private enum Entry: Sendable {
    case file(VaultFile)
    case copy(ConflictCopy)
    case folder(String)
    case diagnostic(Diagnostic)
  }

  /// The folders still to list and the listings made, shared by the walk's threads: `next()`
  /// waits while another thread may still add folders, and answers `nil` once none is left
  /// and none is being listed.
  // Unchecked Sendable: every access holds `condition`'s lock.
  private final class FolderQueue: @unchecked Sendable {
    private var pending: [Folder]
    private var listing = 0
    private var listings: [String: [Entry]] = [:]
    private let condition = NSCondition()

    init(_ first: Folder) { pending = [first] }

    func next() -> Folder? {
      condition.lock()
      defer { condition.unlock() }
      while pending.isEmpty {
        if listing == 0 { return nil }
        condition.wait()
      }
      listing += 1
      return pending.removeLast()
    }

    private var helperFinished = false

    func helperDone() {
      condition.lock()
      helperFinished = true
      condition.broadcast()
      condition.unlock()
    }

    func waitForHelper() {
      condition.lock()
      while !helperFinished { condition.wait() }
      condition.unlock()
    }

    /// The listings made, handed over: the helper thread lets go of this queue when it likes,
    /// and listings freed there after the command handed its freed memory back stayed resident
    /// to its end (docs/index.md, "Memory").
    func takeListings() -> [String: [Entry]] {
      condition.lock()
      defer {
        listings = [:]
        condition.unlock()
      }
      return listings
    }

    func done(_ relative: String, _ entries: [Entry], adding folders: [Folder]) {
      condition.lock()
      listings[relative] = entries
      pending += folders
      listing -= 1
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The entries of `folder` in path order; its subfolders to list go to `subfolders`.
  private func list(_ folder: Folder, realRoot: String, subfolders: inout [Folder]) -> [Entry] {
    let (relative, real, ancestors) = (folder.relative, folder.real, folder.ancestors)
    let absolute = relative.isEmpty ? root : root + "/" + relative
    guard let dir = opendir(absolute) else {
      return [
        .diagnostic(
          Diagnostic(
            file: relative.isEmpty ? "." : relative, line: nil,
            .unreadableFolder(reason: String(cString: strerror(errno)))))
      ]
    }
    // Each name with its type as the folder gives it (`DT_UNKNOWN` where the file system does not).
    var names: [(name: String, type: UInt8)] = []
    while let entry = readdir(dir) {
      let name = entry.fileName
      if name == "." || name == ".." || name.hasPrefix(".") { continue }
      let type = entry.pointee.d_type
      // A file that is not a note is never stat'ed: most of a vault's other files go here.
      if type == UInt8(DT_REG), !Self.isMarkdown(name) { continue }
      names.append((name, type))
    }
    // Stat relative to the open folder, as find does: resolving every absolute path from the
    // root again cost a third of a warm index refresh.
    let fd = dirfd(dir)
    defer { closedir(dir) }
    // Most vaults exclude nothing: then no path is matched at all.
    let ignoring = !ignore.isEmpty
    // Each entry with its place: its name, a folder's with `/` (`a/x.md` sorts after `a.md`).
    var entries: [(key: String, entry: Entry)] = []
    // Stat'ed in name order, not the folder's (hash) order: notes written one after another sit
    // side by side in the inode table, and the walk took a fifth longer in hash order.
    func addFolder(_ name: String, _ rel: String) {
      if skip(rel) || (ignoring && ignore.skipsFolder(rel) != nil) { return }
      subfolders.append(Folder(relative: rel, real: real + "/" + name, ancestors: ancestors.union([real + "/" + name])))
      entries.append((name + "/", .folder(rel)))
    }
    for (name, type) in names.sorted(by: { $0.name < $1.name }) {
      let rel = relative.isEmpty ? name : relative + "/" + name
      // A folder needs no stat: its entries are listed, not its own size and time.
      if type == UInt8(DT_DIR) {
        addFolder(name, rel)
        continue
      }
      var st = stat()
      guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      var info = st
      let mode = st.st_mode & S_IFMT
      if mode == S_IFLNK {
        let abs = absolute + "/" + name
        guard let target = Self.realPath(abs) else {
          entries.append((name, .diagnostic(Diagnostic(file: rel, line: nil, .brokenSymlink))))
          continue
        }
        guard target == realRoot || target.hasPrefix(realRoot + "/") else {
          entries.append((name, .diagnostic(Diagnostic(file: rel, line: nil, .symlinkOutside))))
          continue
        }
        guard stat(abs, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR, ancestors.contains(target) {
          entries.append((name, .diagnostic(Diagnostic(file: rel, line: nil, .symlinkLoop))))
          continue
        }
        // A symlink to a note or folder inside the vault is not followed either: its target
        // is read at its own path, and reading it twice would list every task twice.
        continue
      } else if mode == S_IFDIR {
        addFolder(name, rel)
        continue
      }
      guard info.st_mode & S_IFMT == S_IFREG, Self.isMarkdown(name), !ignoring || ignore.skipsNote(rel) == nil else {
        continue
      }
      entries.append((name, .file(VaultFile(path: rel, info))))
    }
    // A sync tool's conflict copy is left out when its note is in the same folder.
    let copies = ConflictCopy.find(
      names: entries.compactMap { if case .file = $0.entry { $0.key } else { nil } }, folder: relative)
    if !copies.isEmpty { entries = entries.map { entry in copies[entry.key].map { (entry.key, .copy($0)) } ?? entry } }
    // Already in order but for non-ASCII names and folders (`a/` after `a.md`): the stable
    // sort passes over it once.
    return entries.sorted { ListingDiff.precedes($0.key, $1.key) }.map(\.entry)
  }

  private func skip(_ relative: String) -> Bool { skipFolders.contains(relative) }

  /// `.md` and `.markdown` files are notes.
  public static func isMarkdown(_ name: String) -> Bool {
    // Compared byte by byte, any case, without a lowercased copy of every name of the vault.
    func ends(with suffix: StaticString) -> Bool {
      let utf8 = name.utf8
      guard utf8.count >= suffix.utf8CodeUnitCount else { return false }
      return zip(
        utf8.suffix(suffix.utf8CodeUnitCount),
        UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
      )
      .allSatisfy { (0x41...0x5A ~= $0 ? $0 | 0x20 : $0) == $1 }
    }
    return ends(with: ".md") || ends(with: ".markdown")
  }

  /// The canonical absolute path (symlinks resolved), or `nil` when it does not resolve.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
