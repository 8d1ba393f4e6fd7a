import Foundation
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's `Reporter`, built once by the composition root and handed to QuireKit with
/// the vault: what QuireKit reports, on standard error.
///
/// - a warning: `quire: warning: MESSAGE`;
/// - a wait for the write lock: `quire: MESSAGE`, only when standard error is a terminal (a
///   script sees only the outcome);
/// - a long indexing: the `ProgressBar`, only when standard error is a terminal and `TERM` is not
///   `dumb`;
/// - a debugging line: `quire: debug: MESSAGE`.
struct TerminalReporter: Reporter {
  /// Whether standard error is a terminal.
  let errorIsTerminal: Bool
  /// The bar of a long indexing, when it can be drawn.
  let bar: ProgressBar?

  /// The reporter for this process's standard error, `environment` giving `TERM`.
  init(environment: [String: String]) {
    errorIsTerminal = isatty(STDERR_FILENO) == 1
    bar = errorIsTerminal && environment["TERM"] != "dumb" ? ProgressBar() : nil
  }

  func warn(_ message: String) { Output.error("quire: warning: " + message) }

  func waiting(_ message: String) {
    guard errorIsTerminal else { return }
    Output.error("quire: " + message)
  }

  func progress(_ event: ProgressEvent) { bar?.report(event) }

  func debug(_ message: String) { Output.error("quire: debug: " + message) }
}
