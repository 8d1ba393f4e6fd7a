import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension VaultWalker {
  /// How many notes the person's rules (`ignore`) keep out of the walk, by the source that
  /// excluded each: what `quire check` reports (docs/ignore.md). It walks the excluded folders
  /// too (hidden folders, the skipped folders and symlinks it leaves out, as the walk does), so
  /// only `check` asks it, and only when there are rules.
  public func skippedNotes() -> [VaultIgnore.Source: Int] {
    var counts: [VaultIgnore.Source: Int] = [:]
    guard !ignore.isEmpty else { return counts }
    countFolder("", skippedBy: nil, into: &counts)
    return counts
  }

  private func countFolder(
    _ relative: String, skippedBy source: VaultIgnore.Source?, into counts: inout [VaultIgnore.Source: Int]
  ) {
    let absolute = relative.isEmpty ? root : root + "/" + relative
    guard let dir = opendir(absolute) else { return }
    defer { closedir(dir) }
    let folder = dirfd(dir)
    while let entry = readdir(dir) {
      let name = entry.fileName
      if name.hasPrefix(".") { continue }
      let rel = relative.isEmpty ? name : relative + "/" + name
      var st = stat()
      guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      switch st.st_mode & S_IFMT {
      case S_IFDIR:
        if skipFolders.contains(rel) { continue }
        countFolder(rel, skippedBy: source ?? ignore.skipsFolder(rel), into: &counts)
      case S_IFREG:
        guard Self.isMarkdown(name), let by = source ?? ignore.skipsNote(rel) else { continue }
        counts[by, default: 0] += 1
      default: continue
      }
    }
  }
}
