import QuireCore
import Testing

/// Files as real programs write them (docs/icalendar.md, "Bad input"): several versions of one
/// item, items without UID, another encoding, junk before the calendar, components that never
/// end, repeating alarms and ends before starts.
@Suite struct ICalendarRobustnessTests {
  func read(_ lines: [String], prefix: String = "") -> ICalendarImport.Result {
    let text =
      prefix
      + (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"] + lines + ["END:VCALENDAR"]).joined(
        separator: "\r\n") + "\r\n"
    return read(bytes: Array(text.utf8))
  }

  func read(bytes: [UInt8]) -> ICalendarImport.Result {
    ICalendarImport(file: "cal.ics", vaultZone: FixedZone(offsetSeconds: 3600), zones: FixedZones()).read(
      bytes: bytes)
  }

  func event(_ uid: String?, _ summary: String, start: String = "20261102T100000Z", _ extra: [String] = []) -> [String]
  {
    ["BEGIN:VEVENT"] + (uid.map { ["UID:" + $0] } ?? []) + ["SUMMARY:" + summary, "DTSTART:" + start] + extra
      + ["END:VEVENT"]
  }

  // MARK: - Versions

  @Test func theHighestSequenceWinsWhereverItStands() {
    let result = read(
      event("a", "Old", ["SEQUENCE:0"]) + event("a", "New", ["SEQUENCE:3"]) + event("a", "Middle", ["SEQUENCE:2"]))
    #expect(result.events.map(\.note.title) == ["New"])
    // Lines 4 (first) and 16 (third) are older than the one at line 10.
    #expect(result.diagnostics.map(\.line) == [4, 16])
    #expect(result.diagnostics.map(\.code) == ["ics-duplicate-uid", "ics-duplicate-uid"])
    #expect(result.diagnostics.first?.message.contains("at line 10") == true)
  }

  @Test func thenLastModifiedThenDTStampThenTheFirst() {
    let byModified = read(
      event("a", "A", ["LAST-MODIFIED:20260101T000000Z", "DTSTAMP:20270101T000000Z"])
        + event("a", "B", ["LAST-MODIFIED:20260102T000000Z", "DTSTAMP:20260101T000000Z"]))
    #expect(byModified.events.map(\.note.title) == ["B"])
    let byStamp = read(event("a", "A", ["DTSTAMP:20260102T000000Z"]) + event("a", "B", ["DTSTAMP:20260101T000000Z"]))
    #expect(byStamp.events.map(\.note.title) == ["A"])
    let tie = read(event("a", "A") + event("a", "B"))
    #expect(tie.events.map(\.note.title) == ["A"])
  }

  @Test func anOverrideIsNotAVersionOfItsSeries() {
    let result = read(
      event("s", "Series", ["RRULE:FREQ=WEEKLY;COUNT=4", "SEQUENCE:1"])
        + event("s", "Moved", start: "20261109T120000Z", ["RECURRENCE-ID:20261109T100000Z", "SEQUENCE:0"])
        + event("s", "Moved again", start: "20261109T130000Z", ["RECURRENCE-ID:20261109T100000Z", "SEQUENCE:2"]))
    #expect(result.events.map(\.note.title) == ["Series", "Moved again"])
    #expect(result.events[0].note.exdates == [LocalDate(iso: "2026-11-09")!])
    #expect(result.diagnostics.map(\.code) == ["ics-duplicate-uid"])
  }

  @Test func aTaskKeepsItsLatestVersionToo() {
    let result = read(
      ["BEGIN:VTODO", "UID:t", "SUMMARY:Old", "SEQUENCE:1", "END:VTODO"]
        + ["BEGIN:VTODO", "UID:t", "SUMMARY:New", "SEQUENCE:2", "END:VTODO"])
    #expect(result.tasks.map(\.fields.description) == ["New"])
  }

  // MARK: - No UID

  @Test func itemsWithoutUIDGetAStableOneFromTheirContent() throws {
    let lines =
      event(nil, "Call", ["DTEND:20261102T110000Z"]) + event(nil, "Call", start: "20261103T100000Z")
      + ["BEGIN:VTODO", "SUMMARY:Pay", "END:VTODO"]
    let first = read(lines)
    #expect(first.diagnostics.isEmpty)
    let uids = first.events.compactMap(\.note.uid)
    #expect(uids.count == 2 && Set(uids).count == 2, "two starts, two items")
    #expect(uids.allSatisfy { $0.hasPrefix("derived-") && $0.hasSuffix("@quire") })
    #expect(first.events.map(\.key) == uids)
    #expect(first.tasks.count == 1)
    // The same file again, and the first event with another end and a location: the same UIDs.
    #expect(read(lines).events.map(\.key) == uids)
    let edited =
      event(nil, "Call", ["DTEND:20261102T120000Z", "LOCATION:Room 1"]) + event(nil, "Call", start: "20261103T100000Z")
    #expect(read(edited).events.map(\.key) == uids)
    // Another title is another item.
    #expect(read(event(nil, "Other")).events.first?.key != uids[0])
  }

  // MARK: - Encoding and leading junk

  @Test func aNonUTF8FileIsReadAsWindows1252WithOneWarning() throws {
    var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20261102\r\nSUMMARY:Caf".utf8)
    bytes += [0xE9, 0x20, 0x80, 0x20, 0x93, 0x71, 0x94]  // é € “q”
    bytes += Array("\r\nLOCATION:Stra".utf8) + [0xDF, 0x65]  // ß
    bytes += Array("\r\nDESCRIPTION:Grüße\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    let result = read(bytes: bytes)
    let note = try #require(result.events.first?.note)
    #expect(note.title == "Café € “q”")
    #expect(note.location == "Straße")
    #expect(note.body == "Grüße", "a line that is UTF-8 stays UTF-8")
    #expect(result.diagnostics.map(\.line) == [5])
    #expect(result.diagnostics.map(\.code) == ["ics-encoding"])
  }

  @Test func windows1252DecodesEveryByte() {
    let all = Windows1252.decode((0...255).map { UInt8($0) })
    #expect(all.unicodeScalars.count == 256)
    #expect(Windows1252.decode([0x80, 0x85, 0x96, 0x9F, 0xA0, 0xFF]) == "€…–Ÿ\u{A0}ÿ")
    #expect(Windows1252.decode(Array("plain".utf8)) == "plain")
  }

  @Test(arguments: ["\r\n\r\n", "   ", "\u{FEFF}", " \r\n\t \u{FEFF}  ", "\n\n  "])
  func blankLinesSpacesAndAByteOrderMarkBeforeTheCalendar(_ junk: String) {
    let result = read(event("a", "A"), prefix: junk)
    #expect(result.isCalendar)
    #expect(result.events.map(\.note.title) == ["A"])
    #expect(!result.diagnostics.contains { $0.code == "not-icalendar" })
  }

  // MARK: - Broken structure

  @Test func aComponentWithoutEndIsSkippedAndTheNextOnesAreRead() {
    let lines =
      ["BEGIN:VEVENT", "UID:cut", "SUMMARY:Cut", "DTSTART:20261101T100000Z"]  // lines 4-7, no END
      + event("a", "A") + ["BEGIN:VTODO", "UID:t", "SUMMARY:Task"]  // 8-12, 13-15 no END
      + event("b", "B", ["BEGIN:VALARM", "TRIGGER:-PT5M"])  // 16-22: the VALARM never ends
      + event("c", "C")
    let result = read(lines)
    #expect(result.events.map(\.note.title) == ["A", "B", "C"])
    #expect(result.tasks.isEmpty)
    #expect(result.diagnostics.map(\.line) == [4, 13, 20])
    #expect(result.diagnostics.allSatisfy { $0.code == "ics-structure" })
    #expect(result.diagnostics.first?.message.contains("BEGIN:VEVENT at line 8") == true)
  }

  @Test func aFileCutShortKeepsWhatEndedBeforeTheCut() {
    let text = (["BEGIN:VCALENDAR"] + event("a", "A") + event("b", "B") + ["BEGIN:VEVENT", "UID:c"]).joined(
      separator: "\r\n")
    let result = read(bytes: Array(text.utf8))
    #expect(result.events.map(\.note.title) == ["A", "B"])
    #expect(result.diagnostics.map(\.line) == [1, 12])
  }

  // MARK: - Times and alarms

  @Test func anEndBeforeTheStartIsWarnedAndDropped() throws {
    let result = read(
      event("t", "Timed", ["DTEND:20261102T090000Z"])
        + [
          "BEGIN:VEVENT", "UID:d", "SUMMARY:Day", "DTSTART;VALUE=DATE:20261105", "DTEND;VALUE=DATE:20261103",
          "END:VEVENT",
        ]
        + ["BEGIN:VEVENT", "UID:s", "SUMMARY:Same day", "DTSTART;VALUE=DATE:20261105", "DTEND;VALUE=DATE:20261105"]
        + ["END:VEVENT"])
    #expect(result.events.map(\.note.title) == ["Timed", "Day", "Same day"])
    #expect(result.events[0].note.start == LocalTime(text: "11:00"))
    #expect(result.events[0].note.end == nil)
    #expect(result.events[1].note.endDate == nil)
    #expect(result.diagnostics.map(\.line) == [8, 14], "a DTEND equal to an all-day DTSTART is one day, not an error")
    #expect(result.diagnostics.map(\.code) == ["ics-bad-time", "ics-bad-time"])
  }

  @Test func aRepeatingAlarmKeepsItsFirstReminderAndSaysSo() {
    let result = read(
      event(
        "a", "A",
        [
          "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "REPEAT:2", "DURATION:PT5M", "END:VALARM",
          "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER;VALUE=DATE-TIME:20261101T170000Z", "REPEAT:4", "DURATION:PT15M",
          "END:VALARM",
        ]))
    #expect(result.events.first?.note.reminders == ["15m before", "2026-11-01 18:00"])
    #expect(result.diagnostics.map(\.line) == [11, 17])
    #expect(result.diagnostics.map(\.code) == ["ics-alarm-repeat", "ics-alarm-repeat"])
  }
}
