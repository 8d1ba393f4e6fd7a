/// A sync tool's conflict copy found beside the note it copies (docs/sync.md). The vault walk
/// leaves it out, so its tasks, events and check-ins are never listed, reminded, exported,
/// synced or put on a page twice; `quire check` warns about it and `quire conflicts` shows what
/// it holds that the note does not.
public struct ConflictCopy: Sendable, Equatable {
  /// Vault-relative path of the copy.
  public var path: String
  /// Vault-relative path of the note it copies (same folder).
  public var original: String
  public var tool: ConflictCopyName.Tool

  public init(path: String, original: String, tool: ConflictCopyName.Tool) {
    self.path = path
    self.original = original
    self.tool = tool
  }

  /// The warning `quire check` gives about it.
  public var diagnostic: Diagnostic {
    Diagnostic(file: path, line: nil, .conflictCopy(original: original, tool: tool.rawValue))
  }

  /// The copies among the note names of one folder (`folder` vault-relative, "" for the top):
  /// a name of a conflict shape whose original is one of `names` too. A copy of a copy names
  /// the copy it was made from.
  public static func find(names: [String], folder: String) -> [String: ConflictCopy] {
    var found: [String: ConflictCopy] = [:]
    var exact: Set<String>?
    var folded: [String: String]?
    for name in names where mightBeCopy(name) {
      guard let reading = ConflictCopyName.read(name) else { continue }
      if exact == nil { exact = Set(names) }
      var original = reading.originals.first { exact!.contains($0) && $0 != name }
      if original == nil, reading.ignoresCase {
        if folded == nil { folded = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a }) }
        original = reading.originals.lazy.compactMap { folded![$0.lowercased()] }.first { $0 != name }
      }
      guard let original else { continue }
      func inFolder(_ n: String) -> String { folder.isEmpty ? n : folder + "/" + n }
      found[name] = ConflictCopy(path: inFolder(name), original: inFolder(original), tool: reading.tool)
    }
    return found
  }

  /// The copy `path` (vault-relative) would be, with `exists` telling whether a vault-relative
  /// path is a note: for one file named by a watcher's event.
  public static func of(_ path: String, exists: (String) -> Bool) -> ConflictCopy? {
    let (folder, name) = VaultPath.split(path)
    guard let reading = reading(name) else { return nil }
    func inFolder(_ n: String) -> String { folder.isEmpty ? n : folder + "/" + n }
    // A case-insensitive file system finds Resilio's original as it is; a case-sensitive one
    // does not, and the full walk (which sees the whole folder) does.
    guard let original = reading.originals.first(where: { $0 != name && exists(inFolder($0)) }) else { return nil }
    return ConflictCopy(path: path, original: inFolder(original), tool: reading.tool)
  }

  /// How the file name `name` reads as a conflict copy's, when it has one of the shapes (whether
  /// it is a copy depends on its original being there too).
  public static func reading(_ name: String) -> ConflictCopyName? {
    mightBeCopy(name) ? ConflictCopyName.read(name) : nil
  }

  /// Whether `name` holds one of the words every conflict shape has (`onfli` of conflict,
  /// conflit and Konflikt, `safeBackup`, `case clash`): a byte scan, so that the walk of a large
  /// vault reads no other name further.
  static func mightBeCopy(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      func has(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        let w = UnsafeBufferPointer(start: word.utf8Start, count: n)
        for start in 0...(bytes.count - n) where bytes[start] == w[0] {
          var i = 1
          while i < n, bytes[start + i] == w[i] { i += 1 }
          if i == n { return true }
        }
        return false
      }
      return has("onfli") || has("safeBackup") || has("case clash")
    }
  }
}
