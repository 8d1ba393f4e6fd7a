import Foundation
import QuireKit
import Testing

@testable import quire

/// The bar the command line draws from the counts QuireKit reports (docs/index.md, "Progress").
@Suite struct ProgressBarTests {
  final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
  }

  @Test func theLineIsThirtyCellsWide() {
    #expect(ProgressBar.line(done: 50, total: 100) == "\rindexing [###############...............] 50/100 notes")
  }

  /// Past the delay every count up to the last is drawn (at most ten a second), and the line
  /// is cleared at the end.
  @Test func drawnPastTheDelayAndClearedAtTheEnd() {
    let written = Written()
    let bar = ProgressBar(delay: 0, write: { written.append($0) })
    bar.report(.started(total: 4))
    bar.report(.advanced(done: 2, total: 4))
    bar.report(.advanced(done: 3, total: 4))
    bar.report(.advanced(done: 4, total: 4))
    bar.report(.finished)
    #expect(
      written.all == [
        ProgressBar.line(done: 2, total: 4), ProgressBar.line(done: 4, total: 4), "\r\u{1B}[K",
      ])
  }

  /// A refresh quicker than the delay prints nothing, not even the clearing.
  @Test func aQuickRefreshPrintsNothing() {
    let written = Written()
    let bar = ProgressBar(delay: 60, write: { written.append($0) })
    bar.report(.started(total: 4))
    bar.report(.advanced(done: 4, total: 4))
    bar.report(.finished)
    #expect(written.all.isEmpty)
  }
}
