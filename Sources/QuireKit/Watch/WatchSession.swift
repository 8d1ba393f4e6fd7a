import Foundation
import QuireCore

/// The loop of `quire watch`: waits on the watcher with a timeout until the
/// next reminder, the next midnight or the end of a debounce window; hands changed files to
/// the refresh hook and recomputes the reminder schedule from what it returns; calls the
/// rollover hook when the day changes; delivers each reminder once at its minute through the
/// notifier and records it in the `ReminderStore`. `stop()` (from a signal) ends it cleanly.
///
/// One log line per event goes to `log`: `HH:MM reminder: ...`, `HH:MM changed: N files`.
// Unchecked Sendable: `stop()` touches only `stopRequested` (under `stopLock`) and the waker; the rest belongs to the thread in `run()`.
public final class WatchSession: @unchecked Sendable {
  /// Settings that do not come from the vault.
  public struct Options {
    /// Deliver what is due, refresh once and return (`quire watch --once`).
    public var once = false
    /// Poll even where inotify works.
    public var forcePolling = false
    /// Seconds between two listings when polling.
    public var pollInterval = 1.0
    /// The debounce window: quiet seconds that end a burst, and the longest a burst is held.
    public var quiet = 0.02
    public var cap = 0.25
    /// For tests: pretend inotify allows only this many watches.
    public var watchLimit: Int?

    public init() {}
  }

  /// How far ahead the schedule is computed (it is recomputed at every midnight and change).
  static let horizon: Int64 = 2 * 86_400
  /// The longest the loop sleeps without looking at the wall clock, in seconds.
  static let maxWait = 60.0
  /// How often `lastSeen` is saved when nothing else is written, in seconds.
  static let heartbeat = 300.0

  private var vault: Vault
  private let clock: any QuireClock
  private let hooks: WatchHooks
  private let options: Options
  private let makeNotifier: (VaultConfig) -> Notifier
  private let makeZone: (VaultConfig) -> TimeZone
  private let log: (String) -> Void
  private let warn: (String) -> Void
  private let store: ReminderStore
  private let waker = Waker()
  private let stopLock = NSLock()
  private var stopRequested = false

  private var notifier: Notifier
  private var wall: WallClock
  private var ledger = ReminderLedger()
  private var contents = WatchContents.empty
  private var reminders: [Reminder] = []
  /// Reminders were just told as missed (and recorded in the ledger): today's page is to be built
  /// again, once the hooks are free (not during start-up, when the first refresh holds them).
  private var missedToShow = false
  /// Keeps the index current for other commands and publishes the token (`nil` with `--once`
  /// or without an index).
  private var monitor: WatchMonitor?
  /// What the watches report (its rules follow a changed config).
  private var filter: WatchPathFilter?
  /// Renders `quire query`'s answers (`nil`: the watcher answers none).
  private let renderQuery: QueryRendering?
  /// The answers held for `quire query` (with the monitor only: a command trusts no other watcher).
  private var answers: QueryAnswers?

  /// - Parameters:
  ///   - makeNotifier: the notifier for a config (made again when the config changes).
  ///   - makeZone: the vault's time zone for a config.
  ///   - log: prints an event line (flushed).
  ///   - warn: prints a warning line.
  ///   - renderQuery: what `quire query` prints for a request, for the answers the watcher holds
  ///     (`QueryExchange`); `nil`: it answers no query.
  public init(
    vault: Vault, clock: any QuireClock, hooks: WatchHooks, options: Options,
    makeNotifier: @escaping (VaultConfig) -> Notifier, makeZone: @escaping (VaultConfig) -> TimeZone,
    log: @escaping (String) -> Void, warn: @escaping (String) -> Void, renderQuery: QueryRendering? = nil
  ) {
    self.renderQuery = renderQuery
    self.vault = vault
    self.clock = clock
    self.hooks = hooks
    self.options = options
    self.makeNotifier = makeNotifier
    self.makeZone = makeZone
    self.log = log
    self.warn = warn
    store = ReminderStore(vaultRoot: vault.root)
    notifier = makeNotifier(vault.config)
    wall = WallClock(zone: FoundationZoneRules(makeZone(vault.config)))
  }

  /// Ends `run()` soon (safe from any thread).
  public func stop() {
    stopLock.lock()
    stopRequested = true
    stopLock.unlock()
    waker.wake()
  }

  private var stopped: Bool {
    stopLock.lock()
    defer { stopLock.unlock() }
    return stopRequested
  }

  /// Runs until `stop()` (or once). Throws when another `quire watch` holds the vault, or the
  /// state cannot be written.
  public func run() throws(QuireKitError) {
    guard try store.lock() else { throw .watchRunning(vault.root) }
    defer { store.unlock() }
    // Posted notifications finish (or time out) before the process ends.
    defer { notifier.waitForPosted() }
    ledger = store.load(warn: warn)
    // Missed reminders of another day are no longer listed anywhere.
    if let missed = ledger.missed, missed.day != local(clock.instant()).date { ledger.missed = nil }
    // Made before the watches are armed: it creates the cookie folder they watch.
    monitor = options.once ? nil : WatchMonitor(vault: vault)
    defer { monitor?.stop() }
    if monitor != nil, let renderQuery { answers = QueryAnswers(root: vault.root, render: renderQuery) }
    defer { answers?.stop() }
    let filter = WatchPathFilter(agendaFolder: vault.config.folders.agenda, ignore: vault.ignore)
    self.filter = filter
    // The watches are armed before the first scan: a note saved while the first pages are
    // being written is then seen by both or by the watcher, never by neither.
    let watcher =
      options.once
      ? nil
      : FallbackWatcher(
        root: vault.root, filter: filter, waker: waker,
        forcePolling: options.forcePolling, pollInterval: options.pollInterval, clock: { [clock] in clock.instant() },
        warn: warn, watchLimit: options.watchLimit)
    var now = clock.instant()
    var day = local(now).date
    guard let watcher else {
      contents = hooks.refresh(WatchBatch(rescan: true), vault, local(now))
      schedule(now: now)
      try deliver(now: now)
      ledger.lastSeen = Int64(now)
      try store.save(ledger)
      showMissed(now: now)
      // The reminders went out; a page that could not be written still fails the run.
      if let failure = hooks.failure() { throw failure }
      return
    }
    var debouncer = Debouncer(quiet: options.quiet, cap: options.cap)
    try start(watcher: watcher, debouncer: &debouncer)
    now = clock.instant()
    monitor?.publish(mechanism: watcher.mechanism, now: now)
    let next = ledger.next(reminders, after: Int64(now)).map {
      ", next reminder \(local(Double($0.instant)).time) \($0.title)"
    }
    log(stamp(now) + "watching \(vault.root) (\(watcher.mechanism))" + (next ?? ""))
    try deliver(now: now)
    // Saved at once: after a hard kill, the next start catches up from here.
    try store.save(ledger)
    showMissed(now: now)
    var lastSaved = now
    while !stopped {
      now = clock.instant()
      var wakeAt = Double(midnight(after: day))
      if let r = ledger.next(reminders, after: Int64(now.rounded(.down))) { wakeAt = min(wakeAt, Double(r.instant)) }
      if let d = debouncer.deadline { wakeAt = min(wakeAt, d) }
      if let monitor { wakeAt = min(wakeAt, monitor.nextHeartbeat) }
      // poll(2) times out on a monotonic clock that stops while the machine sleeps, and the
      // wall clock may be set: look at the wall clock at least once a minute.
      wakeAt = min(wakeAt, now + Self.maxWait)
      let changes = watcher.wait(timeout: max(0, wakeAt - now))
      now = clock.instant()
      debouncer.add(changes, at: now)
      if let batch = debouncer.take(at: now) { handle(batch, now: now, mechanism: watcher.mechanism) }
      if let monitor, now >= monitor.nextHeartbeat {
        monitor.flush()
        monitor.publish(mechanism: watcher.mechanism, now: now)
      }
      let today = local(now).date
      if today != day {
        day = today
        log(stamp(now) + "day: \(today)")
        if ledger.missed != nil {
          // Yesterday's missed reminders are not today's: the new day's page lists none.
          ledger.missed = nil
          try store.save(ledger)
        }
        hooks.rollover(local(now), contents, vault)
        schedule(now: now)
      }
      try deliver(now: now)
      showMissed(now: now)
      if now - lastSaved >= Self.heartbeat {
        // Record that this run saw up to now, so after a hard kill the catch-up window starts
        // here rather than at the last delivery.
        try store.save(ledger)
        lastSaved = now
      }
    }
    now = clock.instant()
    ledger.lastSeen = Int64(now)
    ledger.prune(now: Int64(now))
    try store.save(ledger)
    log(stamp(now) + "stopped")
  }

  /// The first refresh (the vault read, the pages written, the index refreshed) runs on a
  /// thread of its own (`StartupWork`); meanwhile reminders are delivered from what the index
  /// held (`StoredReminderSource`), each only when its note is unchanged since, and changes are
  /// gathered in `debouncer` for after. Returns once the first refresh is done, its contents and
  /// schedule in place.
  private func start(watcher: FallbackWatcher, debouncer: inout Debouncer) throws(QuireKitError) {
    let started = clock.instant()
    let work = UncheckedBox((hooks, vault, monitor, local(started)))
    let startup = StartupWork(waker: waker) {
      let (hooks, vault, monitor, now) = work.value
      let contents = hooks.refresh(WatchBatch(rescan: true), vault, now)
      monitor?.note(WatchBatch(rescan: true), vault: vault)
      monitor?.flush()
      return contents
    }
    let warn = UncheckedBox(self.warn)
    let stored = StoredReminderSource(vault: vault) { warn.value("quire: warning: " + $0) }
    if let stored {
      contents = stored.contents
      schedule(now: started)
    }
    // Reminders from the stored contents do not move `lastSeen`: one held back (its note
    // changed) is still in the catch-up window when the real schedule comes.
    // A first run (nothing recorded) starts at the current minute, as `ReminderLedger` says.
    if ledger.lastSeen == nil { ledger.lastSeen = Int64(started) - ((Int64(started) % 60) + 60) % 60 }
    while startup.result == nil, !stopped {
      var now = clock.instant()
      var wakeAt = now + Self.maxWait
      if let r = ledger.next(reminders, after: Int64(now.rounded(.down))) { wakeAt = min(wakeAt, Double(r.instant)) }
      let changes = watcher.wait(timeout: max(0, wakeAt - now))
      now = clock.instant()
      debouncer.add(changes, at: now)
      if let stored { try deliver(now: now, advancing: false, only: { stored.isCurrent($0.file) }) }
    }
    while startup.result == nil {
      // Stopped during start-up: the work holds the hooks; let it finish.
      _ = watcher.wait(timeout: 0.1)
    }
    contents = startup.result ?? .empty
    schedule(now: clock.instant())
  }

  private func handle(_ batch: WatchBatch, now: Double, mechanism: String) {
    var batch = batch
    if batch.configChanged || batch.rescan || batch.folders || !batch.notes.isEmpty || !batch.agendaPages.isEmpty {
      answers?.invalidate()
    }
    if batch.configChanged {
      let (usesIndex, reporter) = (vault.usesIndex, vault.reporter)
      vault = Vault(root: vault.root)
      vault.usesIndex = usesIndex  // keep reading through the index (it rebuilds for the new config)
      vault.reporter = reporter
      filter?.update(ignore: vault.ignore)  // events in newly excluded (or included) folders
      notifier = makeNotifier(vault.config)
      wall = WallClock(zone: FoundationZoneRules(makeZone(vault.config)))
      batch.rescan = true
      log(stamp(now) + "changed: config")
    }
    if !batch.notes.isEmpty, !batch.rescan {
      // A copy that came or went, or whose note did (docs/sync.md): a full walk, which is
      // where the copies' warnings come from, with the copies read again.
      let copies = ConflictCopyWatch.reached(by: batch.notes, walker: VaultWalker(vault: vault)) {
        Set(
          contents.reader.baseDiagnostics().lazy.filter { $0.code == DiagnosticKind.Code.conflictCopy.rawValue }.map(
            \.file))
      }
      if !copies.isEmpty {
        batch.notes.formUnion(copies)
        batch.folders = true
      }
    }
    if !batch.notes.isEmpty || batch.rescan {
      let count = batch.notes.count
      log(stamp(now) + "changed: " + (batch.rescan ? "rescan" : "\(count) file" + (count == 1 ? "" : "s")))
      // Let go of the contents first: the refresh patches the notes' arrays in place, which
      // a second holder would make it copy.
      contents = .empty
      contents = hooks.refresh(batch, vault, local(now))
      schedule(now: now)
    }
    if !batch.agendaPages.isEmpty {
      hooks.agendaChanged(batch.agendaPages, vault, local(now))
    }
    if let monitor {
      monitor.note(batch, vault: vault)
      // A command waits on a cookie; a rescan may mean a switch to polling, which the token
      // should say at once. Otherwise the index is written at the next cookie or heartbeat, so
      // that a save's page never waits on it.
      if !batch.cookies.isEmpty || batch.rescan {
        monitor.flush()
        // Read before the token: publishing removes the cookies, requests among them.
        let requests = answers?.requests(among: batch.cookies) ?? []
        monitor.publish(mechanism: mechanism, answered: batch.cookies, now: now)
        if !requests.isEmpty { answers?.reply(to: requests, vault: vault, reader: contents.reader, now: now) }
      }
    }
    answers?.fill(vault: vault, reader: contents.reader, now: now)
  }

  /// Recomputes the reminders from the window's start to the horizon.
  private func schedule(now: Double) {
    let start = ledger.windowStart(now: Int64(now))
    var schedule = ReminderSchedule(
      clock: wall, defaultTime: vault.config.defaultReminderTime,
      occurrences: { rule, first, from, to in Recurrence(text: rule)?.dates(from: first, within: from, to) })
    schedule.archiveFolder = vault.config.folders.archive
    schedule.zones = EventZones(vault: vault)
    reminders = contents.reminders(
      schedule, from: local(Double(start)), to: local(now + Double(Self.horizon)), weekStart: vault.config.weekStart,
      folders: vault.config.folders)
  }

  /// Delivers what is due at `now` (of it, what `only` lets through), each recorded as soon as
  /// the notifier returned; `advancing` moves `lastSeen` to `now`.
  private func deliver(now: Double, advancing: Bool = true, only: (Reminder) -> Bool = { _ in true })
    throws(QuireKitError)
  {
    var due = ledger.due(reminders, now: Int64(now.rounded(.down))).filter { only($0.reminder) }
    let today = local(now).date
    // Reminders missed by more than the grace window (the laptop was shut for a week) are told
    // in one notification, not one by one.
    let missed = DueReminder.missed(due, now: Int64(now.rounded(.down)), graceMinutes: vault.config.notifyGraceMinutes)
    if !missed.isEmpty {
      let summary = DueReminder.missedSummary(missed, today: today)
      notifier.post(Notification(title: summary.title, body: summary.body))
      log(stamp(now) + "reminders: " + summary.title + ": " + summary.body)
      for item in missed { ledger.markDelivered(item.reminder) }
      // Recorded for today's page (docs/watch.md), saved with the delivered keys.
      ledger.missed = MissedReminders.recording(missed, today: today, to: ledger.missed)
      missedToShow = true
      try store.save(ledger)
      let keys = Set(missed.map(\.reminder.deliveryKey))
      due.removeAll { keys.contains($0.reminder.deliveryKey) }
    }
    for item in due {
      let message = item.notification(today: today)
      // Posted, not awaited: the program runs off the loop, killed after its timeout, and the
      // reminder counts as delivered once it was started (docs/watch.md).
      notifier.post(
        Notification(
          title: message.title, body: message.body, time: item.reminder.fires.description,
          file: item.reminder.file, line: item.reminder.line, id: item.reminder.taskID ?? ""))
      log(stamp(now) + item.logText(today: today))
      ledger.markDelivered(item.reminder)
      if advancing { ledger.lastSeen = Int64(now) }
      try store.save(ledger)
    }
    if advancing { ledger.lastSeen = Int64(now) }
  }

  /// Builds the pages again when reminders were just told as missed, so that today's page lists
  /// them (the hooks read them from the saved state).
  private func showMissed(now: Double) {
    guard missedToShow else { return }
    missedToShow = false
    hooks.rebuild(local(now), vault)
  }

  // MARK: - Time

  private func local(_ instant: Double) -> LocalDateTime { wall.local(at: Int64(instant.rounded(.down))) }

  private func stamp(_ instant: Double) -> String { "\(local(instant).time) " }

  /// The instant of the first midnight after `day` began.
  private func midnight(after day: LocalDate) -> Int64 {
    wall.resolve(LocalDateTime(date: day.adding(days: 1), time: LocalTime(hour: 0, minute: 0)!)).instant
  }
}
