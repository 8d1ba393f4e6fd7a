/// The rules of a zone a calendar file defines itself (a `VTIMEZONE` whose TZID names no zone
/// Quire knows, such as Outlook's `Customized Time Zone`): each `STANDARD`/`DAYLIGHT`
/// observance switches to its `TZOFFSETTO` at its `DTSTART` and at every onset its `RRULE`
/// (yearly, as such rules are; `BYHOUR`/`BYMINUTE` are DTSTART's time) or `RDATE` gives.
public struct ICalendarZone: ZoneRules {
  /// Transitions in order: the instant (seconds since 1970, UTC) and the offset from then on.
  let transitions: [(instant: Int64, offset: Int)]
  /// The offset before the first transition.
  let initial: Int

  /// The zone a VTIMEZONE defines, or `nil` when it has no observance with readable offsets.
  public init?(_ c: ICalendarComponent, through lastYear: Int = 2100) {
    var changes: [(instant: Int64, offset: Int)] = []
    var initial: Int? = nil
    var firstOnset: Int64? = nil
    for o in c.components where o.name == "STANDARD" || o.name == "DAYLIGHT" {
      guard let to = o.first("TZOFFSETTO").flatMap({ Self.offset($0.value) }),
        let start = o.first("DTSTART").flatMap({ ICalendarValue.time($0) })
      else { continue }
      let from = o.first("TZOFFSETFROM").flatMap { Self.offset($0.value) } ?? to
      let begin: LocalDateTime
      switch start {
      case .date(let d): begin = LocalDateTime(date: d, time: LocalTime(hour: 0, minute: 0)!)
      case .floating(let dt), .utc(let dt), .zoned(let dt, _): begin = dt
      }
      var onsets = [begin.date]
      if let r = o.first("RRULE") {
        let parts = r.value.trimmingSpaces().split(separator: ";").filter {
          !$0.uppercased().hasPrefix("BYHOUR=") && !$0.uppercased().hasPrefix("BYMINUTE=")
            && !$0.uppercased().hasPrefix("BYSECOND=")
        }
        if let rule = Recurrence(text: "RRULE:" + parts.joined(separator: ";")) {
          let last = LocalDate(year: lastYear, month: 12, day: 31)!
          onsets += rule.dates(from: begin.date, within: begin.date, last, limit: 2000)
        }
      }
      for p in o.all("RDATE") {
        for raw in ICalendarValue.list(p.value) {
          if let t = ICalendarValue.time(raw.trimmingSpaces(), tzid: nil) {
            switch t {
            case .date(let d): onsets.append(d)
            case .floating(let dt), .utc(let dt), .zoned(let dt, _): onsets.append(dt.date)
            }
          }
        }
      }
      for day in Set(onsets) {
        // An onset is written in the local time before it (TZOFFSETFROM).
        let instant = Int64(LocalDateTime(date: day, time: begin.time).minuteNumber) * 60 - Int64(from)
        changes.append((instant, to))
        if firstOnset.map({ instant < $0 }) ?? true {
          firstOnset = instant
          initial = from
        }
      }
    }
    guard let initial, !changes.isEmpty else { return nil }
    self.transitions = changes.sorted { $0.instant < $1.instant }
    self.initial = initial
  }

  public func secondsFromUTC(at instant: Int64) -> Int {
    // The last transition at or before `instant` (binary search).
    var low = 0
    var high = transitions.count
    while low < high {
      let mid = (low + high) / 2
      if transitions[mid].instant <= instant { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? initial : transitions[low - 1].offset
  }

  /// Whether `other` has this zone's offsets from `from` to `to` (instants): on both sides of
  /// each of this zone's transitions, and every 30 days in between.
  func sameOffsets(as other: any ZoneRules, from: Int64, to: Int64) -> Bool {
    for t in transitions where t.instant > from && t.instant < to {
      guard other.secondsFromUTC(at: t.instant) == t.offset,
        other.secondsFromUTC(at: t.instant - 1) == secondsFromUTC(at: t.instant - 1)
      else { return false }
    }
    var instant = from
    while instant < to {
      guard other.secondsFromUTC(at: instant) == secondsFromUTC(at: instant) else { return false }
      instant += 30 * 86_400
    }
    return true
  }

  /// `+0100`, `-0530`, `+013045` as seconds.
  static func offset(_ raw: String) -> Int? {
    let s = Array(raw.trimmingSpaces().utf8)
    guard s.count == 5 || s.count == 7, s[0] == UInt8(ascii: "+") || s[0] == UInt8(ascii: "-") else { return nil }
    let digits = Array(s.dropFirst())
    guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let hours = LocalDate.digits(digits, 0, 2)!
    let minutes = LocalDate.digits(digits, 2, 2)!
    let seconds = digits.count == 6 ? LocalDate.digits(digits, 4, 2)! : 0
    let value = hours * 3600 + minutes * 60 + seconds
    return s[0] == UInt8(ascii: "-") ? -value : value
  }
}
