/// One entry of Obsidian's "Excluded files" (`userIgnoreFilters` in `.obsidian/app.json`),
/// matched as Obsidian matches it (docs/ignore.md).
///
/// An entry written `/.../` is a regular expression, searched for anywhere in the note's
/// vault-relative path; any other entry is a prefix of that path (`Templates/`, `Archive/old`,
/// `Scratch.md`). Both ignore case.
public struct ObsidianIgnoreFilter: Sendable {
  /// The entry as written.
  public let text: String
  private let prefix: String?
  // Regex is Sendable when its output is, and AnyRegexOutput (any captures the person wrote) is
  // not; the regex itself is immutable and its lazily lowered program is set atomically, so
  // matching from several threads is safe.
  nonisolated(unsafe) private let regex: Regex<AnyRegexOutput>?

  /// Reads one entry; `nil` for an empty one.
  ///
  /// - Throws: the regular expression's error when a `/.../` entry does not compile.
  public init?(_ text: String) throws {
    self.text = text
    guard !text.isEmpty else { return nil }
    if text.count > 2, text.hasPrefix("/"), text.hasSuffix("/") {
      regex = try Regex(String(text.dropFirst().dropLast())).ignoresCase()
      prefix = nil
    } else {
      prefix = text.lowercased()
      regex = nil
    }
  }

  /// Whether the entry is a regular expression (`/.../`).
  public var isRegex: Bool { regex != nil }

  /// Whether the note at the vault-relative `path` is excluded.
  public func matches(_ path: String) -> Bool {
    if let prefix { return path.lowercased().hasPrefix(prefix) }
    guard let regex else { return false }
    return (try? regex.firstMatch(in: path)) != nil
  }

  /// Whether every note inside the vault-relative `folder` is excluded (so a walk need not
  /// enter it): a prefix of `folder/`. A regular expression is asked note by note.
  public func excludesEverything(in folder: String) -> Bool {
    guard let prefix else { return false }
    return (folder + "/").lowercased().hasPrefix(prefix)
  }
}
