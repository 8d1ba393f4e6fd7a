/// Helpers for vault-relative paths (always `/`-separated, never absolute, never `..`).
public enum VaultPath {
  /// Whether `path` stays inside the vault: relative, no `..` component, no NUL.
  public static func isSafeRelative(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
    return !path.split(separator: "/").contains("..")
  }

  /// Why `path` cannot be a note a command appends to or edits at a person's request
  /// (`quire add --to`), or `nil` when it can: it must be a Markdown note (`.md`) inside the vault
  /// and outside the folders that are not notes — `.quire/` (Quire's settings and cache), `.git/`,
  /// `.obsidian/`, `.trash/` and the generated agenda folder.
  public static func noteTargetProblem(_ path: String, agendaFolder: String) -> String? {
    guard isSafeRelative(path) else { return "is not a path inside the vault; give a vault-relative path without '..'" }
    guard path.lowercased().hasSuffix(".md") else { return "is not a Markdown note; give a path ending in .md" }
    for folder in [".quire", ".git", ".obsidian", ".trash", agendaFolder] where isInside(path, folder: folder) {
      return "lies in \(folder)/, which holds no notes of yours; give a note outside it"
    }
    return nil
  }

  /// A vault-relative path's folder (`""` at the top) and file name.
  public static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }

  /// The file name without its folder and its `.md` extension.
  public static func stem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
    return name
  }

  /// A folder as an Obsidian setting names it (`Templates`, `/Meta/Templates/`, `Meta\\Templates`),
  /// read as Obsidian's `normalizePath` reads it: backslashes and runs of slashes are one `/`, a
  /// no-break space is a space, and slashes at either end go. `nil` for the vault itself (an empty
  /// setting) and for a path that leaves the vault (`..`).
  public static func obsidianFolder(_ written: String) -> String? {
    var folder = ""
    for character in written {
      if character == "/" || character == "\\" {
        if !folder.hasSuffix("/") { folder.append("/") }
      } else {
        folder.append(character == "\u{00A0}" ? " " : character)
      }
    }
    while folder.hasPrefix("/") { folder.removeFirst() }
    while folder.hasSuffix("/") { folder.removeLast() }
    guard !folder.trimmingSpaces().isEmpty, isSafeRelative(folder) else { return nil }
    return folder
  }

  /// Whether `path` lies inside `folder` (at any depth).
  public static func isInside(_ path: String, folder: String) -> Bool {
    path.hasPrefix(trimmingSlash(folder) + "/")
  }

  /// `folder` without a trailing `/` (a config may write `planner/`), as ``isInside(_:folder:)`` reads it.
  public static func trimmingSlash(_ folder: String) -> String {
    folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }
}
