import GRDB
import GRDBSQLite
import QuireCore

/// The reads of the `checkins` table, and the `streak_seeds` kept from them.
extension IndexStore {
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

  /// The day number of the earliest stored check-in, `nil` when there is none.
  func earliestCheckinDay() throws(IndexError) -> Int? {
    var day: Int?
    try read { db in day = try Int.fetchOne(db, sql: "SELECT min(day) FROM checkins") }
    return day
  }
}
