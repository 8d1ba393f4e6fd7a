import Foundation
import QuireTestSupport
import Testing

/// Public calendars named in docs/icalendar.md ("How this is checked"), imported from their
/// copies in Tests/Fixtures/icalendar/corpus (sources and licences in its README.md) into a
/// Europe/Berlin and an America/New_York vault: every occurrence `quire event list` shows, as
/// python recurring-ical-events expands them (checked when these lists were written).
@Suite struct IcsPublicFilesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let file: String
    let from: String
    let to: String
    /// Occurrences (`date start-end title`) in Berlin and in New York.
    let berlin: [String]
    let newYork: [String]
    var testDescription: String { (file as NSString).lastPathComponent }
  }

  static let cases: [Case] = [
    // A yearly all-day week shows on each of its seven days.
    Case(
      file: "python-recurring-ical-events/recurring_ical_events/test/calendars/issue_164_duplicated_event.ics",
      from: "2024-03-28", to: "2024-04-10",
      berlin: [
        "2024-04-01 - test123", "2024-04-02 - test123", "2024-04-03 - test123", "2024-04-04 - test123",
        "2024-04-05 - test123", "2024-04-06 - test123", "2024-04-07 - test123",
      ],
      newYork: [
        "2024-04-01 - test123", "2024-04-02 - test123", "2024-04-03 - test123", "2024-04-04 - test123",
        "2024-04-05 - test123", "2024-04-06 - test123", "2024-04-07 - test123",
      ]),
    // Outlook all-day series, overrides with a zoned-midnight RECURRENCE-ID, UNTIL in UTC.
    Case(
      file: "python-recurring-ical-events/recurring_ical_events/test/calendars/issue_28_rrule_with_UTC_endinginZ.ics",
      from: "2020-04-01", to: "2020-05-31",
      berlin: [
        "2020-04-02 - Refuse black bin", "2020-04-09 - Blue Recycle bin", "2020-04-17 - Refuse black bin",
        "2020-04-23 - Blue Recycle bin", "2020-04-30 - Refuse black bin", "2020-05-07 - Blue Recycle bin",
        "2020-05-14 - Refuse black bin", "2020-05-21 - Blue Recycle bin", "2020-05-29 - Refuse black bin",
      ],
      newYork: [
        "2020-04-02 - Refuse black bin", "2020-04-09 - Blue Recycle bin", "2020-04-17 - Refuse black bin",
        "2020-04-23 - Blue Recycle bin", "2020-04-30 - Refuse black bin", "2020-05-07 - Blue Recycle bin",
        "2020-05-14 - Refuse black bin", "2020-05-21 - Blue Recycle bin", "2020-05-29 - Refuse black bin",
      ]),
    // RECURRENCE-ID in UTC for a Berlin series, and a date one for an all-day series.
    Case(
      file: "python-recurring-ical-events/recurring_ical_events/test/calendars/issue_36_recurrence_ID_format.ics",
      from: "2020-09-01", to: "2020-09-30",
      berlin: [
        "2020-09-07 - Base event", "2020-09-10 14:00-15:00 Base event", "2020-09-14 - Modified event 1",
        "2020-09-17 14:00-15:00 Modified event", "2020-09-21 - Modified event 2", "2020-09-24 14:00-15:00 Base event",
        "2020-09-28 - Base event",
      ],
      newYork: [
        "2020-09-07 - Base event", "2020-09-10 08:00-09:00 Base event", "2020-09-14 - Modified event 1",
        "2020-09-17 08:00-09:00 Modified event", "2020-09-21 - Modified event 2", "2020-09-24 08:00-09:00 Base event",
        "2020-09-28 - Base event",
      ]),
    // Exchange moves one day of an all-day series (RECURRENCE-ID at midnight W. Europe time).
    Case(
      file: "node-ical/test/fixtures/exchange_whole_day_moved_recurrence.ics", from: "2026-02-16", to: "2026-03-08",
      berlin: [
        "2026-02-19 - Exchange Recurring Test", "2026-02-24 - Exchange Recurring Test",
        "2026-02-27 - Exchange Recurring Test", "2026-03-03 - Exchange Recurring Test",
        "2026-03-05 - Exchange Recurring Test",
      ],
      newYork: [
        "2026-02-19 - Exchange Recurring Test", "2026-02-24 - Exchange Recurring Test",
        "2026-02-27 - Exchange Recurring Test", "2026-03-03 - Exchange Recurring Test",
        "2026-03-05 - Exchange Recurring Test",
      ]),
    // Two RRULEs (weekly and the 2nd Monday) in London time.
    Case(
      file: "python-recurring-ical-events/recurring_ical_events/test/calendars/multiple_rrule.ics", from: "2023-01-01",
      to: "2023-12-31",
      berlin: [
        "2023-01-12 11:00-13:00 My repeating event", "2023-01-19 11:00-13:00 My repeating event",
        "2023-01-26 11:00-13:00 My repeating event", "2023-02-02 11:00-13:00 My repeating event",
        "2023-02-09 11:00-13:00 My repeating event", "2023-02-13 11:00-13:00 My repeating event",
        "2023-02-16 11:00-13:00 My repeating event", "2023-02-23 11:00-13:00 My repeating event",
        "2023-03-02 11:00-13:00 My repeating event", "2023-03-09 11:00-13:00 My repeating event",
        "2023-03-13 11:00-13:00 My repeating event", "2023-03-16 11:00-13:00 My repeating event",
        "2023-03-23 11:00-13:00 My repeating event", "2023-03-30 11:00-13:00 My repeating event",
        "2023-04-06 11:00-13:00 My repeating event", "2023-04-13 11:00-13:00 My repeating event",
        "2023-04-20 11:00-13:00 My repeating event", "2023-04-27 11:00-13:00 My repeating event",
        "2023-05-04 11:00-13:00 My repeating event", "2023-05-11 11:00-13:00 My repeating event",
        "2023-05-18 11:00-13:00 My repeating event", "2023-05-25 11:00-13:00 My repeating event",
      ],
      newYork: [
        "2023-01-12 05:00-07:00 My repeating event", "2023-01-19 05:00-07:00 My repeating event",
        "2023-01-26 05:00-07:00 My repeating event", "2023-02-02 05:00-07:00 My repeating event",
        "2023-02-09 05:00-07:00 My repeating event", "2023-02-13 05:00-07:00 My repeating event",
        "2023-02-16 05:00-07:00 My repeating event", "2023-02-23 05:00-07:00 My repeating event",
        "2023-03-02 05:00-07:00 My repeating event", "2023-03-09 05:00-07:00 My repeating event",
        "2023-03-13 06:00-08:00 My repeating event", "2023-03-16 06:00-08:00 My repeating event",
        "2023-03-23 06:00-08:00 My repeating event", "2023-03-30 05:00-07:00 My repeating event",
        "2023-04-06 05:00-07:00 My repeating event", "2023-04-13 05:00-07:00 My repeating event",
        "2023-04-20 05:00-07:00 My repeating event", "2023-04-27 05:00-07:00 My repeating event",
        "2023-05-04 05:00-07:00 My repeating event", "2023-05-11 05:00-07:00 My repeating event",
        "2023-05-18 05:00-07:00 My repeating event", "2023-05-25 05:00-07:00 My repeating event",
      ]),
    // Two RRULEs (weekly and every Sunday) in Los Angeles time.
    Case(
      file: "ical.js/samples/multiple_rrules.ics", from: "2012-03-25", to: "2012-04-30",
      berlin: [
        "2012-03-26 20:00-20:30 sahaja <> frashed", "2012-04-01 20:00-20:30 sahaja <> frashed",
        "2012-04-02 20:00-20:30 sahaja <> frashed", "2012-04-08 20:00-20:30 sahaja <> frashed",
        "2012-04-09 20:00-20:30 sahaja <> frashed", "2012-04-15 20:00-20:30 sahaja <> frashed",
        "2012-04-16 20:00-20:30 sahaja <> frashed", "2012-04-22 20:00-20:30 sahaja <> frashed",
        "2012-04-23 20:00-20:30 sahaja <> frashed", "2012-04-29 20:00-20:30 sahaja <> frashed",
        "2012-04-30 20:00-20:30 sahaja <> frashed",
      ],
      newYork: [
        "2012-03-26 14:00-14:30 sahaja <> frashed", "2012-04-01 14:00-14:30 sahaja <> frashed",
        "2012-04-02 14:00-14:30 sahaja <> frashed", "2012-04-08 14:00-14:30 sahaja <> frashed",
        "2012-04-09 14:00-14:30 sahaja <> frashed", "2012-04-15 14:00-14:30 sahaja <> frashed",
        "2012-04-16 14:00-14:30 sahaja <> frashed", "2012-04-22 14:00-14:30 sahaja <> frashed",
        "2012-04-23 14:00-14:30 sahaja <> frashed", "2012-04-29 14:00-14:30 sahaja <> frashed",
        "2012-04-30 14:00-14:30 sahaja <> frashed",
      ]),
    // TZID=/Europe/Stockholm: the weeks between the two DST changes.
    Case(
      file: "icalendar/src/icalendar/tests/calendars/issue_466_convert_tzid_with_slash.ics", from: "2022-10-21",
      to: "2022-11-30",
      berlin: [
        "2022-10-21 20:00-21:00 Just chatting", "2022-10-28 20:00-21:00 Just chatting",
        "2022-11-04 20:00-21:00 Just chatting", "2022-11-11 20:00-21:00 Just chatting",
        "2022-11-18 20:00-21:00 Just chatting", "2022-11-25 20:00-21:00 Just chatting",
      ],
      newYork: [
        "2022-10-21 14:00-15:00 Just chatting", "2022-10-28 14:00-15:00 Just chatting",
        "2022-11-04 15:00-16:00 Just chatting", "2022-11-11 14:00-15:00 Just chatting",
        "2022-11-18 14:00-15:00 Just chatting", "2022-11-25 14:00-15:00 Just chatting",
      ]),
    // DURATION:P1D on a timed event: a whole day.
    Case(
      file: "ical.js/samples/duration_instead_of_dtend.ics", from: "2012-06-01", to: "2012-07-31",
      berlin: [
        "2012-06-30 15:00-15:00 Really long event name thing", "2012-07-01 15:00-15:00 Really long event name thing",
      ],
      newYork: [
        "2012-06-30 09:00-09:00 Really long event name thing", "2012-07-01 09:00-09:00 Really long event name thing",
      ]),
    // A DTSTART the RRULE never produces: it is the one occurrence.
    Case(
      file: "khal/tests/ics/event_rrule_no_occurence.ics", from: "2020-12-01", to: "2021-01-31",
      berlin: ["2021-01-01 10:30-10:45 This event will never happen"],
      newYork: ["2021-01-01 04:30-04:45 This event will never happen"]),
  ]

  /// The occurrences of `c` in a vault whose zone is `zone`.
  func occurrences(_ c: Case, zone: String) throws -> (list: [String], vault: TemporaryVault) {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: \(zone)\n")
    var text = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("icalendar/corpus/" + c.file), encoding: .utf8)
    if !text.contains("BEGIN:VCALENDAR") {
      // khal's test files are single VEVENTs: put this one in a calendar.
      text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n" + text + "END:VCALENDAR\r\n"
    }
    try vault.write("in.ics", text)
    let imported = try QuireProcess.run(["ics", "import", "in.ics", "--calendar", "c"], in: vault.url)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    let result = try QuireProcess.run(["event", "list", "--from", c.from, "--to", c.to, "--json"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
    let list = items.filter { $0["holiday"] as? Bool != true }.map { item in
      "\(item["date"] as! String) \(item["start"] as? String ?? "")-\(item["end"] as? String ?? "") \(item["title"] as! String)"
    }.sorted()
    return (list, vault)
  }

  @Test(arguments: cases) func everyOccurrenceInBothZones(_ c: Case) throws {
    #expect(try occurrences(c, zone: "Europe/Berlin").list == c.berlin)
    #expect(try occurrences(c, zone: "America/New_York").list == c.newYork)
  }

  /// A whole-day DURATION on a timed event is exported with its DTEND (a day later).
  @Test func durationOfADayIsExported() throws {
    let c = Self.cases.first { $0.file.hasSuffix("duration_instead_of_dtend.ics") }!
    let (_, vault) = try occurrences(c, zone: "America/New_York")
    let export = try QuireProcess.run(["--now", "2026-11-24T08:00", "ics", "export", "--no-tasks"], in: vault.url)
    #expect(export.stdout.contains("\r\nDTSTART;TZID=America/New_York:20120630T090000\r\n"))
    #expect(export.stdout.contains("\r\nDTEND;TZID=America/New_York:20120701T090000\r\n"))
  }
}
