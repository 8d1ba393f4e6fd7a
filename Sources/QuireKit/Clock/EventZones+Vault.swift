import QuireCore

extension EventZones {
  /// The vault's zone (`timezone:`, else the system's) and the zone database.
  public init(vault: Vault) {
    let zone = SystemClock.timeZone(for: vault.config)
    self.init(vault: FoundationZoneRules(zone), vaultName: zone.identifier, directory: FoundationZoneDirectory())
  }
}
