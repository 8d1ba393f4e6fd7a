import Dispatch
import QuireCore

/// The reads of the index that `IndexedVaultReader` answers the `VaultReader` primitives with:
/// the notes of some kinds without their tasks, the courses, the stored notes batch by batch,
/// the task rows (`IndexQueries+Tasks.swift`), the habits' histories
/// (`IndexQueries+Habits.swift`) and full-text search (`IndexQueries+Search.swift`). Call after
/// a refresh, passing its `IndexUpdate`: the notes it could not read are merged in at their
/// place (docs/index.md).
struct IndexQueries {
  let store: IndexStore
  let source: IndexNoteSource
  let vault: Vault

  /// The stored notes that hold any of `kinds`, without their tasks, in path order
  /// (`VaultReader.notes(holding:days:below:)`); with `.diagnostics`, the notes `update` could
  /// not read come too.
  func notes(holding kinds: NoteKinds, days: ClosedRange<Int>?, below folder: String?, after update: IndexUpdate)
    throws(IndexError) -> [ParsedNote]
  {
    var notes: [ParsedNote] = []
    var damaged: [String] = []
    let parser = source.parser()
    let add = { (path: String, bytes: [UInt8]) in
      notes.append(noteSkippingTasks(path, bytes, parser: parser, damaged: &damaged))
    }
    if let folder {
      try store.forEachRecord(below: folder, kinds: kinds.rawValue, days: days, add)
    } else {
      try store.forEachRecord(kinds: kinds.rawValue, days: days, add)
    }
    if kinds.contains(.diagnostics) {
      notes += update.unreadable.filter { note in folder.map { VaultPath.isInside(note.file, folder: $0) } ?? true }
      notes.sort { ListingDiff.precedes($0.file, $1.file) }
    }
    if !damaged.isEmpty { store.markStale(damaged) }
    return notes
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

  /// The diagnostics of the last full walk (symlinks not followed, unreadable folders).
  func walkDiagnostics() throws(IndexError) -> [Diagnostic] {
    let walk = try store.walkBytes()
    guard !walk.isEmpty else { return [] }
    var r = BinaryReader(walk)
    return try r.array { r throws(IndexError) in try r.diagnostic(in: "") }
  }

  /// The courses the stored notes define, in path order.
  func courses() throws(IndexError) -> [Course] {
    try store.courseRecords().compactMap { try? ParsedNoteCodec.decodeSkippingTasks($0).course }
  }

  /// Hands the stored notes to `body` in path order, batch by batch, each decoded and passed
  /// through `transform` on all cores. A record that does not decode is parsed afresh from its
  /// file, and marked so that the next update stores it again.
  // Specialized for the passes that run over every note (`check`, the exports): called through
  // `any VaultReader`, the generic body would copy and destroy each note through its metadata.
  @_specialize(where T == ParsedNote)
  @_specialize(where T == ExportedNote)
  func forEachBatch<T>(
    after update: IndexUpdate, batchSize: Int, tasks: NoteTasks = .all,
    transform: @escaping @Sendable (ParsedNote) -> T,
    body: (_ values: [T], _ paths: [String]) -> Void
  ) throws(IndexError) {
    let parser = source.parser()
    var damaged: [String] = []
    func process(_ items: [Item]) {
      let paths = items.map(\.path)
      let slots = Slots<(T, String?)>(count: items.count)
      DispatchQueue.concurrentPerform(iterations: items.count) { i in
        switch items[i] {
        case .note(let note): slots.set(i, (transform(note), nil))
        case .record(let path, let bytes):
          if let note = try? ParsedNoteCodec.decode(bytes, tasks: tasks) {
            slots.set(i, (transform(note), nil))
          } else {
            slots.set(i, (transform(source.parseAfresh(path, parser: parser)), path))
          }
        }
      }
      let values = slots.values()
      damaged += values.compactMap(\.1)
      body(values.map(\.0), paths)
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

    var path: String {
      switch self {
      case .record(let path, _): return path
      case .note(let note): return note.file
      }
    }
  }
}
