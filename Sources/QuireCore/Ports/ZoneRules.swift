/// The time zone rules Core needs, handed in from outside (Core never reads the zone itself,
/// docs/architecture.md). Instants are seconds since 1970-01-01T00:00Z.
public protocol ZoneRules: Sendable {
  /// The zone's offset from UTC, in seconds, at an instant.
  func secondsFromUTC(at instant: Int64) -> Int
}

/// A zone with one fixed offset (UTC, or a floating vault in tests).
public struct FixedZone: ZoneRules {
  public let offset: Int

  public init(offsetSeconds: Int) { offset = offsetSeconds }

  public func secondsFromUTC(at instant: Int64) -> Int { offset }
}
