/// Series that a listing cut short: ``EventOccurrences/list(_:holidays:from:to:calendar:plannerFolder:archiveFolder:)``
/// expands each recurring event up to ``occurrences`` times per range (a daily series over a
/// century would otherwise be tens of thousands of lines), and `quire event list` says so
/// rather than ending such a series silently.
public enum SeriesLimit {
  /// The most occurrences of one event a listing holds (the default `limit` of `Recurrence.dates`).
  public static let occurrences = 10_000

  /// The events of `listed` whose series goes on past its last listed day within `from...to`,
  /// each with that day, in listing order.
  public static func cut(_ listed: [EventOccurrence], from: LocalDate, to: LocalDate) -> [(
    event: EventItem, lastListed: LocalDate
  )] {
    var counts: [String: (count: Int, last: LocalDate, event: EventItem)] = [:]
    var order: [String] = []
    for o in listed {
      guard let event = o.event, event.recurrence != nil else { continue }
      let key = event.file + ":" + String(event.line)
      if let seen = counts[key] {
        counts[key] = (seen.count + 1, max(seen.last, o.date), event)
      } else {
        counts[key] = (1, o.date, event)
        order.append(key)
      }
    }
    return order.compactMap { key in
      let (count, last, event) = counts[key]!
      guard count >= occurrences, let rule = event.recurrence, let recurrence = Recurrence(text: rule) else {
        return nil
      }
      let end = min(to, event.until ?? to)
      guard last < end else { return nil }
      let more = recurrence.dates(from: event.date, within: last.adding(days: 1), end, limit: 400)
      return more.contains { !event.isExcluded($0) } ? (event, last) : nil
    }
  }
}
