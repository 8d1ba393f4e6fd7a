import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `quire watch` takes its reminders from while its first refresh runs: the index as the
/// last run left it, asked without a walk for the reminders of the schedule's window (as
/// `WatchContents` asks), a fraction of the time of a first build on a large vault.
///
/// Stored contents may be stale, so a reminder from them is delivered only when its note still
/// has the size and mtime it had when it was indexed; a reminder of a note changed since waits
/// for the first refresh (and is then delivered, late if its time passed). So does one of a
/// note the vault's rules exclude now (docs/ignore.md): the first refresh drops it.
struct StoredReminderSource {
  /// The index as it stands.
  let contents: WatchContents
  private let listing: [String: ListingEntry]
  private let root: String
  /// The walker's rules: a note excluded since it was indexed is not current.
  private let walker: VaultWalker

  /// The vault's stored contents, or `nil` when it has no index (a first run, `--no-cache`).
  init?(vault: Vault, warn: @escaping @Sendable (String) -> Void) {
    guard vault.usesIndex, let index = VaultIndex.open(vault, walkingAhead: false).index,
      let stored = try? index.storedListing(), !stored.isEmpty
    else { return nil }
    // A read that fails is told on the watcher's log, as its other warnings.
    contents = .indexed(index.reader(after: IndexUpdate(), warn: warn))
    listing = stored
    root = vault.root
    walker = VaultWalker(vault: vault)
  }

  /// Whether the note at the vault-relative `path` is as the index holds it.
  func isCurrent(_ path: String) -> Bool {
    guard let entry = listing[path], walker.admits(path) else { return false }
    var st = stat()
    guard lstat(root + "/" + path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
    let now = ListingEntry(path: path, st)
    return now.size == entry.size && now.mtime == entry.mtime
  }
}
