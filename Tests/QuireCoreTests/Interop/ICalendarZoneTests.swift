import QuireCore
import Testing

/// A calendar's own VTIMEZONE (an unknown TZID) read into zone rules.
@Suite struct ICalendarZoneTests {
  func zone(_ lines: [String]) -> ICalendarZone? {
    let text = (["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
    let (calendars, _) = ICalendarParser(file: "z.ics").parse(bytes: Array(text.utf8))
    return calendars.first?.components.first.flatMap { ICalendarZone($0) }
  }

  /// Seconds since 1970 of a UTC wall time.
  func at(_ s: String) -> Int64 { Int64(LocalDateTime(text: s)!.minuteNumber) * 60 }

  @Test func outlookStyleRulesGiveEachYearsChanges() throws {
    let z = try #require(
      zone([
        "BEGIN:VTIMEZONE", "TZID:Customized Time Zone",
        "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
        "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10;BYHOUR=3;BYMINUTE=0", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
        "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE",
      ]))
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    #expect(z.secondsFromUTC(at: at("2026-03-29 00:59")) == 3600)
    #expect(z.secondsFromUTC(at: at("2026-03-29 01:00")) == 7200)
    #expect(z.secondsFromUTC(at: at("2026-10-25 00:59")) == 7200)
    #expect(z.secondsFromUTC(at: at("2026-10-25 01:00")) == 3600)
    #expect(z.secondsFromUTC(at: at("2090-07-01 12:00")) == 7200)
  }

  @Test func aFixedOffsetAndBadOnes() {
    let fixed = zone([
      "BEGIN:VTIMEZONE", "TZID:UTC+11", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+1100",
      "TZOFFSETTO:+1100", "END:STANDARD", "END:VTIMEZONE",
    ])
    #expect(fixed?.secondsFromUTC(at: at("2026-01-01 00:00")) == 39600)
    #expect(
      zone([
        "BEGIN:VTIMEZONE", "TZID:x", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETTO:1100", "END:STANDARD",
        "END:VTIMEZONE",
      ]) == nil)
  }
}
