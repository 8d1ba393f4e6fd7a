import QuireCore
import Testing

/// A file of a vdir is read as one item or skipped with one warning naming it (docs/phone.md, "Bad input").
@Suite struct VdirItemFileTests {
  func file(_ body: [String]) -> [UInt8] {
    Array(
      ((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//T//EN"] + body + ["END:VCALENDAR"]).joined(separator: "\r\n")
        + "\r\n").utf8)
  }

  func reason(_ bytes: [UInt8]) -> String? {
    if case .skipped(let d) = VdirItemFile.read(name: "x.ics", bytes: bytes) {
      #expect(d.file == "x.ics" && d.severity == .warning)
      return d.message
    }
    return nil
  }

  @Test func anItemIsReadWithItsUID() throws {
    let bytes = file(["BEGIN:VTODO", "UID:a\\,b", "SUMMARY:x", "END:VTODO"])
    guard case .item(let item) = VdirItemFile.read(name: "x.ics", bytes: bytes) else {
      Issue.record("not read")
      return
    }
    #expect(item.uid == "a,b" && item.kind == .task)
  }

  @Test func anOverrideBesideItsSeriesIsPartOfTheItem() throws {
    let bytes = file([
      "BEGIN:VEVENT", "UID:s", "DTSTART:20261102T090000Z", "RRULE:FREQ=DAILY", "END:VEVENT",
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20261103T090000Z", "DTSTART:20261103T100000Z", "END:VEVENT",
    ])
    guard case .item(let item) = VdirItemFile.read(name: "x.ics", bytes: bytes) else {
      Issue.record("not read")
      return
    }
    #expect(item.main.first("RECURRENCE-ID") == nil && item.kind == .event)
  }

  @Test func badFilesAreSkippedWithAReason() {
    #expect(reason(Array("hello, not a calendar\n".utf8))?.contains("not iCalendar") == true)
    #expect(reason(file(["BEGIN:VTODO", "SUMMARY:x", "END:VTODO"]))?.contains("no UID") == true)
    #expect(reason(file(["BEGIN:VTODO", "UID:../../etc/passwd", "END:VTODO"]))?.contains("'/'") == true)
    #expect(reason(file(["BEGIN:VTODO", "UID:a..b", "END:VTODO"]))?.contains("'..'") == true)
    #expect(reason(file(["BEGIN:VTODO", "UID:a^nb", "END:VTODO"])) == nil)
    #expect(
      reason(Array("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\u{0}b\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8))?.contains(
        "NUL") == true)
    #expect(
      reason(
        file(["BEGIN:VEVENT", "UID:e", "DTSTART:20261102T090000Z", "RRULE:FREQ=DAILY;COUNT=1000000", "END:VEVENT"]))?
        .contains("COUNT=1000000") == true)
    #expect(reason(file(["BEGIN:VJOURNAL", "UID:j", "END:VJOURNAL"]))?.contains("no VTODO or VEVENT") == true)
    #expect(
      reason(file(["BEGIN:VTODO", "UID:a", "END:VTODO", "BEGIN:VTODO", "UID:b", "END:VTODO"]))?.contains("second item")
        == true)
    let big = file(["BEGIN:VTODO", "UID:a", "DESCRIPTION:" + String(repeating: "x", count: 2 << 20), "END:VTODO"])
    #expect(reason(big)?.contains("KB") == true)
  }
}
