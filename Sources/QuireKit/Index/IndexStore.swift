import GRDB
import GRDBSQLite
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The index's database: the connection to `.quire/cache/index.sqlite` (or one in memory), made
/// anew when the file is damaged, foreign or of another stamp, and its transactions
/// (`IndexSchema` declares the tables; docs/index.md, "What is stored").
///
/// SQLite's errors leave it as `IndexError`: damage is `.corrupt`, so that the caller rebuilds.
/// One instance is meant for one thread at a time. The typed reads and writes of the tables are
/// extensions, one concern a file: the notes (`IndexStore+Files.swift`), the check-ins and
/// streak seeds (`IndexStore+Checkins.swift`), the kept overdue count (`IndexStore+Overdue.swift`),
/// the full-text counters (`IndexStore+FullText.swift`) and a refresh's writes
/// (`IndexStore+Changes.swift`).
// Unchecked Sendable: owned by one `VaultIndex`, so used by one thread at a time; GRDB serializes the database.
final class IndexStore: @unchecked Sendable {
  /// Absolute path of the database, or `:memory:`.
  let path: String
  private let stamp: String
  private let busyTimeout: Double
  private var queue: DatabaseQueue

  private init(path: String, stamp: String, busyTimeout: Double, queue: DatabaseQueue) {
    self.path = path
    self.stamp = stamp
    self.busyTimeout = busyTimeout
    self.queue = queue
  }

  /// Opens the database at `path`, creating it, or deleting and recreating it once when it is
  /// damaged, foreign, or holds another stamp.
  static func open(path: String, stamp: String, busyTimeout: Double) throws(IndexError) -> IndexStore {
    IndexStore(
      path: path, stamp: stamp, busyTimeout: busyTimeout,
      queue: try connect(path: path, stamp: stamp, busyTimeout: busyTimeout))
  }

  /// A database held in memory only, empty.
  static func inMemory() throws(IndexError) -> IndexStore {
    IndexStore(path: memoryPath, stamp: "", busyTimeout: 0, queue: try memoryQueue())
  }

  private static let memoryPath = ":memory:"

  private static func memoryQueue() throws(IndexError) -> DatabaseQueue {
    do {
      let queue = try DatabaseQueue()
      try IndexSchema.migrator.migrate(queue)
      return queue
    } catch {
      throw .database("\(error)")
    }
  }

  /// Deletes and recreates the database.
  func rebuild() throws(IndexError) {
    try? queue.close()
    if path == Self.memoryPath { return queue = try Self.memoryQueue() }
    try Self.removeDatabase(at: path)
    queue = try Self.connect(path: path, stamp: stamp, busyTimeout: busyTimeout)
  }

  // MARK: - Connecting

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
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
        // The common case in one read: our migrations exactly, and our stamp.
        let current = try queue!.read { db -> Bool in
          guard try db.tableExists("grdb_migrations"), try db.tableExists(MetaEntry.databaseTableName) else {
            return false
          }
          let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
          return try applied == IndexSchema.migrationIdentifiers && MetaEntry.text(.stamp, db) == stamp
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
          let stored = try queue!.read { db in try MetaEntry.text(.stamp, db) }
          if stored == stamp { return queue! }
          let isEmpty = try queue!.read { db in try IndexedFile.fetchCount(db) == 0 }
          if stored == nil, isEmpty {
            try queue!.write { db in try MetaEntry.set(.stamp, to: stamp, db) }
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

  // MARK: - Transactions

  /// Runs `body` in a read transaction.
  func read(_ body: (Database) throws -> Void) throws(IndexError) {
    try run { try queue.read(body) }
  }

  /// Runs `body` in a write transaction.
  func write(_ body: (Database) throws -> Void) throws(IndexError) {
    try run { try queue.write(body) }
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

  /// Runs `derive` in one deferred transaction, then the writes it returns, which keep what it
  /// derived for a later run. Deferred, not GRDB's immediate: the reads see one snapshot, and the
  /// first write fails at once (`SQLITE_BUSY`: it cannot wait its way out) when another process
  /// wrote since; nothing is kept then. A reader so never waits for the lock, and never keeps
  /// what it derived from rows no longer there. Keeping is best effort.
  func deriveAndKeep(_ derive: (Database) throws -> ((Database) throws -> Void)?) throws(IndexError) {
    try run {
      try queue.writeWithoutTransaction { db in
        try db.inTransaction(.deferred) {
          guard let keep = try derive(db) else { return .commit }
          do {
            try keep(db)
          } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            // Another process writes or wrote since the snapshot: kept by a later run.
          }
          return .commit
        }
      }
    }
  }

  /// Steps `handle` (a statement of `db`): `true` at a row, `false` when done; SQLite's error
  /// otherwise. The hot reads call SQLite directly: GRDB's `Row` costs several times as much.
  static func step(_ handle: OpaquePointer?, _ db: Database) throws -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_DONE { return false }
    guard code == SQLITE_ROW else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
    }
    return true
  }
}

extension Row {
  /// The blob in column `index` as bytes; empty for NULL.
  func blob(at index: Int) throws -> [UInt8] {
    try withUnsafeData(atIndex: index) { $0.map { [UInt8]($0) } ?? [] }
  }
}
