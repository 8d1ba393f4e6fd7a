import Foundation

/// A warning told once, however often and from whichever thread it is asked for: a read of the
/// index that fails may fail again for every question a command asks.
// Unchecked Sendable: `told` is guarded by `lock`.
final class WarnOnce: @unchecked Sendable {
  private let warn: @Sendable (String) -> Void
  private let lock = NSLock()
  private var told = false

  init(_ warn: @escaping @Sendable (String) -> Void) { self.warn = warn }

  /// Tells `message` the first time only.
  func callAsFunction(_ message: @autoclosure () -> String) {
    let first = lock.withLock {
      defer { told = true }
      return !told
    }
    if first { warn(message()) }
  }
}
