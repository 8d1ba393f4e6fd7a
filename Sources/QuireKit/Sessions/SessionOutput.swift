/// Where an interactive session (`quire review`, `quire quiz`, `quire timer`) writes: lines for
/// standard output and lines for standard error, so that a test can collect both.
public struct SessionOutput: Sendable {
  /// Writes one line of the session's output.
  public let line: @Sendable (String) -> Void
  /// Writes one line of complaint (an unknown command, a failed write).
  public let error: @Sendable (String) -> Void

  /// An output writing lines with `line` and complaints with `error`.
  public init(line: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
    self.line = line
    self.error = error
  }
}

extension CommandInput: IteratorProtocol {}
