import QuireCore

extension WatchHooks {
  /// These hooks, also keeping the vault's `ics: {export: path}` file current
  /// (docs/icalendar.md): after every refresh and at midnight the vault is exported and the file is
  /// rewritten when an item changed (DTSTAMP alone does not count), so a calendar app
  /// subscribed to the file (through any file sync) sees the change. Without the setting
  /// nothing is written.
  ///
  /// - Parameters:
  ///   - home: `$HOME`, for a `~/...` path.
  ///   - log: prints an event line; `warn` a warning line.
  public func exportingCalendar(home: String?, log: @escaping (String) -> Void, warn: @escaping (String) -> Void)
    -> WatchHooks
  {
    let inner = self
    func export(_ vault: Vault, _ contents: WatchContents, _ now: LocalDateTime) {
      do {
        guard let path = try VaultCalendarExport.configuredPath(vault, home: home) else { return }
        let export = VaultCalendarExport()
        if try export.write(vault, reader: contents.reader, now: now, to: path) {
          log("\(now.time) calendar: wrote \(vault.config.icsExport ?? path)")
        }
      } catch {
        warn("quire: warning: .quire/config.yaml: ics export not written: \(error)")
      }
    }
    return WatchHooks(
      refresh: { batch, vault, now in
        let contents = inner.refresh(batch, vault, now)
        export(vault, contents, now)
        return contents
      },
      rollover: { now, contents, vault in
        inner.rollover(now, contents, vault)
        export(vault, contents, now)
      },
      agendaChanged: inner.agendaChanged, rebuild: inner.rebuild, failure: inner.failure)
  }
}
