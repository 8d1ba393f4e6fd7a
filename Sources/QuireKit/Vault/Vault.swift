import Foundation
import QuireCore

/// An opened vault: its root folder and its settings.
public struct Vault: Sendable {
  /// Absolute path of the vault folder.
  public let root: String
  public let config: VaultConfig
  /// Problems found in `.quire/config.yaml`.
  public let configDiagnostics: [Diagnostic]
  /// Whether `VaultLoader` goes through the index in `.quire/cache/` (docs/index.md). Off by
  /// default, so that a library user or a test reads the files and writes nothing; the command
  /// line turns it on unless `--no-cache` or `QUIRE_NO_CACHE` says otherwise.
  public var usesIndex = false

  /// Opens the vault at `root`, reading `.quire/config.yaml` when present.
  public init(root: String) {
    self.root = root
    var diagnostics: [Diagnostic] = []
    let configPath = root + "/.quire/config.yaml"
    var config = VaultConfig()
    // A missing config means the defaults; an unreadable or odd one is reported.
    if FileManager.default.fileExists(atPath: configPath),
      let text = NoteReader.load(absolute: configPath, relative: ".quire/config.yaml", into: &diagnostics)
    {
      config = VaultConfig.parse(text, file: ".quire/config.yaml", into: &diagnostics)
    }
    if let zone = config.timeZone, TimeZone(identifier: zone) == nil {
      diagnostics.append(
        Diagnostic(
          file: ".quire/config.yaml", line: nil, .unknownTimeZone(zone)))
      config.timeZone = nil
    }
    self.config = config
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

  /// The absolute path of a vault-relative path.
  public func absolute(_ relative: String) -> String { root + "/" + relative }
}
