/// Why a recurrence rule or phrase cannot be read: the part that is wrong and what to write.
///
/// Printed as `part: message` (`BYDAY=XX: 'XX' is not a weekday; ...`), or the message alone when
/// no single part is to blame. Messages are lower-case sentences (docs/architecture.md).
public struct RecurrenceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The rule part or phrase word that is wrong, as written (`BYDAY=XX`, `fortnight`), or `nil`.
  public var part: String?
  /// One lower-case sentence: what is wrong and how to write it.
  public var message: String

  /// Creates an error about `part`.
  public init(_ part: String?, _ message: String) {
    self.part = part
    self.message = message
  }

  /// `part: message`, or the message alone.
  public var description: String { part.map { "\($0): \(message)" } ?? message }
}
