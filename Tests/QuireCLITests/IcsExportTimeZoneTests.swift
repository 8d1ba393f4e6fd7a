import Foundation
import QuireTestSupport
import Testing

/// The exported VTIMEZONE places every occurrence right for years after the export
/// (docs/icalendar.md, "Time zones"), checked by python's `icalendar`, `dateutil` and
/// `recurring-ical-events` against the zone database (Tests/Fixtures/icalendar/vtimezone_check.py;
/// `.ci/install-deps` installs them).
@Suite struct IcsExportTimeZoneTests {
  /// Runs the check on `file` for `years`; `nil` when it passes, else what it printed.
  func check(_ file: URL, years: ClosedRange<Int>) throws -> String? {
    let result = try QuireProcess.runProgram([
      "python3", RepositoryPaths.fixtures.appendingPathComponent("icalendar/vtimezone_check.py").path, file.path,
      String(years.lowerBound), String(years.upperBound),
    ])
    // What it printed, on either stream.
    let text = result.stdout + result.stderr
    switch result.status {
    case 0: return nil
    case 3: return "cannot check the VTIMEZONE: \(text)"
    case 127: return "cannot check the VTIMEZONE: python3 is not installed"
    default: return text
    }
  }

  /// A weekly Monday 10:00 series from January 2026 with no end, exported in `zone`: the
  /// VTIMEZONE must hold for the years up to 2040, not only the export's and the next.
  @Test(arguments: [
    "Europe/Berlin", "America/New_York", "Australia/Sydney", "America/Santiago", "Asia/Jerusalem", "America/Sao_Paulo",
    "Asia/Kolkata",
  ])
  func occurrencesYearsAheadResolveToTheRightInstants(zone: String) throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: \(zone)\n")
    try vault.write(
      "planner/weekly.md",
      "---\ntype: event\ntitle: \"Weekly\"\ndate: 2026-01-05\nstart: \"10:00\"\nend: \"11:00\"\nrepeat: \"every week on Monday\"\n---\n"
    )
    let result = try QuireProcess.run(["--now", "2026-11-24T08:00", "ics", "export", "-o", "out.ics"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let problems = try check(vault.url.appendingPathComponent("out.ics"), years: 2026...2040)
    #expect(problems == nil, "\(problems ?? "")")
  }
}
