import Dispatch
import QuireCore

/// The reads of the index, one per view: the whole contents (`quire check`, ...), the notes of
/// some kinds without their tasks (the agenda views), the courses, the stored notes batch by
/// batch (`quire export --json`, `quire watch`), the tasks a view shows
/// (`IndexQueries+Tasks.swift`) and full-text search (`IndexQueries+Search.swift`). Call after a refresh, passing its `IndexUpdate`: the notes
/// it could not read are merged in at their place (docs/index.md).
struct IndexQueries {
  let store: IndexStore
  let source: IndexNoteSource
  let vault: Vault

  /// Everything indexed, exactly as `VaultLoader` would parse it from the files: notes in path
  /// order, courses resolved, consistency checked.
  func contents(after update: IndexUpdate) throws(IndexError) -> VaultContents {
    var contents = try emptyContents()
    // All notes first, then the tasks array at its final size: growing it note by note
    // copied it over and over.
    var notes: [ParsedNote] = []
    try forEachBatch(after: update, batchSize: 512, transform: { $0 }) { notes += $0 }
    for note in notes { contents.add(note, keepTasks: false) }
    contents.tasks = Self.moving(notes.reduce(0) { $0 + $1.tasks.count }, from: &notes)
    notes = []
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// The notes that hold any of `kinds`, without their tasks (`contents.tasks` is empty: a
  /// view asks the `tasks` table for the ones it shows), in path order, courses resolved,
  /// consistency checked as far as these notes go. With `days`, a note whose dated items all
  /// lie outside them is left out unless it also holds something `.undated`. Check-ins, when
  /// asked for, come from the `checkins` table, and a note that holds nothing else asked for is
  /// not read; `checkins` says which. The notes `update` could not read come too when `kinds`
  /// has `.diagnostics`.
  func contents(
    kinds: NoteKinds, days: ClosedRange<Int>? = nil, checkins: CheckinRead = .all, after update: IndexUpdate
  ) throws(IndexError) -> VaultContents {
    var contents = try emptyContents()
    var notes: [ParsedNote] = []
    var damaged: [String] = []
    let parser = source.parser()
    let fromTable = kinds.contains(.checkins)
    try store.forEachRecord(kinds: kinds.subtracting(.checkins).rawValue, days: days) { path, bytes in
      var note = noteSkippingTasks(path, bytes, parser: parser, damaged: &damaged)
      if fromTable { note.checkins = [] }
      notes.append(note)
    }
    if kinds.contains(.diagnostics) {
      notes += update.unreadable
      notes.sort { ListingDiff.precedes($0.file, $1.file) }
    }
    if !damaged.isEmpty { store.markStale(damaged) }
    for note in notes { contents.add(note, keepTasks: false) }
    if fromTable {
      switch checkins {
      case .recent(let today) where days != nil:
        let first = min(days!.lowerBound, today.dayNumber)
        contents.checkins = try recentCheckins(from: first, today: today, contents.habits)
      case .all, .recent: contents.checkins = try store.checkins()
      }
    }
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// A stored note without its tasks; a record that does not decode is parsed afresh from its
  /// file (its tasks dropped too) and its path added to `damaged`, for the caller to mark stale.
  func noteSkippingTasks(_ path: String, _ bytes: [UInt8], parser: NoteParser, damaged: inout [String]) -> ParsedNote {
    if let decoded = try? ParsedNoteCodec.decodeSkippingTasks(bytes) { return decoded }
    var note = source.parseAfresh(path, parser: parser)
    note.tasks = []
    damaged.append(path)
    return note
  }

  /// The check-ins of the days from `first` on, and of as many days before as the current
  /// streak of each of `habits` on `today` needs: a streak reaches back only to its last break,
  /// so the days read for a habit double until its history settles its streak
  /// (`HabitHistory.settlesStreak`) or nothing earlier is stored. The longest streak needs the
  /// whole history: a view that shows it reads every check-in.
  private func recentCheckins(from first: Int, today: LocalDate, _ habits: [Habit]) throws(IndexError) -> [CheckIn] {
    // Two months settle the streaks of most vaults in one read.
    var from = first - 62
    var checkins = try store.checkins(days: from..<Int.max)
    func unsettled(_ habits: [Habit]) -> [Habit] {
      HabitHistory.histories(of: habits, checkins: checkins).filter {
        !$0.settlesStreak(from: LocalDate(dayNumber: from), today: today)
      }.map(\.habit)
    }
    var open = unsettled(habits)
    while !open.isEmpty, let earliest = try store.earliestCheckinDay(), earliest < from {
      let earlier = today.dayNumber - 2 * (today.dayNumber - from)
      let slugs = open.map { $0.slug.lowercased() }
      checkins =
        try store.checkins(days: earlier..<from) { habit in slugs.contains { HabitStreaks.names(habit, $0) } }
        + checkins
      from = earlier
      open = unsettled(open)
    }
    return checkins
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

  /// Contents with no notes yet: the config's diagnostics and the last walk's, which every
  /// load starts with.
  private func emptyContents() throws(IndexError) -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics = vault.configDiagnostics + (try walkDiagnostics())
    return contents
  }

  /// The diagnostics of the last full walk (symlinks not followed, unreadable folders).
  func walkDiagnostics() throws(IndexError) -> [Diagnostic] {
    let walk = try store.walkBytes()
    guard !walk.isEmpty else { return [] }
    var r = BinaryReader(walk)
    return try r.array { r throws(IndexError) in try r.diagnostic() }
  }

  /// The courses the stored notes define, in path order.
  func courses() throws(IndexError) -> [Course] {
    try store.courseRecords().compactMap { try? ParsedNoteCodec.decode($0).course }
  }

  /// Hands the stored notes to `body` in path order, batch by batch, each decoded and passed
  /// through `transform` on all cores. A record that does not decode is parsed afresh from its
  /// file, and marked so that the next update stores it again.
  func forEachBatch<T>(
    after update: IndexUpdate, batchSize: Int, transform: @escaping @Sendable (ParsedNote) -> T,
    body: ([T]) -> Void
  ) throws(IndexError) {
    let parser = source.parser()
    var damaged: [String] = []
    func process(_ items: [Item]) {
      let slots = Slots<(T, String?)>(count: items.count)
      DispatchQueue.concurrentPerform(iterations: items.count) { i in
        switch items[i] {
        case .note(let note): slots.set(i, (transform(note), nil))
        case .record(let path, let bytes):
          if let note = try? ParsedNoteCodec.decode(bytes) {
            slots.set(i, (transform(note), nil))
          } else {
            slots.set(i, (transform(source.parseAfresh(path, parser: parser)), path))
          }
        }
      }
      let values = slots.values()
      damaged += values.compactMap(\.1)
      body(values.map(\.0))
    }
    var pending = update.unreadable.sorted { ListingDiff.precedes($0.file, $1.file) }[...]
    var batch: [Item] = []
    batch.reserveCapacity(batchSize)
    try store.forEachRecord { path, bytes in
      while let next = pending.first, ListingDiff.precedes(next.file, path) {
        batch.append(.note(next))
        pending = pending.dropFirst()
      }
      batch.append(.record(path: path, bytes: bytes))
      if batch.count >= batchSize {
        process(batch)
        batch.removeAll(keepingCapacity: true)
      }
    }
    batch += pending.map { .note($0) }
    if !batch.isEmpty { process(batch) }
    if !damaged.isEmpty { store.markStale(damaged) }
  }

  /// A stored record, or a note that is not stored, waiting in a batch.
  private enum Item: Sendable {
    case record(path: String, bytes: [UInt8])
    case note(ParsedNote)
  }
}
