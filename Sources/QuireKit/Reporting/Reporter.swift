/// Where QuireKit's adapters tell the person what is going on while they work: a warning that
/// does not stop the work, a wait for the vault's write lock, how far a long indexing has come,
/// and lines for debugging.
///
/// QuireKit never writes to the terminal itself. The command line builds its reporter once, in
/// its composition root (`Sources/quire/Terminal/TerminalReporter.swift`: lines on standard
/// error, the progress bar), and hands it down with the vault (``Vault/reporter``); a test hands
/// in one that collects. Messages come without a prefix such as `quire: warning:`: how a line is
/// shown is the reporter's business.
public protocol Reporter: Sendable {
  /// A problem that does not stop the work: an index that cannot be used, a move a killed writer
  /// left that cannot be finished.
  func warn(_ message: String)

  /// Why nothing happens yet: another process holds the vault's write lock. Told once, after a
  /// second of waiting.
  func waiting(_ message: String)

  /// How far a long piece of work has come: a refresh of the index, the building of its
  /// full-text table.
  func progress(_ event: ProgressEvent)

  /// A line for someone looking into how Quire went about its work (`QUIRE_DEBUG_INDEX=1`).
  func debug(_ message: String)
}

/// A reporter that drops everything: what a ``Vault`` reports to unless told otherwise, so that
/// a library user or a test prints nothing.
public struct SilentReporter: Reporter {
  /// A reporter that drops everything.
  public init() {}

  public func warn(_ message: String) {}
  public func waiting(_ message: String) {}
  public func progress(_ event: ProgressEvent) {}
  public func debug(_ message: String) {}
}
