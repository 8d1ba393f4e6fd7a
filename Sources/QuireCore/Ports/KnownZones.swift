/// The zone database an event note's `timezone:` is checked against, handed in from outside:
/// QuireCore reads none itself (docs/architecture.md). QuireKit's `Vault` sets its
/// `FoundationZoneDirectory`, the directory that also places such events (``EventZones``).
///
/// It is not a setting of the vault, so any two are equal: a ``VaultConfig`` compares by what
/// its file says.
public struct KnownZones: Sendable, Equatable {
  /// Finds a zone by its IANA name; `nil`: no database, every name counts as known.
  public var directory: (any ZoneDirectory)?

  /// Checks names against `directory` (`nil`: none, every name counts as known).
  public init(_ directory: (any ZoneDirectory)? = nil) { self.directory = directory }

  /// Whether `name` names a zone of the database (always `true` without one).
  public func contains(_ name: String) -> Bool {
    directory.map { $0.zone(named: name) != nil } ?? true
  }

  public static func == (lhs: KnownZones, rhs: KnownZones) -> Bool { true }
}
