/// What places an event written in its own zone (`timezone:`, an imported series) in the
/// vault's: the vault's zone and its name, and the directory that finds the event's zone.
public struct EventZones: Sendable {
  /// The vault's zone: occurrences are shown in it.
  public var vault: any ZoneRules
  /// The vault zone's IANA name (`Europe/Berlin`); an event whose `timezone:` names it needs no move.
  public var vaultName: String?
  /// Finds an event's `timezone:` by name.
  public var directory: any ZoneDirectory

  public init(vault: any ZoneRules, vaultName: String?, directory: any ZoneDirectory) {
    self.vault = vault
    self.vaultName = vaultName
    self.directory = directory
  }

  /// The rules of the zone `event` is written in, when it names one other than the vault's and
  /// has a time of day (an all-day event is the same days everywhere); `nil`: shown as written.
  public func sourceZone(of event: EventItem) -> (any ZoneRules)? {
    guard let name = event.timeZone, name != vaultName, !event.allDay, event.start != nil else { return nil }
    return directory.zone(named: name)
  }

  /// An occurrence that starts on `day` in the event's own zone `zone`, moved into the vault's:
  /// the event with its date, start, end and end date as the vault's clock shows them.
  public func moved(_ event: EventItem, on day: LocalDate, from zone: any ZoneRules) -> EventItem {
    var e = event
    guard let start = event.start else { return e }
    let begin = LocalDateTime(date: day, time: start)
    let source = WallClock(zone: zone)
    let shown = WallClock(zone: vault)
    let from = shown.local(at: source.resolve(begin).instant)
    e.date = from.date
    e.start = from.time
    e.endDate = nil
    if let end = event.end {
      // The end's day: `end_date` counts from the start's; else an end before the start is the next day.
      let span = event.endDate.map { max(0, event.date.days(to: $0)) } ?? (end < start ? 1 : 0)
      let to = shown.local(at: source.resolve(LocalDateTime(date: day.adding(days: span), time: end)).instant)
      e.end = to.time
      let overnight = to.date == from.date.adding(days: 1) && to.time < from.time
      if to.date > from.date, !overnight { e.endDate = to.date }
    }
    e.timeZone = vaultName
    return e
  }
}
