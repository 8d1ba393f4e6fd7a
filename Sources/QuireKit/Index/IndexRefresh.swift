import Dispatch
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One refresh of the index: the stored listing diffed against the files' (`ListingDiff`),
/// added and changed files read, hashed and parsed on all cores batch by batch, and everything
/// written in one transaction (docs/index.md, "Incremental refresh" and "Invalidation rules").
struct IndexRefresh {
  let store: IndexStore
  let source: IndexNoteSource
  /// Files per parallel batch, as in `VaultLoader`.
  let batchSize: Int

  /// How close to the last refresh a file's mtime must be for its bytes to be checked again:
  /// generous, for file systems that keep mtimes in whole seconds (or two, on FAT).
  static let racyWindow = 3_000_000_000

  /// Whether the files' `listing` and the full walk's `walkDiagnostics` are what `stored` says:
  /// nothing to read, nothing to write. A listing read before the walk ended (`VaultIndex`) can
  /// answer only this: changes are worked out by ``apply(listing:walkDiagnostics:only:progress:)``
  /// from the listing as stored then, which another process may have written meanwhile.
  static func nothingChanged(since stored: PackedListing, _ listing: [ListingEntry], _ walkDiagnostics: [Diagnostic])
    -> Bool
  {
    !listing.contains { isRacy($0, since: stored.indexedAt) }
      && stored.matches(listing, walkBytes: encode(diagnostics: walkDiagnostics))
  }

  /// Whether `entry` changed within the mtime granularity of the refresh that began at
  /// `indexedAt` (*racy*, as git calls it): a second edit could have kept both size and mtime,
  /// so its bytes are hashed again until it is older than a refresh.
  private static func isRacy(_ entry: ListingEntry, since indexedAt: Int) -> Bool {
    entry.mtime >= indexedAt &- racyWindow
  }

  /// Applies the diff between the stored listing (of `only` those paths, when given) and
  /// `listing` in one transaction.
  ///
  /// - Parameter walkDiagnostics: the full walk's own diagnostics, stored when they changed;
  ///   `nil` for a refresh of named paths.
  func apply(
    listing: [ListingEntry], walkDiagnostics: [Diagnostic]?, only: Set<String>? = nil, progress: IndexProgress?
  ) throws(IndexError) -> IndexUpdate {
    var update = IndexUpdate()
    let walkBytes = walkDiagnostics.map(Self.encode(diagnostics:))
    let stored = try store.storedListing(only: only)
    let startedAt = Self.wallClockNanoseconds()
    guard let (diff, racy) = Self.changes(from: stored, to: listing, walk: walkBytes) else {
      update.unchanged = listing.count
      return update
    }

    var storedByPath: [String: StoredListing.Row] = [:]
    for (entry, row) in zip(stored.entries, stored.rows) { storedByPath[entry.path] = row }
    let parser = source.parser()
    let archive = source.config.folders.archive + "/"
    let toRead = diff.added + diff.modified + racy
    let racyPaths = Set(racy.map(\.path))
    let hashes = toRead.map { storedByPath[$0.path]?.hash }
    var reminderSpan = 0
    progress?.start(total: toRead.count)
    defer { progress?.finish() }
    try store.change { changes in
      for path in diff.removed {
        guard let row = storedByPath[path] else { continue }
        try changes.remove(row.id)
        update.removed.append(path)
      }
      // Batch k+1 is read and parsed on all cores while batch k is written: the writes (SQLite,
      // its full-text tokenizer) run on this thread only, and waited for the parse before.
      let batches = stride(from: 0, to: toRead.count, by: batchSize).map {
        $0..<min($0 + batchSize, toRead.count)
      }
      // The full-text rows are kept only once a search built the table. Should another
      // process have built it since this refresh looked (its notes would then lack rows), the
      // table is dropped, and the next search builds it whole.
      let keepLines = stored.fullText
      if try changes.fullTextBuilt() != keepLines, !keepLines { try changes.dropFullText() }
      var ahead = batches.first.map {
        ReadAhead(toRead, hashes, $0, source: source, parser: parser, paragraphs: keepLines)
      }
      for (k, range) in batches.enumerated() {
        guard let current = ahead else { break }
        let outcomes = current.outcomes()
        ahead =
          k + 1 < batches.count
          ? ReadAhead(toRead, hashes, batches[k + 1], source: source, parser: parser, paragraphs: keepLines) : nil
        let batch = toRead[range]
        for (entry, outcome) in zip(batch, outcomes) {
          let row = storedByPath[entry.path]
          switch outcome {
          case .touched:
            try changes.touch(row!.id, entry)
            if !racyPaths.contains(entry.path) { update.touched += 1 }
          case .parsed(let note, let items, let spans, let hash, let paragraphs):
            let id: Int64
            let record = IndexStore.Record(note: note, items: items, hash: hash)
            if let row {
              try changes.replace(row.id, entry, record)
              id = row.id
              update.modified.append(entry.path)
            } else {
              id = try changes.insert(entry, record)
              update.added.append(entry.path)
            }
            if keepLines { try changes.addLines(id, paragraphs) }
            let rows = zip(note.tasks, spans).map { TaskRow($0, span: $1, of: items, archive: archive) }
            try changes.addTasks(id, rows)
            try changes.addCheckins(id, note.checkins)
            for row in rows {
              if let from = row.remindFrom, let to = row.remindTo { reminderSpan = max(reminderSpan, to - from) }
            }
          case .unreadable(let note):
            if let row { try changes.remove(row.id) }
            update.unreadable.append(note)
          }
        }
        progress?.advance(by: batch.count)
      }
      try changes.raiseReminderSpan(to: reminderSpan)
      try changes.setIndexedAt(startedAt)
      if let walkBytes, walkBytes != stored.walk { try changes.setWalk(walkBytes) }
    }
    update.unchanged =
      listing.count - update.added.count - update.modified.count - update.touched
      - update.unreadable.count
    return update
  }

  /// How `listing` differs from `stored`, and its racy files (``isRacy(_:since:)``) that did not
  /// change otherwise. `nil` when there is nothing to do: no difference, no racy file, and the
  /// walk's diagnostics (`walk`) as stored.
  private static func changes(
    from stored: StoredListing, to listing: [ListingEntry], walk: [UInt8]?
  ) -> (diff: ListingDiff, racy: [ListingEntry])? {
    let diff = ListingDiff(from: stored.entries, to: listing)
    let changedPaths = Set(diff.added.map(\.path) + diff.modified.map(\.path))
    let racy = listing.filter { isRacy($0, since: stored.indexedAt) && !changedPaths.contains($0.path) }
    if diff.isEmpty && racy.isEmpty && (walk == nil || walk == stored.walk) { return nil }
    return (diff, racy)
  }

  /// The wall clock in nanoseconds since 1970, the unit of file modification times.
  private static func wallClockNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
  }

  private static func encode(diagnostics: [Diagnostic]) -> [UInt8] {
    var w = BinaryWriter()
    w.array(diagnostics) { $0.diagnostic($1, in: "") }
    return w.bytes
  }
}

/// One batch of files being read and parsed on all cores in the background (`IndexRefresh`
/// writes the previous batch meanwhile).
private final class ReadAhead: Sendable {
  private let group = DispatchGroup()
  private let slots: Slots<IndexNoteSource.Outcome>

  init(
    _ files: [ListingEntry], _ hashes: [Int64?], _ range: Range<Int>, source: IndexNoteSource, parser: NoteParser,
    paragraphs: Bool
  ) {
    let slots = Slots<IndexNoteSource.Outcome>(count: range.count)
    self.slots = slots
    DispatchQueue.global(qos: .userInitiated).async(group: group) {
      DispatchQueue.concurrentPerform(iterations: range.count) { i in
        let k = range.lowerBound + i
        slots.set(i, source.read(files[k].path, parser: parser, storedHash: hashes[k], paragraphs: paragraphs))
      }
    }
  }

  /// The batch's outcomes in file order, once all are in.
  func outcomes() -> [IndexNoteSource.Outcome] {
    group.wait()
    return slots.values()
  }
}
