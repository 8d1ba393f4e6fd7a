import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The index's tables, their migrations, and the stamp that says which parser wrote them
/// (docs/index.md).
enum IndexSchema {
  /// Bump when `ParsedNoteCodec`'s layout or the meaning of a stored column changes.
  static let formatVersion = 21

  /// Every migration this build knows. A database that has applied one this list lacks was
  /// written by a newer Quire and is rebuilt.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
          -- One row per note: the walker's listing, the content hash and the parsed items.
          CREATE TABLE files (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            size INTEGER NOT NULL,
            mtime INTEGER NOT NULL,
            hash INTEGER NOT NULL,
            course INTEGER NOT NULL DEFAULT 0, -- 1 when the note defines a course (the export needs them first)
            items BLOB NOT NULL
          );
          -- The listing alone, so that a no-change refresh never reads the items.
          CREATE INDEX files_listing ON files (path, size, mtime, hash);
          -- Full text, one row per paragraph; rowid = files.id << 20 | paragraph number.
          CREATE VIRTUAL TABLE lines USING fts5(text, line UNINDEXED, tokenize = 'unicode61 remove_diacritics 2');
          """)
    }
    migrator.registerMigration("v2") { db in
      try db.execute(
        sql: """
          -- What a note holds besides tasks (NoteKinds), so that a view reads only the notes it needs.
          ALTER TABLE files ADD COLUMN kinds INTEGER NOT NULL DEFAULT 0;
          -- The first and last day of the note's dated items (NoteKinds.days), NULL without any.
          ALTER TABLE files ADD COLUMN first_day INTEGER;
          ALTER TABLE files ADD COLUMN last_day INTEGER;
          -- The columns a view filters notes by, apart from the records: added columns come after
          -- `items`, and reading them from the table follows each record's overflow pages.
          CREATE INDEX files_kinds ON files (kinds, first_day, last_day) WHERE kinds != 0;
          CREATE INDEX files_courses ON files (path) WHERE course = 1;
          -- One row per check-in, so that streaks read the check-ins, not the journal notes.
          CREATE TABLE checkins (
            file INTEGER NOT NULL,          -- files.id
            ord INTEGER NOT NULL,           -- the check-in's place among its note's check-ins
            habit TEXT NOT NULL,
            day INTEGER NOT NULL,
            minutes INTEGER,                -- the slot's time, minutes after midnight
            line INTEGER NOT NULL,
            PRIMARY KEY (file, ord)
          ) WITHOUT ROWID;
          -- One row per task: the columns the views ask about (TaskRow), and where the task's
          -- bytes lie in its note's record. Days are day numbers, NULL where a date is absent.
          CREATE TABLE tasks (
            file INTEGER NOT NULL,          -- files.id
            ord INTEGER NOT NULL,           -- the task's place among its note's tasks
            line INTEGER NOT NULL,
            listed INTEGER NOT NULL,        -- 1 when open (neither done nor cancelled) and not in the archive
            closed INTEGER NOT NULL,        -- 1 when done or cancelled
            done INTEGER,                   -- the done day, for a done task
            due INTEGER,
            due_minutes INTEGER NOT NULL,   -- minutes after midnight of the due time; 32767 without one
            scheduled INTEGER,
            start INTEGER,
            rank INTEGER NOT NULL,          -- Priority.rank
            one_off_start INTEGER NOT NULL, -- 1 for a task with a start date and no recurrence (expires)
            remind_from INTEGER,            -- the first and last day a reminder can be set for
            remind_to INTEGER,
            tags TEXT NOT NULL,             -- ' #a #b/c ': lowercased, each between spaces
            span_start INTEGER NOT NULL,    -- the task's bytes in files.items
            span_length INTEGER NOT NULL,
            PRIMARY KEY (file, ord)
          ) WITHOUT ROWID;
          CREATE INDEX tasks_listed_due ON tasks (listed, due, due_minutes, rank, one_off_start);
          CREATE INDEX tasks_listed_scheduled ON tasks (listed, scheduled) WHERE scheduled IS NOT NULL;
          CREATE INDEX tasks_listed_start ON tasks (listed, start) WHERE start IS NOT NULL;
          CREATE INDEX tasks_done ON tasks (done) WHERE done IS NOT NULL;
          CREATE INDEX tasks_reminders ON tasks (remind_from, remind_to) WHERE remind_from IS NOT NULL;
          """)
    }
    migrator.registerMigration("v3") { db in
      // The agenda views read the check-ins of recent days only (a current streak needs no more
      // than the days back to its last break: `IndexQueries.contents(kinds:days:checkins:after:)`).
      try db.execute(sql: "CREATE INDEX checkins_day ON checkins (day)")
    }
    migrator.registerMigration("v4") { db in
      try db.execute(
        sql: """
          -- Each habit's streaks through a past day (StreakSeed), so that the longest streak is not
          -- walked from the first check-in on every run. `key` is StreakSeed.key (the habit's
          -- definition); days are day numbers.
          CREATE TABLE streak_seeds (
            key TEXT PRIMARY KEY NOT NULL,
            first INTEGER,
            through INTEGER NOT NULL,
            run INTEGER NOT NULL,
            best INTEGER NOT NULL
          ) WITHOUT ROWID;
          -- A check-in added or removed on or before a seed's day makes the seed wrong: it goes,
          -- in the same transaction as the change (docs/index.md, "Streak seeds").
          CREATE TRIGGER streak_seeds_insert AFTER INSERT ON checkins BEGIN
            DELETE FROM streak_seeds WHERE through >= NEW.day;
          END;
          CREATE TRIGGER streak_seeds_delete AFTER DELETE ON checkins BEGIN
            DELETE FROM streak_seeds WHERE through >= OLD.day;
          END;
          """)
    }
    migrator.registerMigration("v5") { db in
      try db.execute(
        sql: """
          -- The open tasks only: every view asks for `listed = 1`, and most of a long-kept vault's
          -- tasks are done (at 10,000 heavy notes, 9 % are open: the index on every row was
          -- 1.9 MB of the 23.6).
          DROP INDEX tasks_listed_due;
          DROP INDEX tasks_listed_scheduled;
          DROP INDEX tasks_listed_start;
          CREATE INDEX tasks_listed_due ON tasks (due, due_minutes, rank, one_off_start) WHERE listed = 1;
          CREATE INDEX tasks_listed_scheduled ON tasks (scheduled) WHERE listed = 1 AND scheduled IS NOT NULL;
          CREATE INDEX tasks_listed_start ON tasks (start) WHERE listed = 1 AND start IS NOT NULL;
          """)
    }
    migrator.registerMigration("v6") { db in
      try db.execute(
        sql: """
          -- The full-text table stores no text (docs/index.md, "Search"): the inverted index only.
          -- A row is one paragraph; rowid = fts_notes.base << 20 | paragraph number.
          DROP TABLE lines;
          CREATE VIRTUAL TABLE lines USING fts5(text, content = '', tokenize = '\(tokenizerArguments)');
          -- The notes whose paragraphs are in `lines`, each under a base of its own. A changed or
          -- removed note loses its row here, and its old paragraphs stay in `lines` unreachable
          -- (SQLite 3.40 deletes from a contentless table only when given the old text) until the
          -- next search finds more of them than live ones and builds the table anew.
          CREATE TABLE fts_notes (
            base INTEGER PRIMARY KEY,
            file INTEGER NOT NULL UNIQUE,   -- files.id
            paragraphs INTEGER NOT NULL
          );
          DELETE FROM meta WHERE key = 'full_text';
          """)
    }
    migrator.registerMigration("v7") { db in
      // TaskLookupKey.of(task): `quire done ID` and the other edits find the task they name by
      // scanning this column of the task rows (an index on it would cost 0.04x the notes' size
      // for a few milliseconds). The format version moved with it, so every row is written anew.
      try db.execute(sql: "ALTER TABLE tasks ADD COLUMN key INTEGER NOT NULL DEFAULT 0")
    }
    migrator.registerMigration("v8") { db in
      // The course a task names itself (`[course:: code]`) or takes from its note's place in the
      // courses folder, lowercased; NULL without one. A course's other tasks are those tagged
      // with its code (`tags`). `quire course` asks for both (`IndexQueries.courseContents`).
      // The format version moved with it (and `NoteKinds.courseEvents` came), so every row is
      // written anew.
      try db.execute(
        sql: """
          ALTER TABLE tasks ADD COLUMN course TEXT;
          CREATE INDEX tasks_course ON tasks (course) WHERE course IS NOT NULL;
          """)
    }
    migrator.registerMigration("v9") { db in
      // A task expires only when it says so (`#expires`, docs/syntax.md "Tasks with a period"),
      // no longer for a start date: the flag's column is named for what it holds. The format
      // version moved with it, so every row is written anew.
      try db.execute(sql: "ALTER TABLE tasks RENAME COLUMN one_off_start TO expiring")
    }
    migrator.registerMigration("v10") { db in
      // A query reads the open tasks it shows from their rows, without their notes' records
      // (docs/index.md, "Queries"): an open task's bytes are copied into its row (a closed one's
      // stay only in the record: most tasks of a long-kept vault are closed, and few views ask for
      // them). `tasks_open` finds them (`not done`), by due date for the common filter after it;
      // `files_paths` gives a row's path without reading its note's row, which its record fills.
      // The format version moved with it, so every row is written anew.
      try db.execute(
        sql: """
          ALTER TABLE tasks ADD COLUMN record BLOB;
          CREATE INDEX tasks_open ON tasks (due) WHERE closed = 0;
          CREATE INDEX files_paths ON files (id, path);
          """)
    }
    migrator.registerMigration("v11") { db in
      // `tasks_open` covers what the rows of open tasks are read for (their place, span and
      // bytes): a query of them reads the index alone, in due order, instead of seeking each
      // row in the table, where open tasks lie scattered among the closed ones (3,127 pages
      // read instead of 17,851 for the 57,231 open tasks due within two weeks of the
      // 100,000-note benchmark vault; docs/index.md, "The tasks table"). `closed` is among its
      // columns for SQLite to see that it covers a `closed = 0` query.
      try db.execute(
        sql: """
          DROP INDEX tasks_open;
          CREATE INDEX tasks_open ON tasks (due, file, ord, span_start, span_length, record, closed) WHERE closed = 0;
          """)
    }
    return migrator
  }

  /// The full-text table's tokenizer: words of letters and digits, case and accents ignored.
  static let tokenizer = FTS5TokenizerDescriptor.unicode61(diacritics: .remove)
  private static let tokenizerArguments = "unicode61 remove_diacritics 2"

  /// What the stored items depend on besides the files themselves: the record layout, the
  /// parser (the running executable: a new build may parse differently), and the vault's
  /// settings (folders, task format, ... change what a note yields).
  static func stamp(configBytes: [UInt8]) -> String {
    "format \(formatVersion); parser \(executableStamp); config \(ContentHash.of(configBytes))"
  }

  /// Size and modification time of the running executable, read once.
  private static let executableStamp: String = {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      guard let path = Bundle.main.executablePath else { return "unknown" }
    #endif
    var st = stat()
    guard stat(path, &st) == 0 else { return "unknown" }
    let file = VaultFile(path: path, st)
    return "\(file.size)@\(file.mtime)"
  }()

  /// The migrations a current database has applied: exactly these, or it takes the slow path.
  static let migrationIdentifiers = ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"]
}

// MARK: - Tables

/// The `files` table: one row per note, its listing entry, content hash and parsed items
/// (`ParsedNoteCodec`). Named columns for the query interface; the refresh's hot loops use
/// statements of their own (`IndexStore`).
struct IndexedFile: TableRecord {
  static let databaseTableName = "files"

  enum Columns {
    static let id = Column("id")
    static let path = Column("path")
    static let size = Column("size")
    static let mtime = Column("mtime")
    static let hash = Column("hash")
    static let course = Column("course")
    static let items = Column("items")
    static let kinds = Column("kinds")
  }
}

/// A row of the `meta` table: one value of the index as a whole, by key.
struct MetaEntry: PersistableRecord {
  static let databaseTableName = "meta"
  /// A key is written once per refresh: the new value replaces the old.
  static let persistenceConflictPolicy = PersistenceConflictPolicy(insert: .replace, update: .replace)

  enum Columns {
    static let key = Column("key")
    static let value = Column("value")
  }

  /// The keys in use.
  enum Key: String {
    /// Format version, parser and config hash (`IndexSchema.stamp(configBytes:)`), as text.
    case stamp
    /// The last full walk's own diagnostics, encoded as by `BinaryWriter.diagnostic`.
    case walk
    /// The wall clock (ns) when the last refresh that wrote began (racy files).
    case indexedAt = "indexed_at"
    /// The longest `remind_to - remind_from` of any task row stored since the index was made
    /// (it only grows): a reminder query's range on `remind_from` starts that many days back.
    case reminderSpan = "reminder_span"
    /// 1 when the full-text table holds the paragraphs of every stored note. Built by the first
    /// `quire search` and kept from then on; a refresh leaves it alone while it is not built.
    case fullText = "full_text"
    /// The next free `fts_notes.base`.
    case fullTextNext = "full_text_next"
    /// How many paragraphs in the full-text table belong to no note any more (`fts_notes`).
    case fullTextStale = "full_text_stale"
    /// The agenda's overdue count as last counted: `<day> <today> <count>` (`IndexStore.overdueCount`).
    /// Every write transaction deletes it.
    case overdue
  }

  var key: Key
  var value: DatabaseValue

  func encode(to container: inout PersistenceContainer) {
    container[Columns.key] = key.rawValue
    container[Columns.value] = value
  }

  /// Stores `value` under `key`.
  static func set(_ key: Key, to value: some DatabaseValueConvertible, _ db: Database) throws {
    try MetaEntry(key: key, value: value.databaseValue).insert(db)
  }

  /// The value under `key` as text, whatever its storage class.
  static func text(_ key: Key, _ db: Database) throws -> String? {
    try String.fetchOne(db, sql: "SELECT CAST(value AS TEXT) FROM meta WHERE key = ?", arguments: [key.rawValue])
  }

  /// The value under `key` as an integer.
  static func integer(_ key: Key, _ db: Database) throws -> Int? {
    try Int.fetchOne(db, sql: valueSQL, arguments: [key.rawValue])
  }

  /// The value under `key` as bytes.
  static func bytes(_ key: Key, _ db: Database) throws -> [UInt8]? {
    try Row.fetchOne(db, sql: valueSQL, arguments: [key.rawValue]).flatMap { row in
      try row.withUnsafeData(atIndex: 0) { $0.map { [UInt8]($0) } }
    }
  }

  /// Plain SQL: every refresh reads two values, a no-change one nothing else.
  private static let valueSQL = "SELECT value FROM meta WHERE key = ?"
}
