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
    self.init(
      contents: contents, holidays: Self.holidays(vault, years: years), now: now, weekStart: vault.config.weekStart,
      folders: vault.config.folders, reminders: ReminderSchedule(vault: vault), window: window)
    taskSettings = vault.config.tasks
    planSettings = vault.config.plan
  }
}

extension AgendaContext {
  /// The agenda context of the vault at `now`, as `reader` reads it for the agenda views
  /// (`VaultReader.agenda`): tasks are asked for as a page reads them, and only the notes that
  /// bear on `window` are read, so the context answers exactly for those days.
  ///
  /// - Parameter kinds: the notes read besides tasks (`NoteKinds.reminders` for a view of reminders only).
  public init(
    vault: Vault, reader: any VaultReader, now: LocalDateTime, years: ClosedRange<Int>,
    window: ClosedRange<LocalDate>?, kinds: NoteKinds = .agenda
  ) {
    let (contents, tasks) = reader.agenda(today: now.date, kinds: kinds, window: window)
    self.init(
      contents: contents, tasks: tasks, holidays: Self.holidays(vault, years: years), now: now,
      weekStart: vault.config.weekStart, folders: vault.config.folders, reminders: ReminderSchedule(vault: vault))
    taskSettings = vault.config.tasks
    planSettings = vault.config.plan
  }

  /// Public holidays of the vault's country over `years` (none without a known country).
  static func holidays(_ vault: Vault, years: ClosedRange<Int>) -> [Holiday] {
    vault.config.country.flatMap {
      try? HolidayCalendar.holidays(
        country: $0, subdivision: vault.config.subdivision, years: years.lowerBound, through: years.upperBound)
    } ?? []
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
    zones = EventZones(vault: vault)
  }
}

extension AgendaPaths {
  /// The page paths of a vault (its agenda folder and week start).
  public init(vault: Vault) { self.init(folder: vault.config.folders.agenda, weekStart: vault.config.weekStart) }
}

extension AgendaContext {
  /// The agenda pages a build may link (``existingPages``): the Markdown files already in the
  /// vault's agenda folder, and `planned`, the pages the same build writes.
  public static func linkablePages(of vault: Vault, planned: [String]) -> Set<String> {
    var pages = Set(planned)
    let folder = vault.config.folders.agenda
    let root = vault.absolute(folder)
    guard let walk = FileManager.default.enumerator(atPath: root) else { return pages }
    for case let relative as String in walk where relative.hasSuffix(".md") { pages.insert(folder + "/" + relative) }
    return pages
  }
}
