import Foundation
import QuireTestSupport
import Testing

/// `quire ics export` on a copy of Samples, checked by the python `icalendar` package
/// (Tests/Fixtures/icalendar/validate.py; `.ci/run` installs it).
@Suite struct IcsExportTests {
  static let now = "2026-11-24T08:00"

  /// Runs the validator on `file`; `nil` when it passes, else what it printed.
  func validate(_ file: URL, events: Int) throws -> String? {
    let result = try QuireProcess.runProgram([
      "python3", RepositoryPaths.fixtures.appendingPathComponent("icalendar/validate.py").path, file.path,
      String(events),
    ])
    // What it printed, on either stream.
    let text = result.stdout + result.stderr
    switch result.status {
    case 0: return nil
    case 3: return "cannot validate the export: \(text) (the python package 'icalendar' is missing)"
    case 127: return "cannot validate the export: python3 is not installed"
    default: return text
    }
  }

  /// The number of events `quire export --json` sees in the vault.
  func eventCount(in vault: TemporaryVault) throws -> Int {
    let result = try QuireProcess.run(["--now", Self.now, "export", "--json"], in: vault.url)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    return (object["events"] as? [Any])?.count ?? -1
  }

  @Test func samplesExportPassesAStrictCheck() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try QuireProcess.run(["--now", Self.now, "ics", "export", "-o", "out.ics"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    let file = vault.url.appendingPathComponent("out.ics")
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.contains("BEGIN:VTIMEZONE"))
    #expect(text.contains("TZID=Europe/Berlin"))
    #expect(text.contains("BEGIN:VTODO"))
    let events = try eventCount(in: vault)
    #expect(events >= 5)
    if let problem = try validate(file, events: events) { Issue.record(Comment(rawValue: problem)) }

    // The same vault and moment give the same bytes, on standard output too.
    let again = try QuireProcess.run(["--now", Self.now, "ics", "export"], in: vault.url)
    #expect(again.stdout == text)
  }

  @Test func holidaysRangeAndNoTasks() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try QuireProcess.run(
      ["--now", Self.now, "ics", "export", "--no-tasks", "--holidays", "--from", "2026-12-01", "--to", "2026-12-31"],
      in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("VTODO"))
    #expect(result.stdout.contains("SUMMARY:Erster Weihnachtstag"))
    #expect(result.stdout.contains("CATEGORIES:HOLIDAY"))
    #expect(!result.stdout.contains("Tag der Deutschen Einheit"))
    #expect(!result.stdout.contains("SUMMARY:Weekend in Hamburg with Lena"), "a November event is outside the range")
    #expect(result.stdout.contains("SUMMARY:CS101 Lecture"), "a series running through December is kept")
  }

  @Test func vaultWithoutZoneWritesFloatingTimes() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let config = String(decoding: try vault.read(".quire/config.yaml"), as: UTF8.self)
    try vault.write(
      ".quire/config.yaml", config.replacingOccurrences(of: "timezone: Europe/Berlin", with: "timezone: \"\""))
    let result = try QuireProcess.run(["--now", Self.now, "ics", "export"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("TZID"))
    #expect(result.stdout.contains("DTSTART:20261012T101500"))
  }
}
