import Foundation
import QuireTestSupport
import Testing

/// Dream commands on a vault built here (not the Samples): odd bytes, no date, an override.
@Suite struct DreamCLITests {
  static let crlfDream =
    "\u{FEFF}---\r\ntype: dream\r\ndate: 2026-03-01\r\ncame_true: no   \r\nprediction: rain\r\n---\r\n"
    + "I kept flying over the flooded city.  \r\nThe flood rose; I flew higher and FLEW away.\r\nno final newline"

  static func vault() throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("dreams/crlf.md", crlfDream)
    try v.write("dreams/undated.md", "---\ntype: dream\n---\nA snake in the kitchen, a snake in the garden.\n")
    try v.write("elsewhere/typed.md", "---\ntype: dream\ndate: 2026-02-01\n---\nTeeth.\n")
    return v
  }

  @Test func trueChangesOnlyTheCameTrueLine() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["dream", "true", "dreams/crlf.md"], in: v.url)
    #expect(r.status == 0, "\(r.stderr)")
    let after = String(decoding: try v.read("dreams/crlf.md"), as: UTF8.self)
    #expect(after == Self.crlfDream.replacingOccurrences(of: "came_true: no   \r\n", with: "came_true: true\r\n"))
  }

  @Test func saveWritesFrontMatterOnlyAndIsIdempotent() throws {
    let v = try Self.vault()
    let r1 = try QuireProcess.run(["dream", "analyze", "dreams/crlf.md", "--save", "--json"], in: v.url)
    #expect(r1.status == 0, "\(r1.stderr)")
    #expect(r1.stdout.contains("{\"word\":\"fly\",\"count\":3}"))
    #expect(r1.stdout.contains("{\"word\":\"flood\",\"count\":2}"))
    let once = try v.read("dreams/crlf.md")
    let text = String(decoding: once, as: UTF8.self)
    // The body is byte-for-byte the same, and the new lines use the file's CRLF.
    #expect(text.hasSuffix("---\r\n" + Self.crlfDream.components(separatedBy: "---\r\n")[2]))
    #expect(text.contains("prediction: rain\r\nanalysis:\r\n  top_words: {fly: 3, flood: 2, city: 1}\r\n"))
    #expect(text.hasPrefix("\u{FEFF}---\r\ntype: dream\r\n"))
    let r2 = try QuireProcess.run(["dream", "analyze", "dreams/crlf.md", "--save"], in: v.url)
    #expect(r2.status == 0)
    #expect(try v.read("dreams/crlf.md") == once)
  }

  @Test func aDreamWithoutADateIsADiagnosticAndTheRestWorks() throws {
    let v = try Self.vault()
    let r = try QuireProcess.run(["dream", "list", "--json"], in: v.url)
    #expect(r.status == 0)
    #expect(r.stderr.contains("dreams/undated.md:1: warning: dream has no date"))
    #expect(
      r.stdout
        == "{\"dreams\":[{\"file\":\"dreams/crlf.md\",\"date\":\"2026-03-01\",\"title\":null,\"cameTrue\":false,\"prediction\":\"rain\"},"
        + "{\"file\":\"elsewhere/typed.md\",\"date\":\"2026-02-01\",\"title\":null,\"cameTrue\":false,\"prediction\":null},"
        + "{\"file\":\"dreams/undated.md\",\"date\":null,\"title\":null,\"cameTrue\":false,\"prediction\":null}]}\n")
    let a = try QuireProcess.run(["dream", "analyze", "dreams/undated.md", "--json"], in: v.url)
    #expect(a.status == 0)
    #expect(a.stdout.hasPrefix("{\"file\":\"dreams/undated.md\",\"topWords\":[{\"word\":\"snake\",\"count\":2}"))
    let f = try QuireProcess.run(["dream", "false", "dreams/undated.md"], in: v.url)
    #expect(f.status == 0)
    #expect(
      String(decoding: try v.read("dreams/undated.md"), as: UTF8.self)
        == "---\ntype: dream\ncame_true: false\n---\nA snake in the kitchen, a snake in the garden.\n")
  }

  @Test func aBrokenOverrideIsReportedWithItsLineAndTheBuiltInIsUsed() throws {
    let v = try Self.vault()
    try v.write(".quire/dream-symbols.yaml", "snake: \"Mine\"\nkitchen: [broken\n")
    let r = try QuireProcess.run(["dream", "analyze", "dreams/undated.md", "--json"], in: v.url)
    #expect(r.status == 0)
    #expect(r.stderr.contains(".quire/dream-symbols.yaml:3"))
    #expect(r.stderr.contains("the built-in dream symbols are used"))
    #expect(!r.stdout.contains("\"Mine\""))
    try v.write(".quire/dream-symbols.yaml", "snake: \"Mine\"\n")
    let ok = try QuireProcess.run(["dream", "analyze", "dreams/undated.md", "--json"], in: v.url)
    #expect(ok.stderr.isEmpty || ok.stderr.contains("no date"))
    #expect(ok.stdout.contains("{\"word\":\"snake\",\"meaning\":\"Mine\"}"))
  }

  @Test func newUsesAVaultTemplateOverrideAndNeverOverwrites() throws {
    let v = try Self.vault()
    try v.write(
      ".quire/templates/notes/dream.md",
      "{{% CONTENT_TYPE: TEXT }}\n---\ntype: dream\ndate: {{date}}\nmood: calm\n---\n# {{weekday}}\n")
    let a = try QuireProcess.run(["--today", "2026-11-24", "dream", "new"], in: v.url)
    let b = try QuireProcess.run(["--today", "2026-11-24", "dream", "new"], in: v.url)
    #expect(a.stdout == "dreams/2026-11-24.md\n")
    #expect(b.stdout == "dreams/2026-11-24-2.md\n")
    #expect(
      String(decoding: try v.read("dreams/2026-11-24.md"), as: UTF8.self)
        == "---\ntype: dream\ndate: 2026-11-24\nmood: calm\n---\n# Tuesday\n")
  }
}
