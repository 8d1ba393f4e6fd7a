import Foundation
import QuireTestSupport
import Testing

/// `quire goal` on a vault built at test time: CRLF, a BOM, a bad amount, no Progress heading.
@Suite struct GoalCommandTests {
  @Test func logKeepsEveryOtherByteAndBadAmountsAreDiagnostics() throws {
    let v = try TemporaryVault()
    let crlf =
      "\u{FEFF}---\r\ntype: goal\r\ntitle: Savings\r\ntarget: 1,000\r\nunit: EUR\r\n---\r\n## Progress\r\n- 2026-01-01 +100 start  \r\n- 2026-02-01 +1OO typo\r\n\r\n## Notes\r\nKeep going."
    try v.write("goals/savings.md", crlf)
    try v.write("goals/books.md", "---\ntype: goal\ntarget: 12\npriority: highest\n---\nNo heading here.\n")
    let list = try QuireProcess.run(["--today", "2026-03-01", "goal", "list", "--json"], in: v.url)
    #expect(list.status == 0)
    #expect(list.stderr.contains("goals/savings.md:9: error: progress amount '+1OO' is not a number"))
    #expect(
      list.stdout.contains(
        "{\"slug\":\"books\",\"name\":\"books\",\"list\":null,\"target\":12,\"invested\":0,\"percent\":0,"))
    #expect(
      list.stdout.contains(
        "\"slug\":\"savings\",\"name\":\"Savings\",\"list\":null,\"target\":1000,\"invested\":100,\"percent\":10,"))

    let log = try QuireProcess.run(["--today", "2026-03-01", "goal", "log", "sav", "+50.5", "March"], in: v.url)
    #expect(log.status == 0, "\(log.stderr)")
    #expect(log.stdout == "logged: 2026-03-01 +50.5 March goals/savings.md:9\nSavings: 150.5 / 1000 EUR (15%)\n")
    let after = String(decoding: try v.read("goals/savings.md"), as: UTF8.self)
    #expect(after == crlf.replacingOccurrences(of: "start  \r\n", with: "start  \r\n- 2026-03-01 +50.5 March\r\n"))

    let books = try QuireProcess.run(["--today", "2026-03-01", "goal", "log", "books", "12"], in: v.url)
    #expect(books.stdout.hasSuffix("books: 12 / 12 (100%) — target reached!\n"))
    #expect(
      String(decoding: try v.read("goals/books.md"), as: UTF8.self).hasSuffix("No heading here.\n- 2026-03-01 +12\n"))
  }
}
