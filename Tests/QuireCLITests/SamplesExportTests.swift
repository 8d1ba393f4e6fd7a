import Foundation
import QuireTestSupport
import Testing

/// The Samples vault: its whole export is a golden file, it meets the issue's minimum
/// counts, and it has no error diagnostics.
@Suite struct SamplesExportTests {
  func export() throws -> (text: String, object: [String: Any]) {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try QuireProcess.run(["export", "--json"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    return (result.stdout, object)
  }

  @Test func matchesTheGoldenFile() throws {
    let (text, _) = try export()
    if let problem = Golden.check(text, name: "samples-export.json") { Issue.record(Comment(rawValue: problem)) }
  }

  @Test func showsEveryFeature() throws {
    let (_, object) = try export()
    func count(_ key: String) -> Int { (object[key] as? [Any])?.count ?? -1 }
    #expect(count("tasks") >= 20)
    #expect(count("events") >= 5)
    #expect(count("checkins") >= 5)
    #expect(count("entries") >= 5)
    #expect(count("dreams") >= 2)
    #expect(count("goals") >= 2)
    #expect(count("courses") >= 2)
    #expect(count("habits") >= 3)
    #expect(count("decks") >= 1)
    let diagnostics = object["diagnostics"] as? [[String: Any]] ?? []
    #expect(diagnostics.filter { $0["severity"] as? String == "error" }.isEmpty, "\(diagnostics)")
    let tasks = object["tasks"] as? [[String: Any]] ?? []
    // Both formats, reminders resolved to date-times, dataview and emoji side by side.
    #expect(tasks.contains { $0["format"] as? String == "dataview" })
    #expect(tasks.contains { ($0["reminders"] as? [String])?.count == 2 })
    let dreams = object["dreams"] as? [[String: Any]] ?? []
    #expect(dreams.contains { $0["cameTrue"] as? Bool == true })
  }

  @Test func exportIsDeterministic() throws {
    #expect(try export().text == export().text)
  }
}
