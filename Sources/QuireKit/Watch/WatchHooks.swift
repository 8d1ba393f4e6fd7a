import QuireCore

/// What `quire watch` does when notes change and when the day changes: the seams where the
/// index (incremental refresh) and the page builder (rebuild affected pages, roll over at
/// midnight) plug in. Until they do, a refresh reloads the vault and nothing is written.
public struct WatchHooks {
  /// Brings the vault's contents up to date after `batch` and returns them (the schedule of
  /// reminders is asked of them). The first call, on start, gets a `rescan` batch.
  /// `now` is the watch clock's wall time in the vault's zone.
  public var refresh: (_ batch: WatchBatch, _ vault: Vault, _ now: LocalDateTime) -> WatchContents
  /// The day changed while watching (`now` is just past midnight): roll the pages over.
  public var rollover: (_ now: LocalDateTime, _ contents: WatchContents, _ vault: Vault) -> Void
  /// Generated pages changed (a box ticked in a page, for the two-way edit; Quire's own
  /// writes show up here too and are told apart by their bytes). A note the hook edits comes
  /// back as a change of that note.
  public var agendaChanged: (_ pages: Set<String>, _ vault: Vault, _ now: LocalDateTime) -> Void
  /// Build the pages again though no note changed: reminders missed while Quire was not running
  /// were just recorded in the watch state, and today's page lists them (docs/watch.md).
  public var rebuild: (_ now: LocalDateTime, _ vault: Vault) -> Void
  /// Why the last refresh left pages unwritten, if it did (`quire watch --once` then exits 1).
  public var failure: () -> QuireKitError?

  public init(
    refresh: @escaping (WatchBatch, Vault, LocalDateTime) -> WatchContents,
    rollover: @escaping (LocalDateTime, WatchContents, Vault) -> Void = { _, _, _ in },
    agendaChanged: @escaping (Set<String>, Vault, LocalDateTime) -> Void = { _, _, _ in },
    rebuild: @escaping (LocalDateTime, Vault) -> Void = { _, _ in },
    failure: @escaping () -> QuireKitError? = { nil }
  ) {
    self.refresh = refresh
    self.rollover = rollover
    self.agendaChanged = agendaChanged
    self.rebuild = rebuild
    self.failure = failure
  }

  /// No pages: every change refreshes the index (or, without one, reloads the vault).
  public static var reloading: WatchHooks {
    let notes = WatchNotes()
    return WatchHooks(refresh: { batch, vault, _ in notes.refresh(batch, vault: vault, warn: { _ in }) })
  }
}
