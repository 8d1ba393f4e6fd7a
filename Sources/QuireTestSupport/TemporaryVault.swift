import Foundation

/// A throw-away copy of a vault (or an empty folder) in the system's temporary folder.
public final class TemporaryVault {
  public let url: URL

  /// Copies `source` (when given) into a fresh temporary folder, without its `.quire/cache/`.
  public init(copying source: URL? = nil) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("quire-test-\(UUID().uuidString)")
    if let source {
      try FileManager.default.copyItem(at: source, to: base)
      // A copy starts as the vault's files stand in git: Quire's cache (left in Samples/ by
      // `make demo`, say) is not part of it.
      try? FileManager.default.removeItem(at: base.appendingPathComponent(".quire/cache"))
    } else {
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    }
    url = base
  }

  /// Writes `text` to the vault-relative `path`, creating folders.
  public func write(_ path: String, _ text: String) throws {
    try write(path, Data(text.utf8))
  }

  /// Writes raw bytes to the vault-relative `path`, creating folders.
  public func write(_ path: String, _ data: Data) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// The bytes at the vault-relative `path`.
  public func read(_ path: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(path)) }

  /// The text at the vault-relative `path` (UTF-8).
  public func readText(_ path: String) throws -> String { String(decoding: try read(path), as: UTF8.self) }

  deinit { try? FileManager.default.removeItem(at: url) }
}
