/// Finds time zone rules by name (an iCalendar `TZID`), handed in from outside: Core never
/// reads the zone database itself (docs/architecture.md).
public protocol ZoneDirectory: Sendable {
  /// The rules of the zone called `name` (`America/New_York`), or `nil` when it is unknown.
  func zone(named name: String) -> (any ZoneRules)?

  /// Every name `zone(named:)` knows, in a stable order (empty when the directory cannot list them).
  func knownNames() -> [String]
}

extension ZoneDirectory {
  public func knownNames() -> [String] { [] }
}
