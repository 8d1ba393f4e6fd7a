/// One thing the user typed to an interactive session (`quire review`, `quire quiz`).
///
/// The command line reads it from standard input (`Sources/quire/Terminal/CommandInput.swift`:
/// single keys on a terminal, lines from a pipe); a test hands in a list.
public enum SessionInput: Sendable, Equatable {
  /// A key pressed on a terminal (Enter is `"\n"`).
  case key(Character)
  /// A line read from a pipe or file, without its line break.
  case line(String)
}
