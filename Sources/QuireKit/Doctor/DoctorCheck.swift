/// One line of `quire doctor`: what was checked, whether it is fine, and what was found or what
/// to do about it.
public struct DoctorCheck: Sendable, Equatable {
  /// Fine, or worth the user's attention.
  public enum Status: String, Sendable {
    case ok, warning
  }

  /// What was checked: `inotify`, `index`, `watch` or `notifier`.
  public var name: String
  public var status: Status
  /// What was found; for a warning, what to do.
  public var message: String

  public init(_ name: String, _ status: Status, _ message: String) {
    self.name = name
    self.status = status
    self.message = message
  }
}
