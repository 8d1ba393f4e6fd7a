import Foundation
import QuireCore

/// Looks at the vault's `vdir:` folders every `interval` seconds from a thread of its own and
/// syncs when a file there was added, changed or removed (vdirsyncer wrote into it), for
/// `quire watch` (docs/phone.md). A sync takes the vault's write lock like every writer.
public final class VdirPoller: @unchecked Sendable {
  private let targets: VdirTargets
  private let interval: Double
  private let now: @Sendable () -> LocalDateTime
  private let log: @Sendable (String) -> Void
  private let warn: @Sendable (String) -> Void
  private let stopped = NSCondition()
  private var isStopped = false
  private var thread: Thread?

  public init(
    targets: VdirTargets, interval: Double = 2, now: @escaping @Sendable () -> LocalDateTime,
    log: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
  ) {
    self.targets = targets
    self.interval = interval
    self.now = now
    self.log = log
    self.warn = warn
  }

  /// Starts looking (nothing happens without `vdir:` folders).
  public func start() {
    guard !targets.vault.config.vdirs.isEmpty else { return }
    let thread = Thread { [self] in self.loop() }
    thread.name = "quire-vdir"
    self.thread = thread
    thread.start()
  }

  /// Stops looking; a sync under way finishes first.
  public func stop() {
    stopped.lock()
    isStopped = true
    stopped.broadcast()
    stopped.unlock()
  }

  private func loop() {
    var last = targets.stamps()
    while true {
      stopped.lock()
      if !isStopped { _ = stopped.wait(until: Date().addingTimeInterval(interval)) }
      let done = isStopped
      stopped.unlock()
      if done { return }
      let stamps = targets.stamps()
      guard stamps != last else { continue }
      targets.syncAll(now: now(), log: log, warn: warn)
      // What the sync wrote itself is not a change to sync again.
      last = targets.stamps()
    }
  }
}
