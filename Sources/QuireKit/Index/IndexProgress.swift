import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress bar for a long first indexing, on standard error.
///
/// Drawn only when standard error is a terminal, and only once a second has passed, so that a
/// quick refresh and a piped run print nothing. The line is cleared when indexing ends.
// Unchecked Sendable: only the refresh's coordinating thread calls it (the batches report back to it).
public final class IndexProgress: @unchecked Sendable {
  private let enabled: Bool
  private var total = 0
  private var done = 0
  private var started = DispatchTime.now()
  private var lastDraw: DispatchTime?
  private var drawn = false
  /// Seconds before the bar appears.
  private let delay: Double

  /// A bar on standard error when it is a terminal (`TERM` not `dumb`).
  public convenience init() {
    self.init(enabled: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb")
  }

  init(enabled: Bool, delay: Double = 1) {
    self.enabled = enabled
    self.delay = delay
  }

  func start(total: Int) {
    self.total = total
    done = 0
    started = .now()
  }

  func advance(by count: Int) {
    done += count
    guard enabled, total > 0 else { return }
    let now = DispatchTime.now()
    guard Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 >= delay else { return }
    if let lastDraw, Double(now.uptimeNanoseconds - lastDraw.uptimeNanoseconds) / 1e9 < 0.1, done < total { return }
    lastDraw = now
    drawn = true
    write(Self.line(done: done, total: total))
  }

  func finish() {
    guard drawn else { return }
    write("\r\u{1B}[K")
    drawn = false
  }

  /// `\rindexing [#####.....] 5120/10000 notes`, the bar 30 cells wide.
  static func line(done: Int, total: Int) -> String {
    let width = 30
    let filled = total == 0 ? width : min(width, done * width / total)
    return "\rindexing [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      + "] \(done)/\(total) notes"
  }

  private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
