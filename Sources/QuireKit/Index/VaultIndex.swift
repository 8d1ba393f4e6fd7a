import CQuireSystem
import GRDB
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vault's cache: `.quire/cache/index.sqlite`, holding every note's listing entry (size,
/// mtime), content hash and parsed items, and a full-text table of its paragraphs
/// (docs/index.md).
///
/// `update()` brings it up to date with the files (only added and changed files are read and
/// parsed); `reader(after:warn:)` answers the reads of the vault from it, as a fresh parse would. A damaged, foreign
/// or outdated cache is deleted and rebuilt; one that cannot be written makes `open` return
/// `nil` with a warning, and the caller parses the files instead. Never an error for the user.
///
/// The work is done by four parts, each in its own file: `IndexNoteSource` (walk, stat, read,
/// the walker's rules), `IndexStore` (the database, its tables and migrations), `IndexRefresh`
/// (listing diff to batched writes) and `IndexQueries` (the reads of each view, search). This
/// type opens them and rebuilds on damage.
///
/// One instance is meant for one thread at a time (a command, or a watcher's loop); several
/// processes may share the database (WAL mode: readers never wait for the writer).
// Unchecked Sendable: handed between threads, never used by two at once (see above); GRDB serializes the database.
public final class VaultIndex: @unchecked Sendable {
  /// Vault-relative path of the database.
  public static let relativePath = ".quire/cache/index.sqlite"

  public let vault: Vault
  /// Absolute path of the database.
  public var path: String { store.path }
  let store: IndexStore
  private let source: IndexNoteSource
  /// Files per parallel batch, as in `VaultLoader`.
  var batchSize = 512

  /// A walk started while the database opens (the two overlap on two cores); taken by a first
  /// `update()`, dropped by a first `update(paths:)`.
  private var pendingWalk: PendingWalk?
  /// The task rows of a filter, read while the walk ran in the transaction that read the stored
  /// listing, kept when that listing showed nothing changed: the answer of the reader's first
  /// read of that filter (`takeReadAhead`).
  private var readAhead: (filter: TaskFilter, rows: IndexQueries.TaskRows)?

  private init(vault: Vault, store: IndexStore) {
    self.vault = vault
    self.store = store
    self.source = IndexNoteSource(vault: vault)
  }

  private var refresh: IndexRefresh { IndexRefresh(store: store, source: source, batchSize: batchSize) }
  var queries: IndexQueries { IndexQueries(store: store, source: source, vault: vault) }

  /// Opens the vault's index, creating it, or rebuilding it when it is damaged, was written by
  /// another version of Quire or for other settings.
  ///
  /// - Returns: the index, or `nil` with a warning when it cannot be used (the cache folder
  ///   cannot be written, another process holds the database locked for longer than
  ///   `busyTimeout` seconds). A vault without a `.quire/` folder keeps its index in the
  ///   user's cache (`location(of:)`): Quire does not add folders to a plain folder of notes.
  ///
  /// - Parameter walkingAhead: start the walk of the first `update()` at once, on another
  ///   thread (off for a caller that only reads what is stored).
  public static func open(_ vault: Vault, busyTimeout: Double = 5, walkingAhead: Bool = true) -> (
    index: VaultIndex?, warning: String?
  ) {
    // `.quire/cache/`, or for a vault without `.quire/` a folder in the user's cache: nothing is
    // added to a plain folder of notes (docs/index.md).
    let folder = VaultStateFolder.path(for: vault.root)
    let shown = folder.hasPrefix(vault.root + "/") ? String(folder.dropFirst(vault.root.count + 1)) : folder
    if !makeFolders(folder) {
      return (nil, unavailable(.unwritable("cannot create \(shown): \(String(cString: strerror(errno)))")))
    }
    var folderStat = stat()
    guard lstat(folder, &folderStat) == 0, folderStat.st_mode & S_IFMT == S_IFDIR else {
      return (nil, unavailable(.unwritable("\(shown) is not a folder")))
    }
    var ignored: [Diagnostic] = []
    // The plugin's settings decide what is a task and what a status means, as the config does.
    let configBytes =
      (NoteReader.readBytes(
        absolute: vault.root + "/.quire/config.yaml", relative: ".quire/config.yaml", into: &ignored)
        ?? [])
      + (NoteReader.readBytes(
        absolute: vault.root + "/" + ObsidianTasksSettings.path, relative: ObsidianTasksSettings.path, into: &ignored)
        ?? [])
    let path = location(of: vault)
    let stamp = IndexSchema.stamp(configBytes: configBytes)
    // With a watcher that keeps the index current the walk is likely skipped (`update()`): do
    // not start one that would only be thrown away.
    let walk =
      !walkingAhead || WatcherSync.mayBeCurrent(root: vault.root) ? nil : IndexNoteSource(vault: vault).startWalk()
    do {
      let index = VaultIndex(
        vault: vault, store: try IndexStore.open(path: path, stamp: stamp, busyTimeout: busyTimeout))
      index.pendingWalk = walk
      return (index, nil)
    } catch {
      return (nil, unavailable(error))
    }
  }

  /// `mkdir -p`: whether `folder` exists as something (a file there is reported by the caller).
  private static func makeFolders(_ folder: String) -> Bool {
    if mkdir(folder, 0o755) == 0 || errno == EEXIST { return true }
    guard errno == ENOENT, let slash = folder.lastIndex(of: "/"), slash > folder.startIndex else { return false }
    return makeFolders(String(folder[..<slash])) && (mkdir(folder, 0o755) == 0 || errno == EEXIST)
  }

  /// Where the database of `vault` is (or would be): `.quire/cache/index.sqlite`, or
  /// `index.sqlite` in the user's cache for a vault without `.quire/` (`VaultStateFolder`).
  public static func location(of vault: Vault) -> String {
    VaultStateFolder.path(for: vault.root) + "/index.sqlite"
  }

  /// An index held in memory only: for a vault without `.quire/`, or a run with `--no-cache`,
  /// that still wants full-text search. Built from scratch, gone when released.
  public static func inMemory(_ vault: Vault) throws(IndexError) -> VaultIndex {
    VaultIndex(vault: vault, store: try IndexStore.inMemory())
  }

  private static func unavailable(_ error: IndexError) -> String {
    "\(error); running without it (quire index --rebuild retries)"
  }

  /// Deletes and recreates the database: `quire index --rebuild`, and what a damaged record leads to.
  public func rebuild() throws(IndexError) {
    readAhead = nil
    try store.rebuild()
  }

  // MARK: - Refreshing

  /// Walks the vault and brings the index up to date: new and changed files are read and
  /// parsed, a file with a new mtime but the same bytes keeps its items, removed files are
  /// dropped. A damaged index is rebuilt once on the way.
  ///
  /// - Parameters:
  ///   - progress: counts the files read and parsed for a reporter (the command line draws a
  ///     bar on a terminal).
  ///   - readingAhead: the filter of the reader's first read of tasks, when the caller knows it
  ///     (`quire query`): its rows are read while the walk runs, and kept if nothing changed.
  public func update(progress: IndexProgress? = nil, readingAhead: TaskFilter? = nil) throws(IndexError)
    -> IndexUpdate
  {
    readAhead = nil
    if let update = try updateFromWatcher() {
      pendingWalk = nil
      return update
    }
    let update = try walkAndRefresh(progress: progress, readingAhead: readingAhead)
    // The walk's listing was built on another thread, whose allocator keeps the freed memory
    // for that thread alone: handed back, it no longer counts in the command's peak (docs/index.md,
    // "Memory").
    quire_release_free_memory()
    return update
  }

  private func walkAndRefresh(progress: IndexProgress?, readingAhead filter: TaskFilter?) throws(IndexError)
    -> IndexUpdate
  {
    // While a walk started at `open` runs on its threads, this one reads the stored listing it
    // will be compared with, and the rows `filter` selects, in one transaction: it waited for
    // the walk idle before, then read 100,000 paths and the query's rows.
    var early = pendingWalk == nil ? nil : readWhileWalking(filter)
    // A walk started at `open` counts only if it is fresh (a watcher may open long before).
    let (listing, walkDiagnostics) = pendingWalk?.result(startedWithin: 2) ?? source.walk()
    pendingWalk = nil
    // What was read early answers only when nothing changed: then the rows are the index's
    // answer now. Otherwise the refresh reads the listing again, since another process may have
    // written the index meanwhile, and the early read goes (not held beside the new one).
    if let stored = early?.listing, IndexRefresh.nothingChanged(since: stored, listing, walkDiagnostics) {
      if let filter, let rows = early?.rows { readAhead = (filter, rows) }
      var update = IndexUpdate()
      update.unchanged = listing.count
      return update
    }
    early = nil
    do {
      return try refresh.apply(listing: listing, walkDiagnostics: walkDiagnostics, progress: progress)
    } catch .corrupt {
      try rebuild()
      return try refresh.apply(listing: listing, walkDiagnostics: walkDiagnostics, progress: progress)
    }
  }

  /// The stored listing and the task rows `filter` selects, read in one transaction; `nil` when
  /// the index cannot be read (the refresh after the walk meets the error).
  private func readWhileWalking(_ filter: TaskFilter?) -> (listing: PackedListing, rows: IndexQueries.TaskRows?)? {
    var read: (listing: PackedListing, rows: IndexQueries.TaskRows?)?
    let queries = self.queries
    try? store.read { db in
      let listing = try PackedListing(db)
      let rows = try filter.map { filter in
        let (condition, arguments) = filter.sql()
        return try queries.taskRows(where: condition, StatementArguments(arguments), db)
      }
      read = (listing, rows)
    }
    return read
  }

  /// The rows `filter` selects as read while the walk ran (`update(progress:readingAhead:)`),
  /// if they were kept and are for this very filter; taken once.
  func takeReadAhead(_ filter: TaskFilter) -> IndexQueries.TaskRows? {
    defer { readAhead = nil }
    return readAhead?.filter == filter ? readAhead?.rows : nil
  }

  /// The stored listing as an update that changed nothing, when a running `quire watch` keeps
  /// this very index file current and has answered this process's cookie (`WatcherSync`);
  /// `nil`: walk. An empty index is always walked (it may have just been rebuilt).
  private func updateFromWatcher() throws(IndexError) -> IndexUpdate? {
    guard case .synced = WatcherSync.sync(root: vault.root, database: path, reporter: vault.reporter) else {
      return nil
    }
    var update = IndexUpdate()
    // A count, not the listing: reading every path was most of such a command (docs/measurements.md).
    update.unchanged = try store.noteCount()
    return update.unchanged > 0 ? update : nil
  }

  /// How many notes the index holds, and how many differ from the files now (added, changed
  /// or removed by size or mtime), by a walk that writes nothing (`quire doctor`).
  public func pendingChanges() throws(IndexError) -> (notes: Int, behind: Int) {
    pendingWalk = nil
    let stored = try store.storedListing(only: nil)
    let diff = ListingDiff(from: stored.entries, to: source.walk().files)
    return (stored.entries.count, diff.added.count + diff.modified.count + diff.removed.count)
  }

  /// The listing entry (size, mtime) each note had at the last refresh, by path, without
  /// looking at the files. For `quire watch`'s reminders while its first refresh runs, read from
  /// the index as it stands (`IndexUpdate()`); a caller checks a note's entry before trusting it.
  public func storedListing() throws(IndexError) -> [String: ListingEntry] {
    pendingWalk = nil
    let stored = try store.storedListing(only: nil)
    var listing: [String: ListingEntry] = [:]
    listing.reserveCapacity(stored.entries.count)
    for entry in stored.entries { listing[entry.path] = entry }
    return listing
  }

  /// Brings the named files up to date without walking the whole vault: for a watcher that
  /// knows which paths an event touched. A path that is gone, hidden, in the agenda folder,
  /// behind a symlink or not a note is removed from the index; the others are refreshed as in
  /// `update()`. Folder-level diagnostics (symlinks, unreadable folders) wait for the next
  /// `update()`, and so does a folder that was moved or deleted: name files here, and call
  /// `update()` for anything else (an overflow, a rename of a folder).
  public func update(paths: [String]) throws(IndexError) -> IndexUpdate {
    // A walk started at `open` would be stale for a later `update()`: drop it.
    pendingWalk = nil
    readAhead = nil
    let wanted = Set(paths)
    let present = source.listing(of: wanted)
    do {
      return try refresh.apply(listing: present, walkDiagnostics: nil, only: wanted, progress: nil)
    } catch .corrupt {
      try rebuild()
      return try update()
    }
  }

  // MARK: - Reading

  /// The reader of the index as `update` left it (`IndexedVaultReader`): every read of the
  /// vault's notes goes through it.
  public func reader(
    after update: IndexUpdate, warn: @escaping @Sendable (String) -> Void,
    progress: @escaping @Sendable () -> IndexProgress? = { nil }
  ) -> IndexedVaultReader {
    IndexedVaultReader(index: self, after: update, warn: warn, progress: progress)
  }

  // MARK: - Search

  /// The lines that hold every word of `text`, best first (SQLite FTS5's bm25 over paragraphs;
  /// within a paragraph, each line with a match, in file order). Words match whole tokens,
  /// without regard to case or accents; a word ending in `*` matches as a prefix. Call after
  /// `update()`.
  ///
  /// The full-text table is built by the first search (`progress` counts the notes for a
  /// reporter) and kept by every refresh after.
  public func search(_ text: String, limit: Int, progress: IndexProgress? = nil) throws(IndexError) -> [SearchHit] {
    try queries.search(text, limit: limit, progress: progress)
  }

  /// The user's words as an FTS5 query (`IndexQueries.ftsQuery(_:)`).
  static func ftsQuery(_ text: String) -> String { IndexQueries.ftsQuery(text) }
}
