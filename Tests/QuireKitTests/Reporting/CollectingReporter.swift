import Foundation
import QuireKit

/// A `Reporter` that keeps what it is told, for a test to read.
final class CollectingReporter: Reporter, @unchecked Sendable {
  private let lock = NSLock()
  private var warningsSeen: [String] = []
  private var waitsSeen: [String] = []
  private var progressSeen: [ProgressEvent] = []
  private var debugSeen: [String] = []

  func warn(_ message: String) { lock.withLock { warningsSeen.append(message) } }
  func waiting(_ message: String) { lock.withLock { waitsSeen.append(message) } }
  func progress(_ event: ProgressEvent) { lock.withLock { progressSeen.append(event) } }
  func debug(_ message: String) { lock.withLock { debugSeen.append(message) } }

  var warnings: [String] { lock.withLock { warningsSeen } }
  var waits: [String] { lock.withLock { waitsSeen } }
  var progressEvents: [ProgressEvent] { lock.withLock { progressSeen } }
  var debugLines: [String] { lock.withLock { debugSeen } }
}

extension Vault {
  /// This vault, reporting to `reporter`.
  func reporting(to reporter: any Reporter) -> Vault {
    var vault = self
    vault.reporter = reporter
    return vault
  }
}
