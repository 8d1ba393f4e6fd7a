import QuireCore

/// A Markdown file found in the vault: its vault-relative path, size and modification time
/// (nanoseconds since 1970). The index's listing entry is the same record, so the walker's
/// files are the listing the index compares.
public typealias VaultFile = ListingEntry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ListingEntry {
  /// The entry of the file at `path` from its `lstat` result (mtime with its nanoseconds).
  init(path: String, _ info: stat) {
    #if canImport(Darwin)
      let nanos = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #else
      let nanos = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #endif
    self.init(path: path, size: Int(info.st_size), mtime: nanos)
  }
}
