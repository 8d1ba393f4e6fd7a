import Foundation
import GRDB
import GRDBSQLite
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The index's database: the connection to `.quire/cache/index.sqlite` (or one in memory), made
/// anew when the file is damaged, foreign or of another stamp, and typed reads and writes of its
/// tables (`IndexSchema` declares them; docs/index.md, "What is stored").
///
/// SQLite's errors leave it as `IndexError`: damage is `.corrupt`, so that the caller rebuilds.
/// One instance is meant for one thread at a time.
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

  // MARK: - Reads

  /// The stored listing in path order (of `only` those paths, when given), each entry's row
  /// id and hash, the last walk's diagnostics and when the last refresh that wrote began.
  func storedListing(only: Set<String>?) throws(IndexError) -> StoredListing {
    var listing = StoredListing()
    try read { db in
      // SQLite's own calls: GRDB's Row costs ten times as much per row, and this loop is most
      // of a no-change refresh after the walk.
      // A few paths (a watcher's batch) are looked up one by one, in path order; more, or all,
      // are read in one pass.
      let lookups = only.flatMap { $0.count <= 256 ? $0.sorted(by: ListingDiff.precedes) : nil }
      let statement = try db.makeStatement(
        sql: "SELECT id, path, size, mtime, hash FROM files " + (lookups == nil ? "ORDER BY path" : "WHERE path = ?"))
      let handle = statement.sqliteStatement
      defer { sqlite3_reset(handle) }
      func rows() throws {
        while try Self.step(handle, db) {
          let text = sqlite3_column_text(handle, 1)
          let count = Int(sqlite3_column_bytes(handle, 1))
          let path = text.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
          if let only, !only.contains(path) { continue }
          listing.entries.append(
            ListingEntry(
              path: path, size: Int(sqlite3_column_int64(handle, 2)), mtime: Int(sqlite3_column_int64(handle, 3))))
          listing.rows.append(
            StoredListing.Row(id: sqlite3_column_int64(handle, 0), hash: sqlite3_column_int64(handle, 4)))
        }
      }
      if let lookups {
        for path in lookups {
          sqlite3_reset(handle)
          try statement.setArguments([path])
          try rows()
        }
      } else {
        try rows()
      }
      listing.walk = try MetaEntry.bytes(.walk, db)
      listing.indexedAt = try MetaEntry.integer(.indexedAt, db) ?? Int.min
      listing.fullText = try MetaEntry.integer(.fullText, db) == 1
    }
    return listing
  }

  /// How many notes are stored.
  func noteCount() throws(IndexError) -> Int {
    var count = 0
    try read { db in count = try Int.fetchOne(db, sql: "SELECT count(*) FROM files") ?? 0 }
    return count
  }

  /// The stored diagnostics of the last full walk, encoded; empty when there are none.
  func walkBytes() throws(IndexError) -> [UInt8] {
    var walk: [UInt8] = []
    try read { db in walk = try MetaEntry.bytes(.walk, db) ?? [] }
    return walk
  }

  /// The records of the notes that define a course, in path order.
  func courseRecords() throws(IndexError) -> [[UInt8]] {
    var records: [[UInt8]] = []
    try read { db in
      let rows = try IndexedFile.select(IndexedFile.Columns.items).filter(IndexedFile.Columns.course == 1)
        .order(IndexedFile.Columns.path).fetchCursor(db)
      while let row = try rows.next() {
        records.append(try row.blob(at: 0))
      }
    }
    return records
  }

  /// Hands every stored record to `body` in path order, in one read transaction.
  func forEachRecord(_ body: (_ path: String, _ items: [UInt8]) throws -> Void) throws(IndexError) {
    // Plain SQL on the path every warm command takes (`quire check`, `quire export`).
    try forEachRecord(sql: "SELECT path, items FROM files ORDER BY path", arguments: [], body)
  }

  /// Hands the stored record of every note whose `kinds` has any of `kinds` to `body`, in path
  /// order, in one read transaction; with `days`, only the notes that are `.undated` or whose
  /// dated items (`first_day...last_day`) meet them.
  func forEachRecord(
    kinds: Int, days: ClosedRange<Int>? = nil, _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    // Through the index on (kinds, first_day, last_day), which SQLite would pass over for the
    // path order: the notes asked for are few, sorted by a sort of their own.
    var sql = "SELECT path, items FROM files INDEXED BY files_kinds WHERE kinds != 0 AND kinds & ? != 0"
    var arguments: StatementArguments = [kinds]
    Self.meeting(days, &sql, &arguments)
    try forEachRecord(sql: sql + " ORDER BY path", arguments: arguments, body)
  }

  /// Adds to `sql` the condition that a note is `.undated` or its dated items meet `days`.
  private static func meeting(_ days: ClosedRange<Int>?, _ sql: inout String, _ arguments: inout StatementArguments) {
    guard let days else { return }
    sql += " AND (kinds & ? != 0 OR first_day IS NULL OR (last_day >= ? AND first_day <= ?))"
    arguments += [NoteKinds.undated.rawValue, days.lowerBound, days.upperBound]
  }

  /// Hands the stored record of every note below `folder` whose `kinds` has any of `kinds` to
  /// `body`, in path order: a range of the paths (`folder/` up to `folder0`, the next byte);
  /// `days` as in `forEachRecord(kinds:days:_:)`.
  func forEachRecord(
    below folder: String, kinds: Int, days: ClosedRange<Int>? = nil,
    _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    let (low, high) = Self.paths(below: folder)
    var sql = "SELECT path, items FROM files WHERE path >= ? AND path < ? AND kinds & ? != 0"
    var arguments: StatementArguments = [low, high, kinds]
    Self.meeting(days, &sql, &arguments)
    try forEachRecord(sql: sql + " ORDER BY path", arguments: arguments, body)
  }

  /// The paths below `folder` as a range of `files.path` (SQLite compares text by its bytes):
  /// from `folder/` up to, not including, `folder0` (`0` is the byte after `/`).
  static func paths(below folder: String) -> (low: String, high: String) { (folder + "/", folder + "0") }

  /// Hands each `(path, items)` row of `sql` to `body`, in one read transaction.
  private func forEachRecord(
    sql: String, arguments: StatementArguments, _ body: (_ path: String, _ items: [UInt8]) throws -> Void
  ) throws(IndexError) {
    try read { db in
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() { try body(row[0], try row.blob(at: 1)) }
    }
  }

  /// The stored check-ins of the days `days` (every day when `nil`) whose habit name passes
  /// `habit`: with their places, in path order and then their order in the note; without
  /// (`file` empty, `line` 0: what streaks need), in the table's order, read without a join.
  func checkins(days: Range<Int>? = nil, places: Bool = true, habit: (String) -> Bool = { _ in true })
    throws(IndexError) -> [CheckIn]
  {
    var checkins: [CheckIn] = []
    try read { db in checkins = try Self.checkins(db, days: days, places: places, habit: habit) }
    return checkins
  }

  /// `checkins(days:places:habit:)` in `db`'s transaction.
  private static func checkins(_ db: Database, days: Range<Int>?, places: Bool, habit: (String) -> Bool) throws
    -> [CheckIn]
  {
    var checkins: [CheckIn] = []
    do {
      let range = days.map { _ in "WHERE c.day >= ? AND c.day < ?" } ?? ""
      let sql =
        places
        ? """
        SELECT c.habit, c.day, c.minutes, c.line, f.id, f.path FROM checkins c JOIN files f ON f.id = c.file
        \(range) ORDER BY f.path, c.ord
        """
        : "SELECT c.habit, c.day, c.minutes FROM checkins c \(range)"
      // SQLite's own calls, as in `storedListing`: a habit's whole history is tens of thousands
      // of rows, and GRDB's `Row` costs several times as much per row.
      let statement = try db.makeStatement(sql: sql)
      if let days { try statement.setArguments([days.lowerBound, days.upperBound]) }
      let handle = statement.sqliteStatement
      defer { sqlite3_reset(handle) }
      // Consecutive rows mostly share a habit name, and a note's rows its path: one string each.
      var name = ""
      var (passes, tested) = (false, false)
      var file: (id: Int64, path: String) = (-1, "")
      while try Self.step(handle, db) {
        let bytes = UnsafeBufferPointer(
          start: sqlite3_column_text(handle, 0), count: Int(sqlite3_column_bytes(handle, 0)))
        if !tested || !name.utf8.elementsEqual(bytes) {
          name = String(decoding: bytes, as: UTF8.self)
          (passes, tested) = (habit(name), true)
        }
        guard passes else { continue }
        if places {
          let id = sqlite3_column_int64(handle, 4)
          if id != file.id {
            let path = UnsafeBufferPointer(
              start: sqlite3_column_text(handle, 5), count: Int(sqlite3_column_bytes(handle, 5)))
            file = (id, String(decoding: path, as: UTF8.self))
          }
        }
        let minutes = sqlite3_column_type(handle, 2) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(handle, 2))
        checkins.append(
          CheckIn(
            habit: name, date: LocalDate(dayNumber: Int(sqlite3_column_int64(handle, 1))),
            time: minutes.flatMap { LocalTime(hour: $0 / 60, minute: $0 % 60) }, file: file.path,
            line: places ? Int(sqlite3_column_int64(handle, 3)) : 0))
      }
    }
    return checkins
  }

  /// Runs `body` in one transaction with the stored streak seeds (by key) and a reader of the
  /// check-ins (without places) from a day number on, and keeps the seeds `body` returns in
  /// place of all others (`deriveAndKeep`: not when another process wrote since, as they would
  /// come from check-ins no longer there).
  func withStreakSeeds(
    _ body: (_ stored: [String: StreakSeed], _ checkins: (_ from: Int) throws -> [CheckIn]) throws -> [String:
      StreakSeed]?
  ) throws(IndexError) {
    try deriveAndKeep { db in
      var stored: [String: StreakSeed] = [:]
      let rows = try Row.fetchCursor(db, sql: "SELECT key, first, through, run, best FROM streak_seeds")
      while let row = try rows.next() {
        stored[row[0]] = StreakSeed(first: row[1], through: row[2], run: row[3], best: row[4])
      }
      let reader: (Int) throws -> [CheckIn] = { from in
        try Self.checkins(db, days: from == Int.min ? nil : from..<Int.max, places: false) { _ in true }
      }
      guard let seeds = try body(stored, reader), seeds != stored else { return nil }
      return { db in
        try db.execute(sql: "DELETE FROM streak_seeds")
        for (key, seed) in seeds {
          try db.execute(
            sql: "INSERT INTO streak_seeds (key, first, through, run, best) VALUES (?, ?, ?, ?, ?)",
            arguments: [key, seed.first, seed.through, seed.run, seed.best])
        }
      }
    }
  }

  /// Runs `derive` in one deferred transaction, then the writes it returns, which keep what it
  /// derived for a later run. Deferred, not GRDB's immediate: the reads see one snapshot, and the
  /// first write fails at once (`SQLITE_BUSY`: it cannot wait its way out) when another process
  /// wrote since; nothing is kept then. A reader so never waits for the lock, and never keeps
  /// what it derived from rows no longer there. Keeping is best effort.
  private func deriveAndKeep(_ derive: (Database) throws -> ((Database) throws -> Void)?) throws(IndexError) {
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
  private static func step(_ handle: OpaquePointer?, _ db: Database) throws -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_DONE { return false }
    guard code == SQLITE_ROW else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
    }
    return true
  }

  /// The day number of the earliest stored check-in, `nil` when there is none.
  func earliestCheckinDay() throws(IndexError) -> Int? {
    var day: Int?
    try read { db in day = try Int.fetchOne(db, sql: "SELECT min(day) FROM checkins") }
    return day
  }

  // MARK: - Writes

  /// Marks the records of `paths` as stale, so that the next refresh reads their files again:
  /// a size of -1 never matches the listing, and hash 0 never matches the bytes. Best effort.
  func markStale(_ paths: [String]) {
    try? queue.write { db in
      for path in paths {
        try IndexedFile.filter(IndexedFile.Columns.path == path).updateAll(
          db, IndexedFile.Columns.size.set(to: -1), IndexedFile.Columns.hash.set(to: 0))
      }
    }
  }

  /// Runs `body` with a `Changes` in one write transaction: a refresh's writes. The stored
  /// overdue count (`overdueCount`) follows the task rows each change removes and adds.
  func change(_ body: (Changes) throws -> Void) throws(IndexError) {
    try write { db in
      let changes = try Changes(db)
      try body(changes)
      try changes.storeOverdue()
      try changes.storeFullTextCounters()
    }
  }

  /// The overdue condition of `overdueCount` for `day` and `today`: open, due before `day`, and
  /// not a one-off task with a start date whose due day has passed (`IndexedAgendaTasks`). Its
  /// Swift twin is `OverdueTag.counts(_:)`.
  static func overdueCondition(day: Int, today: Int) -> String {
    "t.listed = 1 AND t.due < \(day) AND \(notExpired(today: today))"
  }

  /// The paragraphs of notes in the full-text table (`fts_notes`).
  static func liveParagraphs(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT coalesce(sum(paragraphs), 0) FROM fts_notes") ?? 0
  }

  /// Not expired on `today`: a one-off task with a start date is open until its due day has passed.
  static func notExpired(today: Int) -> String { "(t.one_off_start = 0 OR t.due IS NULL OR t.due >= \(today))" }

  /// The number of open tasks due before `day` that are not expired on `today` (the agenda's
  /// overdue count), kept in `meta`: with tens of thousands of overdue tasks counting them is
  /// most of a warm `agenda` (20 ms at 100,000 notes). A refresh moves the kept count by the
  /// rows it removes and adds (`Changes`); a count is read and counted in one deferred
  /// transaction, and kept only if no other process wrote since (`deriveAndKeep`).
  func overdueCount(day: Int, today: Int) throws(IndexError) -> Int {
    var count = 0
    let tag = OverdueTag(day: day, today: today)
    try deriveAndKeep { db in
      if let stored = try OverdueTag.read(db), stored.tag == tag {
        count = stored.count
        return nil
      }
      let counted =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM tasks t WHERE \(Self.overdueCondition(day: day, today: today))") ?? 0
      count = counted
      return { db in try OverdueTag.write(tag, count: counted, db) }
    }
    return count
  }

}

/// The listing as stored, read in one transaction (`IndexStore.storedListing(only:)`).
struct StoredListing {
  /// A row of `files`: what a refresh needs besides the listing entry.
  struct Row {
    var id: Int64
    var hash: Int64
  }

  /// The listing entries, in path order.
  var entries: [ListingEntry] = []
  /// Each entry's row, at the same place.
  var rows: [Row] = []
  /// The encoded diagnostics of the last full walk, if stored.
  var walk: [UInt8]?
  /// The wall clock (ns) when the last refresh that wrote began; `Int.min` when none did.
  var indexedAt = Int.min
  /// Whether the full-text table is built (`MetaEntry.Key.fullText`).
  var fullText = false
}

extension IndexStore {
  /// What a refresh stores of a parsed note in its `files` row.
  struct Record {
    var items: [UInt8]
    var hash: Int64
    /// 1 when the note defines a course.
    var course: Int
    /// `NoteKinds` of the note.
    var kinds: Int
    /// `NoteKinds.days` of the note.
    var days: ClosedRange<Int>?

    init(note: ParsedNote, items: [UInt8], hash: Int64) {
      self.items = items
      self.hash = hash
      course = note.course != nil ? 1 : 0
      kinds = NoteKinds(note).rawValue
      days = NoteKinds.days(note)
    }
  }

  /// The writes of one refresh, on statements prepared once per transaction (a cold index
  /// writes every note through them).
  final class Changes {
    private let db: Database
    private let deleteLines: Statement
    private let insertLine: Statement
    private let insertNote: Statement
    /// The next free `fts_notes.base` and the stale paragraph count, read when first needed and
    /// stored at the end of the transaction.
    private var fullTextCounters: (next: Int64, stale: Int64)?
    private let deleteFile: Statement
    private let touchFile: Statement
    private let replaceFile: Statement
    private let insertFile: Statement
    private let deleteTasks: Statement
    private let insertTask: Statement
    private let deleteCheckins: Statement
    private let insertCheckin: Statement

    /// The kept overdue count, moved by each task row removed or added (`IndexStore.overdueCount`).
    private let overdueTag: OverdueTag?
    private var keptOverdue = 0
    private let countOverdueOfFile: Statement?

    fileprivate init(_ db: Database) throws {
      self.db = db
      if let stored = try OverdueTag.read(db) {
        (overdueTag, keptOverdue) = (stored.tag, stored.count)
        countOverdueOfFile = try db.makeStatement(
          sql: """
            SELECT count(*) FROM tasks t WHERE t.file = ? AND \(
              IndexStore.overdueCondition(day: stored.tag.day, today: stored.tag.today))
            """)
      } else {
        (overdueTag, countOverdueOfFile) = (nil, nil)
      }
      deleteLines = try db.makeStatement(sql: "DELETE FROM fts_notes WHERE file = ? RETURNING paragraphs")
      insertLine = try db.makeStatement(sql: "INSERT INTO lines (rowid, text) VALUES (?, ?)")
      insertNote = try db.makeStatement(sql: "INSERT INTO fts_notes (base, file, paragraphs) VALUES (?, ?, ?)")
      deleteFile = try db.makeStatement(sql: "DELETE FROM files WHERE id = ?")
      touchFile = try db.makeStatement(sql: "UPDATE files SET size = ?, mtime = ? WHERE id = ?")
      replaceFile = try db.makeStatement(
        sql: """
          UPDATE files SET size = ?, mtime = ?, hash = ?, course = ?, kinds = ?, first_day = ?, last_day = ?, items = ?
          WHERE id = ?
          """)
      insertFile = try db.makeStatement(
        sql: """
          INSERT INTO files (path, size, mtime, hash, course, kinds, first_day, last_day, items)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """)
      deleteCheckins = try db.makeStatement(sql: "DELETE FROM checkins WHERE file = ?")
      insertCheckin = try db.makeStatement(
        sql: "INSERT INTO checkins (file, ord, habit, day, minutes, line) VALUES (?, ?, ?, ?, ?, ?)")
      deleteTasks = try db.makeStatement(sql: "DELETE FROM tasks WHERE file = ?")
      insertTask = try db.makeStatement(
        sql: """
          INSERT INTO tasks (file, ord, line, listed, closed, done, due, due_minutes, scheduled, start, rank,
            one_off_start, remind_from, remind_to, tags, span_start, span_length, key, course)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """)
    }

    /// Takes the overdue task rows of file `id` off the kept count, before they are deleted.
    private func forgetOverdue(of id: Int64) throws {
      guard overdueTag != nil, let countOverdueOfFile else { return }
      keptOverdue -= try Int.fetchOne(countOverdueOfFile, arguments: [id]) ?? 0
    }

    /// Stores the kept overdue count as the rows now are.
    fileprivate func storeOverdue() throws {
      guard let overdueTag else { return }
      try OverdueTag.write(overdueTag, count: keptOverdue, db)
    }

    /// Drops a file's row, its tasks and its full-text rows.
    func remove(_ id: Int64) throws {
      try forgetOverdue(of: id)
      try deleteFile.execute(arguments: [id])
      try deleteTasks.execute(arguments: [id])
      try deleteCheckins.execute(arguments: [id])
      try dropLines(id)
    }

    /// A new listing entry for a file whose bytes did not change.
    func touch(_ id: Int64, _ entry: ListingEntry) throws {
      try touchFile.execute(arguments: [entry.size, entry.mtime, id])
    }

    /// New contents for a stored file; its tasks and full-text rows are dropped (`addTasks` and
    /// `addLines` add the new).
    func replace(_ id: Int64, _ entry: ListingEntry, _ record: Record) throws {
      try replaceFile.execute(
        arguments: [
          entry.size, entry.mtime, record.hash, record.course, record.kinds, record.days?.lowerBound,
          record.days?.upperBound, Data(record.items), id,
        ])
      try forgetOverdue(of: id)
      try deleteTasks.execute(arguments: [id])
      try deleteCheckins.execute(arguments: [id])
      try dropLines(id)
    }

    /// A new file; returns its row id.
    func insert(_ entry: ListingEntry, _ record: Record) throws -> Int64 {
      try insertFile.execute(
        arguments: [
          entry.path, entry.size, entry.mtime, record.hash, record.course, record.kinds, record.days?.lowerBound,
          record.days?.upperBound, Data(record.items),
        ])
      return db.lastInsertedRowID
    }

    /// A file's tasks as rows of the `tasks` table, in their order in the note.
    func addTasks(_ id: Int64, _ rows: [TaskRow]) throws {
      if let overdueTag { keptOverdue += rows.count { overdueTag.counts($0) } }
      for (ord, row) in rows.enumerated() {
        try insertTask.execute(arguments: [
          id, ord, row.line, row.listed, row.closed, row.done, row.due, row.dueMinutes, row.scheduled, row.start,
          row.rank, row.oneOffStart, row.remindFrom, row.remindTo, row.tags, row.span.lowerBound, row.span.count,
          row.key, row.course,
        ])
      }
    }

    /// A file's paragraphs as full-text rows under a new base: rowid = base << 20 | paragraph number.
    func addLines(_ id: Int64, _ paragraphs: [(line: Int, text: String)]) throws {
      var counters = try fullTextCountersRead()
      let base = counters.next
      counters.next += 1
      fullTextCounters = counters
      try insertNote.execute(arguments: [base, id, paragraphs.count])
      for (n, paragraph) in paragraphs.enumerated() {
        let document = FullTextDocument(paragraph.text)
        let text = document.origin == nil ? paragraph.text : String(decoding: document.bytes, as: UTF8.self)
        try insertLine.execute(arguments: [base << 20 | Int64(n), text])
      }
    }

    /// Forgets a file's full-text rows: they stay in the contentless table, unreachable, and count as stale.
    private func dropLines(_ id: Int64) throws {
      guard let dropped = try Int64.fetchOne(deleteLines, arguments: [id]) else { return }
      var counters = try fullTextCountersRead()
      counters.stale += dropped
      fullTextCounters = counters
    }

    private func fullTextCountersRead() throws -> (next: Int64, stale: Int64) {
      if let fullTextCounters { return fullTextCounters }
      let next = Int64(try MetaEntry.integer(.fullTextNext, db) ?? 1)
      let stale = Int64(try MetaEntry.integer(.fullTextStale, db) ?? 0)
      return (next, stale)
    }

    /// Stores the full-text counters this transaction moved.
    fileprivate func storeFullTextCounters() throws {
      guard let fullTextCounters else { return }
      try MetaEntry.set(.fullTextNext, to: fullTextCounters.next, db)
      try MetaEntry.set(.fullTextStale, to: fullTextCounters.stale, db)
    }

    /// Paragraphs of notes in the full-text table, and paragraphs no note owns any more.
    func fullTextRows() throws -> (live: Int64, stale: Int64) {
      (Int64(try IndexStore.liveParagraphs(db)), try fullTextCountersRead().stale)
    }

    /// Records when this refresh began (for the racy-file check).
    func setIndexedAt(_ nanoseconds: Int) throws {
      try MetaEntry.set(.indexedAt, to: nanoseconds, db)
    }

    /// A file's check-ins as rows of the `checkins` table, in their order in the note.
    func addCheckins(_ id: Int64, _ checkins: [CheckIn]) throws {
      for (ord, checkin) in checkins.enumerated() {
        try insertCheckin.execute(arguments: [
          id, ord, checkin.habit, checkin.date.dayNumber, checkin.time?.minutesOfDay, checkin.line,
        ])
      }
    }

    /// Whether the full-text table holds every stored note's paragraphs, as this transaction sees it.
    func fullTextBuilt() throws -> Bool { try MetaEntry.integer(.fullText, db) == 1 }

    /// Marks the full-text table built (every stored note's paragraphs are in it).
    func setFullTextBuilt() throws { try MetaEntry.set(.fullText, to: 1, db) }

    /// The stored notes whose paragraphs belong in the full-text table (not generated pages):
    /// row id and path, in path order.
    func fullTextNotes() throws -> [(id: Int64, path: String)] {
      var notes: [(id: Int64, path: String)] = []
      let rows = try Row.fetchCursor(db, sql: "SELECT id, path, items FROM files ORDER BY path")
      while let row = try rows.next() {
        let bytes = try row.blob(at: 2)
        if let note = try? ParsedNoteCodec.decodeSkippingTasks(bytes), note.isGenerated { continue }
        notes.append((row[0], row[1]))
      }
      return notes
    }

    /// Empties the full-text table and marks it not built: the next `quire search` builds it.
    func dropFullText() throws {
      try db.execute(sql: "INSERT INTO lines (lines) VALUES ('delete-all'); DELETE FROM fts_notes")
      try MetaEntry.set(.fullText, to: 0, db)
      fullTextCounters = (try fullTextCountersRead().next, 0)
    }

    /// Raises the stored longest reminder span to `days` when it is longer.
    func raiseReminderSpan(to days: Int) throws {
      let stored = try MetaEntry.integer(.reminderSpan, db) ?? 0
      if days > stored { try MetaEntry.set(.reminderSpan, to: days, db) }
    }

    /// Stores the walk's encoded diagnostics.
    func setWalk(_ bytes: [UInt8]) throws {
      try MetaEntry.set(.walk, to: Data(bytes), db)
    }
  }
}

extension Row {
  /// The blob in column `index` as bytes; empty for NULL.
  func blob(at index: Int) throws -> [UInt8] {
    try withUnsafeData(atIndex: index) { $0.map { [UInt8]($0) } ?? [] }
  }
}
