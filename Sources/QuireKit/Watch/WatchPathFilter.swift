import Foundation
import QuireCore

/// Decides which vault-relative paths `quire watch` cares about, and what they are.
///
/// A path counts when it is a Markdown file (`.md`, `.markdown`) and no part of it is hidden
/// (starts with `.`), which leaves out `.quire/`, `.git/`, editors' swap and lock files
/// (`.note.md.swp`, `.#note.md`) and the temporary files of atomic writes (Foundation's
/// `.dat.nosync…`, Quire's own `.note.md.quire-…tmp`). Backup and probe names (`note.md~`,
/// vim's `4913`, `*.tmp`) are not Markdown. `.quire/config.yaml` and Obsidian's settings of what
/// the vault skips (``obsidianSettingsPaths``) are the hidden files that count, as the config. A note the vault's rules
/// exclude (`ignore:`, Obsidian's excluded files: docs/ignore.md) does not count either.
public struct WatchPathFilter: Sendable {
  /// What a path is.
  public enum Kind: Sendable, Equatable {
    case note, agendaPage, config
  }

  /// The vault-relative agenda folder (`folders.agenda`), whose pages are generated.
  public let agendaFolder: String

  /// The vault's rules of what is excluded, shared by every copy of the filter so that a
  /// watcher already running follows a new config (``update(ignore:)``).
  private let rules: SharedIgnore

  public init(agendaFolder: String, ignore: VaultIgnore = .none) {
    var folder = agendaFolder
    while folder.hasSuffix("/") { folder.removeLast() }
    self.agendaFolder = folder
    rules = SharedIgnore(ignore)
  }

  /// The config file's vault-relative path.
  public static let configPath = ".quire/config.yaml"

  /// Obsidian's settings files that say what the vault skips (docs/ignore.md): its excluded
  /// files and the template folders of its Templates and Templater plugins. A change of one is a
  /// config change.
  public static let obsidianSettingsPaths = [
    ObsidianExcludedFiles.path, ObsidianTemplateFolders.corePluginPath, ObsidianTemplateFolders.templaterPath,
  ]

  /// Takes the rules of a config read again: every watcher holding a copy of this filter
  /// classifies by them from now on.
  public func update(ignore: VaultIgnore) { rules.set(ignore) }

  /// What `path` is, or `nil` when a watcher should ignore it.
  public func classify(_ path: String) -> Kind? {
    if path == Self.configPath || Self.obsidianSettingsPaths.contains(path) { return .config }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let name = parts.last, !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }),
      !Self.isTemporary(String(name)), VaultWalker.isMarkdown(String(name))
    else { return nil }
    if isAgenda(path) { return .agendaPage }
    return rules.get().skips(path) == nil ? .note : nil
  }

  /// Whether every note in the vault-relative `folder` is excluded by the vault's rules.
  public func isExcluded(folder: String) -> Bool {
    let ignore = rules.get()
    guard !ignore.isEmpty else { return false }
    return ignore.rules.excludesWithFolders(folder, isFolder: true) || ignore.skipsFolder(folder) != nil
  }

  /// Whether the vault-relative folder or file `path` is the agenda folder or inside it.
  public func isAgenda(_ path: String) -> Bool {
    !agendaFolder.isEmpty && (path == agendaFolder || path.hasPrefix(agendaFolder + "/"))
  }

  /// Whether a folder is one to watch (not hidden).
  public func watchesFolder(named name: String) -> Bool { !name.hasPrefix(".") }

  /// Editors' temporary names: vim's write probe `4913`, backups `*~`, swap files `.*.swp`
  /// (`.swo`, `.swx`, ...), Emacs locks `.#*`, `*.tmp`, and every other hidden name.
  public static func isTemporary(_ name: String) -> Bool {
    name == "4913" || name.hasSuffix("~") || name.hasPrefix(".") || name.lowercased().hasSuffix(".tmp")
  }
}

/// The rules a filter and its copies share, behind a lock (the watch loop updates them; a
/// watcher's thread may read them).
private final class SharedIgnore: @unchecked Sendable {
  private let lock = NSLock()
  private var value: VaultIgnore

  init(_ value: VaultIgnore) { self.value = value }

  func get() -> VaultIgnore {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set(_ new: VaultIgnore) {
    lock.lock()
    defer { lock.unlock() }
    value = new
  }
}
