import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore

/// Holds the recurrence engine to python-dateutil's `rrule`, the reference implementation:
/// every case of `Tests/Fixtures/recurrence/dateutil-cases.json` (written by
/// `generate_dateutil_cases.py` from a fixed seed) must give exactly dateutil's occurrences.
@Suite struct DateutilAgreementTests {
  struct Case: Sendable, CustomStringConvertible {
    var id: String
    var rule: String
    var start: String
    var limit: Int
    var complete: Bool
    var occurrences: [String]

    var description: String { "\(id): \(rule) from \(start)" }
  }

  static let cases: [Case] = {
    let url = RepositoryPaths.fixtures.appendingPathComponent("recurrence/dateutil-cases.json")
    guard let data = try? Data(contentsOf: url),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = json["cases"] as? [[String: Any]]
    else { return [] }
    return list.map { c in
      Case(
        id: c["id"] as? String ?? "?", rule: c["rule"] as? String ?? "", start: c["start"] as? String ?? "",
        limit: c["limit"] as? Int ?? 0, complete: c["complete"] as? Bool ?? false,
        occurrences: c["occurrences"] as? [String] ?? [])
    }
  }()

  @Test func hundredsOfCases() {
    #expect(Self.cases.count >= 400, "dateutil-cases.json is missing or short; run generate_dateutil_cases.py")
  }

  @Test func everyCaseAgreesWithDateutil() throws {
    var failures: [String] = []
    for c in Self.cases {
      let actual: [String]
      do {
        actual = try Self.expand(c)
      } catch {
        failures.append("\(c): does not parse: \(error)")
        continue
      }
      if actual != c.occurrences {
        let index =
          (0..<min(actual.count, c.occurrences.count)).first { actual[$0] != c.occurrences[$0] }
          ?? min(actual.count, c.occurrences.count)
        failures.append(
          "\(c): first difference at #\(index): dateutil \(c.occurrences.dropFirst(index).prefix(3)), "
            + "Quire \(actual.dropFirst(index).prefix(3)) (counts \(c.occurrences.count) / \(actual.count))")
      }
    }
    print("dateutil agreement: \(Self.cases.count - failures.count) of \(Self.cases.count) cases agree")
    for f in failures.prefix(30) { Issue.record(Comment(rawValue: f)) }
    #expect(failures.isEmpty, "\(failures.count) cases disagree")
  }

  /// The occurrences Quire computes for a case, formatted as the fixture writes them.
  static func expand(_ c: Case) throws -> [String] {
    let rule = try RecurrenceRule(parsing: c.rule)
    // `limit + 1` also checks that a complete list really ends there.
    if c.start.contains("T") {
      let start = try #require(LocalDateTime(text: c.start))
      return rule.occurrences(from: start).prefix(c.limit + (c.complete ? 1 : 0)).map(\.description)
    }
    let start = try #require(LocalDate(iso: c.start))
    return rule.occurrences(from: start).prefix(c.limit + (c.complete ? 1 : 0)).map(\.description)
  }
}
