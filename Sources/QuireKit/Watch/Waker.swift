#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose read end a watcher polls beside its own events, so that another thread (a
/// signal handler's queue) can end a wait at once: `wake()` from anywhere, `drain()` after.
// Unchecked Sendable: two file descriptors fixed at init; writing a byte to a pipe is safe from any thread.
public final class Waker: @unchecked Sendable {
  /// The read end, for `poll(2)`.
  public let readFD: Int32
  private let writeFD: Int32

  public init() {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    readFD = fds[0]
    writeFD = fds[1]
    for fd in fds where fd >= 0 {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    if readFD >= 0 { close(readFD) }
    if writeFD >= 0 { close(writeFD) }
  }

  /// Ends the current (or the next) wait.
  public func wake() {
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  /// Empties the pipe; returns whether it held a wake-up.
  @discardableResult
  public func drain() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var woke = false
    while read(readFD, &buffer, buffer.count) > 0 { woke = true }
    return woke
  }

  /// Waits up to `timeout` seconds for `fd` (or -1 for none) to be readable or for a wake-up.
  /// Returns whether `fd` is readable.
  public func wait(for fd: Int32, timeout: Double) -> Bool {
    var fds = [
      pollfd(fd: readFD, events: Int16(POLLIN), revents: 0), pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
    ]
    let ms = timeout <= 0 ? 0 : Int32(min(timeout * 1000, Double(Int32.max)).rounded(.up))
    let n = poll(&fds, fd >= 0 ? 2 : 1, ms)
    guard n > 0 else { return false }
    drain()
    return fd >= 0 && fds[1].revents & Int16(POLLIN) != 0
  }
}
