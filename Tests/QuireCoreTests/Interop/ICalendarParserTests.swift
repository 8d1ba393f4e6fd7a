import QuireCore
import Testing

@Suite struct ICalendarParserTests {
  func parse(_ text: String) -> (calendars: [ICalendarComponent], diagnostics: [Diagnostic]) {
    ICalendarParser(file: "in.ics").parse(text)
  }

  @Test func unfoldsCRLFAndKeepsTheLineNumberOfTheFirstPhysicalLine() throws {
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDESCRIPTION:one\r\n  two\r\n\tthree\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let (calendars, diagnostics) = parse(text)
    #expect(diagnostics.isEmpty)
    let event = try #require(calendars.first?.components.first)
    #expect(event.name == "VEVENT")
    #expect(event.line == 2)
    let description = try #require(event.first("DESCRIPTION"))
    #expect(description.value == "one twothree")
    #expect(description.line == 4)
    #expect(event.first("SUMMARY")?.line == 7)
  }

  @Test func foldInsideAUTF8CharacterJoinsBack() throws {
    // "é" is C3 A9; RFC 5545 folds by octets, so a writer may split it between two lines.
    let bytes: [UInt8] =
      Array("BEGIN:VCALENDAR\r\nSUMMARY:caf".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xA9]
      + Array("\r\nEND:VCALENDAR\r\n".utf8)
    let (calendars, _) = ICalendarParser(file: "in.ics").parse(bytes: bytes)
    #expect(calendars.first?.first("SUMMARY")?.value == "café")
  }

  @Test func bareLFAndLongLinesAreReadWithOneWarningEach() throws {
    let long = "DESCRIPTION:" + String(repeating: "x", count: 100)
    let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\n\(long)\n\(long)\nEND:VEVENT\nEND:VCALENDAR\n"
    let (calendars, diagnostics) = parse(text)
    #expect(calendars.first?.components.first?.all("DESCRIPTION").count == 2)
    #expect(diagnostics.map(\.code) == ["ics-line-ends", "ics-long-line"])
    #expect(diagnostics.map(\.line) == [1, 4])
    #expect(diagnostics.allSatisfy { $0.file == "in.ics" && $0.severity == .warning })
  }

  @Test func parametersQuotedMultiValuedAndCaretEscaped() throws {
    let text =
      "BEGIN:VCALENDAR\r\nATTENDEE;ROLE=CHAIR;DELEGATED-TO=\"mailto:a@x\",\"mailto:b@x\";CN=\"Doe; John: ^'JD^'\":mailto:j@x\r\nEND:VCALENDAR\r\n"
    let property = try #require(parse(text).calendars.first?.first("ATTENDEE"))
    #expect(property.parameters["ROLE"] == ["CHAIR"])
    #expect(property.parameters["DELEGATED-TO"] == ["mailto:a@x", "mailto:b@x"])
    #expect(property.parameter("cn") == "Doe; John: \"JD\"")
    #expect(property.value == "mailto:j@x")
  }

  @Test func notICalendarIsOneWarningAndNothingRead() {
    let (calendars, diagnostics) = parse("\nhello\nworld\n")
    #expect(calendars.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == "not-icalendar")
    #expect(diagnostics.first?.line == 2)
  }

  @Test func brokenStructureIsReportedOnItsLines() {
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nnonsense line\r\nBEGIN:VALARM\r\nEND:VEVENT\r\nBEGIN:VTODO\r\nUID:b\r\n"
    let (calendars, diagnostics) = parse(text)
    // The VCALENDAR never ends: what ended in it (the VEVENT) is read, the open VTODO is not.
    #expect(calendars.map(\.name) == ["VCALENDAR"])
    #expect(calendars.first?.components.map(\.name) == ["VEVENT"])
    #expect(diagnostics.map(\.line) == [4, 5, 1, 7])
    #expect(diagnostics.map(\.code) == ["ics-syntax", "ics-structure", "ics-structure", "ics-structure"])
  }

  @Test func textUnescapingAndLists() {
    #expect(ICalendarValue.text("a\\, b\\; c\\\\d\\ne\\Nf") == "a, b; c\\d\ne\nf")
    #expect(ICalendarValue.text("keeps \\x") == "keeps \\x")
    #expect(ICalendarValue.list("a\\,b,c,,d") == ["a\\,b", "c", "", "d"])
  }

  @Test func timesOfEveryKind() {
    let day = LocalDate(iso: "2026-11-02")!
    let nine = LocalDateTime(text: "2026-11-02T09:00")!
    #expect(ICalendarValue.time("20261102", tzid: nil) == .date(day))
    #expect(ICalendarValue.time("20261102T090000", tzid: nil) == .floating(nine))
    #expect(ICalendarValue.time("20261102T090000Z", tzid: "Ignored/Zone") == .utc(nine))
    #expect(ICalendarValue.time("20261102T090059", tzid: "America/New_York") == .zoned(nine, tzid: "America/New_York"))
    #expect(ICalendarValue.time("20261102T250000", tzid: nil) == nil)
    #expect(ICalendarValue.time("2026-11-02", tzid: nil) == nil)
    #expect(ICalendarValue.time("20261102T0900", tzid: nil) == nil)
  }

  @Test(arguments: [
    ("-PT15M", -15), ("PT1H30M", 90), ("P1D", 1440), ("-P1W", -10080), ("+P1DT2H", 1560), ("PT0S", 0), ("-PT90S", -1),
  ])
  func durations(_ text: String, _ minutes: Int) {
    #expect(ICalendarValue.duration(text) == minutes)
  }

  @Test(arguments: ["", "P", "PT", "1H", "PT1D", "P1H", "-P", "PXD"])
  func notDurations(_ text: String) {
    #expect(ICalendarValue.duration(text) == nil)
  }
}
