/// The `ignore:` list of `.quire/config.yaml` as a `.gitignore` reads it: the last pattern that
/// matches a path decides, and nothing inside an excluded folder is seen (docs/ignore.md).
public struct IgnoreRules: Sendable, Equatable {
  /// The patterns in the order written.
  public var patterns: [IgnorePattern]

  public init(_ patterns: [IgnorePattern] = []) { self.patterns = patterns }

  /// Whether there is no pattern (nothing is ever excluded).
  public var isEmpty: Bool { patterns.isEmpty }

  /// Whether `path` itself is excluded, its folders aside: the last matching pattern decides
  /// (a `!` pattern includes), and no match means included. A walk that does not enter excluded
  /// folders asks this of each folder and note it meets.
  public func excludes(_ path: String, isFolder: Bool) -> Bool {
    for pattern in patterns.reversed() where pattern.matches(path, isFolder: isFolder) {
      return !pattern.negated
    }
    return false
  }

  /// Whether `path` is excluded, or lies in an excluded folder (a `!` pattern cannot include a
  /// path again once a folder above it is excluded, as in git).
  public func excludesWithFolders(_ path: String, isFolder: Bool) -> Bool {
    guard !isEmpty else { return false }
    var folder = ""
    let parts = path.split(separator: "/")
    for part in parts.dropLast() {
      folder = folder.isEmpty ? String(part) : folder + "/" + part
      if excludes(folder, isFolder: true) { return true }
    }
    return excludes(path, isFolder: isFolder)
  }
}
