/// The folders and notes a person excluded, from both places they may say so: `ignore:` in
/// `.quire/config.yaml` (gitignore patterns) and Obsidian's `userIgnoreFilters`. The vault
/// walker asks it of every folder and note, so that no command sees an excluded note
/// (docs/ignore.md).
///
/// The two are independent: a note is skipped when either skips it, and a `!` pattern of the
/// config includes again only what the config itself excluded.
public struct VaultIgnore: Sendable {
  /// Where a rule comes from.
  public enum Source: String, Sendable, CaseIterable {
    case config = "config ignore"
    case obsidian = "Obsidian userIgnoreFilters"
  }

  /// `ignore:` of the config.
  public var rules: IgnoreRules
  /// Obsidian's entries.
  public var obsidian: [ObsidianIgnoreFilter]

  public init(rules: IgnoreRules = IgnoreRules(), obsidian: [ObsidianIgnoreFilter] = []) {
    self.rules = rules
    self.obsidian = obsidian
  }

  /// Nothing is excluded.
  public static let none = VaultIgnore()

  /// Whether there is no rule at all.
  public var isEmpty: Bool { rules.isEmpty && obsidian.isEmpty }

  /// The rules of `source` as written, for `quire check`.
  public func written(_ source: Source) -> [String] {
    switch source {
    case .config: rules.patterns.map(\.text)
    case .obsidian: obsidian.map(\.text)
    }
  }

  /// Which source keeps a walk out of the vault-relative `folder` (the folders above it were
  /// entered), or `nil` when it is entered.
  public func skipsFolder(_ folder: String) -> Source? {
    if rules.excludes(folder, isFolder: true) { return .config }
    if obsidian.contains(where: { $0.excludesEverything(in: folder) }) { return .obsidian }
    return nil
  }

  /// Which source skips the note at the vault-relative `path` whose folders were entered, or `nil`.
  public func skipsNote(_ path: String) -> Source? {
    if rules.excludes(path, isFolder: false) { return .config }
    if obsidian.contains(where: { $0.matches(path) }) { return .obsidian }
    return nil
  }

  /// Which source skips the note at `path`, its folders included (for one path named by a
  /// watcher's event), or `nil`.
  public func skips(_ path: String) -> Source? {
    guard !isEmpty else { return nil }
    if rules.excludesWithFolders(path, isFolder: false) { return .config }
    if obsidian.contains(where: { $0.matches(path) }) { return .obsidian }
    return nil
  }

  /// One line per source with rules, for `quire check`: its rules as written, where they come
  /// from and how many notes they keep out (`counts`, by source), e.g.
  /// `skipped: templates/, *.excalidraw.md (config ignore) — 12 notes`.
  public func skippedLines(counts: [Source: Int]) -> [String] {
    Source.allCases.compactMap { source in
      let written = written(source)
      guard !written.isEmpty else { return nil }
      let count = counts[source] ?? 0
      return "skipped: \(written.joined(separator: ", ")) (\(source.rawValue)) — \(count) note\(count == 1 ? "" : "s")"
    }
  }
}
