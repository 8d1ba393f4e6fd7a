import Foundation
import GRDB
import QuireCore

/// A refresh's writes: the rows of the notes added, changed and removed, with their tasks,
/// check-ins and full-text rows, and the counts kept in `meta` that follow them.
extension IndexStore {
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
    private var fullTextCounters: FullTextCounters?
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
              TaskConditions.overdue(day: stored.tag.day, today: stored.tag.today))
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
            expiring, remind_from, remind_to, tags, span_start, span_length, key, course, record)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
      var insert = RawStatement(insertTask, db)
      for (ord, row) in rows.enumerated() {
        insert.bind(id)
        insert.bind(ord)
        insert.bind(row.line)
        insert.bind(row.listed)
        insert.bind(row.closed)
        insert.bind(row.done)
        insert.bind(row.due)
        insert.bind(row.dueMinutes)
        insert.bind(row.scheduled)
        insert.bind(row.start)
        insert.bind(row.rank)
        insert.bind(row.expiring)
        insert.bind(row.remindFrom)
        insert.bind(row.remindTo)
        insert.bind(row.tags)
        insert.bind(row.span.lowerBound)
        insert.bind(row.span.count)
        insert.bind(row.key)
        insert.bind(row.course)
        insert.bind(blob: row.record)
        try insert.run()
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

    private func fullTextCountersRead() throws -> FullTextCounters {
      if let fullTextCounters { return fullTextCounters }
      return try FullTextCounters.read(db)
    }

    /// Stores the full-text counters this transaction moved.
    fileprivate func storeFullTextCounters() throws {
      try fullTextCounters?.store(db)
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
      var insert = RawStatement(insertCheckin, db)
      for (ord, checkin) in checkins.enumerated() {
        insert.bind(id)
        insert.bind(ord)
        insert.bind(checkin.habit)
        insert.bind(checkin.date.dayNumber)
        insert.bind(checkin.time?.minutesOfDay)
        insert.bind(checkin.line)
        try insert.run()
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
      fullTextCounters = FullTextCounters(next: try fullTextCountersRead().next, stale: 0)
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
