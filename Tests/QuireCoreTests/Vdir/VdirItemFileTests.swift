import PropertyBased
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

/// Whatever bytes a vdir file holds, reading it gives one item with a sound UID or one warning
/// naming the file; it never traps.
@Suite struct VdirItemFilePropertyTests {
  static let files = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
    let pieces = [
      "BEGIN:VCALENDAR\r\n", "END:VCALENDAR\r\n", "BEGIN:VTODO\r\n", "END:VTODO\r\n", "BEGIN:VEVENT\r\n",
      "END:VEVENT\r\n", "UID:a\r\n", "UID:../x\r\n", "UID:\r\n", "UID:b\r\n", "SUMMARY:x\r\n",
      "DTSTART:20261102T090000Z\r\n", "RRULE:FREQ=DAILY;COUNT=99999999999999999999\r\n", "RRULE:COUNT=x\r\n",
      "RECURRENCE-ID:20261103T090000Z\r\n", " folded\r\n", "\n", "\r", "\u{0}", "é", ":", ";", "BEGIN:VALARM\r\n",
    ]
    let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &rng)]
    }
    .joined()
    return Array(text.utf8)
  }

  @Test func everyFileIsAnItemOrOneWarning() async {
    await propertyCheck(count: 2000, input: Self.files) { bytes in
      switch VdirItemFile.read(name: "f.ics", bytes: bytes) {
      case .item(let item):
        #expect(VdirFileName.problem(with: item.uid) == nil)
        #expect(item.main.name == "VTODO" || item.main.name == "VEVENT")
        #expect(
          item.components.allSatisfy {
            $0.first("UID").map { ICalendarValue.text($0.value.trimmingSpaces()) } == item.uid
          })
      case .skipped(let d):
        #expect(d.file == "f.ics" && d.severity == .warning)
      }
    }
  }
}
