/// Where an interactive session (`quire review`, `quire quiz`, `quire timer`) writes: lines for
/// standard output and lines for standard error, so that a test can collect both.
public struct SessionOutput: Sendable {
  /// Writes one line of the session's output.
  public let line: @Sendable (String) -> Void
  /// Writes one line of complaint (an unknown command, a failed write).
  public let error: @Sendable (String) -> Void

  /// Shows the session's one line that is redrawn in place (a terminal's countdown), replacing
  /// the one shown before; `nil` clears it.
  public let status: @Sendable (String?) -> Void

  /// Marks text as strong (bold on a colour terminal), or leaves it as it is.
  public let bold: @Sendable (String) -> String

  /// An output writing lines with `line`, complaints with `error`, the redrawn line with
  /// `status` (dropped when not given) and strong text with `bold` (plain when not given).
  public init(
    line: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    status: @escaping @Sendable (String?) -> Void = { _ in }, bold: @escaping @Sendable (String) -> String = { $0 }
  ) {
    self.line = line
    self.error = error
    self.status = status
    self.bold = bold
  }
}
