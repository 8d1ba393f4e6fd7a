import QuireCore
import Testing

/// The vault's item written over a file from elsewhere keeps what Quire does not model, and the
/// model hash sees only what Quire reads.
@Suite struct VdirRenderingTests {
  let zone = FixedZone(offsetSeconds: 3600)

  var export: ICalendarExport {
    ICalendarExport(
      calendarName: "v", tzid: nil, zone: zone,
      now: LocalDateTime(date: LocalDate(iso: "2026-11-26")!, time: LocalTime(hour: 10, minute: 0)!))
  }

  var reader: ICalendarImport { ICalendarImport(file: "x.ics", vaultZone: zone, zones: FixedZones()) }

  func task(_ line: String) -> TaskItem {
    let parsed = TaskLineParser.parse(line)!
    return TaskItem(id: "abc", file: "inbox.md", line: 3, status: parsed.status, fields: parsed.fields, format: .emoji)
  }

  func calendar(_ lines: [String]) -> [ICalendarComponent] {
    ICalendarParser(file: "x.ics").parse((lines.joined(separator: "\r\n") + "\r\n")).calendars
  }

  /// The one component of `lines` in a VCALENDAR.
  func component(_ lines: [String]) throws -> ICalendarComponent {
    try #require(calendar(["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR"]).first?.components.first)
  }

  @Test func aTaskIsOneVTODOUnderItsUIDWithItsTagsAsCategories() throws {
    let rendered = try #require(
      VdirRendering(export: export).calendar(task: task("- [ ] Buy milk #home 📅 2026-11-27"), uid: "u-1"))
    let text = String(decoding: VdirComponentText.document([rendered]), as: UTF8.self)
    #expect(text.contains("BEGIN:VTODO\r\nUID:u-1\r\n"))
    #expect(text.contains("CATEGORIES:home\r\n"))
    #expect(!text.contains("X-WR-CALNAME"))
  }

  @Test func aClosedTaskWithoutDueIsStillAnItem() throws {
    let rendered = try #require(
      VdirRendering(export: export).calendar(task: task("- [x] Call Ann ⏰ 2026-11-25 10:00 ✅ 2026-11-26"), uid: "u"))
    let text = String(decoding: VdirComponentText.document([rendered]), as: UTF8.self)
    #expect(text.contains("STATUS:COMPLETED\r\n") && text.contains("COMPLETED:20261125T230000Z\r\n"), "\(text)")
  }

  @Test func whatQuireDoesNotModelIsKept() throws {
    let old = calendar([
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:phone",
      "BEGIN:VTIMEZONE", "TZID:Custom/Zone", "END:VTIMEZONE",
      "BEGIN:VTODO", "UID:u-1", "SUMMARY:Buy oat milk", "DUE;VALUE=DATE:20261128", "X-APPLE-SORT-ORDER:12",
      "URL:https://shop.example/milk", "GEO:52.5;13.4", "COLOR:red", "DESCRIPTION:two litres",
      "ATTENDEE;CN=Ann:mailto:ann@example.com",
      "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER:-PT5M", "END:VALARM",
      "END:VTODO",
      "BEGIN:VTODO", "UID:u-1", "RECURRENCE-ID;VALUE=DATE:20261205", "SUMMARY:once", "END:VTODO",
      "END:VCALENDAR",
    ])
    let fresh = try #require(
      VdirRendering(export: export).calendar(task: task("- [ ] Buy milk 📅 2026-11-27"), uid: "u-1"))
    let merged = VdirRendering.merged(fresh, into: old)
    let text = String(decoding: VdirComponentText.document([merged]), as: UTF8.self)
    for kept in [
      "X-APPLE-SORT-ORDER:12", "URL:https://shop.example/milk", "GEO:52.5;13.4", "COLOR:red",
      "ATTENDEE;CN=Ann:mailto:ann@example.com", "TZID:Custom/Zone",
    ] {
      #expect(text.contains(kept + "\r\n"), "\(kept) in \(text)")
    }
    #expect(text.contains("SUMMARY:Buy milk\r\n") && !text.contains("oat") && !text.contains("AUDIO"), "\(text)")
    // The DESCRIPTION is the task's notes (docs/syntax.md, "Task notes"): this task has none.
    #expect(!text.contains("two litres"), "\(text)")
  }

  @Test func theModelHashIgnoresWhatQuireDoesNotRead() throws {
    let a = try component([
      "BEGIN:VTODO", "UID:u", "DTSTAMP:20261101T000000Z", "SUMMARY:Buy milk", "DUE;VALUE=DATE:20261127", "END:VTODO",
    ])
    let b = try component([
      "BEGIN:VTODO", "DUE;VALUE=DATE:20261127", "X-FOO:bar", "UID:u", "DTSTAMP:20261125T000000Z", "SUMMARY:Buy mi",
      " lk", "END:VTODO",
    ])
    let c = try component(["BEGIN:VTODO", "UID:u", "SUMMARY:Buy milk", "DUE;VALUE=DATE:20261128", "END:VTODO"])
    let ha = try #require(VdirModel.read(a, with: reader).model?.hash)
    #expect(VdirModel.read(b, with: reader).model?.hash == ha)
    #expect(VdirModel.read(c, with: reader).model?.hash != ha)
  }
}
