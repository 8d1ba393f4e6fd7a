import Foundation
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys of `quire timer` on a terminal: standard input in raw mode (no echo, no line
/// buffering) from `init` until `restore()`, read one byte at a time, with a limit on each wait
/// so that the session redraws its countdown between keys (`TimerSession.runOnKeys`).
///
/// Ctrl-C restores the terminal and ends the process with status 130.
final class TimerKeys: KeySource {
  private var saved = termios()

  /// Puts standard input in raw mode, restored by `restore()` or by Ctrl-C.
  init() {
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    Self.toRestore = saved
    // The process ends here, in the command line that owns the terminal: QuireKit never ends it.
    // `_exit`, not `exit`, because a signal handler may only call async-signal-safe functions;
    // `exit` would run the `atexit` handlers and flush buffers from inside the interrupted loop.
    signal(SIGINT) { _ in
      if var s = TimerKeys.toRestore { tcsetattr(STDIN_FILENO, TCSANOW, &s) }
      _exit(130)
    }
  }

  /// Puts the terminal back as `init` found it.
  func restore() {
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    Self.toRestore = nil
  }

  func nextKey(waitingAtMost milliseconds: Int) -> KeyWait {
    var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&fds, 1, Int32(clamping: milliseconds)) > 0 else { return .timedOut }
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return .closed }
    return .key(Character(UnicodeScalar(byte)))
  }

  /// The terminal settings to restore when Ctrl-C ends the timer; global so the SIGINT handler
  /// (a C function, which captures nothing) can reach them.
  nonisolated(unsafe) private static var toRestore: termios?
}
