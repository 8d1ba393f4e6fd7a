import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock around cmark's parse: a spin lock that yields the core after a short spin.
///
/// The critical section (one note's cmark feed and finish) takes microseconds. A mutex made
/// the two workers sleep and wake in the kernel on every collision, which cost 20–30% of a
/// 10,000-note export on 2 cores (measured: 0.83–1.1 s with a glibc adaptive mutex against
/// 0.66 s with this lock, A/B runs alternated with hyperfine).
final class ParseLock: Sendable {
  private let held = Atomic<Bool>(false)

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    var spins = 0
    while !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      // Test before the next test-and-set, so waiting reads a shared cache line instead of
      // writing it; after a few microseconds, give the core away.
      while held.load(ordering: .relaxed) {
        spins += 1
        if spins >= 4000 {
          sched_yield()
          spins = 0
        }
      }
    }
    defer { held.store(false, ordering: .releasing) }
    return try body()
  }
}
