/// Counts the notes a refresh of the index (or the building of its full-text table) has read and
/// parsed, and reports the counts to a ``Reporter``.
///
/// QuireKit only counts; the reporter decides what to show. The command line draws a bar on a
/// terminal (`Sources/quire/Terminal/ProgressBar.swift`).
// Unchecked Sendable: only the refresh's coordinating thread calls it (the batches report back to it).
public final class IndexProgress: @unchecked Sendable {
  private let reporter: any Reporter
  private var total = 0
  private var done = 0

  /// Counts reported to `reporter` (``Reporter/progress(_:)``).
  public init(reportingTo reporter: any Reporter) {
    self.reporter = reporter
  }

  func start(total: Int) {
    self.total = total
    done = 0
    reporter.progress(.started(total: total))
  }

  func advance(by count: Int) {
    done += count
    reporter.progress(.advanced(done: done, total: total))
  }

  func finish() {
    reporter.progress(.finished)
  }
}
