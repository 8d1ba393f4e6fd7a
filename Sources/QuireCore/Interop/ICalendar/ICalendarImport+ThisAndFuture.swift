/// `RECURRENCE-ID;RANGE=THISANDFUTURE` (RFC 5545 §3.8.4.4): an override that changes its
/// occurrence and every later one. The series is cut the day before, and the rest becomes a
/// series of its own from the override's start, with the override's title, times and text:
/// one note with `recurrence_id:` the day it takes over from (so a second import finds it).
extension ICalendarImport {
  /// A THISANDFUTURE override as read: `nil` event when it cancels the rest of the series.
  struct LaterPart {
    var event: Event?
    var uid: String
    var day: LocalDate
  }

  /// A series' later part: from which day of the original series, moved by how many days, and
  /// its index in the masters.
  struct Part {
    var from: LocalDate
    var shift: Int
    var index: Int
  }

  /// Cuts each series with THISANDFUTURE overrides into parts (appended to `masters`); returns
  /// the parts of each UID, by their first day.
  func split(_ masters: inout [Event], masterIndex: [String: Int], at later: [LaterPart]) -> [String: [Part]] {
    var parts: [String: [Part]] = [:]
    for l in later.sorted(by: { ($0.uid, $0.day) < ($1.uid, $1.day) }) {
      guard let first = masterIndex[l.uid] else {
        // No series in the file: the override stands alone, as a single one would.
        if var alone = l.event {
          alone.note.recurrenceID = l.day
          masters.append(alone)
        }
        continue
      }
      // The part in force on that day is the one cut.
      let cut =
        parts[l.uid]?.last(where: { $0.from <= l.day }) ?? Part(from: masters[first].note.date, shift: 0, index: first)
      let day = l.day.adding(days: cut.shift)
      var before = masters[cut.index].note
      let after = before
      before.until = min(before.until ?? day.adding(days: -1), day.adding(days: -1))
      before.rdates = before.rdates.filter { $0 < day }
      before.exdates = before.exdates.filter { $0 < day }
      masters[cut.index].note = before
      guard let override = l.event?.note else { continue }
      var part = override
      // The override's start on the series' clock (the override was moved into the vault's).
      if let name = after.timeZone, let zone = zones.zone(named: name), let start = override.start, !override.allDay {
        let begin = LocalDateTime(date: override.date, time: start)
        let shown = WallClock(zone: zone).local(at: WallClock(zone: vaultZone).resolve(begin).instant)
        part.date = shown.date
        part.start = shown.time
        if let end = override.end {
          let days = override.endDate.map { override.date.days(to: $0) } ?? (end < start ? 1 : 0)
          let to = WallClock(zone: zone).local(
            at: WallClock(zone: vaultZone).resolve(LocalDateTime(date: override.date.adding(days: days), time: end))
              .instant)
          part.end = to.time
          let overnight = to.date == shown.date.adding(days: 1) && to.time < shown.time
          part.endDate = to.date > shown.date && !overnight ? to.date : nil
        }
        part.timeZone = name
      }
      let shift = day.days(to: part.date)
      part.recurrence = after.recurrence.flatMap { laterRule($0, series: after, from: day, shift: shift) }
      part.until = after.until.map { $0.adding(days: shift) }
      part.exdates = after.exdates.filter { $0 >= day }.map { $0.adding(days: shift) }
      part.rdates = after.rdates.filter { $0 >= day }.map { $0.adding(days: shift) }.filter { $0 != part.date }
      part.recurrenceID = day
      parts[l.uid, default: []].append(Part(from: l.day, shift: cut.shift + shift, index: masters.count))
      masters.append(Event(note: part, key: l.uid + "#" + day.description, line: l.event?.line ?? 0))
    }
    return parts
  }

  /// The rule of a series' later part: its weekdays moved with the start, a COUNT less the
  /// occurrences before `from`.
  func laterRule(_ text: String, series: EventNote, from: LocalDate, shift: Int) -> String? {
    guard let recurrence = Recurrence(text: text) else { return text }
    var rule = recurrence.rule
    if shift != 0, !rule.byDay.contains(where: { $0.ordinal != nil }) {
      rule.byDay = rule.byDay.map { entry in
        var e = entry
        e.weekday = Weekday(rawValue: ((entry.weekday.rawValue - 1 + shift) % 7 + 7) % 7 + 1)!
        return e
      }
    }
    if let count = rule.count {
      var before = recurrence.dates(from: series.date, within: series.date, from.adding(days: -1), limit: count).count
      // DTSTART counts even when the rule does not produce it (RFC 5545).
      if series.date < from, recurrence.dates(from: series.date, within: series.date, series.date).isEmpty {
        before += 1
      }
      guard count > before else { return nil }
      rule.count = count - before
    }
    return "RRULE:" + rule.description
  }

  /// Takes the day of a single override out of the part of the series it falls in.
  func exclude(_ day: LocalDate, of first: Int, in masters: inout [Event], parts: [Part]) {
    guard let part = parts.last(where: { $0.from <= day }) else {
      masters[first].note.exdates.append(day)
      return
    }
    masters[part.index].note.exdates.append(day.adding(days: part.shift))
  }
}
