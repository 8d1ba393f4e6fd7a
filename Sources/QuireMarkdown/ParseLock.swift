import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The lock around cmark's parse. On Linux a glibc adaptive mutex: it spins briefly before
/// sleeping, and the critical section (one note's parse, ~15 µs) is shorter than the
/// futex sleep and wake-up that a plain mutex pays on every collision (measured: a plain
/// NSLock cost ~15% of a 10,000-note export on 2 cores).
final class ParseLock: @unchecked Sendable {
  #if canImport(Glibc)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutex = .allocate(capacity: 1)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  #else
    private let lock = NSLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
      lock.lock()
      defer { lock.unlock() }
      return try body()
    }
  #endif
}
