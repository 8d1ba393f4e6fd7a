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
      spins += 1
      // Spin briefly (the holder is usually on the other core); then give the core away.
      if spins >= 100 { sched_yield() }
    }
    defer { held.store(false, ordering: .releasing) }
    return try body()
  }
}
