import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What waiting for a line gave.
public enum LineWait: Sendable, Equatable {
  /// A line, without its line break.
  case line(String)
  /// Nothing came in the time given.
  case timedOut
  /// The input is at its end.
  case closed
}

/// Lines typed to a session that also watches a clock (`quire timer`): a line, or word that
/// the time is up.
public protocol LineSource {
  /// The next line, waiting at most `milliseconds` (`nil`: as long as it takes).
  mutating func nextLine(waitingAtMost milliseconds: Int?) -> LineWait
}

/// Lines of standard input.
public struct StandardInputLines: LineSource {
  /// Lines of standard input.
  public init() {}

  public mutating func nextLine(waitingAtMost milliseconds: Int?) -> LineWait {
    if let milliseconds {
      var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&fds, 1, Int32(clamping: milliseconds)) > 0 else { return .timedOut }
    }
    return readLine().map { .line($0) } ?? .closed
  }
}

/// Lines given in advance (a script, a test); never times out.
public struct ScriptedLines: LineSource {
  private var lines: IndexingIterator<[String]>

  /// The lines `lines`, then the end of input.
  public init(_ lines: [String]) { self.lines = lines.makeIterator() }

  public mutating func nextLine(waitingAtMost milliseconds: Int?) -> LineWait {
    lines.next().map { .line($0) } ?? .closed
  }
}
