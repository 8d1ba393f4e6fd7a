import Foundation
import QuireCore

/// The slow part of `quire watch`'s start — the first read of the vault and the first pages,
/// and the first refresh of the index — run on a thread of its own, so that the loop can
/// deliver reminders on time meanwhile (docs/watch.md, "Start-up").
///
/// The loop hands the work over and does not touch what it uses (the hooks, the monitor) until
/// `result` is there; the thread wakes the loop when it is done.
// Unchecked Sendable: `value` is written once under `lock` by the work's thread and read under it by the loop.
final class StartupWork: @unchecked Sendable {
  private let lock = NSLock()
  private var value: WatchContents?

  /// Starts `work` now on another thread; `waker` is woken when it returns.
  init(waker: Waker, work: @escaping () -> WatchContents) {
    let box = UncheckedBox(work)
    let thread = Thread { [self] in
      let contents = box.value()
      lock.lock()
      value = contents
      lock.unlock()
      waker.wake()
    }
    // The first build parses and renders a whole vault: give it room (the default is 512 KB).
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The contents, once the work is done.
  var result: WatchContents? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

/// Hands a value that is not `Sendable` to one other thread, which alone uses it from then on.
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
