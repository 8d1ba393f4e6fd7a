import Foundation
import QuireTestSupport
import Testing

/// One rule, one place (`TaskKeys.Key.mayRemind`, `ICalendarExport.includes`): nothing in the
/// archive folder reminds or goes to the calendar export. `quire rm` moves a task there, so a
/// removed task stops reminding and leaves the calendar, whatever the archive folder is called.
@Suite struct ArchiveRuleTests {
  static let lines = """
    # Inbox
    - [ ] Pay the rent 📅 2026-11-25 ⏰ 2026-11-25 09:00
    - [ ] Call the bank 📅 2026-11-25 ⏰ 2026-11-25 10:00

    """

  @Test(arguments: [nil, "old"])
  func aRemovedTaskNeitherRemindsNorIsExported(_ archive: String?) throws {
    let v = try TemporaryVault()
    try v.write(
      ".quire/config.yaml", "timezone: Europe/Berlin\n" + (archive.map { "folders:\n  archive: \($0)\n" } ?? ""))
    try v.write("inbox.md", Self.lines)
    let now = ["--now", "2026-11-25T08:00"]
    func remind() throws -> String {
      let result = try QuireProcess.run(now + ["remind", "--to", "2026-11-25T23:00"], in: v.url)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    func calendar() throws -> String {
      let result = try QuireProcess.run(now + ["ics", "export"], in: v.url)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    #expect(try remind().contains("Pay the rent") && calendar().contains("SUMMARY:Pay the rent"))
    let removed = try QuireProcess.run(now + ["rm", "inbox.md:2"], in: v.url)
    #expect(removed.status == 0, "\(removed.stderr)")
    let folder = archive ?? "archive"
    #expect(String(decoding: try v.read("\(folder)/2026-11.md"), as: UTF8.self).contains("Pay the rent"))
    let reminders = try remind()
    #expect(!reminders.contains("Pay the rent") && reminders.contains("Call the bank"), "\(reminders)")
    let ics = try calendar()
    #expect(!ics.contains("Pay the rent") && ics.contains("SUMMARY:Call the bank"))
    // Through the index and without it, the same.
    let fresh = try QuireProcess.run(now + ["--no-cache", "remind", "--to", "2026-11-25T23:00"], in: v.url)
    #expect(fresh.stdout == reminders)
  }
}
