import Foundation
import QuireTestSupport
import Testing

/// `quire ics import` on files as other programs write them (copies in
/// Tests/Fixtures/icalendar/public/, sources and licences in the README.md next to them), and
/// the notice of `quire event list` when it cuts a series short.
@Suite struct IcsImportRobustnessTests {
  static let now = "2026-11-24T08:00"
  static let publicFiles = RepositoryPaths.fixtures.appendingPathComponent("icalendar/public")

  func vault(zone: String) throws -> TemporaryVault {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: \(zone)\n")
    return vault
  }

  func importFile(_ path: String, into vault: TemporaryVault, _ extra: [String] = []) throws -> QuireResult {
    try QuireProcess.run(["--now", Self.now, "ics", "import", path] + extra, in: vault.url)
  }

  func fixture(_ relative: String) -> String { Self.publicFiles.appendingPathComponent(relative).path }

  /// `date start-end title` of each occurrence `quire event list` shows.
  func occurrences(_ vault: TemporaryVault, from: String, to: String) throws -> [String] {
    let result = try QuireProcess.run(
      ["--now", Self.now, "event", "list", "--from", from, "--to", to, "--json"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
    return items.map { item in
      "\(item["date"] as! String) \(item["start"] as? String ?? "")-\(item["end"] as? String ?? "") \(item["title"] as! String)"
    }
  }

  /// Every note of a vault, path → bytes.
  func notes(_ vault: TemporaryVault) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: vault.url.path)!
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".md") { files[relative] = try vault.read(relative) }
    }
    return files
  }

  // MARK: - Versions

  @Test(arguments: [
    (
      "Europe/Berlin",
      [
        "2024-01-15 11:00-12:00 Team Meeting (SEQUENCE 2)",
        "2024-01-20 15:00-16:00 Updated version (SEQUENCE 3) - should win",
      ]
    ),
    (
      "America/New_York",
      [
        "2024-01-15 05:00-06:00 Team Meeting (SEQUENCE 2)",
        "2024-01-20 09:00-10:00 Updated version (SEQUENCE 3) - should win",
      ]
    ),
  ])
  func theHighestSequenceOfAUIDIsImported(zone: String, expected: [String]) throws {
    let vault = try vault(zone: zone)
    let result = try importFile(fixture("jens-maus/node-ical/duplicate-uid-sequence.ics"), into: vault)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try occurrences(vault, from: "2024-01-01", to: "2024-01-31") == expected)
    #expect(result.stderr.contains("duplicate-uid-sequence.ics:12: warning: an older version of the VEVENT at line 4"))
  }

  @Test func aFileThatStillHoldsTheOldVersionUpdatesTheNote() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let text = try String(contentsOfFile: fixture("jens-maus/node-ical/duplicate-uid-sequence.ics"), encoding: .utf8)
    // First only the old versions (what the calendar held last week), then the whole file.
    let parts = text.components(separatedBy: "BEGIN:VEVENT\n")
    try vault.write(
      "team.ics", parts[0] + "BEGIN:VEVENT\n" + parts[2] + "BEGIN:VEVENT\n" + parts[3] + "END:VCALENDAR\n")
    #expect(try importFile("team.ics", into: vault).stdout.hasSuffix("created: 2, updated: 0, unchanged: 0, kept: 0\n"))
    #expect(
      try occurrences(vault, from: "2024-01-01", to: "2024-01-31") == [
        "2024-01-15 10:00-11:00 Old version (SEQUENCE 0) - should be ignored",
        "2024-01-20 11:00-12:00 First version (SEQUENCE 1)",
      ])
    try vault.write("team.ics", text)
    let update = try importFile("team.ics", into: vault)
    #expect(update.stdout.hasSuffix("created: 0, updated: 2, unchanged: 0, kept: 0\n"), "\(update.stdout)")
    #expect(
      try occurrences(vault, from: "2024-01-01", to: "2024-01-31") == [
        "2024-01-15 11:00-12:00 Team Meeting (SEQUENCE 2)",
        "2024-01-20 15:00-16:00 Updated version (SEQUENCE 3) - should win",
      ])
  }

  // MARK: - No UID

  @Test func eventsWithoutUIDImportAndASecondImportChangesNothing() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let file = fixture("jens-maus/node-ical/Office-2012-owa.ics")
    let first = try importFile(file, into: vault, ["--calendar", "owa"])
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(first.stdout.hasSuffix("created: 4, updated: 0, unchanged: 0, kept: 0\n"))
    #expect(!first.stderr.contains("UID"), "\(first.stderr)")
    let before = try notes(vault)
    #expect(
      before.keys.sorted() == [
        "planner/owa/test-3.md", "planner/owa/test-syd.md", "planner/owa/test.md", "planner/owa/test2.md",
      ])
    let uids = before.values.compactMap { text in
      String(decoding: text, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("uid: ") }
    }
    #expect(Set(uids).count == 4 && uids.allSatisfy { $0.contains("derived-") })
    let second = try importFile(file, into: vault, ["--calendar", "owa"])
    #expect(second.stdout == "created: 0, updated: 0, unchanged: 4, kept: 0\n")
    #expect(try notes(vault) == before)
  }

  // MARK: - Bytes before the calendar, encodings, broken files

  @Test func spacesBeforeTheCalendarAreNotContent() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let result = try importFile(fixture("jens-maus/node-ical/dst-transition-rules.ics"), into: vault)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try occurrences(vault, from: "2022-10-01", to: "2022-10-31") == ["2022-10-09 10:00-11:00 Morgendienst"])
  }

  @Test func aLatin1FileIsReadAsWindows1252WithOneWarning() throws {
    let vault = try vault(zone: "Europe/Berlin")
    var bytes = Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20261202T090000Z\r\n".utf8)
    // "Réunion €" and "München" in Windows-1252: é is 0xE9, € 0x80, ü 0xFC.
    bytes += Data("SUMMARY:R".utf8) + Data([0xE9]) + Data("union ".utf8) + Data([0x80])
    bytes += Data("\r\nLOCATION:M".utf8) + Data([0xFC]) + Data("nchen\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    try vault.write("old.ics", bytes)
    let result = try importFile("old.ics", into: vault)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "old.ics:6: warning: file is not UTF-8 (first at this line); such lines are read as Windows-1252 (Western European): save the file as UTF-8 if letters look wrong\n"
    )
    #expect(try occurrences(vault, from: "2026-12-02", to: "2026-12-02") == ["2026-12-02 10:00- Réunion €"])
    let note = String(decoding: try vault.read("planner/old/reunion.md"), as: UTF8.self)
    #expect(note.contains("location: \"München\""))
  }

  @Test func aComponentWithoutEndCostsOnlyItself() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0",
      "BEGIN:VEVENT", "UID:a", "DTSTART:20261201T090000Z", "SUMMARY:Cut off",  // 3-6: no END
      "BEGIN:VEVENT", "UID:b", "DTSTART:20261202T090000Z", "SUMMARY:Second", "END:VEVENT",  // 7-11
      "BEGIN:VEVENT", "UID:c", "DTSTART:20261203T090000Z", "SUMMARY:Third", "END:VEVENT",  // 12-16
      "BEGIN:VEVENT", "UID:d", "DTSTART:20261204T090000Z", "SUMMARY:Cut by the end of the file",  // 17-20
    ]
    try vault.write("cut.ics", lines.joined(separator: "\r\n") + "\r\n")
    let result = try importFile("cut.ics", into: vault)
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        cut.ics:3: warning: BEGIN:VEVENT has no END before BEGIN:VEVENT at line 7; skipped (the file goes on from there)
        cut.ics:1: warning: BEGIN:VCALENDAR never ends (the file is cut short?); the components that end before the cut are read
        cut.ics:17: warning: BEGIN:VEVENT never ends (the file is cut short?); skipped

        """)
    #expect(
      try occurrences(vault, from: "2026-12-01", to: "2026-12-31") == [
        "2026-12-02 10:00- Second", "2026-12-03 10:00- Third",
      ])
  }

  // MARK: - Alarms and times

  @Test func aRepeatingAlarmIsImportedOnceWithAWarning() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let result = try importFile(
      fixture("niccokunzmann/python-recurring-ical-events/alarm_absolute_repeat.ics"), into: vault,
      ["--calendar", "thunderbird"])
    #expect(result.status == 0)
    #expect(
      result.stderr.hasSuffix(
        "alarm_absolute_repeat.ics:616: warning: VALARM repeats 2 more times every PT45M; only its first reminder is imported\n"
      ), "\(result.stderr)")
    let note = String(decoding: try vault.read("planner/thunderbird/event.md"), as: UTF8.self)
    #expect(note.contains("remind:\n  - \"2024-10-03 15:00\"\n"), "13:00 UTC is 15:00 in Berlin in October")
  }

  @Test func anEndBeforeTheStartIsWarnedAboutWithItsLine() throws {
    let vault = try vault(zone: "Europe/Berlin")
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:a", "DTSTART:20261201T090000Z",
      "DTEND:20261201T080000Z", "SUMMARY:Backwards", "END:VEVENT", "END:VCALENDAR",
    ]
    try vault.write("back.ics", lines.joined(separator: "\r\n") + "\r\n")
    let result = try importFile("back.ics", into: vault)
    #expect(
      result.stderr
        == "back.ics:6: warning: DTEND '20261201T080000Z' is before DTSTART; the event is imported without an end\n")
    #expect(try occurrences(vault, from: "2026-12-01", to: "2026-12-01") == ["2026-12-01 10:00- Backwards"])
  }

  // MARK: - Listing

  @Test func eventListSaysWhereItCutsALongSeries() throws {
    let vault = try vault(zone: "Europe/Berlin")
    try vault.write(
      "planner/daily.md",
      "---\ntype: event\ntitle: \"Daily\"\ndate: 2000-01-01\nstart: \"09:00\"\nrepeat: \"every day\"\n---\n")
    let long = try QuireProcess.run(
      ["--now", Self.now, "event", "list", "--from", "2000-01-01", "--to", "2040-12-31"], in: vault.url)
    #expect(long.status == 0)
    #expect(long.stdout.split(separator: "\n").count == 10_000)
    #expect(
      long.stderr
        == "planner/daily.md:1: warning: this series has more than 10000 occurrences in the range; listed up to 2027-05-18 only (narrow --from/--to to see the rest)\n"
    )
    let short = try QuireProcess.run(
      ["--now", Self.now, "event", "list", "--from", "2000-01-01", "--to", "2027-05-18"], in: vault.url)
    #expect(short.stderr.isEmpty, "exactly 10,000 is all of them")
    #expect(short.stdout.split(separator: "\n").count == 10_000)
  }
}
