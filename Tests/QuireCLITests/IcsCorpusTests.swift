import Foundation
import QuireTestSupport
import Testing

/// Every file of the public corpus (Tests/Fixtures/icalendar/corpus) imported into a
/// Europe/Berlin and an America/New_York vault, `quire event list` compared day by day with
/// python `recurring-ical-events` (Tests/Fixtures/icalendar/differential.py; `.ci/install-deps`
/// installs it). The agreement may only go up: raise `minimum` when a change lifts it.
@Suite struct IcsCorpusTests {
  /// Agreement (per cent of listed entries) per vault zone, the level reached.
  static let minimum = ["Europe/Berlin": 99.4, "America/New_York": 99.4]

  @Test func importedOccurrencesAgreeWithRecurringICalEvents() throws {
    let result = try QuireProcess.runProgram([
      "python3", RepositoryPaths.fixtures.appendingPathComponent("icalendar/differential.py").path,
      "--quire", RepositoryPaths.quireBinary.path, "--jobs", "2",
      "--zones", Self.minimum.keys.sorted().joined(separator: ","),
      RepositoryPaths.fixtures.appendingPathComponent("icalendar/corpus").path,
    ])
    let (text, stderr) = (result.stdout, result.stderr)
    switch result.status {
    case 0, 1: break
    case 3:
      Issue.record("python recurring-ical-events is missing (pip install recurring-ical-events): \(stderr)")
      return
    case 127:
      Issue.record("python3 is not installed: the corpus cannot be compared")
      return
    default:
      Issue.record("differential.py failed (\(result.status)): \(stderr)")
      return
    }
    for (zone, minimum) in Self.minimum {
      let line = text.split(separator: "\n").first { $0.hasPrefix("agreement \(zone): ") }
      let value = line.flatMap { Double($0.split(separator: " ").last ?? "") }
      #expect(value != nil, "no agreement for \(zone) in:\n\(text)")
      if let value {
        #expect(
          value >= minimum,
          "\(zone): \(value) % of occurrences agree, below the \(minimum) % reached before; the files that disagree:\n\(text)"
        )
      }
    }
  }
}
