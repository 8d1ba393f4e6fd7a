import QuireCore

extension WatchHooks {
  /// These hooks, also syncing the vault's `vdir:` folders (docs/phone.md): after every refresh
  /// (a change in the vault, and at start-up) and at midnight. Changes in the folders themselves
  /// are noticed by ``VdirPoller``. Without the setting nothing happens.
  public func syncingVdirs(
    _ targets: @escaping (Vault) -> VdirTargets?, log: @escaping (String) -> Void,
    warn: @escaping (String) -> Void
  ) -> WatchHooks {
    let inner = self
    func sync(_ vault: Vault, _ now: LocalDateTime) {
      guard !vault.config.vdirs.isEmpty, let targets = targets(vault) else { return }
      targets.syncAll(now: now, log: log, warn: warn)
    }
    return WatchHooks(
      refresh: { batch, vault, now in
        let contents = inner.refresh(batch, vault, now)
        // Only notes, folders and the config bear on the vdir: not generated pages or cookies.
        if batch.rescan || batch.configChanged || batch.folders || !batch.notes.isEmpty { sync(vault, now) }
        return contents
      },
      rollover: { now, contents, vault in
        inner.rollover(now, contents, vault)
        sync(vault, now)
      },
      agendaChanged: inner.agendaChanged, rebuild: inner.rebuild, failure: inner.failure)
  }
}
