/// What waiting for a key gave.
public enum KeyWait: Sendable, Equatable {
  /// A key pressed.
  case key(Character)
  /// No key came in the time given.
  case timedOut
  /// The input is at its end.
  case closed
}

/// Single keys typed to a session that redraws a countdown between them (`quire timer` on a
/// terminal). The command line reads them from a terminal in raw mode
/// (`Sources/quire/Terminal/TimerKeys.swift`); a test hands in a list.
public protocol KeySource {
  /// The next key, waiting at most `milliseconds`.
  mutating func nextKey(waitingAtMost milliseconds: Int) -> KeyWait
}
