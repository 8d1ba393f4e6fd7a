import Foundation
import QuireTestSupport
import Testing

/// `undo` of a completion takes back the next copy that completion made, when the copy is still
/// as written on the line above; otherwise it keeps it and says so. `done`, `undo`, `done` then
/// leaves one next copy, not two.
@Suite struct UndoCompletionTests {
  @Test(arguments: [
    "- [ ] Water the plants 🔁 every week 📅 2026-11-24\n",
    "- [ ] Water the plants [repeat:: every week] [due:: 2026-11-24]\n",
  ])
  func doneUndoDoneLeavesOneNextCopy(_ line: String) throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", "# Inbox\n" + line + "- [ ] after\n")
    let today = ["--today", "2026-11-24"]
    func run(_ arguments: [String]) throws -> QuireResult {
      let result = try QuireProcess.run(today + arguments, in: v.url)
      #expect(result.status == 0, "\(arguments) \(result.stderr)")
      return result
    }
    _ = try run(["done", "inbox.md:2"])
    let done = String(decoding: try v.read("inbox.md"), as: UTF8.self)
    let undo = try run(["undo", "inbox.md:3"])
    #expect(undo.stdout.contains("removed the next copy"), "\(undo.stdout)")
    #expect(String(decoding: try v.read("inbox.md"), as: UTF8.self) == "# Inbox\n" + line + "- [ ] after\n")
    _ = try run(["done", "inbox.md:2"])
    #expect(String(decoding: try v.read("inbox.md"), as: UTF8.self) == done)
  }

  @Test func aCopyChangedSinceIsKept() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("inbox.md", "# Inbox\n- [ ] Water the plants 🔁 every week 📅 2026-11-24\n")
    _ = try QuireProcess.run(["--today", "2026-11-24", "done", "inbox.md:2"], in: v.url)
    var text = String(decoding: try v.read("inbox.md"), as: UTF8.self)
    text = text.replacingOccurrences(of: "📅 2026-12-01", with: "📅 2026-12-02")
    try v.write("inbox.md", text)
    let undo = try QuireProcess.run(["--today", "2026-11-24", "undo", "inbox.md:3"], in: v.url)
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout.contains("was kept"), "\(undo.stdout)")
    #expect(
      String(decoding: try v.read("inbox.md"), as: UTF8.self)
        == "# Inbox\n- [ ] Water the plants 🔁 every week 📅 2026-12-02\n- [ ] Water the plants 🔁 every week 📅 2026-11-24\n"
    )
  }
}
