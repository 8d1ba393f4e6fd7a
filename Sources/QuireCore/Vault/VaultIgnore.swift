/// The folders and notes a person excluded, from the places they may say so: `ignore:` in
/// `.quire/config.yaml` (gitignore patterns), Obsidian's `userIgnoreFilters`, and the template
/// folders Obsidian's Templates and Templater plugins name. The vault walker asks it of every
/// folder and note, so that no command sees an excluded note (docs/ignore.md).
///
/// The sources are independent: a note is skipped when any skips it, and a `!` pattern of the
/// config includes again only what the config itself excluded.
public struct VaultIgnore: Sendable {
  /// Where a rule comes from.
  public enum Source: String, Sendable, CaseIterable {
    case config = "config ignore"
    case obsidian = "Obsidian userIgnoreFilters"
    case templates = "Obsidian template folders"
  }

  /// `ignore:` of the config.
  public var rules: IgnoreRules
  /// Obsidian's entries.
  public var obsidian: [ObsidianIgnoreFilter]
  /// The template folders of Obsidian's plugins, vault paths without a trailing `/`
  /// (`VaultPath.obsidianFolder`): each is skipped with everything in it. Matched as written, as
  /// Obsidian finds a folder by its path.
  public var templates: [String]

  public init(rules: IgnoreRules = IgnoreRules(), obsidian: [ObsidianIgnoreFilter] = [], templates: [String] = []) {
    self.rules = rules
    self.obsidian = obsidian
    self.templates = templates
  }

  /// Nothing is excluded.
  public static let none = VaultIgnore()

  /// Whether there is no rule at all.
  public var isEmpty: Bool { rules.isEmpty && obsidian.isEmpty && templates.isEmpty }

  /// The rules of `source` as written, for `quire check`.
  public func written(_ source: Source) -> [String] {
    switch source {
    case .config: rules.patterns.map(\.text)
    case .obsidian: obsidian.map(\.text)
    case .templates: templates.map { $0 + "/" }
    }
  }

  /// Whether the vault-relative `path` (a folder or a note) is a template folder or lies in one.
  private func inTemplates(_ path: String) -> Bool {
    templates.contains { path == $0 || VaultPath.isInside(path, folder: $0) }
  }

  /// Which source keeps a walk out of the vault-relative `folder` (the folders above it were
  /// entered), or `nil` when it is entered.
  public func skipsFolder(_ folder: String) -> Source? {
    if rules.excludes(folder, isFolder: true) { return .config }
    if obsidian.contains(where: { $0.excludesEverything(in: folder) }) { return .obsidian }
    if inTemplates(folder) { return .templates }
    return nil
  }

  /// Which source skips the note at the vault-relative `path` whose folders were entered, or `nil`.
  public func skipsNote(_ path: String) -> Source? {
    if rules.excludes(path, isFolder: false) { return .config }
    if obsidian.contains(where: { $0.matches(path) }) { return .obsidian }
    if inTemplates(path) { return .templates }
    return nil
  }

  /// Which source skips the note at `path`, its folders included (for one path named by a
  /// watcher's event), or `nil`.
  public func skips(_ path: String) -> Source? {
    guard !isEmpty else { return nil }
    if rules.excludesWithFolders(path, isFolder: false) { return .config }
    if obsidian.contains(where: { $0.matches(path) }) { return .obsidian }
    if inTemplates(path) { return .templates }
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
