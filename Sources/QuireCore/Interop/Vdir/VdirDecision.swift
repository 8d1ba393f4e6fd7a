/// What a sync does with one UID, from the item's hash on each side now and at the last sync
/// (pure; docs/phone.md, "How a sync decides").
public enum VdirDecision: Sendable, Equatable {
  /// Nothing changed.
  case inSync
  /// Both sides hold the same item and there is no record yet: only remember it.
  case remember
  /// New or changed in the vault: write the vdir file.
  case writeFile
  /// Removed in the vault (and unchanged in the vdir since): remove the vdir file.
  case removeFile
  /// New or changed in the vdir (the vault's item unchanged since): change the vault.
  case applyToVault
  /// Removed from the vdir (the vault's item unchanged since): remove it from the vault.
  case removeFromVault
  /// Changed on both sides: the vault's version is written, the vdir's kept as a conflict copy.
  case conflict
  /// Removed in the vault but changed in the vdir: the file goes, its version is kept as a
  /// conflict copy.
  case conflictRemovedInVault
  /// Removed from the vdir but changed in the vault: the vault's version is written again.
  case restoreFile
  /// Gone from both sides: forget it.
  case forget

  /// Decides for one UID.
  /// - Parameters:
  ///   - vault: The hash of the vault's item now (`nil`: not in the vault).
  ///   - vdir: The hash of the vdir's item now (`nil`: no file).
  ///   - last: The hashes at the last sync (`nil`: never synced).
  ///   - same: Whether the two items say the same now (their models are equal).
  public static func decide(vault: String?, vdir: String?, last: (vault: String, vdir: String)?, same: Bool)
    -> VdirDecision
  {
    guard let last else {
      switch (vault, vdir) {
      case (nil, nil): return .inSync
      case (_?, nil): return .writeFile
      case (nil, _?): return .applyToVault
      case (_?, _?): return same ? .remember : .conflict
      }
    }
    switch (vault, vdir) {
    case (nil, nil): return .forget
    case (let v?, nil): return v == last.vault ? .removeFromVault : .restoreFile
    case (nil, let d?): return d == last.vdir ? .removeFile : .conflictRemovedInVault
    case (let v?, let d?):
      let vaultChanged = v != last.vault
      let vdirChanged = d != last.vdir
      switch (vaultChanged, vdirChanged) {
      case (false, false): return .inSync
      case (true, false): return .writeFile
      case (false, true): return .applyToVault
      case (true, true): return same ? .remember : .conflict
      }
    }
  }
}
