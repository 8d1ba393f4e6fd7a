import Testing

@testable import QuireCore

@Suite struct ParsedTaskLineTests {
  @Test(arguments: [
    "- [ ] a",
    "*   [x]   odd  spacing ⏫️📅2026-11-25   #t  \r\n",
    ">> 3) [?] ✅ 2022-02-30 [due::2026-11-25T09:00] ^x\r",
    "\t- [ ]\n",
    "\u{FEFF}- [/] ⏰ 2026-11-25 09:00 [remind:: 1h before]",
  ])
  func unchangedLineIsWrittenBackByteForByte(line: String) throws {
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.isUnchanged)
    #expect(parsed.formatted() == line)
    #expect(parsed.formatted(using: DataviewTaskSyntax()) == line)
    #expect(Array(parsed.formatted().utf8) == Array(line.utf8))
  }

  @Test func changedLineIsRebuiltInItsOwnFormat() throws {
    var parsed = try #require(TaskLineParser.parse("  > * [ ]   Pay rent  📅 2026-11-25 ⏫ #home ^rent\r\n"))
    parsed.status = .done
    parsed.fields.done = LocalDate(iso: "2026-11-25")
    #expect(!parsed.isUnchanged)
    #expect(parsed.formatted() == "  > * [x] Pay rent #home ⏫ 📅 2026-11-25 ✅ 2026-11-25 ^rent\r\n")
    #expect(
      parsed.formatted(using: DataviewTaskSyntax())
        == "  > * [x] Pay rent #home  [priority:: high]  [due:: 2026-11-25]  [completion:: 2026-11-25] ^rent\r\n")
  }

  @Test func dataviewLineIsRebuiltAsDataview() throws {
    var parsed = try #require(TaskLineParser.parse("1. [ ] Read [due:: 2026-11-25]"))
    parsed.fields.priority = .low
    #expect(parsed.formatted() == "1. [ ] Read  [priority:: low]  [due:: 2026-11-25]")
  }

  @Test func changingBackIsUnchanged() throws {
    let line = "- [ ] a 📅 2026-11-25"
    var parsed = try #require(TaskLineParser.parse(line))
    parsed.status = .done
    parsed.status = .todo
    #expect(parsed.formatted() == line)
  }

  @Test func invalidFieldsSurviveARewrite() throws {
    var parsed = try #require(TaskLineParser.parse("- [ ] Pay 📅 2022-02-30 ⏫"))
    parsed.status = .done
    let rewritten = parsed.formatted()
    #expect(rewritten == "- [x] Pay 📅 2022-02-30 ⏫")
    let again = try #require(TaskLineParser.parse(rewritten))
    #expect(again.fields == parsed.fields)
    #expect(again.problems.map(\.code) == ["bad-date"])
  }
}
