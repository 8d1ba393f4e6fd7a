import Foundation
import QuireCore

/// An opened vault: its root folder and its settings.
public struct Vault: Sendable {
  /// Absolute path of the vault folder.
  public let root: String
  public let config: VaultConfig
  /// Problems found in `.quire/config.yaml` (and in Obsidian's excluded files).
  public let configDiagnostics: [Diagnostic]
  /// The folders and notes no command reads: `ignore:` of the config, Obsidian's excluded
  /// files and its plugins' template folders (docs/ignore.md). The walker applies it.
  public let ignore: VaultIgnore
  /// Whether `VaultLoader` goes through the index in `.quire/cache/` (docs/index.md). Off by
  /// default, so that a library user or a test reads the files and writes nothing; the command
  /// line turns it on unless `--no-cache` or `QUIRE_NO_CACHE` says otherwise.
  public var usesIndex = false
  /// Where the adapters working on this vault report warnings, waits for the write lock and the
  /// progress of a long indexing (``Reporter``). Silent by default, so that a library user or a
  /// test prints nothing; the command line hands in its terminal reporter, built once in its
  /// composition root. Carried by the vault because every loader, editor and lock is given one.
  public var reporter: any Reporter = SilentReporter()

  /// Opens the vault at `root`, reading `.quire/config.yaml` when present.
  public init(root: String) {
    self.root = root
    var diagnostics: [Diagnostic] = []
    let configPath = root + "/.quire/config.yaml"
    // Obsidian's settings first: the config's keys win over them.
    let plugin = ObsidianTasksSettings.read(root: root)
    diagnostics += plugin.diagnostics
    var base = VaultConfig()
    base.tasks = plugin.settings
    if let format = plugin.taskFormat { base.taskFormat = format }
    var config = base
    // A missing config means the defaults; an unreadable or odd one is reported. A vault made
    // with `.quire/` but no config is told how to get one.
    if FileManager.default.fileExists(atPath: configPath) {
      if let text = NoteReader.load(absolute: configPath, relative: ".quire/config.yaml", into: &diagnostics) {
        config = VaultConfig.parse(
          text, file: ".quire/config.yaml", isKnownZone: { TimeZone(identifier: $0) != nil }, base: base,
          into: &diagnostics)
      }
    } else if VaultStateFolder.isInVault(root) {
      diagnostics.append(Diagnostic(file: ".quire/config.yaml", line: nil, .configMissing))
    }
    // Event notes' `timezone:` is checked against the zones that place them (`EventZones.vault`).
    config.knownZones = KnownZones(FoundationZoneDirectory())
    self.config = config
    let obsidian = ObsidianExcludedFiles.read(root: root)
    diagnostics += obsidian.diagnostics
    // Templates are no notes: their `{{date}}` fields and tasks would be read as real ones.
    let templates = config.readsObsidianTemplates ? [] : ObsidianTemplateFolders.read(root: root)
    ignore = VaultIgnore(rules: config.ignore, obsidian: obsidian.filters, templates: templates)
    configDiagnostics = diagnostics
  }

  /// Finds the vault: `explicit` (`--vault`), else `$QUIRE_VAULT`, else the nearest folder at or
  /// above `cwd` holding `.quire/`, else `cwd` itself (README.md).
  public static func locate(explicit: String?, environment: [String: String], cwd: String) throws(QuireKitError)
    -> String
  {
    if let explicit = explicit ?? environment["QUIRE_VAULT"].flatMap({ $0.isEmpty ? nil : $0 }) {
      let absolute = explicit.hasPrefix("/") ? explicit : cwd + "/" + explicit
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) else {
        throw .vaultNotFound(explicit)
      }
      guard isDir.boolValue else { throw .vaultNotAFolder(explicit) }
      return VaultWalker.realPath(absolute) ?? absolute
    }
    var folder = URL(fileURLWithPath: cwd).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".quire").path) {
        return folder.path
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return cwd
  }

  /// Whether the folder at `root` is a vault a command may write notes into: it holds `.quire/`
  /// (`quire init`), `.obsidian/` (an Obsidian vault) or at least one Markdown note at any depth
  /// (a plain folder of notes). Hidden folders other than those two are not searched.
  ///
  /// Every command that writes notes asks this first, so that a typo'd `cd` never leaves an
  /// `inbox.md` in a folder that had nothing to do with Quire (README.md).
  public static func isRecognized(_ root: String) -> Bool {
    let fm = FileManager.default
    if fm.fileExists(atPath: root + "/.quire") || fm.fileExists(atPath: root + "/.obsidian") { return true }
    guard
      let walk = fm.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return false }
    for case let url as URL in walk where url.pathExtension.lowercased() == "md" { return true }
    return false
  }

  /// Throws unless ``isRecognized(_:)``: what a command that writes notes calls before it writes.
  public func requireRecognized() throws(QuireKitError) {
    guard Vault.isRecognized(root) else { throw .notAVault }
  }

  /// The absolute path of a vault-relative path.
  public func absolute(_ relative: String) -> String { root + "/" + relative }
}
