/// One step of a long piece of work, in counts; the ``Reporter`` decides whether and how to show it.
public enum ProgressEvent: Sendable, Equatable {
  /// The work begins: `total` notes to read and parse.
  case started(total: Int)
  /// `done` of the `total` notes are read and parsed.
  case advanced(done: Int, total: Int)
  /// The work ended, done or stopped by an error.
  case finished
}
