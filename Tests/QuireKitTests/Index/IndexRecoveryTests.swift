import Foundation
import GRDB
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// A cache that is old, foreign, damaged, locked or cannot be written is never an error: it is
/// rebuilt, or the command runs without it, and the contents equal a fresh parse.
@Suite struct IndexRecoveryTests {
  typealias S = IndexTestSupport

  func databasePath(_ v: TemporaryVault) -> String { v.url.appendingPathComponent(VaultIndex.relativePath).path }

  /// Builds the index, lets `damage` change the database file, then checks a load is silent,
  /// equals a fresh parse, and the index was made anew.
  func expectRebuilt(after damage: (TemporaryVault, String) throws -> Void) throws {
    let v = try S.generatedVault(notes: 60)
    _ = try S.indexed(v)
    try damage(v, databasePath(v))
    let (indexed, fresh, warnings) = S.loadBothWays(v)
    #expect(warnings.isEmpty, "\(warnings)")
    S.expectSame(indexed, fresh)
    let (_, update) = try S.indexed(v)
    #expect(update.changed.isEmpty, "the load left a fresh index behind")
  }

  @Test func aCacheWrittenByAnotherParserIsRebuilt() throws {
    try expectRebuilt { _, path in
      let db = try DatabaseQueue(path: path)
      try db.write {
        try $0.execute(sql: "UPDATE meta SET value = 'format 0; parser old; config 1' WHERE key = 'stamp'")
      }
      try db.close()
    }
  }

  @Test func aCacheFromANewerSchemaIsRebuilt() throws {
    try expectRebuilt { _, path in
      let db = try DatabaseQueue(path: path)
      try db.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
      try db.close()
    }
  }

  @Test func anUnknownSchemaIsRebuilt() throws {
    try expectRebuilt { _, path in
      for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
      let db = try DatabaseQueue(path: path)
      try db.write { try $0.execute(sql: "CREATE TABLE files (name TEXT); INSERT INTO files VALUES ('x')") }
      try db.close()
    }
  }

  @Test func aFileOfGarbageIsRebuilt() throws {
    try expectRebuilt { _, path in
      for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
      try Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func aTruncatedFileIsRebuilt() throws {
    try expectRebuilt { _, path in
      let db = try DatabaseQueue(path: path)
      try db.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
      try db.close()
      let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
      #expect(size > 8192)
      #expect(truncate(path, off_t(size / 2)) == 0)
    }
  }

  /// A record that no longer decodes: its file is parsed afresh for this run, and stored
  /// again by the next refresh.
  @Test func aDamagedRecordIsParsedAfreshAndStoredAgain() throws {
    let v = try S.generatedVault(notes: 60)
    _ = try S.indexed(v)
    let db = try DatabaseQueue(path: databasePath(v))
    let damaged = try db.write { db -> Int in
      try db.execute(sql: "UPDATE files SET items = x'05ff00' WHERE id % 7 = 3")
      return db.changesCount
    }
    try db.close()
    #expect(damaged > 5)
    let (indexed, fresh, warnings) = S.loadBothWays(v)
    #expect(warnings.isEmpty, "\(warnings)")
    S.expectSame(indexed, fresh)
    let (_, repair) = try S.indexed(v)
    #expect(repair.modified.count == damaged)
    let (_, settled) = try S.indexed(v)
    #expect(settled.changed.isEmpty)
  }

  /// An open task's bytes in its row (`tasks.record`) that no longer decode: the task comes from
  /// its file, in its place, and the next refresh stores its note again.
  @Test func aDamagedTaskRowIsParsedAfreshAndStoredAgain() throws {
    let v = try S.generatedVault(notes: 60)
    _ = try S.indexed(v)
    let db = try DatabaseQueue(path: databasePath(v))
    let damagedNotes = try db.write { db -> Int in
      try db.execute(sql: "UPDATE tasks SET record = x'05ff00' WHERE record IS NOT NULL AND file % 5 = 2")
      #expect(db.changesCount > 5)
      return try Int.fetchOne(db, sql: "SELECT count(DISTINCT file) FROM tasks WHERE record = x'05ff00'") ?? 0
    }
    try db.close()
    let filter = TaskFilter([.open], archive: "Archive")
    let fresh = ParsedVaultReader(vault: S.vault(v)).tasks(filter)
    #expect(!fresh.isEmpty)
    #expect(S.readers(v)[0].reader.tasks(filter) == fresh)
    let (_, repair) = try S.indexed(v)
    #expect(repair.modified.count == damagedNotes)
  }

  @Test func anUnwritableCacheFolderMeansNoIndexAndOneWarning() throws {
    let v = try S.generatedVault(notes: 10)
    // Root ignores permissions, so make the folder impossible instead: a file in its place.
    try v.write(".quire/cache", "not a folder")
    let (index, warning) = VaultIndex.open(S.vault(v))
    #expect(index == nil)
    #expect(warning?.contains("running without it") == true)
    let (indexed, fresh, warnings) = S.loadBothWays(v)
    #expect(warnings.count == 1)
    S.expectSame(indexed, fresh)
  }

  @Test func aLockedCacheIsLeftAloneAndNotUsed() throws {
    let v = try S.generatedVault(notes: 10)
    _ = try S.indexed(v)
    var configuration = Configuration()
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
    let holder = try DatabaseQueue(path: databasePath(v), configuration: configuration)
    try holder.write { try $0.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('lock', 1)") }
    let (index, warning) = VaultIndex.open(S.vault(v), busyTimeout: 0.2)
    #expect(index == nil)
    #expect(warning?.contains("locked") == true)
    try holder.close()
    // The lock gone, the same index is used: nothing was deleted.
    let (_, update) = try S.indexed(v)
    #expect(update.added.isEmpty)
  }
}
