import Dispatch
import QuireCore

/// The reads of the index, one per view: the whole contents (`quire check`, `quire tasks`,
/// ...), the agenda's (tasks skimmed, decoded when read), the courses, the stored notes batch
/// by batch (`quire export --json`, `quire watch`), and full-text search
/// (`IndexQueries+Search.swift`). Call after a refresh, passing its `IndexUpdate`: the notes
/// it could not read are merged in at their place (docs/index.md).
struct IndexQueries {
  let store: IndexStore
  let source: IndexNoteSource
  let vault: Vault

  /// Everything indexed, exactly as `VaultLoader` would parse it from the files: notes in path
  /// order, courses resolved, consistency checked.
  func contents(after update: IndexUpdate) throws(IndexError) -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    contents.diagnostics += try walkDiagnostics()
    // All notes first, then the tasks array at its final size: growing it note by note
    // copied it over and over.
    var notes: [ParsedNote] = []
    try forEachBatch(after: update, batchSize: 512, transform: { note, _ in note }) { notes += $0 }
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
  func agendaContents(after update: IndexUpdate) throws(IndexError) -> (VaultContents, TaskLookup, TaskKeys) {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    contents.diagnostics += try walkDiagnostics()
    let archive = vault.config.folders.archive + "/"
    let parser = source.parser()
    let records = TaskRecords(reparse: { source.parseAfresh($0, parser: parser).tasks })
    var keys: [TaskKeys.Key] = []
    var inFileOrder = true
    var last: String?
    try forEachBatch(after: update, batchSize: 512, skimming: archive, transform: { note, skimmed in (note, skimmed) })
    {
      batch in
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
  /// through `transform` on all cores. With `archive`, the tasks of stored records are
  /// skimmed: the note comes without its tasks, and `SkimmedTasks` holds their keys and where
  /// to read them (a note parsed afresh comes whole, with `nil`). A record that does not
  /// decode is parsed afresh from its file, and marked so that the next update stores it again.
  func forEachBatch<T>(
    after update: IndexUpdate, batchSize: Int, skimming archive: String? = nil,
    transform: @escaping @Sendable (ParsedNote, SkimmedTasks?) -> T, body: ([T]) -> Void
  ) throws(IndexError) {
    let parser = source.parser()
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
            let note = source.parseAfresh(path, parser: parser)
            slots.set(i, (transform(note, nil), path))
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
