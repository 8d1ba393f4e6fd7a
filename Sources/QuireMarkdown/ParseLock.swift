import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader-writer spin lock around cmark's parse: shared for the parses that attach only
/// block extensions, exclusive for the rare parse that attaches strikethrough and autolink.
///
/// cmark-gfm 0.29 writes two process-wide tables (`SPECIAL_CHARS`, `SKIP_CHARS` in inlines.c)
/// at the start and end of the inline pass of every parse that has an inline extension
/// attached, and every parse reads them (docs/architecture.md, "Facts about the libraries").
/// Parses without inline extensions write nothing, so any number of them may run at once; a
/// parse with them must run alone.
///
/// The critical sections take microseconds. A mutex made the workers sleep and wake in the
/// kernel on every collision, which cost a fifth or more of an export on 2 cores when every
/// parse was exclusive (docs/measurements.md); this lock, a spin lock that yields, avoids it.
final class ParseLock: Sendable {
  /// The number of shared holders, plus `writer` while an exclusive holder holds or waits.
  private let state = Atomic<Int>(0)
  private static let writer = 1 << 40

  /// Runs `body` alongside other shared holders, never alongside an exclusive one.
  func withShared<T>(_ body: () throws -> T) rethrows -> T {
    var spins = 0
    while true {
      let current = state.load(ordering: .relaxed)
      if current & Self.writer == 0,
        state.compareExchange(expected: current, desired: current + 1, ordering: .acquiring).exchanged
      {
        break
      }
      Self.pause(&spins)
    }
    defer { state.subtract(1, ordering: .releasing) }
    return try body()
  }

  /// Runs `body` alone: new shared holders wait from the moment this call claims the lock,
  /// and `body` starts once the current ones have left.
  func withExclusive<T>(_ body: () throws -> T) rethrows -> T {
    var spins = 0
    while true {
      let current = state.load(ordering: .relaxed)
      if current & Self.writer == 0,
        state.compareExchange(expected: current, desired: current | Self.writer, ordering: .relaxed).exchanged
      {
        break
      }
      Self.pause(&spins)
    }
    while state.load(ordering: .acquiring) != Self.writer { Self.pause(&spins) }
    defer { state.store(0, ordering: .releasing) }
    return try body()
  }

  /// Spins a few microseconds, then gives the core away.
  private static func pause(_ spins: inout Int) {
    spins += 1
    if spins >= 4000 {
      sched_yield()
      spins = 0
    }
  }
}
