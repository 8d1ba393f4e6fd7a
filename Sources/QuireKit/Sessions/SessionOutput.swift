/// Where an interactive session (`quire review`, `quire quiz`, `quire timer`) writes: lines for
/// standard output and lines for standard error, so that a test can collect both.
public struct SessionOutput: Sendable {
  /// Writes one line of the session's output.
  public let line: @Sendable (String) -> Void
  /// Writes one line of complaint (an unknown command, a failed write).
  public let error: @Sendable (String) -> Void

  /// Writes text as it is, without a line break (a terminal's countdown line).
  public let write: @Sendable (String) -> Void

  /// An output writing lines with `line`, complaints with `error`, and bare text with `write`
  /// (dropped when not given).
  public init(
    line: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    write: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.line = line
    self.error = error
    self.write = write
  }
}

extension CommandInput: IteratorProtocol {}
