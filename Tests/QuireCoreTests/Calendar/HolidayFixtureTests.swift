import Foundation
import QuireCore
import QuireTestSupport
import Testing

/// Holds `HolidayCalendar` to the python `holidays` package: every country and subdivision in
/// `Tests/Fixtures/holidays/` (written by its `generate.py`), every year of each file; same
/// dates, names and observed flags, in the same order.
///
/// `HOLIDAY_FIXTURES=DIR` reads the files from another folder (e.g. ones generated for
/// 1970-2100 to check the years outside the committed range).
@Suite("Holiday fixtures")
struct HolidayFixtureTests {
  // MARK: - Exceptions

  /// `"<file> <date> <displayed name>"` → why Quire differs from the reference there. A line
  /// listed here is left out on both sides; an exception that no longer differs fails the test.
  static let exceptions: [String: String] = [:]

  // MARK: - Fixtures

  struct Fixture: Decodable {
    struct Entry: Decodable {
      var date: String
      var name: String
      var observed: Bool
    }

    var version: String
    var country: String
    var subdivision: String?
    var years: [Int]
    var holidays: [Entry]
  }

  static let folder: URL = {
    if let dir = ProcessInfo.processInfo.environment["HOLIDAY_FIXTURES"], !dir.isEmpty {
      return URL(fileURLWithPath: dir)
    }
    return RepositoryPaths.fixtures.appendingPathComponent("holidays")
  }()

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test func everyCountryAndSubdivisionHasAFixture() {
    var expected = Set<String>()
    for country in HolidayCalendar.supportedCountries {
      expected.insert(country + ".json")
      for sub in HolidayCalendar.subdivisions(of: country) ?? [] { expected.insert("\(country)-\(sub).json") }
    }
    #expect(Set(Self.files) == expected)
  }

  @Test(arguments: files)
  func matchesReference(_ file: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
    let fixture = try JSONDecoder().decode(Fixture.self, from: data)
    let stem = String(file.dropLast(5))
    func line(_ date: String, _ name: String, _ observed: Bool) -> String {
      "\(date) \(observed ? name + " (observed)" : name)"
    }
    var expected: [Int: [String]] = [:]
    for h in fixture.holidays {
      expected[Int(h.date.prefix(4))!, default: []].append(line(h.date, h.name, h.observed))
    }
    var used = Set<String>()
    var problems: [String] = []
    for year in fixture.years[0]...fixture.years[1] {
      let actual = try HolidayCalendar.holidays(country: fixture.country, subdivision: fixture.subdivision, year: year)
        .map { line($0.date.description, $0.name, $0.observed) }
      let isException = { (l: String) -> Bool in
        guard Self.exceptions["\(stem) \(l)"] != nil else { return false }
        used.insert("\(stem) \(l)")
        return true
      }
      let want = (expected[year] ?? []).filter { !isException($0) }
      let got = actual.filter { !isException($0) }
      guard want != got else { continue }
      let missing = want.filter { !got.contains($0) }.map { "  missing \($0)" }
      let extra = got.filter { !want.contains($0) }.map { "  extra   \($0)" }
      let order = missing.isEmpty && extra.isEmpty ? ["  order: \(got)"] : []
      problems.append("\(year):\n" + (missing + extra + order).joined(separator: "\n"))
    }
    #expect(problems.isEmpty, "\(file) differs from holidays \(fixture.version):\n\(problems.joined(separator: "\n"))")
    let stale = Self.exceptions.keys.filter { $0.hasPrefix(stem + " ") && !used.contains($0) }
    #expect(stale.isEmpty, "exceptions that no longer apply: \(stale.sorted())")
  }
}
