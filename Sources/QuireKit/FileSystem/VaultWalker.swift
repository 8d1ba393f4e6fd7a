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
  /// not Markdown): for one path named by a watcher's event.
  public func admits(_ path: String) -> Bool {
    for folder in skipFolders where path == folder || VaultPath.isInside(path, folder: folder) { return false }
    return ignore.skips(path) == nil
  }

  /// The Markdown files sorted by path, and diagnostics for what was not followed.
  public func walk() -> (files: [VaultFile], diagnostics: [Diagnostic]) {
    var files: [VaultFile] = []
    var diagnostics: [Diagnostic] = []
    guard let realRoot = Self.realPath(root) else { return ([], []) }
    // Depth-first (recursive: folder depth is bounded by PATH_MAX); `ancestors` holds the real
    // paths on the current branch, to tell a loop.
    walkFolder(
      relative: "", real: realRoot, realRoot: realRoot, ancestors: [realRoot], files: &files, diagnostics: &diagnostics)
    files.sort { ListingDiff.precedes($0.path, $1.path) }
    return (files, diagnostics)
  }

  private func walkFolder(
    relative: String, real: String, realRoot: String, ancestors: Set<String>, files: inout [VaultFile],
    diagnostics: inout [Diagnostic]
  ) {
    let absolute = relative.isEmpty ? root : root + "/" + relative
    guard let dir = opendir(absolute) else {
      diagnostics.append(
        Diagnostic(
          file: relative.isEmpty ? "." : relative, line: nil,
          .unreadableFolder(reason: String(cString: strerror(errno)))))
      return
    }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." || name.hasPrefix(".") { continue }
      names.append(name)
    }
    // Stat relative to the open folder, as find does: resolving every absolute path from the
    // root again cost a third of a warm index refresh.
    let folder = dirfd(dir)
    defer { closedir(dir) }
    // Most vaults exclude nothing: then no path is matched at all.
    let ignoring = !ignore.isEmpty
    for name in names.sorted() {
      let rel = relative.isEmpty ? name : relative + "/" + name
      let abs = absolute + "/" + name
      var st = stat()
      guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      var info = st
      let mode = st.st_mode & S_IFMT
      if mode == S_IFLNK {
        guard let target = Self.realPath(abs) else {
          diagnostics.append(
            Diagnostic(
              file: rel, line: nil, .brokenSymlink))
          continue
        }
        guard target == realRoot || target.hasPrefix(realRoot + "/") else {
          diagnostics.append(
            Diagnostic(
              file: rel, line: nil, .symlinkOutside))
          continue
        }
        guard stat(abs, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR, ancestors.contains(target) {
          diagnostics.append(
            Diagnostic(
              file: rel, line: nil, .symlinkLoop))
          continue
        }
        // A symlink to a note or folder inside the vault is not followed either: its target
        // is read at its own path, and reading it twice would list every task twice.
        continue
      } else if mode == S_IFDIR {
        if skip(rel) || (ignoring && ignore.skipsFolder(rel) != nil) { continue }
        walkFolder(
          relative: rel, real: real + "/" + name, realRoot: realRoot, ancestors: ancestors.union([real + "/" + name]),
          files: &files, diagnostics: &diagnostics)
        continue
      }
      guard info.st_mode & S_IFMT == S_IFREG, Self.isMarkdown(name), !ignoring || ignore.skipsNote(rel) == nil else {
        continue
      }
      files.append(VaultFile(path: rel, info))
    }
  }

  private func skip(_ relative: String) -> Bool { skipFolders.contains(relative) }

  /// `.md` and `.markdown` files are notes.
  public static func isMarkdown(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
  }

  /// The canonical absolute path (symlinks resolved), or `nil` when it does not resolve.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
