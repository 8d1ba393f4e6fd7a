import Foundation
import QuireCore

extension AgendaContext {
  /// The agenda context of a loaded vault at `now`: its holidays over `years` (from the
  /// vault's `country:`; none when it has none or an unknown one, which `quire check` reports)
  /// and its reminders resolved in the vault's time zone; `window` as in the core initialiser.
  public init(
    vault: Vault, contents: VaultContents, now: LocalDateTime, years: ClosedRange<Int>,
    window: ClosedRange<LocalDate>? = nil
  ) {
    let holidays =
      vault.config.country.flatMap {
        try? HolidayCalendar.holidays(
          country: $0, subdivision: vault.config.subdivision, years: years.lowerBound, through: years.upperBound)
      } ?? []
    self.init(
      contents: contents, holidays: holidays, now: now, weekStart: vault.config.weekStart,
      folders: vault.config.folders, reminders: ReminderSchedule(vault: vault), window: window)
  }
}

extension ReminderSchedule {
  /// The reminder schedule of a vault: its zone, its default reminder time, the recurrence engine.
  public init(vault: Vault) {
    self.init(
      clock: WallClock(zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config))),
      defaultTime: vault.config.defaultReminderTime,
      occurrences: { rule, first, from, to in Recurrence(text: rule)?.dates(from: first, within: from, to) })
    archiveFolder = vault.config.folders.archive
  }
}

extension AgendaPaths {
  /// The page paths of a vault (its agenda folder and week start).
  public init(vault: Vault) { self.init(folder: vault.config.folders.agenda, weekStart: vault.config.weekStart) }
}
