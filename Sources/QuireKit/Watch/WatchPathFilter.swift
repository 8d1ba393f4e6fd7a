/// Decides which vault-relative paths `quire watch` cares about, and what they are.
///
/// A path counts when it is a Markdown file (`.md`, `.markdown`) and no part of it is hidden
/// (starts with `.`), which leaves out `.quire/`, `.git/`, editors' swap and lock files
/// (`.note.md.swp`, `.#note.md`) and the temporary files of atomic writes (Foundation's
/// `.dat.nosync…`, Quire's own `.note.md.quire-…tmp`). Backup and probe names (`note.md~`,
/// vim's `4913`, `*.tmp`) are not Markdown. `.quire/config.yaml` is the one hidden file that
/// counts.
public struct WatchPathFilter: Sendable {
  /// What a path is.
  public enum Kind: Sendable, Equatable {
    case note, agendaPage, config
  }

  /// The vault-relative agenda folder (`folders.agenda`), whose pages are generated.
  public let agendaFolder: String

  public init(agendaFolder: String) {
    var folder = agendaFolder
    while folder.hasSuffix("/") { folder.removeLast() }
    self.agendaFolder = folder
  }

  /// The config file's vault-relative path.
  public static let configPath = ".quire/config.yaml"

  /// What `path` is, or `nil` when a watcher should ignore it.
  public func classify(_ path: String) -> Kind? {
    if path == Self.configPath { return .config }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let name = parts.last, !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }),
      !Self.isTemporary(String(name)), VaultWalker.isMarkdown(String(name))
    else { return nil }
    return isAgenda(path) ? .agendaPage : .note
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
