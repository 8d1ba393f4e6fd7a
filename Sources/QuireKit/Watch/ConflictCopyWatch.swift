import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sync tools' conflict copies (docs/sync.md) a batch of changes reaches, for `quire watch`.
///
/// Whether a file is a copy depends on another file: the walk leaves a copy out only while the
/// note it copies is beside it, and reads it as an ordinary note once that note is deleted or
/// renamed away. So a copy's standing changes when the copy comes or goes, and when its note
/// does. The watcher refreshes such a batch by a full walk (where the copies' warnings come
/// from) with the copies among its notes; every other batch costs one listing of each folder it
/// touches.
enum ConflictCopyWatch {
  /// The copies whose standing `notes` (changed vault-relative paths) changed: a copy that came
  /// or went, or a copy whose note came or went. `known` gives the copies the last walk left out
  /// (asked only when a folder holds a copy of a changed note).
  static func reached(by notes: Set<String>, walker: VaultWalker, known: () -> Set<String>) -> Set<String> {
    let root = walker.root
    var namesByFolder: [String: Set<String>] = [:]
    var candidates: Set<String> = []
    for path in notes {
      let (folder, name) = VaultPath.split(path)
      if ConflictCopy.reading(name) != nil {
        candidates.insert(path)
      } else {
        namesByFolder[folder, default: []].insert(name)
      }
    }
    for (folder, names) in namesByFolder {
      let folded = Set(names.map { $0.lowercased() })
      for name in copyNames(in: folder.isEmpty ? root : root + "/" + folder) {
        guard let reading = ConflictCopy.reading(name) else { continue }
        let copies = reading.originals.contains {
          names.contains($0) || (reading.ignoresCase && folded.contains($0.lowercased()))
        }
        if copies { candidates.insert(folder.isEmpty ? name : folder + "/" + name) }
      }
    }
    guard !candidates.isEmpty else { return [] }
    let known = known()
    // Whether the walk leaves each out now, from a listing of its folder as the walk reads it.
    return candidates.filter { (walker.conflictCopy(at: $0) != nil) != known.contains($0) }
  }

  /// The names in the folder at `absolute` that have a conflict copy's shape.
  private static func copyNames(in absolute: String) -> [String] {
    guard let dir = opendir(absolute) else { return [] }
    defer { closedir(dir) }
    var found: [String] = []
    while let entry = readdir(dir) {
      let name = entry.fileName
      if !name.hasPrefix("."), ConflictCopy.reading(name) != nil { found.append(name) }
    }
    return found
  }
}
