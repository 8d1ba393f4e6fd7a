/// Helpers for vault-relative paths (always `/`-separated, never absolute, never `..`).
public enum VaultPath {
  /// Whether `path` stays inside the vault: relative, no `..` component, no NUL.
  public static func isSafeRelative(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
    return !path.split(separator: "/").contains("..")
  }

  /// The file name without its folder and its `.md` extension.
  public static func stem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
    return name
  }

  /// Whether `path` lies inside `folder` (at any depth).
  public static func isInside(_ path: String, folder: String) -> Bool {
    let f = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return path.hasPrefix(f + "/")
  }
}
