import Foundation
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the commands of an interactive session (`quire quiz`, `quire review`): single keys
/// on a terminal (raw mode, restored on exit and on Ctrl-C), one command per line otherwise,
/// so a session can be scripted through a pipe. What it reads are `SessionInput`s, which the
/// sessions in QuireKit (`ReviewLoop`, `QuizLoop`) take from any iterator.
final class CommandInput {
  /// Whether input comes from a terminal (keys) rather than a pipe (lines).
  let isTerminal: Bool

  /// The terminal settings to restore; global so the SIGINT handler (a C function) can reach them.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var rawActive = false

  init(forceLines: Bool = false) {
    isTerminal = !forceLines && isatty(STDIN_FILENO) == 1
    if isTerminal { Self.enterRawMode() }
  }

  deinit { Self.restore() }

  /// The next input, or `nil` at the end of input (Ctrl-D on a terminal, EOF on a pipe).
  func next() -> SessionInput? {
    if isTerminal {
      var byte: UInt8 = 0
      while true {
        let n = read(STDIN_FILENO, &byte, 1)
        if n == 1 { break }
        if n < 0, errno == EINTR { continue }
        return nil
      }
      if byte == 0x04 { return nil }
      if byte == 0x0D || byte == 0x0A { return .key("\n") }
      if byte < 0x80 { return .key(Character(Unicode.Scalar(byte))) }
      // A multi-byte UTF-8 key: read its continuation bytes.
      var bytes = [byte]
      let count = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      while bytes.count < count {
        var b: UInt8 = 0
        guard read(STDIN_FILENO, &b, 1) == 1 else { break }
        bytes.append(b)
      }
      return String(decoding: bytes, as: UTF8.self).first.map { .key($0) } ?? .key("?")
    }
    guard let line = readLine(strippingNewline: true) else { return nil }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }

  /// Puts the terminal in raw mode (no echo, no line buffering; Ctrl-C still signals) and
  /// restores it on SIGINT and SIGTERM before exiting with 130 / 143.
  ///
  /// The process ends here, in the command line that owns the terminal: QuireKit never ends it.
  /// `_exit`, not `exit`, because a signal handler may only call async-signal-safe functions;
  /// `exit` would run the `atexit` handlers and flush buffers from inside whatever the signal
  /// interrupted.
  private static func enterRawMode() {
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutablePointer(to: &raw.c_cc) { tuple in
      tuple.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
    rawActive = true
    signal(SIGINT) { sig in
      CommandInput.restore()
      _exit(128 + sig)
    }
    signal(SIGTERM) { sig in
      CommandInput.restore()
      _exit(128 + sig)
    }
    // A parent may have blocked these signals (the mask is inherited): unblock them, or Ctrl-C
    // would stay pending and never restore the terminal.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    atexit { CommandInput.restore() }
  }

  /// Restores the terminal settings saved on entry (safe to call more than once).
  static func restore() {
    guard rawActive else { return }
    rawActive = false
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
  }
}

extension CommandInput: IteratorProtocol {}
