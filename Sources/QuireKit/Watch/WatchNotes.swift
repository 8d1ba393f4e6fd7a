import QuireCore

/// Where `quire watch` reads the vault from between changes.
///
/// Through the vault's index when it has one: a batch of changes refreshes the notes it names
/// in the index (a rescan refreshes them all), and each build asks the index for what its pages
/// show, as `quire build` does, so a save costs about the same in a small and a large vault and
/// the watcher holds no copy of the vault. Without an index (`--no-cache`), or after the index
/// failed, the parsed notes are kept in memory and patched note by note (`LiveContents`).
// Unchecked Sendable: the watch loop owns it (the start-up thread uses it first, then hands it over).
final class WatchNotes: @unchecked Sendable {
  private var index: (index: VaultIndex, update: IndexUpdate)?
  private var live: LiveContents?
  /// The index failed once: memory from then on (one warning).
  private var indexFailed = false

  /// Brings the notes up to date after `batch` (a rescan or a new config reads them all).
  func refresh(_ batch: WatchBatch, vault: Vault, warn: @escaping (String) -> Void) -> WatchContents {
    if vault.usesIndex, !indexFailed {
      do throws(IndexError) {
        return try refreshIndex(batch, vault: vault, warn: warn)
      } catch {
        fallBack(error, warn: warn)
        return .inMemory(refreshLive(WatchBatch(rescan: true), vault: vault))
      }
    }
    return .inMemory(refreshLive(batch, vault: vault))
  }

  /// The reader of the index as the last refresh left it; a failed read is told once.
  private func reader(warn: @escaping @Sendable (String) -> Void) -> IndexedVaultReader? {
    index.map { $0.index.reader(after: $0.update, warn: { warn("quire: warning: " + $0) }) }
  }

  private func refreshIndex(_ batch: WatchBatch, vault: Vault, warn: @escaping (String) -> Void) throws(IndexError)
    -> WatchContents
  {
    if let current = index, !batch.rescan, !batch.configChanged, !batch.folders {
      let update = batch.notes.isEmpty ? current.update : try current.index.update(paths: Array(batch.notes))
      index = (current.index, update)
      return .indexed(
        current.index.reader(
          after: update, warn: { [warn = UncheckedBox(warn)] in warn.value("quire: warning: " + $0) }))
    }
    // First read, rescan, new config (the index's stamp holds it: opening again rebuilds it).
    index = nil
    let (opened, warning) = VaultIndex.open(vault)
    if let warning { warn("quire: warning: " + warning) }
    guard let opened else { throw .unwritable("the index in .quire/cache cannot be opened") }
    let update = try opened.update()
    index = (opened, update)
    return .indexed(
      opened.reader(after: update, warn: { [warn = UncheckedBox(warn)] in warn.value("quire: warning: " + $0) }))
  }

  private func refreshLive(_ batch: WatchBatch, vault: Vault) -> LiveContents {
    if let current = live, !batch.rescan, !batch.configChanged {
      if !batch.notes.isEmpty || batch.folders { current.apply(batch.notes, walking: batch.folders) }
      return current
    }
    let fresh = LiveContents(vault: vault)
    live = fresh
    fresh.reload(vault)
    return fresh
  }

  /// Leaves the index for the rest of the run, after one warning.
  private func fallBack(_ error: IndexError, warn: (String) -> Void) {
    warn("quire: warning: \(error); the watcher keeps the notes in memory from now on")
    indexFailed = true
    index = nil
  }

  /// The reader of the notes as the last refresh left them: the index's, else the notes in memory
  /// (for the query blocks of pages).
  func currentReader(warn: @escaping @Sendable (String) -> Void) -> (any VaultReader)? {
    reader(warn: warn) ?? live?.reader
  }

  /// The tasks `ids` may name (to find the one a box ticked in a page names).
  func tasks(named ids: [String], warn: @escaping @Sendable (String) -> Void) -> [TaskItem] {
    currentReader(warn: warn)?.tasksNamed(ids) ?? []
  }

  /// The vault read for pages of the days `window` at `now`, with the holidays of `years`.
  func context(
    vault: Vault, now: LocalDateTime, years: ClosedRange<Int>, window: ClosedRange<LocalDate>,
    warn: @escaping @Sendable (String) -> Void
  ) -> AgendaContext {
    if let reader = reader(warn: warn) {
      return AgendaContext(vault: vault, reader: reader, now: now, years: years, window: window)
    }
    return AgendaContext(
      vault: vault, contents: live?.contents ?? VaultContents(), now: now, years: years, window: window)
  }
}
