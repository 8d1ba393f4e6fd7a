extension ICalendarImport {
  // MARK: - One version of each item

  /// The components of a calendar with one version of each VEVENT and VTODO (docs/icalendar.md,
  /// "Several versions of one item"), in file order.
  ///
  /// - A VEVENT or VTODO without `UID` gets one derived from what identifies it
  ///   (``derivedUID(_:)``), so a second import finds its note again.
  /// - Of several components with one UID (and one `RECURRENCE-ID`: an override is not a
  ///   version of its series), the one with the highest `SEQUENCE` is kept, then the latest
  ///   `LAST-MODIFIED`, then the latest `DTSTAMP`, then the first in the file; each other one
  ///   is a warning naming the line of the one kept.
  func latestVersions(_ components: [ICalendarComponent], into sink: inout Sink) -> [ICalendarComponent] {
    var list = components
    var best: [String: Int] = [:]
    var dropped = Set<Int>()
    for i in list.indices where list[i].name == "VEVENT" || list[i].name == "VTODO" {
      if Self.uid(of: list[i]) == nil {
        list[i].properties.append(ICalendarProperty(name: "UID", value: Self.derivedUID(list[i]), line: list[i].line))
      }
      let key = Self.versionKey(list[i])
      guard let kept = best[key] else {
        best[key] = i
        continue
      }
      if Self.isNewer(list[i], than: list[kept]) {
        dropped.insert(kept)
        best[key] = i
      } else {
        dropped.insert(i)
      }
    }
    guard !dropped.isEmpty else { return list }
    for i in dropped.sorted() {
      let kept = best[Self.versionKey(list[i])]!
      sink.warn(list[i].line, .icsOlderVersion(list[i].name, keptLine: list[kept].line))
    }
    return list.indices.filter { !dropped.contains($0) }.map { list[$0] }
  }

  /// The `UID` as written, unless missing or blank.
  static func uid(of c: ICalendarComponent) -> String? {
    guard let p = c.first("UID"), !p.value.trimmingSpaces().isEmpty else { return nil }
    return p.value.trimmingSpaces()
  }

  /// A UID for a component that has none (Exchange 2010 web exports write none):
  /// `derived-<16 hex>@quire`, a hash of the component's kind, `SUMMARY`, `DTSTART`, `DUE`
  /// and `RECURRENCE-ID` as written (with their `TZID`). An item whose end, place or text
  /// changes keeps its UID, so a second import updates its note; one whose title or start
  /// changes is a new item to Quire.
  static func derivedUID(_ c: ICalendarComponent) -> String {
    var parts = [c.name]
    for name in ["SUMMARY", "DTSTART", "DUE", "RECURRENCE-ID"] {
      let p = c.first(name)
      parts.append((p?.parameter("TZID") ?? "") + ":" + (p?.value.trimmingSpaces() ?? ""))
    }
    return "derived-" + ICalendarUID.hash(parts) + "@quire"
  }

  /// What makes two components versions of one item: kind, UID and the `RECURRENCE-ID` as written.
  static func versionKey(_ c: ICalendarComponent) -> String {
    let rid = c.first("RECURRENCE-ID")
    return c.name + "\u{0}" + (uid(of: c) ?? "") + "\u{0}" + (rid?.parameter("TZID") ?? "") + ":"
      + (rid?.value.trimmingSpaces().uppercased() ?? "")
  }

  /// Whether `a` is a later version than `b`: a higher `SEQUENCE` (none is 0), else a later
  /// `LAST-MODIFIED`, else a later `DTSTAMP` (a stamp that cannot be read counts as none).
  static func isNewer(_ a: ICalendarComponent, than b: ICalendarComponent) -> Bool {
    let sa = sequence(a)
    let sb = sequence(b)
    if sa != sb { return sa > sb }
    for name in ["LAST-MODIFIED", "DTSTAMP"] {
      let ta = stamp(a, name)
      let tb = stamp(b, name)
      if ta != tb { return (ta ?? Int.min) > (tb ?? Int.min) }
    }
    return false
  }

  static func sequence(_ c: ICalendarComponent) -> Int {
    c.first("SEQUENCE").flatMap { Int($0.value.trimmingSpaces()) } ?? 0
  }

  /// A UTC stamp as minutes (a floating or zoned one read as if UTC: the stamps of one item come
  /// from one writer).
  static func stamp(_ c: ICalendarComponent, _ name: String) -> Int? {
    guard let p = c.first(name), let t = ICalendarValue.time(p) else { return nil }
    switch t {
    case .date(let d): return d.dayNumber * 1440
    case .floating(let dt), .utc(let dt), .zoned(let dt, _): return dt.minuteNumber
    }
  }
}
