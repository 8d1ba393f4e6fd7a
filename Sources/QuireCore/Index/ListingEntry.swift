/// One file of a vault listing as the index sees it: where it is, how big, when it changed.
public struct ListingEntry: Sendable, Hashable {
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
