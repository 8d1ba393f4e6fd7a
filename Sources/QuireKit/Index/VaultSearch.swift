import QuireCore

/// `quire search` over a vault's reader: through the vault's index when the reader is one (a
/// damaged index is rebuilt once, as every read of it is), else through a throw-away index in
/// memory, built from the files.
public enum VaultSearch {
  /// The lines that hold every word of `text`, best first (`VaultIndex.search`).
  public static func search(
    _ text: String, limit: Int, in reader: any VaultReader, progress: @escaping @Sendable () -> IndexProgress?
  ) throws(IndexError) -> [SearchHit] {
    if let indexed = reader as? IndexedVaultReader {
      return try indexed.search(text, limit: limit, progress: progress)
    }
    guard let vault = (reader as? ParsedVaultReader)?.vault else { return [] }
    let index = try VaultIndex.inMemory(vault)
    _ = try index.update(progress: progress())
    return try index.search(text, limit: limit, progress: progress())
  }
}

extension IndexedVaultReader {
  /// `VaultIndex.search` of this reader's index; a damaged index is rebuilt and searched again.
  func search(_ text: String, limit: Int, progress: @escaping @Sendable () -> IndexProgress?) throws(IndexError)
    -> [SearchHit]
  {
    do {
      return try index.search(text, limit: limit, progress: progress())
    } catch .corrupt {
      try index.rebuild()
      _ = try index.update(progress: progress())
      return try index.search(text, limit: limit, progress: progress())
    }
  }
}
