/// A Markdown file found in the vault.
public struct VaultFile: Sendable, Hashable {
  /// Vault-relative, `/`-separated.
  public var path: String
  public var size: Int
  /// Modification time in nanoseconds since 1970.
  public var mtime: Int

  public init(path: String, size: Int, mtime: Int) {
    self.path = path
    self.size = size
    self.mtime = mtime
  }
}
