/// One line of `quire doctor`: what was checked, whether it is fine, and what was found or what
/// to do about it.
public struct DoctorCheck: Sendable, Equatable {
  /// Fine; worth knowing but nothing is wrong (a vault without `.quire/`, no service); or a
  /// problem to fix (`quire doctor` exits 1).
  public enum Status: String, Sendable {
    case ok, info, warning
  }

  /// What was checked: `vault`, `time zone`, `templates`, `notifier`, `inotify`, `index`, `watch` or `service`.
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
