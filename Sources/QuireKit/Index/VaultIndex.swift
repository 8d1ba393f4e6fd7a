import Dispatch
import Foundation
import GRDB
import GRDBSQLite
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
/// parsed); `contents()` gives the same `VaultContents` a fresh parse would. A damaged, foreign
/// or outdated cache is deleted and rebuilt; one that cannot be written makes `open` return
/// `nil` with a warning, and the caller parses the files instead. Never an error for the user.
///
/// One instance is meant for one thread at a time (a command, or a watcher's loop); several
/// processes may share the database (WAL mode: readers never wait for the writer).
public final class VaultIndex: @unchecked Sendable {
  /// Vault-relative path of the database.
  public static let relativePath = ".quire/cache/index.sqlite"

  public let vault: Vault
  /// Absolute path of the database.
  public let path: String
  private let stamp: String
  private let busyTimeout: Double
  private var queue: DatabaseQueue
  /// Files per parallel batch, as in `VaultLoader`.
  var batchSize = 512

  /// A walk started while the database opens (the two overlap on two cores); taken by a first
  /// `update()`, dropped by a first `update(paths:)`.
  private var pendingWalk: PendingWalk?

  private init(vault: Vault, path: String, stamp: String, busyTimeout: Double, queue: DatabaseQueue) {
    self.vault = vault
    self.path = path
    self.stamp = stamp
    self.busyTimeout = busyTimeout
    self.queue = queue
  }

  /// Opens the vault's index, creating it, or rebuilding it when it is damaged, was written by
  /// another version of Quire or for other settings.
  ///
  /// - Returns: the index, or `nil` with a warning when it cannot be used (the cache folder
  ///   cannot be written, another process holds the database locked for longer than
  ///   `busyTimeout` seconds). A vault without a `.quire/` folder has no index and no warning:
  ///   Quire does not add folders to a plain folder of notes.
  public static func open(_ vault: Vault, busyTimeout: Double = 5) -> (index: VaultIndex?, warning: String?) {
    var isDirectory = stat()
    guard lstat(vault.root + "/.quire", &isDirectory) == 0, isDirectory.st_mode & S_IFMT == S_IFDIR else {
      return (nil, nil)
    }
    let folder = vault.root + "/.quire/cache"
    if mkdir(folder, 0o755) != 0, errno != EEXIST {
      return (nil, unavailable(.unwritable("cannot create .quire/cache: \(String(cString: strerror(errno)))")))
    }
    var folderStat = stat()
    guard lstat(folder, &folderStat) == 0, folderStat.st_mode & S_IFMT == S_IFDIR else {
      return (nil, unavailable(.unwritable(".quire/cache is not a folder")))
    }
    var ignored: [Diagnostic] = []
    let configBytes =
      NoteReader.readBytes(absolute: vault.root + "/.quire/config.yaml", relative: ".quire/config.yaml", into: &ignored)
      ?? []
    let path = vault.root + "/" + relativePath
    let stamp = IndexSchema.stamp(configBytes: configBytes)
    let walk = PendingWalk(VaultWalker(root: vault.root, skipFolders: [vault.config.folders.agenda]))
    do {
      let queue = try connect(path: path, stamp: stamp, busyTimeout: busyTimeout)
      let index = VaultIndex(vault: vault, path: path, stamp: stamp, busyTimeout: busyTimeout, queue: queue)
      index.pendingWalk = walk
      return (index, nil)
    } catch {
      return (nil, unavailable(error))
    }
  }

  /// An index held in memory only: for a vault without `.quire/`, or a run with `--no-cache`,
  /// that still wants full-text search. Built from scratch, gone when released.
  public static func inMemory(_ vault: Vault) throws(IndexError) -> VaultIndex {
    VaultIndex(vault: vault, path: memoryPath, stamp: "", busyTimeout: 0, queue: try memoryQueue())
  }

  private static let memoryPath = ":memory:"

  private static func memoryQueue() throws(IndexError) -> DatabaseQueue {
    do {
      var configuration = Configuration()
      configuration.prepareDatabase { db in try FullTextHighlight.register(db) }
      let queue = try DatabaseQueue(configuration: configuration)
      try IndexSchema.migrator.migrate(queue)
      return queue
    } catch {
      throw .database("\(error)")
    }
  }

  private static func unavailable(_ error: IndexError) -> String {
    "\(error); running without it (quire index --rebuild retries)"
  }

  /// A connection to an index of this stamp and schema; a damaged or foreign file is deleted
  /// and made anew once.
  private static func connect(path: String, stamp: String, busyTimeout: Double) throws(IndexError) -> DatabaseQueue {
    var attempt = 0
    while true {
      attempt += 1
      var queue: DatabaseQueue?
      do {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
          // WAL, set here rather than with GRDB's `journalMode = .wal`: that one writes a
          // table and drops it whenever the WAL file is missing (for database pools), which
          // made every run — the last one's close removes the file — a write transaction
          // with two fsyncs. The mode persists in the file; asking again changes nothing.
          // WAL with NORMAL sync is safe against corruption; a crash may only lose the last
          // refresh, which the next run redoes.
          _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
          try db.execute(sql: "PRAGMA synchronous = NORMAL")
          try FullTextHighlight.register(db)
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
        // The common case in one read: our migrations exactly, and our stamp.
        let current = try queue!.read { db -> Bool in
          guard try db.tableExists("grdb_migrations"), try db.tableExists("meta") else { return false }
          let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
          let stored = try String.fetchOne(db, sql: "SELECT CAST(value AS TEXT) FROM meta WHERE key = 'stamp'")
          return applied == IndexSchema.migrationIdentifiers && stored == stamp
        }
        if current { return queue! }
        let migrator = IndexSchema.migrator
        let usable = try queue!.read { db -> Bool in
          guard try !migrator.hasBeenSuperseded(db) else { return false }
          // An unknown table layout (no GRDB migrations table, but tables) is not ours.
          let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
          return tables.isEmpty || tables.contains("grdb_migrations")
        }
        if usable {
          try migrator.migrate(queue!)
          let stored = try queue!.read { db in
            try String.fetchOne(db, sql: "SELECT CAST(value AS TEXT) FROM meta WHERE key = 'stamp'")
          }
          if stored == stamp { return queue! }
          let isEmpty = try queue!.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM files") == 0 }
          if stored == nil, isEmpty {
            try queue!.write { db in
              try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('stamp', ?)", arguments: [stamp])
            }
            return queue!
          }
        }
        // Outdated or foreign: start over (deleting is faster than emptying 100,000 rows).
        try queue!.close()
        queue = nil
      } catch let error as DatabaseError {
        try? queue?.close()
        queue = nil
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
          throw .database("it is locked by another process")
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_FULL:
          throw .unwritable(error.message ?? "\(error.resultCode)")
        default:
          break  // damaged or not a database: rebuilt below
        }
      } catch let error as IndexError {
        throw error
      } catch {
        throw .database("\(error)")
      }
      guard attempt < 2 else { throw .database("it could not be rebuilt") }
      try removeDatabase(at: path)
    }
  }

  /// Deletes the database with its journal files.
  private static func removeDatabase(at path: String) throws(IndexError) {
    for suffix in ["", "-wal", "-shm", "-journal"] where unlink(path + suffix) != 0 && errno != ENOENT {
      throw .unwritable("cannot delete \(path + suffix): \(String(cString: strerror(errno)))")
    }
  }

  /// Deletes and recreates the database: `quire index --rebuild`, and what a damaged record leads to.
  public func rebuild() throws(IndexError) {
    try? queue.close()
    if path == Self.memoryPath { return queue = try Self.memoryQueue() }
    try Self.removeDatabase(at: path)
    queue = try Self.connect(path: path, stamp: stamp, busyTimeout: busyTimeout)
  }

  // MARK: - Refreshing

  private var walker: VaultWalker { VaultWalker(root: vault.root, skipFolders: [vault.config.folders.agenda]) }

  /// Walks the vault and brings the index up to date: new and changed files are read and
  /// parsed, a file with a new mtime but the same bytes keeps its items, removed files are
  /// dropped. A damaged index is rebuilt once on the way.
  ///
  /// - Parameter progress: told how many files are read and parsed (`IndexProgress` draws a
  ///   bar on a terminal).
  public func update(progress: IndexProgress? = nil) throws(IndexError) -> IndexUpdate {
    // A walk started at `open` counts only if it is fresh (a watcher may open long before).
    let (files, walkDiagnostics) = pendingWalk?.result(startedWithin: 2) ?? walker.walk()
    pendingWalk = nil
    let listing = files
    do {
      return try refresh(listing: listing, walkDiagnostics: walkDiagnostics, progress: progress)
    } catch .corrupt {
      try rebuild()
      return try refresh(listing: listing, walkDiagnostics: walkDiagnostics, progress: progress)
    }
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
    let wanted = Set(paths)
    var present: [ListingEntry] = []
    let realRoot = VaultWalker.realPath(vault.root) ?? vault.root
    for path in wanted where isNotePath(path) {
      let absolute = vault.root + "/" + path
      var st = stat()
      guard lstat(absolute, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
        VaultWalker.realPath(absolute) == realRoot + "/" + path
      else { continue }
      present.append(ListingEntry(path: path, st))
    }
    do {
      return try refresh(listing: present, walkDiagnostics: nil, only: wanted, progress: nil)
    } catch .corrupt {
      try rebuild()
      return try update()
    }
  }

  /// Whether the walker would list a file at `path` (not hidden, not generated, Markdown).
  private func isNotePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.isEmpty, !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else { return false }
    let agenda = vault.config.folders.agenda
    guard path != agenda, !VaultPath.isInside(path, folder: agenda) else { return false }
    return VaultWalker.isMarkdown(String(parts.last!))
  }

  /// A stored row of `files`.
  private struct Stored {
    var id: Int64
    var hash: Int64
  }

  /// What reading one file gave.
  private enum Outcome {
    /// Same bytes as stored: only the listing entry changes.
    case touched
    case parsed(note: ParsedNote, items: [UInt8], hash: Int64, paragraphs: [(line: Int, text: String)])
    /// Not readable now: not stored, tried again next time.
    case unreadable(ParsedNote)
  }

  /// Applies the diff between the stored listing (of `only` those paths, when given) and
  /// `listing` in one transaction.
  private func refresh(
    listing: [ListingEntry], walkDiagnostics: [Diagnostic]?, only: Set<String>? = nil, progress: IndexProgress?
  ) throws(IndexError) -> IndexUpdate {
    var update = IndexUpdate()
    var old: [ListingEntry] = []
    var stored: [Stored] = []
    var storedWalk: [UInt8]?
    var indexedAt = Int.min
    try run {
      try queue.read { db in
        // SQLite's own calls: GRDB's Row costs ten times as much per row, and this loop is most
        // of a no-change refresh after the walk.
        let statement = try db.makeStatement(sql: "SELECT id, path, size, mtime, hash FROM files ORDER BY path")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
          let code = sqlite3_step(handle)
          if code == SQLITE_DONE { break }
          guard code == SQLITE_ROW else {
            throw DatabaseError(
              resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
          }
          let text = sqlite3_column_text(handle, 1)
          let count = Int(sqlite3_column_bytes(handle, 1))
          let path = text.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
          if let only, !only.contains(path) { continue }
          old.append(
            ListingEntry(
              path: path, size: Int(sqlite3_column_int64(handle, 2)), mtime: Int(sqlite3_column_int64(handle, 3))))
          stored.append(Stored(id: sqlite3_column_int64(handle, 0), hash: sqlite3_column_int64(handle, 4)))
        }
        storedWalk = try Row.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'walk'").flatMap { row in
          try row.withUnsafeData(atIndex: 0) { $0.map { [UInt8]($0) } }
        }
        indexedAt = try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'indexed_at'") ?? Int.min
      }
    }
    let startedAt = Self.wallClockNanoseconds()
    let diff = ListingDiff(from: old, to: listing)
    let walkBytes = walkDiagnostics.map(Self.encode(diagnostics:))
    // Racy files (as git calls them): changed within the mtime granularity of the last refresh,
    // a second edit could have kept both size and mtime. They are hashed again until they are
    // older than a refresh.
    let changedPaths = Set(diff.added.map(\.path) + diff.modified.map(\.path))
    let racy = listing.filter { $0.mtime >= indexedAt &- Self.racyWindow && !changedPaths.contains($0.path) }
    update.unchanged = listing.count - diff.added.count - diff.modified.count
    if diff.isEmpty && racy.isEmpty && (walkBytes == nil || walkBytes == storedWalk) { return update }

    var storedByPath: [String: Stored] = [:]
    for (entry, row) in zip(old, stored) { storedByPath[entry.path] = row }
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    let toRead = diff.added + diff.modified + racy
    let racyPaths = Set(racy.map(\.path))
    let hashes = toRead.map { storedByPath[$0.path]?.hash }
    progress?.start(total: toRead.count)
    defer { progress?.finish() }
    try run {
      try queue.write { db in
        let deleteLines = try db.makeStatement(sql: "DELETE FROM lines WHERE rowid >= ? AND rowid < ?")
        let insertLine = try db.makeStatement(sql: "INSERT INTO lines (rowid, text, line) VALUES (?, ?, ?)")
        let deleteFile = try db.makeStatement(sql: "DELETE FROM files WHERE id = ?")
        func dropLines(_ id: Int64) throws {
          try deleteLines.execute(arguments: [id << 20, (id + 1) << 20])
        }
        for path in diff.removed {
          guard let row = storedByPath[path] else { continue }
          try deleteFile.execute(arguments: [row.id])
          try dropLines(row.id)
          update.removed.append(path)
        }
        let touch = try db.makeStatement(sql: "UPDATE files SET size = ?, mtime = ? WHERE id = ?")
        let replace = try db.makeStatement(
          sql: "UPDATE files SET size = ?, mtime = ?, hash = ?, course = ?, items = ? WHERE id = ?")
        let insert = try db.makeStatement(
          sql: "INSERT INTO files (path, size, mtime, hash, course, items) VALUES (?, ?, ?, ?, ?, ?)")
        var start = 0
        while start < toRead.count {
          let batch = Array(toRead[start..<min(start + batchSize, toRead.count)])
          let batchHashes = Array(hashes[start..<min(start + batchSize, toRead.count)])
          let slots = Slots<Outcome>(count: batch.count)
          DispatchQueue.concurrentPerform(iterations: batch.count) { i in
            let entry = batch[i]
            slots.set(
              i, Self.read(entry.path, root: root, parser: parser, storedHash: batchHashes[i]))
          }
          for (entry, outcome) in zip(batch, slots.values()) {
            let row = storedByPath[entry.path]
            switch outcome {
            case .touched:
              try touch.execute(arguments: [entry.size, entry.mtime, row!.id])
              if !racyPaths.contains(entry.path) { update.touched += 1 }
            case .parsed(let note, let items, let hash, let paragraphs):
              let course = note.course == nil ? 0 : 1
              let id: Int64
              if let row {
                try replace.execute(arguments: [entry.size, entry.mtime, hash, course, Data(items), row.id])
                try dropLines(row.id)
                id = row.id
                update.modified.append(entry.path)
              } else {
                try insert.execute(arguments: [entry.path, entry.size, entry.mtime, hash, course, Data(items)])
                id = db.lastInsertedRowID
                update.added.append(entry.path)
              }
              for (n, paragraph) in paragraphs.enumerated() {
                try insertLine.execute(arguments: [id << 20 | Int64(n), paragraph.text, paragraph.line])
              }
            case .unreadable(let note):
              if let row {
                try deleteFile.execute(arguments: [row.id])
                try dropLines(row.id)
              }
              update.unreadable.append(note)
            }
          }
          progress?.advance(by: batch.count)
          start += batchSize
        }
        try db.execute(
          sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('indexed_at', ?)", arguments: [startedAt])
        if let walkBytes, walkBytes != storedWalk {
          try db.execute(
            sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('walk', ?)", arguments: [Data(walkBytes)])
        }
      }
    }
    update.unchanged =
      listing.count - update.added.count - update.modified.count - update.touched
      - update.unreadable.count
    return update
  }

  /// How close to the last refresh a file's mtime must be for its bytes to be checked again:
  /// generous, for file systems that keep mtimes in whole seconds (or two, on FAT).
  static let racyWindow = 3_000_000_000

  /// The wall clock in nanoseconds since 1970, the unit of file modification times.
  private static func wallClockNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
  }

  /// Reads, hashes and (when its bytes are new) parses one note, as `VaultLoader` does.
  private static func read(_ path: String, root: String, parser: NoteParser, storedHash: Int64?) -> Outcome {
    var diagnostics: [Diagnostic] = []
    let bytes = NoteReader.readBytes(absolute: root + "/" + path, relative: path, into: &diagnostics)
    var note: ParsedNote
    var hash: Int64 = 0  // 0: never equal, parse again whenever the listing entry changes
    if let bytes {
      hash = ContentHash.of(bytes)
      if hash == storedHash { return .touched }
    } else if diagnostics.contains(where: { $0.code == "unreadable" }) {
      note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
      return .unreadable(note)
    }
    var paragraphs: [(line: Int, text: String)] = []
    if let bytes, let text = NoteReader.decode(bytes, relative: path, into: &diagnostics) {
      note = parser.parse(file: path, text: text)
      note.diagnostics.insert(contentsOf: diagnostics, at: 0)
      if !note.isGenerated { paragraphs = NoteParagraphs.split(text) }
    } else {
      note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
    }
    return .parsed(note: note, items: ParsedNoteCodec.encode(note), hash: hash, paragraphs: paragraphs)
  }

  /// Runs database work, turning SQLite's errors into `IndexError` (damage is `.corrupt`, so
  /// that the caller rebuilds).
  private func run(_ body: () throws -> Void) throws(IndexError) {
    do {
      try body()
    } catch let error as IndexError {
      throw error
    } catch let error as DatabaseError {
      switch error.resultCode {
      case .SQLITE_BUSY, .SQLITE_LOCKED: throw .database("it is locked by another process")
      case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_FULL, .SQLITE_IOERR:
        throw .unwritable(error.message ?? "\(error.resultCode)")
      default: throw .corrupt(error.message ?? "\(error.resultCode)")
      }
    } catch {
      throw .corrupt("\(error)")
    }
  }

  private static func encode(diagnostics: [Diagnostic]) -> [UInt8] {
    var w = BinaryWriter()
    w.array(diagnostics) { $0.diagnostic($1) }
    return w.bytes
  }

  // MARK: - Reading

  /// `update()` then `contents(after:)`: the vault's contents through the index. A record that
  /// no longer decodes makes the index rebuild once, silently.
  public func refreshedContents(progress: IndexProgress? = nil) throws(IndexError) -> (VaultContents, IndexUpdate) {
    do {
      let update = try update(progress: progress)
      return (try contents(after: update), update)
    } catch .corrupt {
      try rebuild()
      let update = try update(progress: progress)
      return (try contents(after: update), update)
    }
  }

  /// Everything indexed, exactly as `VaultLoader` would parse it from the files: notes in path
  /// order, courses resolved, consistency checked. Call after `update()`, passing its result.
  public func contents(after update: IndexUpdate) throws(IndexError) -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    contents.diagnostics += try walkDiagnostics()
    // All notes first, then the tasks array at its final size: growing it note by note
    // copied it over and over.
    var notes: [ParsedNote] = []
    try forEachBatch(after: update, transform: { $0 }) { notes += $0 }
    for note in notes { contents.add(note, keepTasks: false) }
    contents.tasks = Self.moving(notes.reduce(0) { $0 + $1.tasks.count }, from: &notes)
    notes = []
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// Everything indexed, as `contents(after:)` gives it, except that the tasks are not
  /// decoded: each record's tasks are skimmed for their agenda keys, and `TaskLookup` decodes
  /// a task when it is read (`quire agenda`, `quire cal`: a week's page shows a few hundred
  /// of a vault's tasks). `contents.tasks` is empty.
  public func agendaContents(after update: IndexUpdate) throws(IndexError) -> (VaultContents, TaskLookup, TaskKeys) {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    contents.diagnostics += try walkDiagnostics()
    let archive = vault.config.folders.archive + "/"
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    let records = TaskRecords(reparse: { Self.parseAfresh($0, root: root, parser: parser).tasks })
    var keys: [TaskKeys.Key] = []
    var inFileOrder = true
    var last: String?
    try forEachBatch(after: update, skimming: archive, transform: { note, skimmed in (note, skimmed) }) { batch in
      for (note, skimmed) in batch {
        if let last, !ListingDiff.precedes(last, note.file) { inFileOrder = false }
        last = note.file
        if let skimmed {
          records.add(skimmed, file: note.file)
          keys += skimmed.keys
          contents.add(note, keepTasks: false)
        } else {
          records.add(note.tasks)
          keys += note.tasks.map { TaskKeys.Key($0, archive: archive) }
          contents.add(note, keepTasks: false)
        }
      }
    }
    // Courses: the tasks' own (field or path) are in the records; a tag naming a course is
    // resolved as the tasks are read.
    let resolver = contents.courses.isEmpty ? nil : CourseResolver(courses: contents.courses)
    contents.checkConsistency()
    let lookup = TaskLookup(count: keys.count) { i in
      var task = records.task(i)
      if let resolver, task.course == nil { task.course = resolver.course(for: task) }
      return task
    }
    return (contents, lookup, TaskKeys(keys: keys, archive: archive, inFileOrder: inFileOrder))
  }

  /// The tasks of `notes` in one array, moved rather than copied: copying a task retains each
  /// of its strings and arrays (and the note's copy releases them again), a tenth of `quire
  /// agenda --week` at 10,000 tasks. Each note's tasks are left as empty placeholders.
  private static func moving(_ count: Int, from notes: inout [ParsedNote]) -> [TaskItem] {
    let placeholder = TaskItem(id: "", file: "", line: 0, status: .todo, fields: TaskFields(), format: .emoji)
    return [TaskItem](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = 0
      for i in notes.indices {
        notes[i].tasks.withUnsafeMutableBufferPointer { source in
          guard let from = source.baseAddress, initialized + source.count <= count else { return }
          (buffer.baseAddress! + initialized).moveInitialize(from: from, count: source.count)
          // The note's array still owns these slots: give it values that own nothing.
          from.initialize(repeating: placeholder, count: source.count)
          initialized += source.count
        }
      }
    }
  }

  /// The diagnostics of the last full walk (symlinks not followed, unreadable folders).
  public func walkDiagnostics() throws(IndexError) -> [Diagnostic] {
    var walk: [UInt8] = []
    try run {
      try queue.read { db in
        walk =
          try Row.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'walk'").flatMap { row in
            try row.withUnsafeData(atIndex: 0) { $0.map { [UInt8]($0) } }
          } ?? []
      }
    }
    guard !walk.isEmpty else { return [] }
    var r = BinaryReader(walk)
    return try r.array { r throws(IndexError) in try r.diagnostic() }
  }

  /// The courses the stored notes define, in path order.
  public func courses() throws(IndexError) -> [Course] {
    var courses: [Course] = []
    try run {
      try queue.read { db in
        let rows = try Row.fetchCursor(db, sql: "SELECT items FROM files WHERE course = 1 ORDER BY path")
        while let row = try rows.next() {
          let bytes = try row.withUnsafeData(atIndex: 0) { $0.map { [UInt8]($0) } ?? [] }
          if let course = try? ParsedNoteCodec.decode(bytes).course { courses.append(course) }
        }
      }
    }
    return courses
  }

  /// Hands the stored notes to `body` in path order, batch by batch, each decoded and passed
  /// through `transform` on all cores; the notes `update` could not read are merged in at their
  /// place. A record that does not decode is parsed afresh from its file, and marked so that
  /// the next update stores it again.
  public func forEachBatch<T>(
    after update: IndexUpdate, batchSize: Int = 512, transform: @escaping @Sendable (ParsedNote) -> T,
    body: ([T]) -> Void
  ) throws(IndexError) {
    try forEachBatch(
      after: update, batchSize: batchSize, skimming: nil, transform: { note, _ in transform(note) }, body: body)
  }

  /// `forEachBatch`, with the tasks of stored records skimmed when `archive` is given: the
  /// note comes without its tasks, and `SkimmedTasks` holds their keys and where to read
  /// them. (A note parsed afresh comes whole, with `nil`.)
  func forEachBatch<T>(
    after update: IndexUpdate, batchSize: Int = 512, skimming archive: String?,
    transform: @escaping @Sendable (ParsedNote, SkimmedTasks?) -> T, body: ([T]) -> Void
  ) throws(IndexError) {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    var damaged: [String] = []
    func process(_ items: [Item]) {
      let slots = Slots<(T, String?)>(count: items.count)
      DispatchQueue.concurrentPerform(iterations: items.count) { i in
        switch items[i] {
        case .note(let note): slots.set(i, (transform(note, nil), nil))
        case .record(let path, let bytes):
          if let archive, let (note, tasks) = try? ParsedNoteCodec.skim(bytes, archive: archive) {
            slots.set(i, (transform(note, tasks), nil))
          } else if archive == nil, let note = try? ParsedNoteCodec.decode(bytes) {
            slots.set(i, (transform(note, nil), nil))
          } else {
            let note = Self.parseAfresh(path, root: root, parser: parser)
            slots.set(i, (transform(note, nil), path))
          }
        }
      }
      let values = slots.values()
      damaged += values.compactMap(\.1)
      body(values.map(\.0))
    }
    var pending = update.unreadable.sorted { ListingDiff.precedes($0.file, $1.file) }[...]
    try run {
      try queue.read { db in
        var batch: [Item] = []
        batch.reserveCapacity(batchSize)
        let rows = try Row.fetchCursor(db, sql: "SELECT path, items FROM files ORDER BY path")
        while let row = try rows.next() {
          let path: String = row[0]
          while let next = pending.first, ListingDiff.precedes(next.file, path) {
            batch.append(.note(next))
            pending = pending.dropFirst()
          }
          batch.append(.record(path: path, bytes: try row.withUnsafeData(atIndex: 1) { $0.map { [UInt8]($0) } ?? [] }))
          if batch.count >= batchSize {
            process(batch)
            batch.removeAll(keepingCapacity: true)
          }
        }
        batch += pending.map { .note($0) }
        if !batch.isEmpty { process(batch) }
      }
    }
    if !damaged.isEmpty {
      // A size of -1 never matches the listing, and hash 0 never matches the bytes.
      try? queue.write { db in
        for path in damaged {
          try db.execute(sql: "UPDATE files SET size = -1, hash = 0 WHERE path = ?", arguments: [path])
        }
      }
    }
  }

  /// A stored record, or a note that is not stored, waiting in a batch.
  private enum Item: Sendable {
    case record(path: String, bytes: [UInt8])
    case note(ParsedNote)
  }

  /// A note read and parsed from its file, as `VaultLoader` does (for a record that no longer decodes).
  private static func parseAfresh(_ path: String, root: String, parser: NoteParser) -> ParsedNote {
    var diagnostics: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: root + "/" + path, relative: path, into: &diagnostics) else {
      var note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
      return note
    }
    var note = parser.parse(file: path, text: text)
    note.diagnostics.insert(contentsOf: diagnostics, at: 0)
    return note
  }

  // MARK: - Search

  /// The lines that hold every word of `text`, best first (SQLite FTS5's bm25 over paragraphs;
  /// within a paragraph, each line with a match, in file order). Words match whole tokens,
  /// without regard to case or accents; a word ending in `*` matches as a prefix. Call after
  /// `update()`.
  public func search(_ text: String, limit: Int) throws(IndexError) -> [SearchHit] {
    let query = Self.ftsQuery(text)
    guard !query.isEmpty, limit > 0 else { return [] }
    var hits: [SearchHit] = []
    try run {
      try queue.read { db in
        let rows = try Row.fetchCursor(db, sql: Self.searchSQL, arguments: [query, limit])
        while let row = try rows.next(), hits.count < limit {
          let path: String = row[0]
          let start: Int = row[1]
          let marked: String = row[2]
          let score: Double = row[3]
          for (offset, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
          where line.contains("\u{1}") {
            let (plain, matches) = Self.unmark(line)
            hits.append(SearchHit(file: path, line: start + offset, text: plain, matches: matches, rank: score))
            if hits.count == limit { break }
          }
        }
      }
    }
    return hits
  }

  /// The search: the best paragraphs with their matches marked by `\u{1}`...`\u{2}`. Marked by
  /// ``FullTextHighlight`` (linear), not FTS5's `highlight()` (quadratic in a row's matches).
  static let searchSQL = """
    SELECT files.path, lines.line, \(FullTextHighlight.name)(lines, 0, char(1), char(2)), bm25(lines) AS score
    FROM lines JOIN files ON files.id = (lines.rowid >> 20)
    WHERE lines MATCH ? ORDER BY score, files.path, lines.line LIMIT ?
    """

  /// The user's words as an FTS5 query: each word a quoted string (so that `-`, `:` or `"` in
  /// it mean nothing special), all of them required.
  static func ftsQuery(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { word -> String? in
      let prefix = word.count > 1 && word.hasSuffix("*")
      let body = prefix ? word.dropLast() : word
      guard body.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
      return "\"" + body.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (prefix ? "*" : "")
    }.joined(separator: " ")
  }

  /// A highlighted line without its markers, trimmed, and the character ranges they enclosed.
  static func unmark(_ line: Substring) -> (String, [Range<Int>]) {
    var plain: [Character] = []
    var matches: [Range<Int>] = []
    var open: Int?
    for c in line {
      if c == "\u{1}" {
        open = plain.count
      } else if c == "\u{2}" {
        if let start = open, start < plain.count { matches.append(start..<plain.count) }
        open = nil
      } else {
        plain.append(c)
      }
    }
    let lead = plain.prefix { $0 == " " || $0 == "\t" }.count
    let trail = plain.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\r" }.count
    let kept = lead < plain.count ? Array(plain[lead..<(plain.count - trail)]) : []
    let shifted = matches.compactMap { r -> Range<Int>? in
      let lower = max(r.lowerBound - lead, 0)
      let upper = min(r.upperBound - lead, kept.count)
      return lower < upper ? lower..<upper : nil
    }
    return (String(kept), shifted)
  }
}

/// A vault walk running on another thread.
private final class PendingWalk: @unchecked Sendable {
  private let group = DispatchGroup()
  private let started = DispatchTime.now()
  private var value: (files: [VaultFile], diagnostics: [Diagnostic])?

  init(_ walker: VaultWalker) {
    DispatchQueue.global(qos: .userInitiated).async(group: group) { self.value = walker.walk() }
  }

  /// Waits for the walk and gives its result, or `nil` when it began more than `seconds` ago.
  func result(startedWithin seconds: Double) -> (files: [VaultFile], diagnostics: [Diagnostic])? {
    guard Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 <= seconds else {
      return nil
    }
    group.wait()
    return value
  }
}
