import Foundation
import QuireTestSupport
import Testing

/// Bad input of every kind: each gives a diagnostic with file and line, the run
/// goes on, line numbers stay right, and nothing crashes. The vault is built in a temporary
/// folder so that symlinks, NUL bytes and a 1 MB line need not live in git.
@Suite struct HostileVaultTests {
  static func makeVault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Mars/Olympus\nfolders: [1, 2]\n")
    try v.write("overflow.md", "- [ ] huge reminder 📅 2026-11-25 [remind:: 9999999999999999d before]\n")
    let laughs = (1...9).map {
      "l\($0): &l\($0) [" + Array(repeating: "*l\($0 - 1)", count: 9).joined(separator: ", ") + "]"
    }
    try v.write("laughs.md", "---\nl0: &l0 lol\n" + laughs.joined(separator: "\n") + "\n---\n- [ ] after the laughs\n")
    try v.write("dup-a.md", "- [ ] one 🆔 same\n")
    try v.write("dup-b.md", "- [ ] two 🆔 same\n")
    var crBytes = Data("a\rb\r".utf8)
    crBytes.append(0xFF)
    crBytes.append(Data("\r- [ ] cr task\r".utf8))
    try v.write("cr-latin.md", crBytes)
    try v.write("broken-yaml.md", "---\ntitle: [unclosed\ntype: note\n---\n- [ ] survives broken yaml 📅 2026-11-25\n")
    try v.write("unclosed.md", "---\ntitle: never closed\n\n- [ ] after unclosed front matter\n")
    try v.write("only-dashes.md", "---")
    try v.write("empty.md", "")
    var latin1 = Data("# Caf".utf8)
    latin1.append(0xE9)  // é in Latin-1: not UTF-8
    latin1.append(Data("\n\n- [ ] task in a latin-1 file\n".utf8))
    try v.write("latin1.md", latin1)
    var binary = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01])
    binary.append(Data("- [ ] not read\n".utf8))
    try v.write("binary.md", binary)
    try v.write(
      "long-line.md", "intro\n" + String(repeating: "word ", count: 210_000) + "\n- [ ] after the long line\n")
    try v.write(
      "nesting.md",
      String(repeating: ">", count: 500) + " deep\n\n" + String(repeating: "- a\n", count: 1)
        + (1..<500).map { String(repeating: "  ", count: $0) + "- level \($0)\n" }.joined() + "\n- [ ] after nesting\n")
    try v.write("crlf.md", "---\r\ntype: note\r\ntitle: CRLF\r\n---\r\n\r\n- [ ] crlf task 📅 2026-11-25\r\n")
    try v.write("bom.md", "\u{FEFF}---\ntitle: BOM\n---\n- [ ] bom task\n")
    try v.write("fe0f.md", "- [ ] variation selector 📅\u{FE0F} 2026-11-25 ⏫\u{FE0F}\n")
    try v.write(
      "code.md",
      "```\n- [ ] in a fence\n```\n\n<!--\n- [ ] in a comment\n-->\n\n    - [ ] indented code\n\n- [ ] real one\n")
    try v.write("bad-date.md", "text\n\n- [ ] impossible 📅 2026-02-30\n")
    try v.write("planner/no-date.md", "---\ntype: event\ntitle: Lost\n---\n")
    try v.write("habits/bad-time.md", "---\ntype: habit\nname: Bad\ntimes: [\"25:00\", 08:30]\n---\n")
    try v.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n- [ ] generated, never a source\n")
    try FileManager.default.createSymbolicLink(atPath: v.url.path + "/loop", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: v.url.path + "/outside", withDestinationPath: "/etc")
    try FileManager.default.createSymbolicLink(atPath: v.url.path + "/dangling.md", withDestinationPath: "nowhere.md")
    try FileManager.default.createSymbolicLink(atPath: v.url.path + "/alias.md", withDestinationPath: "crlf.md")
    return v
  }

  struct Export {
    var tasks: [[String: Any]]
    var diagnostics: [[String: Any]]

    func task(_ text: String) -> [String: Any]? { tasks.first { $0["text"] as? String == text } }
    func diagnostics(_ file: String) -> [[String: Any]] { diagnostics.filter { $0["file"] as? String == file } }
  }

  static func export(_ v: TemporaryVault) throws -> Export {
    let result = try QuireProcess.run(["export", "--json"], in: v.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    return Export(
      tasks: object["tasks"] as! [[String: Any]], diagnostics: object["diagnostics"] as! [[String: Any]])
  }

  @Test func everyBadFileIsReportedAndTheRestIsRead() throws {
    let v = try Self.makeVault()
    let e = try Self.export(v)

    #expect(e.diagnostics(".quire/config.yaml").map { $0["code"] as? String } == ["bad-config", "bad-config"])
    #expect(e.diagnostics("overflow.md").first?["code"] as? String == "bad-reminder")
    #expect(e.task("huge reminder")?["reminders"] as? [String] == [])
    #expect(e.diagnostics("laughs.md").first?["code"] as? String == "yaml-too-large")
    #expect(e.task("after the laughs")?["line"] as? Int == 13)
    #expect(e.diagnostics("dup-b.md").first?["code"] as? String == "duplicate-id")
    #expect(e.diagnostics("cr-latin.md").first?["line"] as? Int == 3)
    #expect(e.task("cr task")?["line"] as? Int == 4)

    #expect(e.diagnostics("broken-yaml.md").first?["line"] as? Int == 3)
    #expect(e.task("survives broken yaml")?["line"] as? Int == 5)

    #expect(e.diagnostics("unclosed.md").first?["line"] as? Int == 1)
    #expect(e.task("after unclosed front matter")?["line"] as? Int == 4)

    #expect(e.diagnostics("only-dashes.md").count == 1)
    #expect(e.diagnostics("empty.md").isEmpty)

    let latin = e.diagnostics("latin1.md")
    #expect(latin.first?["line"] as? Int == 1)
    #expect(latin.first?["severity"] as? String == "warning")
    #expect(e.task("task in a latin-1 file")?["line"] as? Int == 3)

    #expect(e.diagnostics("binary.md").first?["code"] as? String == "binary")
    #expect(e.task("not read") == nil)

    #expect(e.task("after the long line")?["line"] as? Int == 3)
    #expect(e.task("after nesting")?["line"] as? Int == 504)

    #expect(e.task("crlf task")?["line"] as? Int == 6)
    #expect(e.tasks.filter { $0["text"] as? String == "crlf task" }.count == 1)  // alias.md is not read twice
    #expect(e.task("crlf task")?["due"] as? String == "2026-11-25")
    #expect(e.task("bom task")?["line"] as? Int == 4)
    #expect(e.task("variation selector")?["due"] as? String == "2026-11-25")
    #expect(e.task("variation selector")?["priority"] as? String == "high")

    #expect(e.task("in a fence") == nil)
    #expect(e.task("in a comment") == nil)
    #expect(e.task("indented code") == nil)
    #expect(e.task("real one")?["line"] as? Int == 11)

    let badDate = e.diagnostics("bad-date.md")
    #expect(badDate.first?["line"] as? Int == 3)
    #expect(badDate.first?["column"] as? Int == 23)  // the date after "- [ ] impossible 📅 " (22 bytes)
    #expect(e.task("impossible")?["due"] is NSNull)

    #expect(e.diagnostics("planner/no-date.md").first?["code"] as? String == "event-no-date")
    #expect(e.diagnostics("habits/bad-time.md").first?["line"] as? Int == 4)

    #expect(e.task("generated, never a source") == nil)
    #expect(e.diagnostics("loop").first?["code"] as? String == "symlink-loop")
    #expect(e.diagnostics("outside").first?["code"] as? String == "symlink-outside")
    #expect(e.diagnostics("dangling.md").first?["code"] as? String == "broken-symlink")
  }

  @Test func checkPrintsFileLineColumnAndFails() throws {
    let v = try Self.makeVault()
    let result = try QuireProcess.run(["check"], in: v.url)
    #expect(result.status == 1)
    #expect(result.stdout.contains("bad-date.md:3:23: error: "))
    #expect(result.stdout.contains("broken-yaml.md:3:"))
  }
}
