import Dispatch
import Foundation
import QuireKit

/// The bar a long indexing draws on standard error from the counts QuireKit reports
/// (`IndexProgress`): `indexing [#####.....] 5120/10000 notes` (docs/index.md, "Progress").
///
/// Drawn only once a second has passed since the work started, so that a quick refresh prints
/// nothing; redrawn at most ten times a second; cleared when the work ends. `TerminalReporter`
/// makes one only when standard error is a terminal.
// Unchecked Sendable: its state changes only under `lock`.
final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
  private var started = DispatchTime.now()
  private var lastDraw: DispatchTime?
  private var drawn = false
  /// Seconds before the bar appears.
  private let delay: Double
  private let write: @Sendable (String) -> Void

  /// A bar that appears after `delay` seconds, written with `write` (standard error by default).
  init(delay: Double = 1, write: @escaping @Sendable (String) -> Void = { Output.writeError($0) }) {
    self.delay = delay
    self.write = write
  }

  /// Takes one step of the work into account: starts the clock, redraws, or clears the line.
  func report(_ event: ProgressEvent) {
    lock.withLock {
      switch event {
      case .started:
        started = .now()
        lastDraw = nil
      case .advanced(let done, let total):
        guard total > 0 else { return }
        let now = DispatchTime.now()
        guard Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 >= delay else { return }
        if let lastDraw, Double(now.uptimeNanoseconds - lastDraw.uptimeNanoseconds) / 1e9 < 0.1, done < total {
          return
        }
        lastDraw = now
        drawn = true
        write(Self.line(done: done, total: total))
      case .finished:
        guard drawn else { return }
        write("\r\u{1B}[K")
        drawn = false
      }
    }
  }

  /// `\rindexing [#####.....] 5120/10000 notes`, the bar 30 cells wide.
  static func line(done: Int, total: Int) -> String {
    let width = 30
    let filled = total == 0 ? width : min(width, done * width / total)
    return "\rindexing [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      + "] \(done)/\(total) notes"
  }
}
